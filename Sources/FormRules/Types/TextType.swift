extension FieldTypeDescription {
    /// `text` and `password`: any text, with lengths in characters, an allowed set of
    /// `characters` and a `pattern`.
    static let text = FieldTypeDescription(
        keys: textKeys.union(["pattern", "characters"]),
        rules: lengthRules + [.characters, .pattern])
}
