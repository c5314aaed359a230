extension FieldTypeDescription {
    /// `digits`: ASCII digits only, kept as text so leading zeros survive (`DigitsRule`).
    static let digits = FieldTypeDescription(
        keys: textKeys.union(["pattern"]),
        rules: [TypeRule(always: .digits)] + lengthRules + [.pattern])
}
