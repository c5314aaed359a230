import FormRules
import Localization

/// What the live form shows after an edit, worked out by a ``FormSession``: every field's state
/// (visible, enabled, required, options, normalized value, a height's label) and the problems
/// of the touched fields, worded in the reader's language.
///
/// The page keeps no rules of its own: it sends its controls' values and redraws from this
/// answer, so it behaves exactly as an app holding a session does.
///
/// ```json
/// {"valid": false, "cleared": ["address.stateCode"],
///  "fields": [{"name": "address.stateCode", "visible": true, "enabled": true, "required": true,
///              "options": [{"value": "NSW", "label": "New South Wales"}, ...]}, ...],
///  "problems": [{"field": "email", "pointer": "/email", "rule": "email", "target": "email", "detail": "..."}]}
/// ```
enum LiveFormState {
    /// The answer to `request` on `form`.
    static func answer(form: CompiledForm, request: FormStateRequest, context: ValidationContext, messages: CatalogMessages) -> FormValue {
        var session = session(form: form, request: request, context: context)
        var cleared: [String] = []
        if let edited = request.edited {
            let value = request.values.first { $0.key == edited }?.value
            cleared = session.set(edited, to: value).cleared
        }
        for name in request.touched { session.touch(name) }
        if request.submitted { _ = session.submit() }

        let targets = groupTargets(form)
        let problems: [FormValue] = session.visibleIssues.map { issue in
            .object([
                "field": .string(issue.path), "pointer": .string(issue.pointer), "rule": .string(issue.rule.rawValue),
                // A group's problem is filed under its first member; the page shows it on the group.
                "target": .string(targets[GroupKey(rule: issue.rule.rawValue, path: issue.path)] ?? issue.path),
                "detail": .string(issue.message(using: messages)),
            ])
        }
        return .object([
            "valid": .bool(session.report.isValid),
            "cleared": .array(cleared.map(FormValue.string)),
            "fields": .array(session.report.fields.map { fieldJSON($0, messages: messages) }),
            "problems": .array(problems),
        ])
    }

    /// A session on the request's values, all but the edited field's in place from the start,
    /// so that setting the edited one afterwards is an edit like an app's.
    private static func session(form: CompiledForm, request: FormStateRequest, context: ValidationContext) -> FormSession {
        // Each field's JSON Pointer says where its value nests (`/address/countryCode`).
        let empty = FormSession(form: form, context: context)
        var paths: [String: [String]] = [:]
        for state in empty.report.fields { paths[state.name] = pointerComponents(state.pointer) }
        var original = FormObject()
        for entry in request.values where entry.key != request.edited {
            guard let path = paths[entry.key] else { continue }  // FormStateRequest refuses undeclared names
            insert(entry.value, at: path[...], into: &original)
        }
        return FormSession(form: form, original: original, context: context)
    }

    /// One field's state as the page needs it: labels of options and heights already worded.
    static func fieldJSON(_ state: FieldState, messages: CatalogMessages) -> FormValue {
        var object: FormObject = [
            "name": .string(state.name), "visible": .bool(state.visible), "enabled": .bool(state.enabled),
            "required": .bool(state.required),
        ]
        if let value = state.value { object["value"] = value }
        if let options = state.options {
            object["options"] = .array(options.map { option in
                ["value": .string(option.value), "label": .string(messages.message(option.labelKey, arguments: []))]
            })
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

    /// Where the page shows a group's problem: `group-<n>`, by the group's rule and first member.
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

    /// `/address/countryCode` as `["address", "countryCode"]` (RFC 6901: `~1` is `/`, `~0` is `~`).
    static func pointerComponents(_ pointer: String) -> [String] {
        pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(unescaped)
    }

    private static func unescaped(_ token: Substring) -> String {
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
        return out
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
