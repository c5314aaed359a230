/// The form around a list's item, as the item's compiler sees it: a name that is not one of
/// the item's own fields may name a field of the form (a jumper's waiver depends on the
/// booking's park). Such a field becomes an external field of the item's program, appended
/// after the item's own: its value is handed in from the form's evaluation, never checked again.
struct ListScope {
    /// The form's fields by name, and their specs.
    let outerIndex: [String: Int]
    let outerFields: [FieldSpec]
    /// The list's dotted name: the stem of its items' label and option keys.
    let listName: String
    /// Items are single values: the item's one field is the item itself.
    let wholeItem: Bool
    /// The form's fields the item reads, in the order of their external slots.
    private(set) var used: [Int] = []

    init(outerIndex: [String: Int], outerFields: [FieldSpec], listName: String, wholeItem: Bool) {
        self.outerIndex = outerIndex
        self.outerFields = outerFields
        self.listName = listName
        self.wholeItem = wholeItem
    }

    /// The item program's index for the form's field `name`, if the form has one.
    mutating func reference(_ name: String, localCount: Int) -> Int? {
        guard let outer = outerIndex[name] else { return nil }
        if let slot = used.firstIndex(of: outer) { return localCount + slot }
        used.append(outer)
        return localCount + used.count - 1
    }

    func type(ofExternal slot: Int) -> FieldType { outerFields[used[slot]].type }

    /// The name an item field's message keys are made from: `jumpers.name` for `name`, the
    /// list's own name for an item that is a single value. Keys are per list, never per item.
    func keyName(_ name: String) -> String { wholeItem ? listName : listName + "." + name }

    /// An external field: the form's field `outer` as the item's rules read it (its value only).
    func externalField(_ outer: Int, index: Int) -> CompiledField {
        let source = outerFields[outer]
        var spec = FieldSpec(name: source.name, type: source.type)
        spec.label = source.labelKey
        spec.trim = false
        spec.secret = source.secret
        var step = FieldStep(kind: .text, expects: .string)
        step.isExternal = true
        return CompiledField(spec: spec, index: index, step: step, requiredIf: nil, visibleIf: nil, enabledIf: nil, equals: nil, derived: nil)
    }
}
