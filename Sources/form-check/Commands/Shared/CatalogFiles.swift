import Localization

/// Loading catalogs for the `strings` subcommands, with their errors printed.
enum CatalogFiles {
    /// `--development-language`, which every `strings` subcommand takes.
    static var developmentLanguageOption: Option<LanguageTag?> {
        Option(
            "development-language", "locale",
            help: "The source language (default: a String Catalog's sourceLanguage, an Xcode project's developmentRegion or a package's defaultLocalization, else English when there is an English table, else the largest table).",
            default: nil, parse: .optional(.languageTag))
    }

    /// Loads every table at `path` (or those named) with the development language given, or
    /// else the one ``DevelopmentLanguageChoice/infer(path:catalog:)`` chooses from the first
    /// table (`Localizable` when there is one), and says which and why.
    static func loadSetChoosingDevelopmentLanguage(
        _ path: String, given: LanguageTag?, tables: [String]?, io: CommandIO
    ) throws(CommandError) -> (CatalogSet, DevelopmentLanguageChoice) {
        func load(_ language: LanguageTag?) throws(CommandError) -> CatalogSet {
            do {
                return try CatalogSet(contentsOf: path, developmentLanguage: language, tables: tables)
            } catch {
                io.err("Error: \(error)")
                throw error.code == .notFound ? .noInput : .dataError
            }
        }
        let first = try load(given)
        // A set always has a table: loading throws when there is none.
        guard let primary = first.catalogs.first else { throw .dataError }
        if let given {
            io.keepUntilExit(first)
            return (first, DevelopmentLanguageChoice.given(given, catalog: primary))
        }
        let choice = DevelopmentLanguageChoice.infer(path: path, catalog: primary)
        // Only the set returned is kept until exit: a first one read with another development
        // language is freed here.
        let chosen = first.catalogs.contains(where: { $0.developmentLanguage != choice.language }) ? try load(choice.language) : first
        io.keepUntilExit(chosen)
        return (chosen, choice)
    }

    /// Loads the catalog at `path`, or prints why not and throws: ``CommandError/noInput`` for a
    /// path that does not exist, ``CommandError/dataError`` for one that holds no tables.
    static func load(
        _ path: String, developmentLanguage: LanguageTag?, table: String = Catalog.defaultTableName, io: CommandIO
    ) throws(CommandError) -> Catalog {
        do {
            let catalog = try Catalog(contentsOf: path, developmentLanguage: developmentLanguage, table: table)
            io.keepUntilExit(catalog)
            return catalog
        } catch {
            io.err("Error: \(error)")
            throw error.code == .notFound ? .noInput : .dataError
        }
    }
}
