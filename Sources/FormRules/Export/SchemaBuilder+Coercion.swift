/// Fields that coerce (``FieldSpec/coerce``): their schema takes the neighbouring JSON type too,
/// in the shape the engine reads (Specs/README.md, "Coercion").
extension SchemaBuilder {
    /// Whether the field reads a value sent in a neighbouring JSON type.
    func coerces(_ field: FieldSpec) -> Bool {
        (field.coerce ?? spec.coerce) && field.type.described.coerces
    }

    /// The field's schema `base`, and beside it (`anyOf`) the neighbouring type it also takes.
    func coercing(_ field: FieldSpec, _ base: FormValue) -> FormValue {
        guard coerces(field), let other = coercedSchema(field) else { return base }
        return ["anyOf": [base, other]]
    }

    /// The schema of a value in the neighbouring type: text holding a JSON number, `true` or
    /// `false` in any letter case, a whole number for a field of digits, a choice's options
    /// that are numbers. Nil when no such value can pass (a choice without numeric options).
    private func coercedSchema(_ field: FieldSpec) -> FormValue? {
        switch field.type {
        case .number, .integer:
            return ["type": "string", "pattern": .string(SchemaPatterns.numberText)]
        case .boolean:
            let words = switch field.const { case .bool(true)?: ["true"]; case .bool(false)?: ["false"]; default: ["true", "false"] }
            return ["type": "string", "pattern": .string(SchemaPatterns.anyCase(words))]
        case .digits:
            // A number's digits have no leading zero: n digits are 10ⁿ⁻¹ to 10ⁿ − 1.
            var schema: FormObject = ["type": "integer", "minimum": 0]
            if let minimum = field.minLength, minimum > 1, minimum <= 18 { schema["minimum"] = .number(FormNumber(Self.power(minimum - 1))) }
            if let maximum = field.maxLength, maximum <= 18 { schema["maximum"] = .number(FormNumber(Self.power(maximum) - 1)) }
            return .object(schema)
        case .phone:
            // 8 to 15 digits.
            return ["type": "integer", "minimum": .number(FormNumber(Self.power(7))), "maximum": .number(FormNumber(Self.power(15) - 1))]
        case .postalCode:
            return ["type": "integer", "minimum": 0]
        case .choice:
            let options = field.options ?? field.optionsFrom.flatMap { optionSets[$0] } ?? []
            let numbers = options.filter(Coercion.isNumberLiteral).compactMap(FormNumber.init(literal:))
            guard !numbers.isEmpty else { return nil }
            return ["type": "number", "enum": .array(numbers.map(FormValue.number))]
        default:
            return nil
        }
    }

    func coercionDetail(_ field: FieldSpec) -> String {
        switch field.type {
        case .number, .integer: "reads text holding a number; its bounds and step are checked by the server"
        case .boolean: "reads the text true or false"
        case .choice: "reads a number as its text, as sent (11.0 is not the option 11)"
        default: "reads a number as its digits, as sent; the type's rules on them are checked by the server"
        }
    }

    private static func power(_ exponent: Int) -> Int {
        (0..<exponent).reduce(1) { result, _ in result * 10 }
    }
}
