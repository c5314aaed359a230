extension FormCompiler {
    /// The name an item field's message keys are made from (see ``ListScope/keyName(_:)``).
    func keyName(_ name: String) -> String { scope?.keyName(name) ?? name }

    /// Compiles a `list` field: its items as a form of their own, whose rules may also name
    /// this form's fields. Errors inside the items point into the list's `items`.
    mutating func compileList(_ field: FieldSpec, base: String) throws(SpecError) -> ListRule {
        guard let items = field.items else {
            throw SpecError(code: .missingKey, message: "list field '\(field.name)' needs 'items' (what one item holds)", pointer: base)
        }
        if let minimum = field.minItems, let maximum = field.maxItems, minimum > maximum {
            throw SpecError(code: .badLimits, message: "minItems \(minimum) is more than maxItems \(maximum) in field '\(field.name)'", pointer: base + "/minItems")
        }
        guard scope == nil else {
            throw SpecError(
                code: .notApplicable, message: "list field '\(field.name)' is inside the items of another list: lists do not nest yet",
                pointer: base + "/type")
        }
        let itemFields: [FieldSpec]
        var groups: [GroupSpec] = []
        switch items {
        case .value(var item):
            item.name = ListRule.valueName
            item.label = item.label ?? field.labelKey
            itemFields = [item]
        case .fields(let fields, let itemGroups):
            itemFields = fields.map { item in
                var item = item
                item.label = item.label ?? "field.\(field.name).\(item.name)"
                return item
            }
            groups = itemGroups
        }
        let wholeItem = if case .value = items { true } else { false }
        let scope = ListScope(outerIndex: index, outerFields: spec.fields, listName: field.name, wholeItem: wholeItem)
        let itemSpec = FormSpec(name: spec.name, unknownFields: spec.unknownFields, fields: itemFields, groups: groups, coerce: spec.coerce)
        let form: CompiledForm
        do throws(SpecError) {
            form = try CompiledForm(itemSpec, rules: rules, scope: scope)
        } catch {
            var located = error
            located.pointer = Self.itemPointer(error.pointer, list: base, wholeItem: scope.wholeItem)
            throw located
        }
        var uniqueBy: [Int] = []
        for (slot, name) in field.uniqueBy.enumerated() {
            let found = scope.wholeItem ? (name.isEmpty ? 0 : nil) : itemFields.firstIndex { $0.name == name }
            guard let found else {
                var message = "'\(name)' in 'uniqueBy' of list '\(field.name)' is not a field of its items"
                if let near = Suggestion.closest(to: name, among: itemFields.map { $0.name }) { message += ". Did you mean '\(near)'?" }
                throw SpecError(code: .unknownField, message: message, pointer: base + (field.uniqueBy.count == 1 ? "/uniqueBy" : "/uniqueBy/\(slot)"))
            }
            uniqueBy.append(found)
        }
        let externals = form.fields.filter { $0.step.isExternal }.map { external in
            (item: external.index, outer: index[external.name] ?? -1)
        }
        return ListRule(
            itemForm: form, wholeItem: scope.wholeItem, minItems: field.minItems, maxItems: field.maxItems, uniqueBy: uniqueBy,
            itemLabelKey: field.itemLabelKey, externals: externals)
    }

    /// A pointer into an item's spec, as a pointer into the list field at `list`.
    static func itemPointer(_ pointer: String, list: String, wholeItem: Bool) -> String {
        let prefix = "/fields/0"
        if wholeItem, pointer.hasPrefix(prefix) { return list + "/items" + pointer.dropFirst(prefix.count) }
        return list + "/items" + pointer
    }
}
