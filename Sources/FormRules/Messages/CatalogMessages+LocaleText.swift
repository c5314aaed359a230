public import Localization

extension CatalogMessages {
    /// Messages in the locale written as text (`"ru"`, `"pt_BR"`, `"en-US"`), as an app names
    /// its language.
    ///
    /// ```swift
    /// let messages = try CatalogMessages(catalog: Catalog(contentsOf: "Resources"), locale: "pl")
    /// ```
    ///
    /// `LanguageTag` itself takes no string literal: that would turn every `try LanguageTag("…")`
    /// into a literal that cannot throw (Swift reads `T("literal")` as `"literal" as T`), so a
    /// mistyped tag would stop the program instead of throwing.
    /// - Throws: Localization's `LanguageTagError` naming the subtag that is not well formed.
    public init(catalog: Catalog, locale text: String) throws(LanguageTagError) {
        self.init(catalog: catalog, locale: try LanguageTag(text))
    }
}
