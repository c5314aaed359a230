import FormCore
import Localization

/// A command line split into options and positional arguments, against a command's declared
/// options. `--name value` and `--name=value` both work; `--` ends the options; `-` alone is a
/// positional argument (standard input).
struct ParsedArguments {
    private(set) var flags: Set<String> = []
    private(set) var values: [String: [String]] = [:]
    private(set) var positional: [String] = []

    init(_ arguments: [String], options: [OptionSpec]) throws(UsageError) {
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
            guard let option = options.first(where: { $0.names.contains(name) }) else {
                let known = options.flatMap(\.names)
                var message = "Unknown option '\(name)'."
                if let suggestion = Suggestion.closest(to: name, among: known) { message += " Did you mean '\(suggestion)'?" }
                throw UsageError(message: message)
            }
            if option.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else { throw UsageError(message: "Missing value for '\(name)'.") }
                    value = arguments[index]
                    index += 1
                }
                values[option.key, default: []].append(value)
            } else {
                guard inlineValue == nil else { throw UsageError(message: "'\(name)' does not take a value.") }
                flags.insert(option.key)
            }
        }
    }

    func flag(_ key: String) -> Bool { flags.contains(key) }

    /// The last value given for an option.
    func value(_ key: String) -> String? { values[key]?.last }

    /// Every value given for a repeatable option, in order.
    func allValues(_ key: String) -> [String] { values[key] ?? [] }

    /// One of a fixed set of values, or the default.
    func choice(_ key: String, from choices: [String], default fallback: String) throws(UsageError) -> String {
        guard let value = value(key) else { return fallback }
        guard choices.contains(value) else {
            throw UsageError(message: "Invalid value '\(value)' for '--\(key)': expected one of \(choices.joined(separator: ", ")).")
        }
        return value
    }

    /// A whole number within a range, or the default.
    func integer(_ key: String, in range: ClosedRange<Int>, default fallback: Int) throws(UsageError) -> Int {
        guard let text = value(key) else { return fallback }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError(message: "Invalid value '\(text)' for '--\(key)': expected a whole number from \(range.lowerBound) to \(range.upperBound).")
        }
        return number
    }
}

/// An option a command accepts.
struct OptionSpec {
    /// The key the parsed value is stored under (the long name without dashes).
    var key: String
    var names: [String]
    var valueName: String?
    var help: String

    var takesValue: Bool { valueName != nil }

    static func flag(_ key: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(key: key, names: ["--\(key)"] + (short.map { ["-\($0)"] } ?? []), valueName: nil, help: help)
    }

    static func value(_ key: String, _ valueName: String, help: String) -> OptionSpec {
        OptionSpec(key: key, names: ["--\(key)"], valueName: valueName, help: help)
    }

    static let help = OptionSpec.flag("help", short: "h", help: "Show help information.")
}
