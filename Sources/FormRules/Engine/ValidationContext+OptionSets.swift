extension ValidationContext {
    /// Run-time options read from JSON, as an app receives them from the server that owns them
    /// or a backend reads them from its configuration: an object of option lists by set name,
    /// every option a string, none twice.
    ///
    /// ```swift
    /// let sets = try ValidationContext.optionSets(from: ["avatar.top": ["cap-red", "hood-blue"]])
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
                throw OptionSetsError("option set '\(entry.key)' must be a list of strings, not \(entry.value.typeName)")
            }
            var options: [String] = []
            var seen: Set<String> = []
            for (index, item) in items.enumerated() {
                guard case .string(let option) = item else {
                    throw OptionSetsError("option \(index + 1) of set '\(entry.key)' must be a string, not \(item.typeName)")
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
