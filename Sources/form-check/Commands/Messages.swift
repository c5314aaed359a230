import FormRules

/// How a command words messages: through the translations when there are some.
enum Messages {
    /// The renderer for the command's `--locale` / `--accept-language` / `--resources` options.
    static func renderer(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> any MessageRendering {
        MessageKeysOnly()
    }
}
