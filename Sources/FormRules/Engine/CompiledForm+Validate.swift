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
/// A value type: each copy has its own working storage, so give each thread its own copy (the
/// ``CompiledForm`` behind it is shared, immutable).
///
/// ```swift
/// var validator = form.makeValidator(context: context)
/// for submission in submissions { if !validator.validate(submission).isValid { ... } }
/// ```
public struct FormValidator: Sendable {
    public let form: CompiledForm
    public var context: ValidationContext

    /// What the validator knows about one field during one validation.
    private struct Work {
        /// The value as submitted (nil when absent).
        var submitted: FormValue?
        /// The value conditions and output see (nil when absent, hidden, disabled or cleared).
        var value: FormValue?
        var visible = true
        var enabled = true
        /// Problems found so far (the issues themselves are in `issues`).
        var problems: UInt8 = 0
        var typeFailed = false
        var notch: HeightScale.Notch?
        /// A region disabled only because no country is chosen: conditions still see what was
        /// submitted (so "country required when a state is given" holds).
        var awaitingCountry = false
        /// In an update: the update sends this field (a value, or `null` to clear it).
        var touched = false
        /// In an update: the update sends this field as `null` or blank, to clear it.
        var cleared = false
        /// In an update without the stored record: a field the update does not send, whose
        /// value is not known (neither present nor absent).
        var unknown = false
    }

    private var work: [Work]
    /// Problems of fields, tagged with the field's index; ordered by field when reported.
    private var issues: [(field: Int, issue: Issue)] = []
    private var unknown: [Issue] = []
    /// Members kept under `unknownFields: keep`, by their member names from the root.
    private var unknownKept: [([String], FormValue)] = []
    /// Problems with undeclared members found past ``ValidationContext/maxIssues``: counted,
    /// not built.
    private var unknownUnbuilt = 0
    /// Working storage of the byte-level path (``validate(json:limits:file:)``), made on first use.
    var byteLevel: ByteLevelStorage?

    init(form: CompiledForm, context: ValidationContext) {
        self.form = form
        self.context = context
        work = Array(repeating: Work(), count: form.fields.count)
    }

    /// Validates one submission: every problem, field states and the normalized submission.
    public mutating func validate(_ submission: FormValue) -> ValidationReport {
        reset()
        guard case .object(let root) = submission else {
            let issue = Issue(
                path: "", rule: "type", messageKey: "rule.submission.type", arguments: [.key(FormSpec.jsonTypeKey(submission))])
            return ValidationReport(issues: [issue], fields: [], normalized: nil)
        }
        collect(root, node: 0, prefix: [])
        if case .update(let original) = context.mode { prepareUpdate(original: original) }
        for index in form.order { evaluateAvailabilityAndValue(index) }
        for index in form.fields.indices { evaluateCrossFieldRules(index) }
        if context.mode.isUpdate {
            let found = issues
            issues = found.filter { isAffectedByUpdate($0.field) }
        }
        var ordered: [Issue] = []
        if !issues.isEmpty {
            // Stable: within a field, problems keep the order they were found in.
            ordered = issues.enumerated().sorted { ($0.element.field, $0.offset) < ($1.element.field, $1.offset) }.map(\.element.issue)
        }
        for group in form.groups { if let issue = check(group) { ordered.append(issue) } }
        ordered += unknown
        ProblemLimit.apply(to: &ordered, unbuilt: unknownUnbuilt, maximum: context.maxIssues)
        return ValidationReport(
            issues: ordered,
            fields: context.includeFieldStates ? fieldStates() : [],
            normalized: context.includeNormalized ? Optional(normalizedSubmission()) : nil)
    }

    private mutating func reset() {
        work.withUnsafeMutableBufferPointer { fields in
            for index in fields.indices { fields[index] = Work() }
        }
        issues.removeAll(keepingCapacity: true)
        unknown.removeAll(keepingCapacity: true)
        unknownUnbuilt = 0
        unknownKept.removeAll(keepingCapacity: true)
    }

    // MARK: Reading the submission

    /// Files each member of `object` under its field, and notes members the spec does not declare.
    private mutating func collect(_ object: FormObject, node: Int, prefix: [String]) {
        let names = form.tree.childNames[node]
        let children = form.tree.childNodes[node]
        let slots = form.tree.childSlots[node]
        var cursor = 0
        for entry in object.entries {
            let found = if let slots { slots[entry.key] } else { PathTree.slot(of: entry.key, in: names, from: cursor) }
            guard let slot = found else {
                noteUnknown(prefix, entry.key, entry.value)
                continue
            }
            cursor = slot + 1
            let child = children[slot]
            let field = form.tree.fieldOfNode[child]
            if field >= 0 {
                work[field].submitted = entry.value
            } else if case .object(let nested) = entry.value {
                collect(nested, node: child, prefix: prefix + [entry.key])
            } else {
                // `address` must be an object holding the address fields. The container is named
                // by its label key (`field.address`), as fields are, so the message shows a label.
                guard unknown.count < context.maxIssues else {
                    unknownUnbuilt += 1
                    continue
                }
                let path = prefix + [entry.key]
                let name = path.joined(separator: ".")
                unknown.append(Issue(
                    path: name, pointer: FieldPath.pointer(components: path), rule: "type", messageKey: "rule.type",
                    arguments: [.key(FormSpec.containerLabelKey(name)), .key("type.object")]))
            }
        }
    }

    /// Marks what an update sends, and fills what it does not send from the stored record (or
    /// marks it unknown when there is none). A `null` clears a field.
    private mutating func prepareUpdate(original: FormValue?) {
        for index in work.indices {
            guard let sent = work[index].submitted else { continue }
            work[index].touched = true
            work[index].cleared = isEmpty(sent)
            if sent == .null, !form.fields[index].nullable { work[index].submitted = nil }
        }
        guard case .object(let stored)? = original else {
            // A stored record never holds secrets (a password, its confirmation): one the
            // update does not send is absent, so a new password still needs its confirmation.
            for field in form.fields where !work[field.index].touched && !field.secret { work[field.index].unknown = true }
            return
        }
        for field in form.fields where !work[field.index].touched {
            work[field.index].submitted = stored.valueIfPresent(at: field.components[...])
        }
    }

    /// Whether an update's report names a field's problem: the update sends the field, or the
    /// field's rules read one it sends (a state whose country changed, a confirmation of a new
    /// password).
    private func isAffectedByUpdate(_ index: Int) -> Bool {
        if work[index].touched { return true }
        return form.fields[index].inputs.contains { work[$0].touched }
    }

    /// In an update without the stored record: whether a condition reads a field whose value
    /// is not known.
    private func readsUnknown(_ condition: CompiledCondition?) -> Bool {
        guard let condition, context.mode.isUpdate else { return false }
        return condition.fieldIndexes.contains { work[$0].unknown }
    }

    /// Notes the undeclared member `key` of the object at `prefix`. Past the report's bound the
    /// problem is only counted: its path and message would be dropped anyway.
    private mutating func noteUnknown(_ prefix: [String], _ key: String, _ value: FormValue) {
        switch form.spec.unknownFields {
        case .reject:
            guard unknown.count < context.maxIssues else {
                unknownUnbuilt += 1
                return
            }
            let path = prefix + [key]
            let name = path.joined(separator: ".")
            unknown.append(Issue(
                path: name, pointer: FieldPath.pointer(components: path), rule: "unknownField", messageKey: "rule.unknownField",
                arguments: [.excerpt(of: name)]))
        case .ignore: break
        case .keep: unknownKept.append((prefix + [key], value))
        }
    }

    // MARK: Evaluating fields

    private mutating func evaluateAvailabilityAndValue(_ index: Int) {
        let field = form.fields[index]
        // A condition on a field an update leaves unknown cannot decide: what is sent is checked.
        let isVisible = readsUnknown(field.visibleIf) || (field.visibleIf.map(holds) ?? true)
        var isEnabled = readsUnknown(field.enabledIf) || (field.enabledIf.map(holds) ?? true)
        if isEnabled, case .region(let rule) = field.check, country(in: rule.countryField) == nil, !work[rule.countryField].unknown {
            isEnabled = false
            work[index].awaitingCountry = true
        }
        work[index].visible = isVisible
        work[index].enabled = isEnabled
        guard isVisible, isEnabled else { return }

        var value = work[index].submitted
        if let derived = field.derived, value.map(isEmpty) ?? true {
            value = derive(derived) ?? value
        }
        // A default fills an absent or empty value, as a derived value does.
        if field.hasDefault, value.map(isEmpty) ?? true, let fallback = field.spec.defaultValue {
            switch fallback {
            case .literal(let literal): value = literal
            case .today: value = .string(context.today.description)
            }
        }
        guard var current = value else { return }
        if field.nullable, current.isNull { return }

        // The JSON type first: a number where text is expected is not text.
        switch (field.expects, current) {
        case (.string, .string(let text)), (.numberOrString, .string(let text)):
            if field.trims, !TextEdges.areVisibleASCII(text) { current = .string(trimmed(text)) }
        case (.number, .number), (.numberOrString, .number), (.boolean, .bool):
            break
        default:
            report(field, field.typeFailure)
            return
        }
        work[index].value = current
        guard !isEmpty(current) else { return }  // emptiness is `required`'s business

        // The JSON type was checked above: text fields hold a string, number fields a number.
        let text = current.string ?? ""
        let outcome: RuleOutcome
        switch field.check {
        case .text, .boolean:
            outcome = .accept(current)
        case .digits:
            outcome = DigitsRule.check(text).map(RuleOutcome.reject) ?? .accept(current)
        case .uuid:
            outcome = UUIDRule.check(text).map(RuleOutcome.reject) ?? .accept(current)
        case .identifier:
            outcome = IdentifierRule.check(current)
        case .runtimeChoice(let rule):
            outcome = rule.check(text, optionSets: context.optionSets).map(RuleOutcome.reject) ?? .accept(current)
        case .email:
            outcome = EmailRule.check(text)
        case .phone:
            outcome = PhoneRule.check(text)
        case .choice(let rule):
            outcome = rule.check(text).map(RuleOutcome.reject) ?? .accept(current)
        case .region(let rule):
            // Enabled only with a supported country (checked above).
            if let country = country(in: rule.countryField) {
                outcome = rule.check(text, country: country)
            } else {
                // An update without the stored record, which does not send the country.
                outcome = rule.checkAnyCountry(text)
            }
        case .postalCode(let rule):
            let region = rule.regionField.flatMap { regionValue(in: $0) }
            if work[rule.countryField].unknown {
                outcome = rule.checkAnyCountry(text)
            } else {
                outcome = rule.check(text, country: country(in: rule.countryField), region: region)
            }
        case .number(let rule):
            if let number = current.number {
                outcome = rule.check(number).map(RuleOutcome.reject) ?? .accept(.number(rule.normalized(number)))
            } else {
                outcome = .reject(RuleFailure("type", [.key("type.number")]))
            }
        case .date(let rule):
            outcome = rule.check(text, today: context.today)
        case .dateTime(let rule):
            outcome = rule.check(text, now: context.now)
        case .height(let rule):
            let (result, notch) = rule.check(current)
            work[index].notch = notch
            outcome = result
        }
        switch outcome {
        case .accept(let normalized):
            work[index].value = normalized
            if let length = field.length, let text = normalized.string, let failure = length.check(text) { report(field, failure) }
        case .reject(let failure):
            report(field, failure)
        case .rejectAndClear(let failure):
            report(field, failure)
            work[index].value = nil
        }
    }

    /// `required`, `equals` and `const`: they read other fields' final values.
    private mutating func evaluateCrossFieldRules(_ index: Int) {
        let field = form.fields[index]
        guard field.hasCrossFieldRules, work[index].visible, work[index].enabled, !work[index].typeFailed else { return }
        let value = work[index].value
        let hasValue = value.map { !isEmpty($0) } ?? false
        if !hasValue {
            // A value rejected and cleared (a stale region) already has its problem.
            if isRequired(index), work[index].problems == 0, !work[index].unknown, !readsUnknown(field.requiredIf) {
                // A check box that must be ticked is `const: true`; `required` means a value was given.
                report(field, .required)
            }
            return
        }
        if let const = field.const, value != const {
            report(field, .const(const))
        }
        if let other = field.equals, !work[other].unknown, work[other].value != value {
            report(field, .equals(form.fields[other].labelKey))
        }
    }

    private func isRequired(_ index: Int) -> Bool {
        guard work[index].visible, work[index].enabled else { return false }
        let field = form.fields[index]
        return field.required || (field.requiredIf.map(holds) ?? false)
    }

    private func check(_ group: CompiledGroup) -> Issue? {
        if context.mode.isUpdate {
            // An update breaks a group only through a member it sends, and only a group whose
            // members are all known can be counted.
            guard group.fields.contains(where: { work[$0].touched }), !group.fields.contains(where: { work[$0].unknown }) else { return nil }
        }
        return group.issue(count: group.fields.filter { index in work[index].value.map { isOn($0) } ?? false }.count, of: form.fields)
    }

    // MARK: Values

    private func holds(_ condition: CompiledCondition) -> Bool {
        switch condition {
        case .present(let index): conditionValue(index).map { isOn($0) } ?? false
        case .equals(let index, let expected): conditionValue(index) == expected
        case .oneOf(let index, let options): conditionValue(index).map { options.contains($0) } ?? false
        case .not(let inner): !holds(inner)
        case .all(let items): items.allSatisfy(holds)
        case .any(let items): items.contains(where: holds)
        }
    }

    /// The value a condition sees: the field's value, or for a region waiting for its country,
    /// what was submitted.
    private func conditionValue(_ index: Int) -> FormValue? {
        work[index].awaitingCountry ? work[index].submitted : work[index].value
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
            if TextEdges.startsWithVisibleASCII(text) { return false }
            return text.isEmpty || trimmed(text).isEmpty
        case .array(let items): return items.isEmpty
        default: return false
        }
    }

    /// The supported country chosen in a field, if any.
    private func country(in index: Int) -> Country? {
        guard work[index].problems == 0, case .string(let text)? = work[index].value else { return nil }
        return Country(code: text)
    }

    private func regionValue(in index: Int) -> Region? {
        guard work[index].problems == 0, case .string(let text)? = work[index].value,
              case .region(let rule) = form.fields[index].check, let country = country(in: rule.countryField) else { return nil }
        return rule.catalog.region(text, in: country)
    }

    private func derive(_ derivation: CompiledDerivation) -> FormValue? {
        switch derivation {
        case .join(let sources, let separator):
            let parts = sources.compactMap { work[$0].value?.string }.filter { !$0.isEmpty }
            return parts.isEmpty ? nil : .string(parts.joined(separator: separator))
        case .firstNonEmpty(let sources):
            return sources.lazy.compactMap { self.work[$0].value }.first { !self.isEmpty($0) }
        }
    }

    private func trimmed(_ text: String) -> String {
        if TextEdges.areVisibleASCII(text) { return text }
        var text = text
        let trimmed: String? = text.withUTF8 { bytes in
            let range = TextEdges.trimmedRange(utf8: bytes)
            return range.count == bytes.count ? nil : String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        return trimmed ?? text
    }

    private mutating func report(_ field: CompiledField, _ failure: RuleFailure) {
        if failure.code == "type" { work[field.index].typeFailed = true }
        work[field.index].problems &+= 1
        issues.append((field.index, field.issue(failure)))
    }

    // MARK: Output

    private func fieldStates() -> [FieldState] {
        form.fields.map { field in
            let index = field.index
            let current = work[index]
            var state = FieldState(
                name: field.name, pointer: field.pointer, labelKey: field.labelKey, visible: current.visible,
                enabled: current.enabled, required: isRequired(index),
                value: current.visible && current.enabled && !field.secret ? current.value : nil)
            switch field.check {
            case .choice(let rule):
                state.options = rule.options.map { FieldState.Option(value: $0, labelKey: rule.labelKey(for: $0)) }
            case .runtimeChoice(let rule):
                state.options = rule.options(in: context.optionSets).map { FieldState.Option(value: $0, labelKey: rule.labelStem + "." + $0) }
            case .region(let rule):
                state.options = rule.options(for: country(in: rule.countryField)).map { FieldState.Option(value: $0.code, labelKey: $0.messageKey) }
            case .height(let rule):
                let notch = current.notch ?? (current.value.map(isEmpty) ?? true ? rule.scale.defaultNotch : nil)
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
    /// Secrets are left out. An update's holds only what it sends, a cleared field as `null`
    /// (a secret too: unlinking an account reveals nothing).
    private func normalizedSubmission() -> FormValue {
        var root = FormObject()
        let isUpdate = context.mode.isUpdate
        for field in form.fields {
            let index = field.index
            let current = work[index]
            if field.secret, !(isUpdate && current.cleared) { continue }
            if isUpdate {
                // A clearing is applied whatever else holds (a state cleared with its
                // country); a value only when it is available and passed its rules.
                if current.touched, current.cleared {
                    FormValue.insert(.null, at: field.components[...], into: &root)
                } else if current.touched, current.visible, current.enabled, current.problems == 0, let value = current.value, !isEmpty(value) {
                    FormValue.insert(value, at: field.components[...], into: &root)
                }
                continue
            }
            guard current.visible, current.enabled, let value = current.value, !(value.isNull) else { continue }
            if case .string(let text) = value, text.isEmpty, current.submitted == nil { continue }
            FormValue.insert(value, at: field.components[...], into: &root)
        }
        for (path, value) in unknownKept where root.valueIfPresent(at: path[...]) == nil {
            // A kept member never replaces a checked field (a top-level "address.city" is its own member).
            FormValue.insert(value, at: path[...], into: &root)
        }
        return .object(root)
    }
}

extension FormObject {
    /// The value at a nested path, if there is one.
    func valueIfPresent(at path: ArraySlice<String>) -> FormValue? {
        guard let first = path.first, let value = self[first] else { return nil }
        if path.count == 1 { return value }
        return value.object?.valueIfPresent(at: path.dropFirst())
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
        object.withObject(at: first) { nested in insert(value, at: path.dropFirst(), into: &nested) }
    }
}
