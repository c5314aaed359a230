extension FieldTypeDescription {
    /// `number`: a JSON number, or text that reads as one, within `minimum`, `maximum` and on
    /// the `step` (`NumberRule`).
    static let number = FieldTypeDescription(expects: .number, keys: numberKeys, rules: numberRules)

    /// `integer`: a whole `number`.
    static let integer = FieldTypeDescription(
        expects: .number,
        keys: numberKeys,
        rules: [numberRules[0], numberRules[1], TypeRule(always: .integer)] + numberRules[2...])

    private static let numberKeys: Set<String> = Set(["minimum", "maximum", "step"]).union(coerceKeys)
    private static let numberRules: [TypeRule] = [
        TypeRule(always: .number),
        TypeRule(.numberTooLong),
        TypeRule(.minimum, when: { field, _ in field.minimum != nil }) { field, _ in
            field.step.number.minimum.map { [.minimum($0)] } ?? []
        },
        TypeRule(.maximum, when: { field, _ in field.maximum != nil }) { field, _ in
            field.step.number.maximum.map { [.maximum($0)] } ?? []
        },
        TypeRule(.step, when: { field, _ in field.step != nil }) { field, _ in
            field.step.number.step.map { [.step($0)] } ?? []
        },
    ]
}
