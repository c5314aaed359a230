import Localization
import FormRules

/// `form-check strings`: the translators' tools.
enum StringsCommand: Command {
    static let name = "strings"
    static let abstract = "Check, export and preview translations (.strings, .stringsdict, .xcstrings)."
    static let usage = "<subcommand>"
    static let options: [OptionSpec] = []
    static var subcommands: [any Command.Type] { [StringsLintCommand.self, StringsExportCommand.self, StringsImportCommand.self, StringsRenderCommand.self] }
    static let discussion: String? = """
        A catalog is a folder laid out like Resources/ (Localizable.strings and .stringsdict of
        the development language at the top, translations in <locale>.lproj/), an app's .lproj
        tree (en.lproj, Base.lproj, ...), or a String Catalog (.xcstrings). Its tables are the
        files' base names (Localizable, InfoPlist, Main, ...): lint checks every one, render
        looks in Localizable first.
        """

    /// Never called: `strings` is a group.
    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        ExitCode.usage
    }
}

/// Loading catalogs for the `strings` subcommands, with their errors printed.
enum CatalogFiles {
    static let developmentLanguageOption = OptionSpec.value(
        "development-language", "locale",
        help: "The source language (default: a String Catalog's sourceLanguage, else an Xcode project's developmentRegion, else en unless another table is more than twice as large).")

    /// The `--development-language` option, if given.
    static func developmentLanguage(_ arguments: ParsedArguments) throws(UsageError) -> LanguageTag? {
        try locale(arguments, "development-language")
    }

    /// A locale option, if given.
    static func locale(_ arguments: ParsedArguments, _ key: String) throws(UsageError) -> LanguageTag? {
        guard let text = arguments.value(key) else { return nil }
        do {
            return try LanguageTag(text)
        } catch {
            throw UsageError(message: "Invalid value '\(text)' for '--\(key)': \(error.message).")
        }
    }

    /// Loads the catalog at `path` with the development language given, or else the one
    /// ``DevelopmentLanguageChoice/infer(path:catalog:)`` chooses, and says which and why.
    static func loadChoosingDevelopmentLanguage(
        _ path: String, given: LanguageTag?, io: CommandIO
    ) -> Result<(Catalog, DevelopmentLanguageChoice), CommandFailure> {
        let first: Catalog
        switch load(path, developmentLanguage: given, io: io) {
        case .success(let loaded): first = loaded
        case .failure(let failure): return .failure(failure)
        }
        if let given { return .success((first, DevelopmentLanguageChoice.given(given, catalog: first))) }
        let choice = DevelopmentLanguageChoice.infer(path: path, catalog: first)
        guard choice.language != first.developmentLanguage else { return .success((first, choice)) }
        return load(path, developmentLanguage: choice.language, io: io).map { ($0, choice) }
    }

    /// Loads every table at `path` (or those named) with the development language given, or
    /// else the one ``DevelopmentLanguageChoice/infer(path:catalog:)`` chooses from the first
    /// table (`Localizable` when there is one), and says which and why.
    static func loadSetChoosingDevelopmentLanguage(
        _ path: String, given: LanguageTag?, tables: [String]?, io: CommandIO
    ) -> Result<(CatalogSet, DevelopmentLanguageChoice), CommandFailure> {
        func load(_ language: LanguageTag?) -> Result<CatalogSet, CommandFailure> {
            do {
                return .success(try CatalogSet(contentsOf: path, developmentLanguage: language, tables: tables))
            } catch {
                io.err("Error: \(error)")
                return .failure(CommandFailure(status: error.code == .notFound ? ExitCode.noInput : ExitCode.dataError))
            }
        }
        let first: CatalogSet
        switch load(given) {
        case .success(let loaded): first = loaded
        case .failure(let failure): return .failure(failure)
        }
        // A set always has a table: loading throws when there is none.
        guard let primary = first.catalogs.first else { return .failure(CommandFailure(status: ExitCode.dataError)) }
        if let given { return .success((first, DevelopmentLanguageChoice.given(given, catalog: primary))) }
        let choice = DevelopmentLanguageChoice.infer(path: path, catalog: primary)
        guard first.catalogs.contains(where: { $0.developmentLanguage != choice.language }) else { return .success((first, choice)) }
        return load(choice.language).map { ($0, choice) }
    }

    /// Loads the catalog at `path`, or prints why not and gives the exit status: 66 for a path
    /// that does not exist, 65 for one that holds no tables.
    static func load(
        _ path: String, developmentLanguage: LanguageTag?, table: String = Catalog.defaultTableName, io: CommandIO
    ) -> Result<Catalog, CommandFailure> {
        do {
            return .success(try Catalog(contentsOf: path, developmentLanguage: developmentLanguage, table: table))
        } catch {
            io.err("Error: \(error)")
            return .failure(CommandFailure(status: error.code == .notFound ? ExitCode.noInput : ExitCode.dataError))
        }
    }
}
