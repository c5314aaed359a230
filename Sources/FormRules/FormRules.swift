// FormRules: one declarative form spec drives validation in apps, backends and translation tools.
//
// FormCore is re-exported: `FormValue` is the engine's currency (every submission, default and
// normalized output is one) and `JSONReadError`, `SourceLocation` and `SourceExcerpt` are how
// every error of the engine says where, so an app that validates needs them wherever it needs
// FormRules. Localization is not: an app that names its types (a `Catalog` of its own, a
// `LanguageTag`) imports it itself, and one that only validates does not see its ~100 types.
@_exported public import FormCore
