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
        tree (en.lproj, Base.lproj, ...), or a String Catalog (.xcstrings).
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

    /// Loads the catalog at `path`, or prints why not and gives the exit status: 66 for a path
    /// that does not exist, 65 for one that holds no tables.
    static func load(_ path: String, developmentLanguage: LanguageTag?, io: CommandIO) -> Result<Catalog, CommandFailure> {
        do {
            return .success(try Catalog(contentsOf: path, developmentLanguage: developmentLanguage))
        } catch {
            io.err("Error: \(error)")
            return .failure(CommandFailure(status: error.code == .notFound ? ExitCode.noInput : ExitCode.dataError))
        }
    }
}
