/// The rules of a form run over values found in JSON bytes: the same steps, in the same order,
/// as ``FormValidator``'s tree path, which differential tests hold it to.
///
/// Values stay where the scanner found them. Trimming narrows a value's byte range; other
/// normalizing (an e-mail domain lower-cased, a ZIP+4 hyphenated, a phone number's separators
/// dropped) is only noted, and when a rule would read such a value the submission goes to the
/// tree path (``ByteLevelScanner/Fallback``).
struct ByteLevelEvaluation {
    /// What is known about one field during one validation (``FormValidator``'s `Work`). All
    /// zero bytes is the state before a validation, so clearing is one fill.
    struct Work {
        var value = RawValue()
        var hidden = false
        var disabled = false
        var problems: UInt8 = 0
        var typeFailed = false
        var awaitingCountry = false
        var normalizes = false

        var visible: Bool { !hidden }
        var enabled: Bool { !disabled }
    }

    let fields: [CompiledField]
    let plan: ByteLevelPlan
    let context: ValidationContext
    let text: RawText
    let submitted: UnsafeMutableBufferPointer<RawValue>
    let work: UnsafeMutableBufferPointer<Work>
    /// Problems of fields and the field of each, in the order found.
    var issues: [Issue] = []
    var issueFields: [Int] = []

    typealias Fallback = ByteLevelScanner.Fallback

    /// Every problem, in the tree path's order (fields, then groups; unknown members follow).
    mutating func run() throws(Fallback) -> [Issue] {
        for index in plan.order { try evaluateAvailabilityAndValue(index) }
        for index in fields.indices { try evaluateCrossFieldRules(index) }
        var ordered = issues
        if zip(issueFields, issueFields.dropFirst()).contains(where: { $0 > $1 }) {
            // Stable: within a field, problems keep the order they were found in.
            ordered = issueFields.indices.sorted { (issueFields[$0], $0) < (issueFields[$1], $1) }.map { issues[$0] }
        }
        for group in plan.groups {
            let count = group.fields.filter { index in !work[index].value.isAbsent && isOn(work[index].value) }.count
            if let issue = group.issue(count: count, of: fields) { ordered.append(issue) }
        }
        return ordered
    }

    private mutating func evaluateAvailabilityAndValue(_ index: Int) throws(Fallback) {
        let step = plan.steps.baseAddress.unsafelyUnwrapped + index
        var isVisible = true
        var isEnabled = true
        if step.pointee.isConditional {
            let field = fields[index]
            isVisible = try field.visibleIf.map { (condition) throws(Fallback) in try holds(condition) } ?? true
            isEnabled = try field.enabledIf.map { (condition) throws(Fallback) in try holds(condition) } ?? true
        }
        if isEnabled, case .region(let countryField, _) = step.pointee.check, try country(in: countryField) == nil {
            isEnabled = false
            work[index].awaitingCountry = true
        }
        work[index].hidden = !isVisible
        work[index].disabled = !isEnabled
        guard isVisible, isEnabled else { return }

        var current = submitted[index]
        guard !current.isAbsent else { return }
        if step.pointee.nullable, current.kind == .null { return }

        switch (step.pointee.expects, current.kind) {
        case (.string, .string):
            if step.pointee.trims, !TextEdges.areVisibleASCII(utf8: text.bytes(current)) {
                let range = TextEdges.trimmedRange(utf8: text.bytes(current))
                current.start += range.lowerBound
                current.count = range.count
            }
        case (.number, .number), (.boolean, .trueValue), (.boolean, .falseValue):
            break
        case (.numberOrString, _):
            throw Fallback()  // heights: no plan covers them
        default:
            report(index, fields[index].typeFailure)
            return
        }
        work[index].value = current
        guard !isEmpty(current) else { return }

        let bytes = text.bytes(current)
        var failure: RuleFailure?
        var normalizes = false
        var clears = false
        switch step.pointee.check {
        case .text, .boolean:
            break
        case .digits:
            failure = DigitsRule.check(utf8: bytes)
        case .email:
            (failure, normalizes) = EmailRule.check(utf8: bytes)
        case .phone:
            (failure, normalizes) = PhoneRule.check(utf8: bytes)
        case .choice(let rule):
            failure = plan.choices[rule].check(utf8: bytes, isASCII: current.isASCII)
        case .region(let countryField, let catalog):
            if let country = try country(in: countryField) {
                failure = RegionRule.check(utf8: bytes, country: country, catalog: plan.catalogs[catalog])
                clears = true
            }
        case .postalCode(let countryField, let regionField, let checker):
            let region = try regionField.flatMap { (region) throws(Fallback) in try regionValue(in: region) }
            (failure, normalizes) = PostalCodeRule.check(utf8: bytes, country: try country(in: countryField), region: region, checker: checker)
        case .number(let rule):
            failure = rule.check(text.number(current))
        case .date(let rule):
            if case .failure(let rejected) = rule.check(utf8: bytes, today: context.today) { failure = rejected }
        }
        if let failure {
            report(index, failure)
            if clears { work[index].value = RawValue() }
            return
        }
        if normalizes {
            // The normalized value differs from the bytes: only the tree path has it.
            guard step.pointee.length == nil, !plan.isRead[index] else { throw Fallback() }
            work[index].normalizes = true
        }
        if let length = step.pointee.length, current.isString, let failure = length.check(utf8: bytes, isASCII: current.isASCII) {
            report(index, failure)
        }
    }

    private mutating func evaluateCrossFieldRules(_ index: Int) throws(Fallback) {
        let step = plan.steps.baseAddress.unsafelyUnwrapped + index
        guard step.pointee.hasCrossFieldRules, work[index].visible, work[index].enabled, !work[index].typeFailed else { return }
        let value = work[index].value
        if value.isAbsent || isEmpty(value) {
            if try isRequired(index), work[index].problems == 0 { report(index, RuleFailure("required")) }
            return
        }
        if step.pointee.hasConst, let const = fields[index].const, text.formValue(value) != const {
            report(index, RuleFailure("const", [.text(const.jsonText())]))
        }
        if let other = step.pointee.equals, try !areEqual(work[other].value, value) {
            report(index, RuleFailure("equals", [.key(fields[other].labelKey)]))
        }
    }

    private func isRequired(_ index: Int) throws(Fallback) -> Bool {
        guard work[index].visible, work[index].enabled else { return false }
        if plan.steps[index].required { return true }
        guard let condition = fields[index].requiredIf else { return false }
        return try holds(condition)
    }

    // MARK: Values

    private func holds(_ condition: CompiledCondition) throws(Fallback) -> Bool {
        switch condition {
        case .present(let index):
            let value = conditionValue(index)
            return !value.isAbsent && isOn(value)
        case .equals(let index, let expected):
            return try formValue(conditionValue(index), of: index) == expected
        case .oneOf(let index, let options):
            guard let value = try formValue(conditionValue(index), of: index) else { return false }
            return options.contains(value)
        case .not(let inner):
            return try !holds(inner)
        case .all(let items):
            for item in items where try !holds(item) { return false }
            return true
        case .any(let items):
            for item in items where try holds(item) { return true }
            return false
        }
    }

    private func conditionValue(_ index: Int) -> RawValue {
        work[index].awaitingCountry ? submitted[index] : work[index].value
    }

    /// A field's value as a ``FormValue``, when it is the value the tree path would compare.
    private func formValue(_ value: RawValue, of index: Int) throws(Fallback) -> FormValue? {
        if work[index].normalizes, !work[index].awaitingCountry { throw Fallback() }
        return text.formValue(value)
    }

    private func areEqual(_ first: RawValue, _ second: RawValue) throws(Fallback) -> Bool {
        if first.isString, second.isString {
            if text.bytes(first).hasSameBytes(as: text.bytes(second)) { return true }
            if first.isASCII, second.isASCII { return false }
        }
        return text.formValue(first) == text.formValue(second)
    }

    private func isOn(_ value: RawValue) -> Bool {
        switch value.kind {
        case .trueValue: true
        case .falseValue: false
        default: !isEmpty(value)
        }
    }

    private func isEmpty(_ value: RawValue) -> Bool {
        switch value.kind {
        case .null: true
        case .string: TextEdges.isBlank(utf8: text.bytes(value))
        default: false
        }
    }

    private func country(in index: Int) throws(Fallback) -> Country? {
        guard work[index].problems == 0, work[index].value.isString else { return nil }
        if work[index].normalizes { throw Fallback() }
        return Country(utf8: text.bytes(work[index].value))
    }

    private func regionValue(in index: Int) throws(Fallback) -> Region? {
        guard work[index].problems == 0, work[index].value.isString, case .region(let countryField, let catalog) = plan.steps[index].check,
              let country = try country(in: countryField) else { return nil }
        return plan.catalogs[catalog].region(utf8: text.bytes(work[index].value), in: country)
    }

    private mutating func report(_ index: Int, _ failure: RuleFailure) {
        if failure.code == "type" { work[index].typeFailed = true }
        work[index].problems &+= 1
        issues.append(fields[index].issue(failure))
        issueFields.append(index)
    }
}
