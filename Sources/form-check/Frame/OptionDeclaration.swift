/// What the help, the usage line and the parser know of one option: its names, the name of its
/// value, its help text, and whether it must be given or may be repeated.
///
/// Built by ``Option``, ``RepeatedOption`` and ``Flag``, never by hand, so the three readers of
/// an option (parser, help, usage) see the same declaration.
struct OptionDeclaration: Sendable {
    /// The long name without dashes (`spec` for `--spec`).
    var name: String
    /// A one-letter name (`q` for `-q`), if any.
    var short: Character?
    /// The value's name in help and usage (`file` for `--spec <file>`); `nil` for a flag.
    var valueName: String?
    var help: String
    /// Whether leaving the option out is a usage error.
    var isRequired = false
    /// Whether every occurrence counts (`--arg a --arg b`), rather than the last.
    var repeats = false
    /// The values it takes, when they are few: the usage line lists them (`--format text|json`).
    var choices: [String]?

    var takesValue: Bool { valueName != nil }

    /// `--name` and, when there is one, `-n`.
    var names: [String] { ["--\(name)"] + (short.map { ["-\($0)"] } ?? []) }

    /// The long name with the value's name: `--spec <spec>`, `--quiet`.
    var longForm: String { "--\(name)" + (valueName.map { " <\($0)>" } ?? "") }

    /// The option as the usage line shows it: `--spec <spec>`, `[--quiet]`, `[--arg <value> ...]`,
    /// `[--format text|json]`.
    var synopsis: String {
        let value = choices.map { " " + $0.joined(separator: "|") } ?? valueName.map { " <\($0)>" } ?? ""
        let bare = "--\(name)" + value
        if isRequired { return bare }
        return "[" + bare + (repeats ? " ..." : "") + "]"
    }

    /// The option as its help row names it: `-q, --quiet`, `--spec <spec>`.
    var helpLabel: String {
        let names = names.reversed().joined(separator: ", ")
        return valueName.map { "\(names) <\($0)>" } ?? names
    }
}

/// An option of some value type, seen without its type: what the parser needs to check a value
/// as it reads it and keep the typed result.
protocol DeclaredOption: Sendable {
    var declaration: OptionDeclaration { get }
    /// The typed value of one occurrence's text (flags are never given text).
    func parsedValue(_ text: String) throws(CommandError) -> any Sendable
}
