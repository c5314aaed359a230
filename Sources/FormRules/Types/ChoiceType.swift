extension FieldTypeDescription {
    /// `choice`: one of the spec's `options` (letter case ignored unless `caseSensitive`), or of
    /// a set given at run time (`optionsFrom`), whose absence is a problem of its own.
    static let choice = FieldTypeDescription(
        keys: textKeys.union(["options", "optionsFrom", "caseSensitive"]).union(coerceKeys),
        rules: [
            TypeRule(.choice),
            TypeRule(.choiceOptionsMissing, when: { field, _ in field.optionsFrom != nil }),
        ] + lengthRules,
        // Run-time options' labels are the app's to show; only their absence is ours.
        extraKeys: { field, _, keyName in
            Set((field.options ?? []).map { "option." + keyName + "." + $0 })
        })
}
