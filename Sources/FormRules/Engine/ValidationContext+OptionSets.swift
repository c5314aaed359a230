extension ValidationContext {
    /// Run-time options read from JSON, as an app receives them from the server that owns them
    /// or a backend reads them from its configuration: an object of option lists by set name,
    /// every option a string or a number, none twice. A number is the option its literal
    /// spells, as written (`11`, a Rails server's integer id, is the option `"11"`), so a
    /// submission matches it with the text `"11"`, or with the number `11` where its field
    /// says `coerce` (Specs/README.md, "Coercion").
    ///
    /// ```swift
    /// let sets = try ValidationContext.optionSets(from: ["avatar.top": ["cap-red", "hood-blue"], "avatar.bottom": [21, 22]])
    /// let context = ValidationContext(today: today, optionSets: sets)
    /// ```
    /// - Throws: ``OptionSetsError`` saying which set or option is not of that shape.
    public static func optionSets(from value: FormValue) throws(OptionSetsError) -> [String: [String]] {
        guard case .object(let object) = value else {
            throw OptionSetsError("the options must be a JSON object of option lists by set name, not \(value.typeName)")
        }
        var sets: [String: [String]] = [:]
        for entry in object.entries {
            guard case .array(let items) = entry.value else {
                throw OptionSetsError("option set '\(entry.key)' must be a list of options (strings or numbers), not \(entry.value.typeName)")
            }
            var options: [String] = []
            var seen: Set<String> = []
            for (index, item) in items.enumerated() {
                let option: String
                switch item {
                case .string(let text): option = text
                case .number(let number): option = number.literal
                default: throw OptionSetsError("option \(index + 1) of set '\(entry.key)' must be a string or a number, not \(item.typeName)")
                }
                guard seen.insert(option).inserted else {
                    throw OptionSetsError("option '\(option)' is listed twice in set '\(entry.key)'")
                }
                options.append(option)
            }
            sets[entry.key] = options
        }
        return sets
    }
}

/// Why run-time options cannot be used (``ValidationContext/optionSets(from:)``).
public struct OptionSetsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, naming the set and the option.
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
