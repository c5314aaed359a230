/// The rules of a form run over values found in JSON bytes: the same steps, in the same order,
/// as ``FormValidator``'s tree path, which differential tests hold it to.
///
/// Values stay where the scanner found them. Trimming narrows a value's byte range; other
/// normalizing (an e-mail domain lower-cased, a ZIP+4 hyphenated, a phone number's separators
/// dropped) is only noted, and when a rule would read such a value the submission goes to the
/// tree path (``ByteLevelScanner/Fallback``).
///
/// It runs once per submission on a backend's hot path, so it holds only pointers into the
/// plan's and the storage's buffers: reading a step or a field's work is a load, never a copy
/// or a retain.
struct ByteLevelEvaluation {
    /// What is known about one field during one validation (``FormValidator``'s `Work`). All
    /// zero bytes is the state before a validation, so clearing is one fill.
    struct Work {
        var value = RawValue()
        var hidden = false
        var disabled = false
        /// The value is present but empty (null, or only white space).
        var isBlank = false
        var problems: UInt8 = 0
        var typeFailed = false
        var awaitingCountry = false
        var normalizes = false
    }

    let plan: ByteLevelPlan
    let steps: UnsafeMutablePointer<ByteLevelStep>
    let today: CalendarDate
    let text: RawText
    let submitted: UnsafeMutablePointer<RawValue>
    let work: UnsafeMutablePointer<Work>
    /// Problems of fields and the field of each, in the order found.
    var issues: [Issue] = []
    var issueFields: [Int]

    typealias Fallback = ByteLevelScanner.Fallback

    init(plan: ByteLevelPlan, today: CalendarDate, text: RawText, storage: ByteLevelStorage) {
        self.plan = plan
        steps = plan.steps.baseAddress.unsafelyUnwrapped
        self.today = today
        self.text = text
        submitted = storage.submitted.baseAddress.unsafelyUnwrapped
        work = storage.work.baseAddress.unsafelyUnwrapped
        issueFields = storage.issueFields
        issueFields.removeAll(keepingCapacity: true)
    }

    /// Every problem, in the tree path's order (fields, then groups; unknown members follow).
    mutating func run() throws(Fallback) -> [Issue] {
        for index in plan.order { try evaluateAvailabilityAndValue(index) }
        for index in 0..<plan.fields.count where steps[index].hasCrossFieldRules { try evaluateCrossFieldRules(index) }
        if !issueFields.isEmpty, zip(issueFields, issueFields.dropFirst()).contains(where: { $0 > $1 }) {
            // Stable: within a field, problems keep the order they were found in.
            issues = issueFields.indices.sorted { (issueFields[$0], $0) < (issueFields[$1], $1) }.map { issues[$0] }
        }
        for group in plan.groups {
            let count = group.fields.filter { index in isOn(work[index].value) }.count
            if let issue = group.issue(count: count, of: plan.fields) { issues.append(issue) }
        }
        return issues
    }

    private mutating func evaluateAvailabilityAndValue(_ index: Int) throws(Fallback) {
        let step = steps + index
        let work = self.work + index
        var isVisible = true
        var isEnabled = true
        if step.pointee.isConditional {
            let field = plan.fields[index]
            isVisible = try field.visibleIf.map { (condition) throws(Fallback) in try holds(condition) } ?? true
            isEnabled = try field.enabledIf.map { (condition) throws(Fallback) in try holds(condition) } ?? true
        }
        // A region is disabled while no country is chosen, whether or not it is visible.
        if isEnabled, step.pointee.check == .region, try country(in: step.pointee.countryField) == nil {
            isEnabled = false
            work.pointee.awaitingCountry = true
        }
        work.pointee.hidden = !isVisible
        work.pointee.disabled = !isEnabled
        guard isVisible, isEnabled else { return }

        var current = submitted[index]
        switch (step.pointee.expects, current.kind) {
        case (_, .absent):
            return
        case (_, .null) where step.pointee.nullable:
            return
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
            report(index, plan.fields[index].typeFailure)
            return
        }
        work.pointee.value = current
        guard !text.isBlank(current) else {
            work.pointee.isBlank = true
            return
        }

        let bytes = text.bytes(current)
        var failure: RuleFailure?
        var normalizes = false
        switch step.pointee.check {
        case .text, .boolean:
            break
        case .digits:
            failure = DigitsRule.check(utf8: bytes)
        case .email:
            (failure, normalizes) = EmailRule.check(utf8: bytes)
        case .phone:
            (failure, normalizes) = PhoneRule.check(utf8: bytes)
        case .choice:
            failure = plan.choices[step.pointee.table].check(utf8: bytes, isASCII: current.isASCII)
        case .region:
            // The country is known: a region without one is disabled above.
            if let country = try country(in: step.pointee.countryField),
               let rejected = RegionRule.check(utf8: bytes, country: country, catalog: plan.catalogs[step.pointee.table]) {
                report(index, rejected)
                work.pointee.value = RawValue()
                return
            }
        case .postalCode:
            let region = step.pointee.regionField < 0 ? nil : try regionValue(in: step.pointee.regionField)
            (failure, normalizes) = PostalCodeRule.check(
                utf8: bytes, country: try country(in: step.pointee.countryField), region: region, checker: step.pointee.postalCode)
        case .number:
            failure = step.pointee.number.check(literal: bytes, value: JSONNumberScanner.value(of: bytes, from: 0, to: bytes.count))
        case .date:
            if case .failure(let rejected) = step.pointee.date.check(utf8: bytes, today: today) { failure = rejected }
        }
        if let failure {
            report(index, failure)
            return
        }
        if normalizes {
            // The normalized value differs from the bytes: only the tree path has it.
            guard step.pointee.length == nil, !plan.isRead[index] else { throw Fallback() }
            work.pointee.normalizes = true
        }
        if current.isString, let length = step.pointee.length, let failure = length.check(utf8: bytes, isASCII: current.isASCII) {
            report(index, failure)
        }
    }

    private mutating func evaluateCrossFieldRules(_ index: Int) throws(Fallback) {
        let step = steps + index
        let work = self.work + index
        guard !work.pointee.hidden, !work.pointee.disabled, !work.pointee.typeFailed else { return }
        let value = work.pointee.value
        if value.isAbsent || work.pointee.isBlank {
            if work.pointee.problems == 0, try isRequired(index) { report(index, RuleFailure("required")) }
            return
        }
        if step.pointee.hasConst, let const = plan.fields[index].const, text.formValue(value) != const {
            report(index, RuleFailure("const", [.text(const.jsonText())]))
        }
        let other = step.pointee.equals
        if other >= 0, try !areEqual(self.work[other].value, value) {
            report(index, RuleFailure("equals", [.key(plan.fields[other].labelKey)]))
        }
    }

    /// Whether a visible, enabled field is required now.
    private func isRequired(_ index: Int) throws(Fallback) -> Bool {
        if steps[index].required { return true }
        guard let condition = plan.fields[index].requiredIf else { return false }
        return try holds(condition)
    }

    // MARK: Values

    private func holds(_ condition: CompiledCondition) throws(Fallback) -> Bool {
        switch condition {
        case .present(let index):
            return isOn(conditionValue(index))
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

    /// Whether a value counts as given: true, or anything but false and empty.
    private func isOn(_ value: RawValue) -> Bool {
        switch value.kind {
        case .absent, .falseValue: false
        case .trueValue: true
        default: !text.isBlank(value)
        }
    }

    @inline(__always)
    private func country(in index: Int) throws(Fallback) -> Country? {
        let work = self.work + index
        guard work.pointee.problems == 0, work.pointee.value.isString else { return nil }
        if work.pointee.normalizes { throw Fallback() }
        return Country(utf8: text.bytes(work.pointee.value))
    }

    private func regionValue(in index: Int) throws(Fallback) -> Region? {
        guard work[index].problems == 0, work[index].value.isString, steps[index].check == .region,
              let country = try country(in: steps[index].countryField) else { return nil }
        return plan.catalogs[steps[index].table].region(utf8: text.bytes(work[index].value), in: country)
    }

    private mutating func report(_ index: Int, _ failure: RuleFailure) {
        if failure.code == "type" { work[index].typeFailed = true }
        work[index].problems &+= 1
        issues.append(plan.fields[index].issue(failure))
        issueFields.append(index)
    }
}
