/// Puts a part's fields under an object (`under: "address"`): each field's name, and every
/// reference to one of the part's fields from inside the part (conditions, `equals`,
/// `country`, `region`, derived values, groups), gets the object's name in front. References
/// to names the part does not declare are left as written: they name the including spec's fields.
struct FieldRenaming {
    let names: Set<String>
    let under: String

    func renamed(_ name: String) -> String {
        names.contains(name) ? under + "." + name : name
    }

    func renameGroup(_ group: inout FormObject) {
        for kind in GroupSpec.Kind.allCases {
            if let fields = group[kind.rawValue] { group[kind.rawValue] = names(in: fields) }
        }
    }

    func renamed(_ part: FormSpec.PartUse) -> FormSpec.PartUse {
        var part = part
        part.fields = part.fields.map(renamed)
        part.under = part.under.map { under + "." + $0 } ?? under
        return part
    }

    func rename(_ field: inout FormObject) {
        for key in ["name", "equals", "country", "region"] {
            if let name = field[key]?.string { field[key] = .string(renamed(name)) }
        }
        for key in ["requiredIf", "visibleIf", "enabledIf"] {
            if let condition = field[key] { field[key] = self.condition(condition) }
        }
        if var derived = field["derived"]?.object {
            for key in ["join", "firstNonEmpty"] {
                if let fields = derived[key] { derived[key] = names(in: fields) }
            }
            field["derived"] = .object(derived)
        }
    }

    private func names(in list: FormValue) -> FormValue {
        guard let array = list.array else { return list }
        return .array(array.map { $0.string.map { .string(renamed($0)) } ?? $0 })
    }

    private func condition(_ value: FormValue) -> FormValue {
        guard var object = value.object else { return value }
        if let field = object["field"]?.string { object["field"] = .string(renamed(field)) }
        if let inner = object["not"] { object["not"] = condition(inner) }
        for key in ["all", "any"] {
            if let list = object[key]?.array { object[key] = .array(list.map(condition)) }
        }
        for relation in ConditionComparison.Relation.allCases {
            if var operand = object[relation.rawValue]?.object, let field = operand["field"]?.string {
                operand["field"] = .string(renamed(field))
                object[relation.rawValue] = .object(operand)
            }
        }
        return .object(object)
    }
}
