extension ValidationReport {
    /// The report as a JSON object for programs: `valid`, `problems` (each with path, pointer,
    /// rule, messageKey, arguments and the rendered message), `fields` and `normalized` when present,
    /// `changed` for an update (the fields its patch sets or clears, secret ones by name),
    /// and `missingMessageKeys` when some message shows a key the renderer has no text for
    /// (sorted; see ``MessageRendering/missingKeys(_:arguments:)``).
    public func jsonValue(using renderer: some MessageRendering) -> FormValue {
        var object: FormObject = [
            "valid": .bool(isValid),
            "problems": .array(issues.map { $0.jsonValue(using: renderer) }),
        ]
        if !fields.isEmpty { object["fields"] = .array(fields.map { $0.jsonValue }) }
        if let normalized { object["normalized"] = normalized }
        if !changed.isEmpty { object["changed"] = .array(changed.map { .string($0) }) }
        let missing = Set(issues.flatMap { $0.missingKeys(using: renderer) })
        if !missing.isEmpty { object["missingMessageKeys"] = .array(missing.sorted().map { .string($0) }) }
        return .object(object)
    }

    /// The report as an RFC 9457 problem document (`application/problem+json`), for backends
    /// answering 422: `type`, `title`, `status`, `detail`, and `errors` with a JSON Pointer each.
    ///
    /// `type` is the backend's to choose: a URI it controls that documents the problem
    /// (`https://api.example.com/problems/invalid-submission`). Without one it is `about:blank`,
    /// as RFC 9457 says for a problem with no more meaning than its status code.
    ///
    /// ```json
    /// {"type": "about:blank", "title": "The submission is not valid.",
    ///  "status": 422, "detail": "2 problems", "errors": [{"pointer": "/email", "detail": "...", ...}]}
    /// ```
    public func problemDocument(
        using renderer: some MessageRendering, title: String? = nil, type: String = "about:blank", instance: String? = nil
    ) -> FormValue {
        var object: FormObject = [
            "type": .string(type),
            "title": .string(title ?? renderer.message("problem.title", arguments: [])),
            "status": 422,
            // The true count, not the listed one: a cut report says how many were found.
            "detail": .string(renderer.message("problem.detail", arguments: [.integer(problemCount)])),
        ]
        if let instance { object["instance"] = .string(instance) }
        object["errors"] = .array(issues.map { issue in
            .object([
                "pointer": .string(issue.pointer), "field": .string(issue.path), "rule": .string(issue.rule.rawValue),
                "messageKey": .string(issue.messageKey), "detail": .string(issue.message(using: renderer)),
            ])
        })
        return .object(object)
    }
}

extension ValidationIssue {
    /// The issue as JSON: path, pointer, rule, messageKey, arguments, the rendered message, and
    /// inside a list's items, `items` (each item's label key and number, outermost first).
    public func jsonValue(using renderer: some MessageRendering) -> FormValue {
        var object: FormObject = [
            "path": .string(path), "pointer": .string(pointer), "rule": .string(rule.rawValue), "messageKey": .string(messageKey),
            "arguments": .array(arguments.map { $0.jsonValue }), "message": .string(message(using: renderer)),
        ]
        if !enclosingItems.isEmpty {
            object["items"] = .array(enclosingItems.map { item in
                var entry: FormObject = ["labelKey": .string(item.labelKey), "number": .number(FormNumber(item.number))]
                if item.namesTheValue { entry["namesValue"] = true }
                return .object(entry)
            })
        }
        return .object(object)
    }
}

extension MessageArgument {
    var jsonValue: FormValue {
        switch self {
        case .text(let text): .string(text)
        case .integer(let value): .number(FormNumber(value))
        case .number(let value): .number(FormNumber(value))
        case .height(let height): ["inches": .number(FormNumber(height.inches)), "label": .string(height.imperialLabel)]
        case .key(let key): ["key": .string(key)]
        case .list(let items): .array(items.map { $0.jsonValue })
        }
    }
}

extension FieldState {
    var jsonValue: FormValue {
        var object: FormObject = [
            "name": .string(name), "pointer": .string(pointer), "label": .string(labelKey),
            "visible": .bool(visible), "enabled": .bool(enabled), "required": .bool(required),
        ]
        if let value { object["value"] = value }
        if let options {
            object["options"] = .array(options.map { ["value": .string($0.value), "label": .string($0.labelKey)] })
        }
        if let height {
            object["height"] = [
                "inches": .number(FormNumber(height.inches)), "label": .string(height.imperialLabel),
                "centimetres": .number(FormNumber(height.centimetres)), "labelledNotch": .bool(height.isLabelledNotch),
            ]
        }
        if let items { object["items"] = .array(items.map { .array($0.map { $0.jsonValue }) }) }
        if let noOptionsReason { object["noOptionsReason"] = .string(noOptionsReason.rawValue) }
        return .object(object)
    }
}
