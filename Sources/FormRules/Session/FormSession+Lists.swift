extension FormSession {
    /// A name inside a list's item (`jumpers[2].name`, `emails[1]`): the list's field, the
    /// item's position, and the item field's name (empty for a list of values).
    struct ItemName {
        var list: String
        var position: Int
        var field: String

        /// Reads `list[position]` or `list[position].field` for a `list` field of `form`.
        init?(_ name: String, layout: SessionLayout, form: CompiledForm) {
            guard let open = name.firstIndex(of: "["), let close = name[open...].firstIndex(of: "]"),
                  let position = Int(name[name.index(after: open)..<close]), position >= 0 else { return nil }
            let list = String(name[..<open])
            guard let index = layout.index[list], form.fields[index].step.kind == .list else { return nil }
            let rest = name[name.index(after: close)...]
            guard rest.isEmpty || rest.first == "." else { return nil }
            self.list = list
            self.position = position
            field = String(rest.dropFirst())
        }
    }

    /// The items of a list field as they are now (empty when it has none).
    ///
    /// ```swift
    /// session.items(of: "jumpers").count   // 2
    /// ```
    ///
    /// A name the session does not know stops a debug build (see "Field names" in ``FormSession``).
    public func items(of list: String) -> [FormValue] {
        checkName(list)
        return items(unchecked: list)
    }

    /// ``items(of:)`` without the check of the name.
    func items(unchecked list: String) -> [FormValue] {
        value(unchecked: list)?.array ?? []
    }

    /// Adds an item at the end of a list (an empty one by default), re-validates, and tells
    /// what changed. The change names the list: an app sends a changed list whole.
    ///
    /// ```swift
    /// session.appendItem(to: "jumpers")
    /// session.set("jumpers[0].name", to: "Ann")
    /// session.changedPayload   // {"jumpers": [{"name": "Ann"}]}
    /// ```
    @discardableResult
    public mutating func appendItem(to list: String, _ item: FormValue = .object([:])) -> FormChange {
        checkName(list)
        var items = items(unchecked: list)
        items.append(item)
        return set(unchecked: list, to: .array(items))
    }

    /// Removes the item at `position` (from 0) of a list; positions past the end change nothing.
    /// Touched names of later items move with them.
    @discardableResult
    public mutating func removeItem(at position: Int, from list: String) -> FormChange {
        checkName(list)
        var items = items(unchecked: list)
        guard items.indices.contains(position) else { return set(unchecked: list, to: value(unchecked: list)) }
        items.remove(at: position)
        renumberTouched(in: list) { $0 == position ? nil : $0 > position ? $0 - 1 : $0 }
        return set(unchecked: list, to: .array(items))
    }

    /// Moves an item of a list from one position to another (both from 0), as a drag in a list
    /// does; touched names move with their items.
    @discardableResult
    public mutating func moveItem(from source: Int, to destination: Int, in list: String) -> FormChange {
        checkName(list)
        var items = items(unchecked: list)
        guard items.indices.contains(source), items.indices.contains(destination) else {
            return set(unchecked: list, to: value(unchecked: list))
        }
        items.insert(items.remove(at: source), at: destination)
        renumberTouched(in: list) { position in
            if position == source { return destination }
            if source < destination, position > source, position <= destination { return position - 1 }
            if destination < source, position >= destination, position < source { return position + 1 }
            return position
        }
        return set(unchecked: list, to: .array(items))
    }

    /// Sets a field inside a list's item (`jumpers[0].name`): the list's value with that item's
    /// member changed. Nil when `name` is not inside an item.
    mutating func setInItem(_ name: String, to value: FormValue?) -> FormChange? {
        guard let item = ItemName(name, layout: layout, form: form) else { return nil }
        var items = items(unchecked: item.list)
        while items.count <= item.position { items.append(item.field.isEmpty ? .null : .object([:])) }
        if item.field.isEmpty {
            items[item.position] = value ?? .null
        } else {
            var object = items[item.position].object ?? FormObject()
            object.setValue(value, at: FieldPath.components(of: item.field)[...])
            items[item.position] = .object(object)
        }
        var change = set(unchecked: item.list, to: .array(items))
        change.field = name
        return change
    }

    /// The state of a field inside a list's item, from the list's state.
    func stateInItem(_ name: String) -> FieldState? {
        guard let item = ItemName(name, layout: layout, form: form), let list = state(unchecked: item.list),
              let items = list.items, items.indices.contains(item.position) else { return nil }
        return items[item.position].first { $0.name == name }
    }

    private mutating func renumberTouched(in list: String, _ move: (Int) -> Int?) {
        let moved = touched.compactMap { name -> (String, String?)? in
            guard let item = ItemName(name, layout: layout, form: form), item.list == list else { return nil }
            let renamed = move(item.position).map { list + "[\($0)]" + (item.field.isEmpty ? "" : "." + item.field) }
            return (name, renamed)
        }
        guard !moved.isEmpty else { return }
        var touched = touched
        for (old, _) in moved { touched.remove(old) }
        for case (_, let new?) in moved { touched.insert(new) }
        replaceTouched(touched)
    }
}
