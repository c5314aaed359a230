extension LiveFormRequest {
    /// What a live form draws after this request: the session's verdict, the fields a change
    /// cleared, every field's state (visible, enabled, required, value, options with their
    /// labels, a height's notch and words) and the problems to show now (touched fields', or
    /// all once submitted), each with its message and where the page shows it (`target`: the
    /// field, or `group-<n>` for a group's problem).
    ///
    /// ```swift
    /// let answer = request.answer(form: form, context: ValidationContext(today: today), messages: messages)
    /// // {"valid": false, "cleared": ["address.stateCode"], "fields": [...], "problems": [...]}
    /// ```
    ///
    /// The backend's `POST /forms/{name}/state` answers with it, and the WebAssembly module's
    /// `form.state(...)` computes it in the page, so the two draw alike.
    public func answer(form: CompiledForm, context: ValidationContext, messages: CatalogMessages) -> FormValue {
        var session = session(form: form, context: context)
        var cleared: [String] = []
        if let edited {
            let value = values.first { $0.key == edited }?.value
            cleared = session.set(edited, to: value).cleared
        }
        for name in touched { session.touch(name) }
        if submitted { _ = session.submit() }

        let targets = Self.groupTargets(form)
        var problems: [FormValue] = []
        for issue in session.visibleIssues {
            problems.append([
                "field": .string(issue.path), "pointer": .string(issue.pointer), "rule": .string(issue.rule.rawValue),
                // A group's problem is filed under its first member; the page shows it on the group.
                "target": .string(targets[GroupKey(rule: issue.rule.rawValue, path: issue.path)] ?? issue.path),
                "detail": .string(issue.message(using: messages)),
            ])
        }
        var fields: [FormValue] = []
        for state in session.report.fields { fields.append(Self.fieldJSON(state, messages: messages)) }
        return [
            "valid": .bool(session.report.isValid),
            "cleared": .array(cleared.map { .string($0) }),
            "fields": .array(fields),
            "problems": .array(problems),
        ]
    }

    /// A session over the values sent but the edited one, nested by each field's JSON Pointer
    /// (`/address/countryCode`), so that setting the edited one last says what it clears.
    private func session(form: CompiledForm, context: ValidationContext) -> FormSession {
        let empty = FormSession(form: form, context: context)
        var paths: [String: [String]] = [:]
        for state in empty.report.fields { paths[state.name] = Self.pointerComponents(state.pointer) }
        var original = FormObject()
        for entry in values where entry.key != edited {
            guard let path = paths[entry.key] else { continue }  // parse(_:form:) refuses undeclared names
            Self.insert(entry.value, at: path[...], into: &original)
        }
        return FormSession(form: form, original: original, context: context)
    }

    /// One field's state as the page draws it; an option's label and a height's words in the
    /// messages' language.
    static func fieldJSON(_ state: FieldState, messages: CatalogMessages) -> FormValue {
        var object: FormObject = [
            "name": .string(state.name), "visible": .bool(state.visible), "enabled": .bool(state.enabled),
            "required": .bool(state.required),
        ]
        if let value = state.value { object["value"] = value }
        if let reason = state.noOptionsReason { object["noOptionsReason"] = .string(reason.rawValue) }
        if let options = state.options {
            var drawn: [FormValue] = []
            for option in options {
                drawn.append(["value": .string(option.value), "label": .string(messages.message(option.labelKey, arguments: []))])
            }
            object["options"] = .array(drawn)
        }
        if let height = state.height {
            var text = height.imperialLabel
            if case .success(let value) = Height.fromInches(height.inches) { text = messages.text(of: .height(value)) }
            object["height"] = [
                "inches": .number(FormNumber(height.inches)), "label": .string(height.imperialLabel), "text": .string(text),
                "labelledNotch": .bool(height.isLabelledNotch),
            ]
        }
        return .object(object)
    }

    /// The page's id of each group's problem, by the rule and the member it is filed under.
    static func groupTargets(_ form: CompiledForm) -> [GroupKey: String] {
        var targets: [GroupKey: String] = [:]
        for (index, group) in form.spec.groups.enumerated() {
            guard let first = group.fields.first else { continue }
            let key = GroupKey(rule: group.kind.rawValue, path: first)
            if targets[key] == nil { targets[key] = "group-\(index)" }
        }
        return targets
    }

    struct GroupKey: Hashable {
        var rule: String
        var path: String
    }

    /// A JSON Pointer's reference tokens, unescaped (`~1` is `/`, `~0` is `~`).
    static func pointerComponents(_ pointer: String) -> [String] {
        var components: [String] = []
        for token in pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            var out = ""
            var afterTilde = false
            for character in token {
                if afterTilde {
                    out.append(character == "1" ? "/" : character == "0" ? "~" : character)
                    afterTilde = false
                } else if character == "~" {
                    afterTilde = true
                } else {
                    out.append(character)
                }
            }
            components.append(out)
        }
        return components
    }

    private static func insert(_ value: FormValue, at path: ArraySlice<String>, into object: inout FormObject) {
        guard let first = path.first else { return }
        if path.count == 1 {
            object[first] = value
            return
        }
        var nested = object[first]?.object ?? FormObject()
        insert(value, at: path.dropFirst(), into: &nested)
        object[first] = .object(nested)
    }
}
