/// A subcommand of `form-check`: its help text and what it does.
protocol Command {
    /// The name on the command line (`json`, `validate`).
    static var name: String { get }
    /// One line for the subcommand list.
    static var abstract: String { get }
    /// The usage line after `form-check`.
    static var usage: String { get }
    /// `ARGUMENTS:` help, name and description pairs.
    static var argumentsHelp: [(String, String)] { get }
    /// Options besides `--help`.
    static var options: [OptionSpec] { get }
    /// More text after the options, if any.
    static var discussion: String? { get }
    /// Subcommands under this one (`strings lint`), if any.
    static var subcommands: [any Command.Type] { get }

    /// Runs the command on parsed arguments; returns the exit status.
    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32
}

extension Command {
    static var discussion: String? { nil }
    static var subcommands: [any Command.Type] { [] }
    static var argumentsHelp: [(String, String)] { [] }

    /// The full help text: overview, usage, arguments, options, subcommands.
    static func helpText(path: String) -> String {
        var lines = ["OVERVIEW: \(abstract)", "", "USAGE: \(path) \(usage)"]
        if !argumentsHelp.isEmpty {
            lines += ["", "ARGUMENTS:"] + argumentsHelp.map { row($0.0, $0.1) }
        }
        lines += ["", "OPTIONS:"]
        for option in options + [OptionSpec.help] {
            let names = option.names.reversed().joined(separator: ", ")
            lines.append(row(option.valueName.map { "\(names) <\($0)>" } ?? names, option.help))
        }
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
}
