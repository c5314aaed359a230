extension FieldTypeDescription {
    /// `identifier`: another system's id, a non-empty string or a positive whole number
    /// (`IdentifierRule`); its type problem names both (`type.identifier`).
    static let identifier = FieldTypeDescription(
        expects: .numberOrString,
        keys: textKeys,
        rules: [TypeRule(.identifier)] + lengthRules,
        extraKeys: { _, _, _ in ["type.identifier"] })
}
