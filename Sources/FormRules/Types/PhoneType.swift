extension FieldTypeDescription {
    /// `phone`: a telephone number as people type it (`PhoneRule`).
    static let phone = FieldTypeDescription(keys: textKeys.union(coerceKeys), rules: [TypeRule(always: .phone)] + lengthRules)
}
