extension FormSession {
    /// Stops a debug build when app code names something the session does not know (see
    /// "Field names" in ``FormSession``); release builds skip the check.
    ///
    /// - Parameters:
    ///   - name: The name app code gave.
    ///   - method: The entry point that took it, as `#function` spells it (`set(_:to:)`).
    ///   - type: The type the entry point belongs to.
    func checkName(_ name: String, method: String = #function, type: String = "FormSession") {
        // `assert` is `assertionFailure` behind a condition: release builds evaluate neither.
        assert(knows(name), undeclaredNameMessage(name, method: type + "." + method))
    }

    /// Whether `name` names something of this session: a declared field, an object holding
    /// declared fields (`address`), a name inside a list's item (`jumpers[0].name`, `emails[1]`,
    /// `jumpers[0]`), a name given to ``setUndeclared(_:to:)``, or a name the spec does not
    /// declare that the original or current values hold (a member the server sent).
    func knows(_ name: String) -> Bool {
        if layout.index[name] != nil || namesSetOnPurpose.contains(name) { return true }
        let holdsValue = value(at: name, in: current) != nil || value(at: name, in: original) != nil
        if let item = ItemName(name, layout: layout, form: form) {
            return item.field.isEmpty || Self.declares(itemFieldNames(of: item.list), item.field) || holdsValue
        }
        return layout.isObject(name) || holdsValue
    }

    /// What a debug build says of a name it does not know: the entry point, the name, the form,
    /// the nearest name it does know and, for a setter, the way to set an undeclared name.
    ///
    /// ```
    /// FormSession.set(_:to:): unknown field 'adress.countryCode' in form 'personal-details'.
    /// Did you mean 'address.countryCode'? To set a name the spec does not declare on purpose,
    /// use setUndeclared(_:to:).
    /// ```
    func undeclaredNameMessage(_ name: String, method: String) -> String {
        var message = "\(method): unknown field '\(name)' in form '\(form.spec.name)'."
        if let near = nearestName(to: name) { message += " Did you mean '\(near)'?" }
        if method.hasSuffix(".set(_:to:)") {
            message += " To set a name the spec does not declare on purpose, use setUndeclared(_:to:)."
        }
        return message
    }

    /// The known name nearest to `name`: a declared field, an object holding fields, or, for a
    /// name with an item position (`jumprs[0].nmae`), a field of a list's item at that position.
    func nearestName(to name: String) -> String? {
        var candidates: [String] = []
        for field in form.spec.fields {
            candidates.append(contentsOf: Self.containers(of: field.name).filter { !candidates.contains($0) })
            candidates.append(field.name)
        }
        if let open = name.firstIndex(of: "[") {
            let close = name[open...].firstIndex(of: "]")
            let written = close.map { name[name.index(after: open)..<$0] }
            let position = written.flatMap { Int($0) }.map { max($0, 0) } ?? 0
            for field in form.fields where field.step.kind == .list {
                let item = field.spec.name + "[\(position)]"
                candidates.append(item)
                candidates.append(contentsOf: itemFieldNames(of: field.spec.name).map { item + "." + $0 })
            }
        }
        return Suggestion.closest(to: name, among: candidates.filter { $0 != name })
    }

    /// The value at a dotted name, or at a name inside a list's item (`jumpers[0].name`), in
    /// `object` (nil when absent).
    func value(at name: String, in object: FormObject) -> FormValue? {
        if name.contains("["), let item = ItemName(name, layout: layout, form: form) {
            guard let items = object.value(at: layout.components(of: item.list))?.array,
                  items.indices.contains(item.position) else { return nil }
            if item.field.isEmpty { return items[item.position] }
            return items[item.position].object?.value(at: FieldPath.components(of: item.field))
        }
        return object.value(at: layout.components(of: name))
    }

    /// The names of the fields of a list's items (none for a list of single values).
    private func itemFieldNames(of list: String) -> [String] {
        guard let index = layout.index[list], case .fields(let fields, _)? = form.fields[index].spec.items else { return [] }
        return fields.map { $0.name }
    }

    /// Whether `names` holds `name`, or fields inside the object `name` (`contact` of
    /// `contact.email`).
    private static func declares(_ names: [String], _ name: String) -> Bool {
        names.contains { $0 == name || $0.hasPrefix(name + ".") }
    }

    /// The objects a dotted name is inside, outermost first: `a.b.c` is inside `a` and `a.b`.
    private static func containers(of name: String) -> [String] {
        var containers: [String] = []
        var index = name.startIndex
        while let dot = name[index...].firstIndex(of: ".") {
            containers.append(String(name[..<dot]))
            index = name.index(after: dot)
        }
        return containers
    }
}
