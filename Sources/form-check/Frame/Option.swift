/// An option that takes a value, declared once with everything the parser, the help and the
/// usage line need, and read back as a typed value.
///
/// ```swift
/// let jobs = Option("jobs", "n", help: "Threads.", default: 4, parse: .integer(in: 1...1024))
/// // form-check ... --jobs 0
/// // Error: Invalid value '0' for '--jobs': expected a whole number from 1 to 1024.
/// ```
///
/// Read it in a command with `arguments[options.jobs]`: the last value given, or the default. An
/// option without a default is required: the parser refuses a command line that leaves it out.
struct Option<Value: Sendable>: DeclaredOption {
    let declaration: OptionDeclaration
    /// The value when the option is not given; `nil` makes the option required.
    let defaultValue: Value?
    let parse: OptionParser<Value>

    /// An option with a default (use `nil` as the default of an optional value).
    init(_ name: String, _ valueName: String, help: String, default defaultValue: Value, parse: OptionParser<Value>) {
        declaration = OptionDeclaration(name: name, valueName: valueName, help: help, choices: parse.choices)
        self.defaultValue = defaultValue
        self.parse = parse
    }

    /// An option the command cannot run without.
    init(required name: String, _ valueName: String, help: String, parse: OptionParser<Value>) {
        declaration = OptionDeclaration(name: name, valueName: valueName, help: help, isRequired: true, choices: parse.choices)
        defaultValue = nil
        self.parse = parse
    }

    func parsedValue(_ text: String) throws(CommandError) -> any Sendable {
        try parse.read(text, declaration)
    }
}

extension Option where Value == String? {
    /// An optional text option: `nil` when it is not given.
    static func text(_ name: String, _ valueName: String, help: String) -> Option<String?> {
        Option(name, valueName, help: help, default: nil, parse: .optional(.text))
    }
}

/// An option that may be given several times; read back as every value, in order.
///
/// ```swift
/// let arguments = RepeatedOption("arg", "value", help: "An argument, in order.", parse: .text)
/// // --arg Ann --arg 2  →  ["Ann", "2"]
/// ```
struct RepeatedOption<Element: Sendable>: DeclaredOption {
    let declaration: OptionDeclaration
    let parse: OptionParser<Element>

    init(_ name: String, _ valueName: String, help: String, parse: OptionParser<Element>) {
        declaration = OptionDeclaration(name: name, valueName: valueName, help: help, repeats: true, choices: parse.choices)
        self.parse = parse
    }

    func parsedValue(_ text: String) throws(CommandError) -> any Sendable {
        try parse.read(text, declaration)
    }
}

/// An option without a value: on when given.
///
/// ```swift
/// let quiet = Flag("quiet", short: "q", help: "Print only the summary line.")
/// ```
struct Flag: DeclaredOption {
    let declaration: OptionDeclaration

    init(_ name: String, short: Character? = nil, help: String) {
        declaration = OptionDeclaration(name: name, short: short, valueName: nil, help: help)
    }

    func parsedValue(_ text: String) throws(CommandError) -> any Sendable { true }

    /// `-h`, `--help`: every command has it; the frame handles it.
    static let help = Flag("help", short: "h", help: "Show help information.")
}
