extension FormSession {
    /// Dotted names of the fields whose current value differs from the original, in spec order
    /// (then names the spec does not declare, in the order they were first set).
    ///
    /// Absent, `null` and `""` all mean "no value" and count as equal, so typing into an empty
    /// field and deleting it again is no change. Values are compared as the controls hold them:
    /// `"Ada "` differs from `"Ada"`.
    public var changedFields: [String] {
        var names: [String] = []
        for field in form.fields where differs(field.components) { names.append(field.spec.name) }
        for name in undeclaredNames where differs(FieldPath.components(of: name)) { names.append(name) }
        return names
    }

    /// Whether one field's value differs from the original, as ``changedFields`` decides it:
    /// absent, `null` and `""` count as the same.
    ///
    /// ```swift
    /// session.set("firstName", to: "Grace")
    /// session.isChanged("firstName")   // true
    /// session.set("firstName", to: "Ada")   // the original
    /// session.isChanged("firstName")   // false
    /// ```
    ///
    /// A name inside a list's item (`jumpers[0].name`) compares that item's value only.
    ///
    /// A name the session does not know stops a debug build (see "Field names" in ``FormSession``).
    public func isChanged(_ field: String) -> Bool {
        checkName(field)
        return isChanged(unchecked: field)
    }

    /// ``isChanged(_:)`` without the check of the name.
    func isChanged(unchecked field: String) -> Bool {
        Self.differ(value(at: field, in: original), value(at: field, in: current))
    }

    /// Whether any field differs from the original.
    public var hasChanges: Bool {
        form.fields.contains { differs($0.components) } || undeclaredNames.contains { differs(FieldPath.components(of: $0)) }
    }

    /// Only the changed fields, nested by their dotted names, for a PATCH-style save.
    ///
    /// A field the user removed (set to nil, or cleared by a country change) is sent as `null`,
    /// so the server can tell "remove this" from "unchanged"; a field emptied to `""` is sent as
    /// `""`. Values are sent as the controls hold them; the server validates and normalizes.
    ///
    /// ```swift
    /// // original {"email": "a@example.com", "address": {"countryCode": "US", "stateCode": "CA"}}
    /// session.set("address.countryCode", to: "AU")   // clears the Californian state
    /// session.changedPayload  // {"address": {"countryCode": "AU", "stateCode": null}}
    /// ```
    public var changedPayload: FormValue {
        var root = FormObject()
        for name in changedFields {
            let components = layout.components(of: name)
            FormValue.insert(current.value(at: components) ?? .null, at: components[...], into: &root)
        }
        return .object(root)
    }

    /// What the backend will say of ``changedPayload``: the payload validated in update mode
    /// against the original, as a backend that has the stored record does
    /// (``ValidationMode/update(original:)``). Valid when there are no changes.
    ///
    /// ```swift
    /// session.set("firstName", to: "Ada")
    /// session.changesReport.isValid              // true: email is in the original
    /// session.set("email", to: nil)
    /// session.changesReport.issues.map(\.rule)   // ["required"]
    /// ```
    public var changesReport: ValidationReport {
        var context = context
        context.mode = .update(original: .object(original))
        return form.validate(changedPayload, context: context)
    }

    /// Puts every value back to the original; touches and the submitted flag stay.
    public mutating func discardChanges() {
        replace(original: original, current: original, keepTouches: true)
    }

    /// Starts over: values back to the original, nothing touched, not submitted.
    public mutating func reset() {
        replace(original: original, current: original, keepTouches: false)
    }

    /// Starts over from new original values, such as what the server returned after a save.
    public mutating func reset(original: FormObject) {
        replace(original: original, current: original, keepTouches: false)
    }

    private func differs(_ components: [String]) -> Bool {
        Self.differ(original.value(at: components), current.value(at: components))
    }

    private static func differ(_ before: FormValue?, _ after: FormValue?) -> Bool {
        if before == after { return false }
        return !(isBlank(before) && isBlank(after))
    }

    private static func isBlank(_ value: FormValue?) -> Bool {
        switch value {
        case nil, .null?: true
        case .string(let text)?: text.isEmpty
        default: false
        }
    }
}
