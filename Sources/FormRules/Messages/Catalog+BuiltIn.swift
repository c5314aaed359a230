public import Localization

/// The messages that ship with FormRules, compiled into the library.
extension Catalog {
    /// Every message key of `Resources/` in every language shipped (English, the development
    /// language; Polish; Russian), compiled into the library at build time: messages render
    /// wherever the program runs, with no files beside it.
    ///
    /// The tables are parsed on first use (once, thread-safely) and kept. An app layers its own
    /// tables over them with ``Catalog/overlaid(by:)``:
    ///
    /// ```swift
    /// let catalog = Catalog.builtIn.overlaid(by: try Catalog(contentsOf: "MyTranslations"))
    /// let messages = CatalogMessages(catalog: catalog, locale: catalog.negotiate(acceptLanguage: "ru"))
    /// issue.message(using: messages)   // "Поле «Пароль»: минимум 8 символов."
    /// ```
    public static var builtIn: Catalog { BuiltInCatalog.whole }

    /// The built-in catalog with only the tables `locale` reads (its fallback chain, down to
    /// English): cheaper than ``builtIn`` when one language is enough, as for a command that
    /// prints one run's messages. Parsed on every call; keep the result.
    ///
    /// ```swift
    /// let russian = try LanguageTag("ru")
    /// let messages = CatalogMessages(catalog: Catalog.builtIn(for: russian), locale: russian)
    /// ```
    public static func builtIn(for locale: LanguageTag) -> Catalog { BuiltInCatalog.catalog(for: locale) }

    /// ``builtIn(for:)`` with only `keys` read: what one run of a command needs when it knows
    /// the keys it can show (a spec's ``FormSpec/messageKeys``). A key outside them is missing.
    package static func builtIn(for locale: LanguageTag, keys: Set<String>) -> Catalog {
        BuiltInCatalog.catalog(for: locale, keys: keys)
    }

    /// ``builtIn(for:)`` with more tables: `parts` (`.strings` and `.stringsdict` files with
    /// their locale) of languages the program was built without, as the WebAssembly module is
    /// (English alone built in; a page hands in the others' tables, `Web/package/locales/`).
    /// Only the parts of `locale`'s fallback chain are read (a part without a locale is the
    /// development language's); a part's table is read as if built in.
    package static func builtIn(for locale: LanguageTag, adding parts: [CatalogFile]) -> Catalog {
        BuiltInCatalog.catalog(for: locale, adding: parts)
    }

    /// The locales of ``builtIn``, English first, known without parsing any table: what
    /// `Accept-Language` negotiates among before ``builtIn(for:)``.
    ///
    /// ```swift
    /// AcceptLanguage("pl-PL, en;q=0.5").negotiate(available: Catalog.builtInLocales, developmentLanguage: Catalog.builtInLocales[0]).locale   // pl
    /// ```
    public static var builtInLocales: [LanguageTag] { BuiltInCatalog.locales }
}
