extension FormObject {
    /// The value at a nested path, if there is one.
    package func valueIfPresent(at path: ArraySlice<String>) -> FormValue? {
        guard let first = path.first, let value = self[first] else { return nil }
        if path.count == 1 { return value }
        return value.object?.valueIfPresent(at: path.dropFirst())
    }
}

extension FormValue {
    /// Sets `value` at a nested path, creating objects on the way.
    package static func insert(_ value: FormValue, at path: ArraySlice<String>, into object: inout FormObject) {
        guard let first = path.first else { return }
        if path.count == 1 {
            object[first] = value
            return
        }
        object.withObject(at: first) { nested in insert(value, at: path.dropFirst(), into: &nested) }
    }
}
