extension FieldTypeDescription {
    /// `digits`: ASCII digits only, kept as text so leading zeros survive (`DigitsRule`).
    static let digits = FieldTypeDescription(
        keys: textKeys.union(["pattern"]).union(coerceKeys),
        rules: [TypeRule(always: .digits)] + lengthRules + [.pattern],
        // Its lengths count digits: "at most 15 digits", not "15 characters".
        messageKeys: ["minLength": "rule.digits.minLength", "maxLength": "rule.digits.maxLength"])
}
