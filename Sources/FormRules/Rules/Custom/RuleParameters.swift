/// The parameters a spec gives a ``CustomRule``: the members of its entry in a field's `rules`
/// other than `rule` (`{"rule": "vatNumber", "country": "DE"}` gives `country`).
///
/// The typed readers throw a ``RuleParameterError`` that names the parameter, for the compiler
/// to place in the spec:
///
/// ```swift
/// let country = try parameters.string("country")          // required
/// let length = try parameters.integer("length", default: 6)
/// ```
public struct RuleParameters: Sendable, Hashable {
    /// The parameters as written, in spec order.
    public let values: FormObject

    public init(_ values: FormObject = FormObject()) {
        self.values = values
    }

    /// The parameter's value as written, if given.
    public subscript(name: String) -> FormValue? { values[name] }

    /// A text parameter; `default` when it is not given (required when there is none).
    public func string(_ name: String, default fallback: String? = nil) throws(RuleParameterError) -> String {
        try read(name, fallback, expected: "text") { $0.string }
    }

    /// A whole-number parameter, from -2,147,483,648 to 2,147,483,647 in every build (the
    /// WebAssembly build's `Int` has 32 bits); `default` when it is not given (required when
    /// there is none).
    public func integer(_ name: String, default fallback: Int? = nil) throws(RuleParameterError) -> Int {
        try read(name, fallback, expected: "a whole number from -2147483648 to 2147483647") { value in
            value.number?.int.flatMap { Int32(exactly: $0) }.map { Int($0) }
        }
    }

    /// A number parameter; `default` when it is not given (required when there is none).
    public func number(_ name: String, default fallback: Double? = nil) throws(RuleParameterError) -> Double {
        try read(name, fallback, expected: "a finite number") { value in
            guard let number = value.number?.double, number.isFinite else { return nil }
            return number
        }
    }

    /// A `true`/`false` parameter; `default` when it is not given (required when there is none).
    public func bool(_ name: String, default fallback: Bool? = nil) throws(RuleParameterError) -> Bool {
        try read(name, fallback, expected: "true or false") { $0.bool }
    }

    /// A list of texts; `default` when it is not given (required when there is none).
    public func strings(_ name: String, default fallback: [String]? = nil) throws(RuleParameterError) -> [String] {
        try read(name, fallback, expected: "a list of texts") { value in
            guard let items = value.array else { return nil }
            let texts = items.compactMap { $0.string }
            return texts.count == items.count ? texts : nil
        }
    }

    private func read<Value>(
        _ name: String, _ fallback: Value?, expected: String, _ convert: (FormValue) -> Value?
    ) throws(RuleParameterError) -> Value {
        guard let value = values[name] else {
            if let fallback { return fallback }
            throw RuleParameterError("the parameter '\(name)' is required", parameter: nil)
        }
        guard let converted = convert(value) else {
            throw RuleParameterError("must be \(expected), not \(value.typeName) \(value.jsonText())", parameter: name)
        }
        return converted
    }
}
