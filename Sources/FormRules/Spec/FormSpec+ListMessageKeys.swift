extension FormSpec {
    /// The message keys a `list` field adds beside its count rules: `unique`, the item's name
    /// (`item.jumpers`), the words that put it before a problem (`list.itemProblem`), and every
    /// key of its items' fields, which are per list (`field.jumpers.name`,
    /// `option.jumpers.ageGroup.adult`), never per item.
    func listMessageKeys(of field: FieldSpec) -> Set<String> {
        var keys: Set<String> = [field.itemLabelKey, ValidationIssue.itemProblemKey, "type.list", "type.object"]
        switch field.items {
        case .value(var item)?:
            item.label = item.label ?? field.labelKey
            keys.formUnion(messageKeys(of: item, keyName: field.name))
            if !field.uniqueBy.isEmpty { keys.insert(item.messages["unique"] ?? "rule.unique") }
        case .fields(let items, let groups)?:
            let labelled = items.map { item in
                var item = item
                item.label = item.label ?? "field.\(field.name).\(item.name)"
                return item
            }
            let scope = itemScope(labelled, groups: groups)
            for item in labelled { keys.formUnion(scope.messageKeys(of: item, keyName: field.name + "." + item.name)) }
            for group in groups {
                keys.formUnion(group.messageKeys)
                keys.insert("list.item")
            }
            if let first = field.uniqueBy.first, let item = labelled.first(where: { $0.name == first }) {
                keys.insert(item.messages["unique"] ?? "rule.unique")
            }
        case nil:
            break
        }
        return keys
    }

    /// The form as a list's item fields see it: an item's rules and references may name the
    /// form's fields too, and the item's own come first.
    func itemScope(_ items: [FieldSpec], groups: [GroupSpec]) -> FormSpec {
        FormSpec(name: name, unknownFields: unknownFields, fields: items + fields, groups: groups, coerce: coerce)
    }
}
