extension FieldTypeDescription {
    /// `url`: an absolute URL with one of the field's `schemes` (`URLRule`). A scheme the
    /// field does not allow is a problem of its own, which names the allowed ones.
    static let url = FieldTypeDescription(
        keys: textKeys.union(["schemes"]),
        rules: [
            TypeRule(always: .url),
            TypeRule(.urlScheme, fixed: { field, _ in [.urlScheme(URLRule(schemes: field.spec.schemes ?? URLRule.defaultSchemes).schemes)] }),
        ] + lengthRules)
}
