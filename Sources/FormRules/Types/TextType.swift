extension FieldTypeDescription {
    /// `text` and `password`: any text a person can type (no control characters unless
    /// `controlCharacters`), with lengths in characters, an allowed set of `characters` and a
    /// `pattern`.
    static let text = FieldTypeDescription(
        keys: textKeys.union(["pattern", "characters", "controlCharacters"]),
        rules: [TypeRule(.control, when: { field, _ in !field.controlCharacters })] + lengthRules + [.characters, .pattern])
}
