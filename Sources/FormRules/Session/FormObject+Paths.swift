extension FormObject {
    /// The value at a nested path (`["address", "city"]`), or nil when any step is missing or
    /// not an object.
    func value(at path: some Collection<String>) -> FormValue? {
        guard let first = path.first else { return nil }
        guard let value = self[first] else { return nil }
        let rest = path.dropFirst()
        if rest.isEmpty { return value }
        return value.object?.value(at: rest)
    }

    /// Sets (or with nil removes) the value at a nested path, creating objects on the way.
    ///
    /// A removal that leaves an object empty removes the object too, so clearing the last
    /// address field does not leave `"address": {}` behind.
    mutating func setValue(_ value: FormValue?, at path: ArraySlice<String>) {
        guard let first = path.first else { return }
        if path.count == 1 {
            self[first] = value
            return
        }
        if value == nil, self[first]?.object == nil { return }  // nothing there to remove
        let emptied = withObject(at: first) { nested in
            nested.setValue(value, at: path.dropFirst())
            return nested.isEmpty && value == nil
        }
        if emptied { self[first] = nil }
    }
}
