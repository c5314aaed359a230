extension FieldTypeDescription {
    /// `phone`: a telephone number as people type it (`PhoneRule`).
    static let phone = FieldTypeDescription(keys: textKeys, rules: [TypeRule(always: .phone)] + lengthRules)
}
