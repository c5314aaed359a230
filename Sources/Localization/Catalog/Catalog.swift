/// The strings of every locale of an app or service, looked up by key, locale and arguments.
///
/// A catalog loads a folder laid out like `Resources/` (the development language's
/// `Localizable.strings` and `.stringsdict` at the top, each translation in `<locale>.lproj/`),
/// an app's `.lproj` tree (`en.lproj`, `Base.lproj`, `ru.lproj`...) or a String Catalog
/// (`.xcstrings`). Every format string is parsed once, when loading.
///
/// ```swift
/// let catalog = try Catalog(contentsOf: "Resources")
/// let russian = catalog.negotiate(acceptLanguage: "ru-RU,ru;q=0.9,en;q=0.5")   // ru
/// let message = catalog.render("rule.minLength", locale: russian, arguments: ["Пароль", 8])
/// message.text       // "Поле «Пароль»: минимум 8 символов."
/// message.locale     // ru
/// message.problems   // []
/// ```
///
/// Lookup goes along the locale's fallback chain (`ru-RU`, `ru`, then the development language),
/// **key by key**: a key missing from `ru.lproj` shows the development language's text. Apple's
/// bundles choose one localization for the whole table and show the key itself when it lacks
/// a string; the per-key fallback is this library's extension, so that a partly translated
/// locale still shows readable text. A key missing everywhere shows the key, as Apple does, and
/// the result says it is missing.
public struct Catalog: Sendable {
    /// The language the app is written in: its strings are complete and the last fallback.
    public let developmentLanguage: LanguageTag
    /// Every locale with a table: the development language first, then the others sorted.
    public let locales: [LanguageTag]
    /// The table of each locale.
    package let tables: [LanguageTag: CatalogTable]
    /// What loading found wrong with the files: unreadable files, duplicate keys, values that are
    /// not strings, where Apple's parser stops reading, `.stringsdict` structure.
    public let diagnostics: [CatalogDiagnostic]
    /// The String Catalogs read, for the package's own tools (coverage, XLIFF, the development
    /// language's inference) that need their states and extraction states.
    package let stringCatalogs: [StringCatalog]
    /// The table's name: the files' base name (`Localizable` for `Localizable.strings`,
    /// `.stringsdict` and `.xcstrings`; `InfoPlist`, `Main`, or a custom one).
    public let tableName: String

    init(
        developmentLanguage: LanguageTag, tables: [LanguageTag: CatalogTable], diagnostics: [CatalogDiagnostic],
        stringCatalogs: [StringCatalog], tableName: String = Catalog.defaultTableName
    ) {
        self.tableName = tableName
        self.developmentLanguage = developmentLanguage
        self.tables = tables
        self.diagnostics = diagnostics
        self.stringCatalogs = stringCatalogs
        let others = tables.keys.filter { $0 != developmentLanguage }.sorted()
        self.locales = (tables[developmentLanguage] == nil ? [] : [developmentLanguage]) + others
    }

    /// The development language's table (empty when no file was read for it).
    package var developmentTable: CatalogTable {
        tables[developmentLanguage]
            ?? CatalogTable(locale: developmentLanguage, files: [], keys: [], messages: [:])
    }

    /// The table of exactly this locale, without fallback.
    package func table(for locale: LanguageTag) -> CatalogTable? { tables[locale] }

    /// The message of exactly this locale, without fallback.
    package func message(_ key: String, locale: LanguageTag) -> CatalogMessage? { tables[locale]?.messages[key] }

    /// The locale whose table answers `key` for `locale`: the first of its fallback chain that
    /// has the key, or `nil`.
    public func answeringLocale(for key: String, locale: LanguageTag) -> LanguageTag? {
        if tables[locale]?.messages[key] != nil { return locale }
        for candidate in locale.fallbackChain(developmentLanguage: developmentLanguage)
        where tables[candidate]?.messages[key] != nil {
            return candidate
        }
        return nil
    }

    /// The best locale for an HTTP `Accept-Language` header (RFC 4647 lookup); a malformed or
    /// empty header gives the development language, never an error.
    ///
    /// ```swift
    /// catalog.negotiate(acceptLanguage: "pl-PL, pl;q=0.9, en;q=0.8")   // pl
    /// catalog.negotiate(acceptLanguage: "de")                          // en (no German table)
    /// ```
    public func negotiate(acceptLanguage header: String) -> LanguageTag {
        AcceptLanguage(header).negotiate(available: locales, developmentLanguage: developmentLanguage).locale
    }
}
