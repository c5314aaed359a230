/// `form-check strings`: the translators' tools.
enum StringsCommand: Command {
    static let name = "strings"
    static let abstract = "Check, export and preview translations (.strings, .stringsdict, .xcstrings)."
    static var subcommands: [any Command.Type] { [StringsLintCommand.self, StringsExportCommand.self, StringsImportCommand.self, StringsRenderCommand.self] }
    static let discussion: String? = """
        A catalog is a folder laid out like Resources/ (Localizable.strings and .stringsdict of
        the development language at the top, translations in <locale>.lproj/), an app's .lproj
        tree (en.lproj, Base.lproj, ...), or a String Catalog (.xcstrings). Its tables are the
        files' base names (Localizable, InfoPlist, Main, ...): lint checks every one, render
        looks in Localizable first.
        """

    /// Never called: `strings` is a group.
    static func run(_ arguments: ParsedArguments<NoOptions>, io: CommandIO) throws(CommandError) -> Int32 {
        throw .usage("Missing subcommand.")
    }
}
