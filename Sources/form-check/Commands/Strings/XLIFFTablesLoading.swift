import Localization

/// Finding a tree's tables and its development language for `strings export --format xliff`
/// and `strings import`.
enum XLIFFTablesLoading {
    /// The tables under `path`, the development language being the one given, else the one
    /// `strings lint` would choose (a String Catalog's, an Xcode project's...), else English.
    private static let english: LanguageTag = {
        do { return try LanguageTag("en") } catch { preconditionFailure("'en' is a language tag") }
    }()

    static func load(_ path: String, given: LanguageTag?, io: CommandIO) throws(CommandError) -> LocalizationTables {
        var language = given
        if language == nil, let catalog = try? Catalog(contentsOf: path) {
            language = DevelopmentLanguageChoice.infer(path: path, catalog: catalog).language
        }
        if language == nil, path.lowercased().hasSuffix(".xcstrings"), let catalog = try? Catalog(contentsOf: path) {
            language = catalog.developmentLanguage
        }
        do throws(CatalogError) {
            return try LocalizationTables(path: path, developmentLanguage: language ?? english)
        } catch {
            io.err("Error: \(error)")
            throw error.code == .notFound ? .noInput : .dataError
        }
    }
}
