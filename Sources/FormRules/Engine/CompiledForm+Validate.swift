extension CompiledForm {
    /// Validates one submission.
    ///
    /// For many submissions in a row, ``makeValidator(context:)`` reuses its working storage.
    public func validate(_ submission: FormValue, context: ValidationContext) -> ValidationReport {
        var validator = makeValidator(context: context)
        return validator.validate(submission)
    }

    /// A validator for many submissions of this form, in one thread.
    public func makeValidator(context: ValidationContext) -> FormValidator {
        FormValidator(form: self, context: context)
    }
}

/// Validates submissions of one form, reusing its working storage from one to the next.
///
/// Not `Sendable`: give each thread its own (the ``CompiledForm`` behind it is shared).
///
/// ```swift
/// var validator = form.makeValidator(context: context)
/// for submission in submissions { if !validator.validate(submission).isValid { ... } }
/// ```
public struct FormValidator {
    public let form: CompiledForm
    public var context: ValidationContext

    /// Per field: the value as submitted (nil when absent).
    private var submitted: [FormValue?]
    /// Per field: the value conditions and output see (nil when absent, hidden, disabled or cleared).
    private var values: [FormValue?]
    private var visible: [Bool]
    private var enabled: [Bool]
    private var fieldIssues: [[Issue]]
    private var heights: [HeightScale.Notch?]
    private var unknown: [Issue] = []
    private var unknownKept: [(String, FormValue)] = []

    init(form: CompiledForm, context: ValidationContext) {
        self.form = form
        self.context = context
        let count = form.fields.count
        submitted = Array(repeating: nil, count: count)
        values = Array(repeating: nil, count: count)
        visible = Array(repeating: true, count: count)
        enabled = Array(repeating: true, count: count)
        fieldIssues = Array(repeating: [], count: count)
        heights = Array(repeating: nil, count: count)
    }

    /// Validates one submission: every problem, field states and the normalized submission.
    public mutating func validate(_ submission: FormValue) -> ValidationReport {
        reset()
        guard case .object(let root) = submission else {
            let issue = Issue(path: "", rule: "type", messageKey: "rule.submission.type", arguments: [.text(submission.typeName)])
            return ValidationReport(issues: [issue], fields: [], normalized: nil)
        }
        collect(root, node: 0, prefix: "")
        for index in form.order { evaluateAvailabilityAndValue(index) }
        for index in form.fields.indices { evaluateCrossFieldRules(index) }
        var issues: [Issue] = []
        for list in fieldIssues where !list.isEmpty { issues += list }
        for group in form.groups { if let issue = check(group) { issues.append(issue) } }
        issues += unknown
        return ValidationReport(
            issues: issues,
            fields: context.includeFieldStates ? fieldStates() : [],
            normalized: context.includeNormalized ? normalizedSubmission() : nil)
    }

    private mutating func reset() {
        for index in submitted.indices {
            submitted[index] = nil
            values[index] = nil
            visible[index] = true
            enabled[index] = true
            if !fieldIssues[index].isEmpty { fieldIssues[index].removeAll() }
            heights[index] = nil
        }
        unknown.removeAll()
        unknownKept.removeAll()
    }

    // MARK: Reading the submission

    /// Files each member of `object` under its field, and notes members the spec does not declare.
    private mutating func collect(_ object: FormObject, node: Int, prefix: String) {
        let children = form.tree.nodes[node].children
        for entry in object.entries {
            let name = prefix.isEmpty ? entry.key : prefix + "." + entry.key
            guard let child = children[entry.key] else {
                noteUnknown(name, entry.value)
                continue
            }
            if let field = form.tree.nodes[child].field {
                submitted[field] = entry.value
            } else if case .object(let nested) = entry.value {
                collect(nested, node: child, prefix: name)
            } else {
                // `address` must be an object holding the address fields.
                let issue = Issue(path: name, rule: "type", messageKey: "rule.type", arguments: [.text(name), .key("type.object")])
                unknown.append(issue)
            }
        }
    }

    private mutating func noteUnknown(_ name: String, _ value: FormValue) {
        switch form.spec.unknownFields {
        case .reject: unknown.append(Issue(path: name, rule: "unknownField", messageKey: "rule.unknownField", arguments: [.text(name)]))
        case .ignore: break
        case .keep: unknownKept.append((name, value))
        }
    }

    // MARK: Evaluating fields

    private mutating func evaluateAvailabilityAndValue(_ index: Int) {
        let field = form.fields[index]
        visible[index] = field.visibleIf.map(holds) ?? true
        var isEnabled = field.enabledIf.map(holds) ?? true
        if case .region(let rule) = field.check, country(in: rule.countryField) == nil { isEnabled = false }
        enabled[index] = isEnabled
        guard visible[index], isEnabled else { return }

        var value = submitted[index]
        if value == nil || isEmpty(value!) {
            if let derived = field.derived { value = derive(derived) ?? value }
        }
        if value == nil, let fallback = field.spec.defaultValue {
            switch fallback {
            case .literal(let literal): value = literal
            case .today: value = .string(context.today.description)
            }
        }
        guard var current = value else { return }
        if current.isNull, field.spec.nullable { return }

        // The JSON type first: a number where text is expected is not text.
        if field.spec.type.holdsText {
            guard case .string(var text) = current else {
                report(field, RuleFailure("type", [.key("type.text")]))
                return
            }
            if field.spec.trim { text = trimmed(text) }
            current = .string(text)
        } else if field.spec.type == .number || field.spec.type == .integer {
            guard case .number = current else {
                report(field, RuleFailure("type", [.key(field.spec.type == .integer ? "type.integer" : "type.number")]))
                return
            }
        } else if field.spec.type == .boolean {
            guard case .bool = current else {
                report(field, RuleFailure("type", [.key("type.boolean")]))
                return
            }
        }
        values[index] = current
        guard !isEmpty(current) else { return }  // emptiness is `required`'s business

        let outcome: RuleOutcome
        switch field.check {
        case .text, .boolean:
            outcome = .accept(current)
        case .digits:
            outcome = DigitsRule.check(current.string!).map(RuleOutcome.reject) ?? .accept(current)
        case .email:
            outcome = EmailRule.check(current.string!)
        case .phone:
            outcome = PhoneRule.check(current.string!)
        case .choice(let rule):
            outcome = rule.check(current.string!).map(RuleOutcome.reject) ?? .accept(current)
        case .region(let rule):
            // Enabled only with a supported country (checked above).
            outcome = rule.check(current.string!, country: country(in: rule.countryField)!)
        case .postalCode(let rule):
            let region = rule.regionField.flatMap { regionValue(in: $0) }
            outcome = rule.check(current.string!, country: country(in: rule.countryField), region: region)
        case .number(let rule):
            outcome = rule.check(current.number!).map(RuleOutcome.reject) ?? .accept(current)
        case .date(let rule):
            outcome = rule.check(current.string!, today: context.today)
        case .dateTime(let rule):
            outcome = rule.check(current.string!, today: context.today, now: context.now)
        case .height(let rule):
            let (result, notch) = rule.check(current)
            heights[index] = notch
            outcome = result
        }
        switch outcome {
        case .accept(let normalized):
            values[index] = normalized
            if let length = field.length, let text = normalized.string, let failure = length.check(text) { report(field, failure) }
        case .reject(let failure):
            report(field, failure)
        case .rejectAndClear(let failure):
            report(field, failure)
            values[index] = nil
        }
    }

    /// `required`, `equals` and `const`: they read other fields' final values.
    private mutating func evaluateCrossFieldRules(_ index: Int) {
        let field = form.fields[index]
        guard visible[index], enabled[index], fieldIssues[index].first?.rule != "type" else { return }
        let value = values[index]
        let hasValue = value.map { !isEmpty($0) } ?? false
        if !hasValue {
            // A value rejected and cleared (a stale region) already has its problem.
            if isRequired(index), fieldIssues[index].isEmpty {
                // A check box that must be ticked is `const: true`; `required` means a value was given.
                fieldIssues[index].insert(issue(field, RuleFailure("required")), at: 0)
            }
            return
        }
        if let const = field.spec.const, value != const {
            report(field, RuleFailure("const", [.text(const.jsonText())]))
        }
        if let other = field.equals, values[other] != value {
            report(field, RuleFailure("equals", [.key(form.fields[other].labelKey)]))
        }
    }

    private func isRequired(_ index: Int) -> Bool {
        guard visible[index], enabled[index] else { return false }
        let field = form.fields[index]
        return field.spec.required || (field.requiredIf.map(holds) ?? false)
    }

    private func check(_ group: CompiledGroup) -> Issue? {
        let count = group.fields.filter { index in values[index].map { isOn($0) } ?? false }.count
        let failed: Bool
        switch group.spec.kind {
        case .exactlyOne: failed = count != 1
        case .atLeastOne: failed = count == 0
        case .allOrNone: failed = count != 0 && count != group.fields.count
        }
        guard failed else { return nil }
        let first = form.fields[group.fields[0]]
        return Issue(
            path: first.spec.name, pointer: first.pointer, rule: group.spec.kind.rawValue,
            messageKey: group.spec.message ?? "rule." + group.spec.kind.rawValue,
            arguments: [.list(group.fields.map { .key(form.fields[$0].labelKey) })])
    }

    // MARK: Values

    private func holds(_ condition: CompiledCondition) -> Bool {
        switch condition {
        case .present(let index): values[index].map { isOn($0) } ?? false
        case .equals(let index, let expected): values[index] == expected
        case .oneOf(let index, let options): values[index].map { options.contains($0) } ?? false
        case .not(let inner): !holds(inner)
        case .all(let items): items.allSatisfy(holds)
        case .any(let items): items.contains(where: holds)
        }
    }

    /// A value counts as given: not empty, and `true` for a check box.
    private func isOn(_ value: FormValue) -> Bool {
        if case .bool(let flag) = value { return flag }
        return !isEmpty(value)
    }

    private func isEmpty(_ value: FormValue) -> Bool {
        switch value {
        case .null: return true
        case .string(let text):
            // Most values start with a visible ASCII character: no need to trim to know.
            guard let first = text.utf8.first else { return true }
            if first > 0x20, first < 0x80 { return false }
            return trimmed(text).isEmpty
        case .array(let items): return items.isEmpty
        default: return false
        }
    }

    /// The supported country chosen in a field, if any.
    private func country(in index: Int) -> Country? {
        guard let text = values[index]?.string, fieldIssues[index].isEmpty else { return nil }
        return Country(code: text)
    }

    private func regionValue(in index: Int) -> Region? {
        guard let text = values[index]?.string, fieldIssues[index].isEmpty,
              case .region(let rule) = form.fields[index].check, let country = country(in: rule.countryField) else { return nil }
        return rule.catalog.region(text, in: country)
    }

    private func derive(_ derivation: CompiledDerivation) -> FormValue? {
        switch derivation {
        case .join(let sources, let separator):
            let parts = sources.compactMap { values[$0]?.string }.filter { !$0.isEmpty }
            return parts.isEmpty ? nil : .string(parts.joined(separator: separator))
        case .firstNonEmpty(let sources):
            return sources.lazy.compactMap { self.values[$0] }.first { !self.isEmpty($0) }
        }
    }

    private func trimmed(_ text: String) -> String {
        // Most values begin and end with a visible ASCII character: nothing to trim.
        if let first = text.utf8.first, let last = text.utf8.last, (0x21..<0x80).contains(first), (0x21..<0x80).contains(last) {
            return text
        }
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
              first.properties.isWhitespace || last.properties.isWhitespace else { return text }
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, scalars[start].properties.isWhitespace { start = scalars.index(after: start) }
        while end > start, scalars[scalars.index(before: end)].properties.isWhitespace { end = scalars.index(before: end) }
        return String(scalars[start..<end])
    }

    private mutating func report(_ field: CompiledField, _ failure: RuleFailure) {
        fieldIssues[field.index].append(issue(field, failure))
    }

    private func issue(_ field: CompiledField, _ failure: RuleFailure) -> Issue {
        Issue(
            path: field.spec.name, pointer: field.pointer, rule: failure.code, messageKey: field.messageKey(for: failure.code),
            arguments: [.key(field.labelKey)] + failure.arguments)
    }

    // MARK: Output

    private func fieldStates() -> [FieldState] {
        form.fields.map { field in
            let index = field.index
            var state = FieldState(
                name: field.spec.name, pointer: field.pointer, labelKey: field.labelKey, visible: visible[index],
                enabled: enabled[index], required: isRequired(index), value: visible[index] && enabled[index] ? values[index] : nil)
            switch field.check {
            case .choice(let rule):
                state.options = rule.options.map { FieldState.Option(value: $0, labelKey: rule.labelKey(for: $0)) }
            case .region(let rule):
                state.options = rule.options(for: country(in: rule.countryField)).map { FieldState.Option(value: $0.code, labelKey: $0.messageKey) }
            case .height(let rule):
                let notch = heights[index] ?? (values[index] == nil ? rule.scale.defaultNotch : nil)
                if let notch {
                    state.height = FieldState.HeightState(
                        inches: notch.height.inches, imperialLabel: notch.imperialLabel,
                        centimetres: notch.height.roundedCentimetres, isLabelledNotch: notch.isWholeInch)
                }
            default: break
            }
            return state
        }
    }

    /// The submission as it should be stored: fields in spec order, nested by their dotted names.
    private func normalizedSubmission() -> FormValue {
        var root = FormObject()
        for field in form.fields {
            let index = field.index
            guard visible[index], enabled[index], let value = values[index], !(value.isNull) else { continue }
            if case .string(let text) = value, text.isEmpty, submitted[index] == nil { continue }
            FormValue.insert(value, at: field.components[...], into: &root)
        }
        for (name, value) in unknownKept {
            FormValue.insert(value, at: FieldPath.components(of: name)[...], into: &root)
        }
        return .object(root)
    }
}

extension FormValue {
    /// Sets `value` at a nested path, creating objects on the way.
    static func insert(_ value: FormValue, at path: ArraySlice<String>, into object: inout FormObject) {
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
