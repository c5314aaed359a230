/// A subcommand of `form-check`: its declared options and arguments, from which its help and
/// usage line are made, and what it does.
protocol Command {
    /// The options besides `--help`, declared once (see ``OptionGroup``).
    associatedtype Options: OptionGroup

    /// The name on the command line (`json`, `validate`).
    static var name: String { get }
    /// One line for the subcommand list.
    static var abstract: String { get }
    /// The positional arguments, for the help and the usage line.
    static var arguments: [ArgumentDeclaration] { get }
    /// More text after the options, if any.
    static var discussion: String? { get }
    /// Subcommands under this one (`strings lint`), if any.
    static var subcommands: [any Command.Type] { get }

    /// Runs the command on its parsed arguments; returns the exit status of a run that went to
    /// its end, and throws why it could not.
    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws(CommandError) -> Int32
}

extension Command {
    static var discussion: String? { nil }
    static var subcommands: [any Command.Type] { [] }
    static var arguments: [ArgumentDeclaration] { [] }

    /// The declared options, `--help` last, as the parser reads them.
    static var options: [OptionDeclaration] { Options().declarations + [Flag.help.declaration] }

    /// The usage line after the command's path, from its declarations: every option, then the
    /// arguments; `<subcommand>` for a group.
    static var usage: String {
        if !subcommands.isEmpty { return "<subcommand>" }
        let parts = Options().declarations.map(\.synopsis) + arguments.map(\.synopsis)
        return parts.joined(separator: " ")
    }

    /// The full help text: overview, usage, arguments, options, subcommands.
    static func helpText(path: String) -> String {
        var lines = ["OVERVIEW: \(abstract)", "", "USAGE: \(path) \(usage)"]
        if !arguments.isEmpty {
            lines += ["", "ARGUMENTS:"] + arguments.map { row($0.name, $0.help) }
        }
        lines += ["", "OPTIONS:"] + options.map { row($0.helpLabel, $0.help) }
        if !subcommands.isEmpty {
            lines += ["", "SUBCOMMANDS:"] + subcommands.map { row($0.name, $0.abstract) }
            lines += ["", "  See '\(path) help <subcommand>' for detailed help."]
        }
        if let discussion { lines += ["", discussion] }
        return lines.joined(separator: "\n")
    }

    static func row(_ name: String, _ text: String) -> String {
        let padded = "  " + name
        if padded.count < 26 { return padded + String(repeating: " ", count: 26 - padded.count) + text }
        return padded + "\n" + String(repeating: " ", count: 26) + text
    }

    /// Parses `arguments` against ``Options`` and runs the command; `nil` when help was asked
    /// for (before any `--`).
    static func parseAndRun(_ arguments: [String], io: CommandIO) throws(CommandError) -> Int32? {
        let parsed = try ParsedArguments<Options>(arguments)
        if parsed.wantsHelp { return nil }
        return try run(parsed, io: io)
    }
}
