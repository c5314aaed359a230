import FormCore
import Localization

/// A command line read against a command's declared options: each option's typed values and the
/// positional arguments. `--name value` and `--name=value` both work; `--` ends the options
/// (everything after it is positional, `--help` too); `-` alone is a positional argument
/// (standard input).
///
/// ```swift
/// let parsed = try ParsedArguments<JSONCommand.Options>(["--format", "json", "a.json"])
/// parsed[parsed.options.format]     // .json
/// parsed.positional    // ["a.json"]
/// ```
struct ParsedArguments<Options: OptionGroup> {
    let options: Options
    private(set) var positional: [String] = []
    /// Whether `--help` or `-h` came before any `--`.
    private(set) var wantsHelp = false
    /// The parsed values of each given option, by long name, in order.
    private var given: [String: [any Sendable]] = [:]

    /// Reads `arguments`. `--help` wins over any error in the rest of the line (as it is read
    /// first by a reader asking for help); otherwise the first error is thrown.
    init(_ arguments: [String], options: Options = Options(), extra: [any DeclaredOption] = [Flag.help]) throws(CommandError) {
        self.options = options
        let declared = options.allOptions + extra
        var firstError: CommandError?
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positional.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if name == "--help" || name == "-h" {
                wantsHelp = true
                continue
            }
            guard let option = declared.first(where: { $0.declaration.names.contains(name) }) else {
                var message = "Unknown option '\(name)'."
                if let near = Suggestion.closest(to: name, among: declared.flatMap(\.declaration.names)) {
                    message += " Did you mean '\(near)'?"
                }
                firstError = firstError ?? .usage(message)
                continue
            }
            let text: String
            if option.declaration.takesValue {
                if let inlineValue {
                    text = inlineValue
                } else if index < arguments.count {
                    text = arguments[index]
                    index += 1
                } else {
                    firstError = firstError ?? .usage("Missing value for '\(name)'.")
                    continue
                }
            } else {
                guard inlineValue == nil else {
                    firstError = firstError ?? .usage("'\(name)' does not take a value.")
                    continue
                }
                text = ""
            }
            do {
                given[option.declaration.name, default: []].append(try option.parsedValue(text))
            } catch {
                firstError = firstError ?? error
            }
        }
        if wantsHelp { return }
        if let firstError { throw firstError }
        if let missing = declared.map(\.declaration).first(where: { $0.isRequired && given[$0.name] == nil }) {
            throw .usage("Missing expected option '\(missing.longForm)'.")
        }
    }

    /// Whether the option was given at all.
    func isGiven(_ option: any DeclaredOption) -> Bool {
        given[option.declaration.name] != nil
    }

    /// The last value given for an option of ``options``, or its default.
    subscript<Value>(_ option: Option<Value>) -> Value {
        if let value = given[option.declaration.name]?.last as? Value { return value }
        guard let fallback = option.defaultValue else {
            // The parser refuses a line without a required option, and stored each option's
            // values with its own type.
            preconditionFailure("'--\(option.declaration.name)' is required, and was checked when parsing")
        }
        return fallback
    }

    /// Every value given for a repeatable option, in order.
    subscript<Element>(_ option: RepeatedOption<Element>) -> [Element] {
        (given[option.declaration.name] ?? []).compactMap { $0 as? Element }
    }

    /// Whether a flag was given.
    subscript(_ flag: Flag) -> Bool {
        isGiven(flag)
    }
}
