extension FieldTypeDescription {
    /// `list`: an array of values of one kind, or of items of a few fields each, with counts
    /// and items unique by some of their fields (`Engine/Lists/`). Its items' own keys come
    /// from their fields' types (``FormSpec/listMessageKeys(of:)``).
    static let list = FieldTypeDescription(
        expects: .array,
        keys: ["items", "minItems", "maxItems", "uniqueBy", "itemLabel"],
        rules: [
            TypeRule(.minItems, when: { field, _ in field.minItems != nil }),
            TypeRule(.maxItems, when: { field, _ in field.maxItems != nil }),
            // Worded by the item's field, whose `messages` may override it: listed by the items.
            TypeRule(.unique, when: { _, _ in false }),
        ],
        extraKeys: { field, form, _ in form.listMessageKeys(of: field) })
}
