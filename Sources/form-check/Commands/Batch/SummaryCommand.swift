/// `form-check summary`: works on the summaries that `validate --summary-json` writes.
enum SummaryCommand: Command {
    static let name = "summary"
    static let abstract = "Work with batch summaries (validate --summary-json)."
    static var subcommands: [any Command.Type] { [SummaryMergeCommand.self] }

    /// Never called: `summary` is a group.
    static func run(_ arguments: ParsedArguments<NoOptions>, io: CommandIO) throws(CommandError) -> Int32 {
        throw .usage("Missing subcommand.")
    }
}
