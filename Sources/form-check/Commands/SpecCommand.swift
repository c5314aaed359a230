import FormRules

/// `form-check spec`: checks and describes form specs.
enum SpecCommand: Command {
    static let name = "spec"
    static let abstract = "Check form specs, describe one as a table, export them as JSON Schema, OpenAPI or types, or bundle one with the files it names."
    static var subcommands: [any Command.Type] { [SpecLintCommand.self, SpecDescribeCommand.self, SpecExportCommand.self, SpecBundleCommand.self] }

    /// Never called: `spec` is a group.
    static func run(_ arguments: ParsedArguments<NoOptions>, io: CommandIO) throws(CommandError) -> Int32 {
        throw .usage("Missing subcommand.")
    }
}
