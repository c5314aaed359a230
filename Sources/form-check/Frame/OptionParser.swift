import FormCore
import Localization

/// Turns an option's text into its typed value, or says what was expected, naming the option.
///
/// ```swift
/// OptionParser<Int>.integer(in: 1...1024)
/// // "0" for --jobs → Error: Invalid value '0' for '--jobs': expected a whole number from 1 to 1024.
/// ```
struct OptionParser<Value: Sendable>: Sendable {
    /// Reads the text given to `option`; throws a usage error whose message names the option.
    let read: @Sendable (_ text: String, _ option: OptionDeclaration) throws(CommandError) -> Value
    /// The values the usage line lists (`text`, `json`), when they are few.
    var choices: [String]?

    init(choices: [String]? = nil, read: @escaping @Sendable (_ text: String, _ option: OptionDeclaration) throws(CommandError) -> Value) {
        self.read = read
        self.choices = choices
    }

    /// A parser whose failures read `Invalid value '<text>' for '--<name>': <expected>.`; `convert`
    /// returns `nil` for text it does not accept.
    init(expected: String, choices: [String]? = nil, _ convert: @escaping @Sendable (String) -> Value?) {
        self.choices = choices
        read = { text, option throws(CommandError) in
            guard let value = convert(text) else { throw .invalidValue(text, for: option, expected: expected) }
            return value
        }
    }

    /// The same parser for an optional option (`nil` when it is not given).
    static func optional<Wrapped>(_ wrapped: OptionParser<Wrapped>) -> OptionParser<Wrapped?> where Value == Wrapped? {
        OptionParser<Wrapped?>(choices: wrapped.choices) { text, option throws(CommandError) in try wrapped.read(text, option) }
    }
}

extension OptionParser where Value == String {
    /// Any text, as given.
    static var text: OptionParser<String> { OptionParser { text, _ in text } }
}

extension OptionParser where Value == Int {
    /// A whole number within `range`.
    static func integer(in range: ClosedRange<Int>) -> OptionParser<Int> {
        OptionParser(expected: "expected a whole number from \(range.lowerBound) to \(range.upperBound)") { text in
            Int(text).flatMap { range.contains($0) ? $0 : nil }
        }
    }
}

extension OptionParser where Value: RawRepresentable, Value.RawValue == String {
    /// One of the raw values of `cases`, listed in that order when the text is none of them.
    static func choice(among cases: [Value]) -> OptionParser<Value> {
        let names = cases.map(\.rawValue)
        return OptionParser(expected: "expected one of \(names.concatenated(separator: ", "))", choices: names) { text in
            cases.first { $0.rawValue == text }
        }
    }
}

extension OptionParser where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of the raw values of `Value`, in the order of its cases.
    static var choice: OptionParser<Value> { choice(among: Array(Value.allCases)) }
}

extension OptionParser where Value == LanguageTag {
    /// A BCP 47 language tag (`ru`, `pl-PL`).
    static var languageTag: OptionParser<LanguageTag> {
        OptionParser { text, option throws(CommandError) in
            do throws(LanguageTagError) {
                return try LanguageTag(text)
            } catch {
                throw .usage("Invalid value '\(text)' for '--\(option.name)': \(error.message).")
            }
        }
    }
}

extension OptionParser where Value == String {
    /// A table's name: a file's base name, so neither empty nor a path.
    static var tableName: OptionParser<String> {
        OptionParser(expected: "a table is a file's base name, such as Localizable or InfoPlist") { text in
            text.isEmpty || text.contains("/") ? nil : text
        }
    }
}
