extension SchemaBuilder {
    /// A `list`: an array whose items are the item's field (a list of values) or an object
    /// schema built from the item's fields as a form of their own. An empty list is no value,
    /// so a required list has at least one item.
    mutating func listSchema(_ field: FieldSpec, required: Bool, nullable: Bool) -> FormValue {
        var schema: FormObject = ["type": Self.type("array", nullable: nullable)]
        let minimum = max(field.minItems ?? 0, required ? 1 : 0)
        if minimum > 0 { schema["minItems"] = .number(FormNumber(minimum)) }
        if let maximum = field.maxItems { schema["maxItems"] = .number(FormNumber(maximum)) }
        switch field.items {
        case .value(var item)?:
            item.name = field.name
            schema["items"] = coercing(item, valueSchema(item, required: true))
        case .fields(let items, let groups)?:
            let itemSpec = FormSpec(name: spec.name + "." + field.name, unknownFields: spec.unknownFields, fields: items, groups: groups, coerce: spec.coerce)
            var builder = SchemaBuilder(spec: itemSpec, draft: draft, optionSets: optionSets, referencePrefix: referencePrefix)
            builder.definitions = definitions
            let built = builder.build().object ?? FormObject()
            var itemSchema = FormObject()
            for entry in built.entries where !["$schema", "title", "$comment", "$defs", "definitions"].contains(entry.key) {
                itemSchema[entry.key] = entry.value
            }
            schema["items"] = .object(itemSchema)
            definitions = builder.definitions
            let outer = Set(spec.fields.map(\.name)).subtracting(items.map(\.name))
            let readsForm = items.contains { item in
                [item.requiredIf, item.visibleIf, item.enabledIf].contains { $0.map { !Set($0.fields).isDisjoint(with: outer) } ?? false }
            }
            if readsForm {
                limitations.append(SchemaLimitation(kind: .listItems, field: field.name, detail: "items' rules read the form's fields"))
            }
            for limitation in builder.limitations {
                limitations.append(SchemaLimitation(
                    kind: limitation.kind, field: field.name + "[]" + (limitation.field.map { "." + $0 } ?? ""), detail: limitation.detail))
            }
        case nil:
            break
        }
        if !field.uniqueBy.isEmpty {
            limitations.append(SchemaLimitation(kind: .listItems, field: field.name, detail: "items differ in \(field.uniqueBy.filter { !$0.isEmpty }.joined(separator: ", "))"))
        }
        return .object(schema)
    }
}
