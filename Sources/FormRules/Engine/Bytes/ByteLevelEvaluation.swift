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
    /// Problems of fields, in the order found, and the field of each (in the storage's array,
    /// reused from line to line).
    var issues: [Issue] = []
    let issueFields: UnsafeMutablePointer<[Int]>

    typealias Fallback = ByteLevelScanner.Fallback

    init(plan: ByteLevelPlan, today: CalendarDate, text: RawText, storage: ByteLevelStorage) {
        self.plan = plan
        steps = plan.steps.baseAddress.unsafelyUnwrapped
        self.today = today
        self.text = text
        submitted = storage.submitted.baseAddress.unsafelyUnwrapped
        work = storage.work.baseAddress.unsafelyUnwrapped
        issueFields = storage.issueFields
        issueFields.pointee.removeAll(keepingCapacity: true)
    }

    /// Every problem, in the tree path's order (fields, then groups; unknown members follow).
    mutating func run() throws(Fallback) -> [Issue] {
        for index in plan.order { try evaluateAvailabilityAndValue(index) }
        for index in 0..<plan.fields.count where steps[index].hasCrossFieldRules { try evaluateCrossFieldRules(index) }
        let fields = issueFields.pointee
        if !fields.isEmpty, zip(fields, fields.dropFirst()).contains(where: { $0 > $1 }) {
            // Stable: within a field, problems keep the order they were found in.
            issues = fields.indices.sorted { (fields[$0], $0) < (fields[$1], $1) }.map { issues[$0] }
        }
        for group in plan.groups {
            let count = group.fields.filter { index in isOn(work[index].value) }.count
            if let issue = group.issue(count: count, of: plan.fields) { issues.append(issue) }
        }
        return issues
    }

    /// The first pass over a field: whether it is available, its value's JSON type, emptiness,
    /// its type's check and its length. The common case (a plain text, a number or a Boolean
    /// that passes) stays in this function; everything else is out of line, which keeps this
    /// one small enough to run in registers.
    private mutating func evaluateAvailabilityAndValue(_ index: Int) throws(Fallback) {
        let step = steps + index
        if step.pointee.isConditional || step.pointee.check == .region {
            guard try isAvailable(index) else { return }
        }
        var current = submitted[index]
        let kind = current.kind
        switch step.pointee.expects {
        case .string:
            guard kind == .string else { return reportType(index, kind) }
            if step.pointee.trims, !TextEdges.areVisibleASCII(utf8: text.bytes(current)) {
                let range = TextEdges.trimmedRange(utf8: text.bytes(current))
                current.start += range.lowerBound
                current.count = range.count
            }
        case .number:
            guard kind == .number else { return reportType(index, kind) }
        case .boolean:
            guard kind == .trueValue || kind == .falseValue else { return reportType(index, kind) }
        case .numberOrString:
            guard kind == .absent || (kind == .null && step.pointee.nullable) else { throw Fallback() }  // heights: no plan covers them
            return
        }
        work[index].value = current
        let bytes = text.bytes(current)
        if kind == .string, TextEdges.isBlank(utf8: bytes) {
            work[index].isBlank = true
            return
        }
        switch step.pointee.check {
        case .text, .boolean:
            break
        case .digits:
            guard DigitsRule.accepts(utf8: bytes) else { return report(index, .digits) }
        default:
            guard try checkType(index, current, bytes) else { return }
        }
        if kind == .string, let length = step.pointee.length {
            // ASCII text's length is its byte count: settled here without a failure value.
            if current.isASCII, bytes.count >= length.minimum ?? 0, bytes.count <= length.maximum ?? .max { return }
            if let failure = length.check(utf8: bytes, isASCII: current.isASCII) { report(index, failure) }
        }
    }

    /// Whether a conditional field or a region is visible and enabled now, noting it.
    @inline(never)
    private func isAvailable(_ index: Int) throws(Fallback) -> Bool {
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
        return isVisible && isEnabled
    }

    /// A value that is not of the field's JSON type: absent and allowed nulls pass, anything
    /// else is a type problem.
    @inline(never)
    private mutating func reportType(_ index: Int, _ kind: RawValue.Kind) {
        if kind == .absent || (kind == .null && steps[index].nullable) { return }
        report(index, plan.fields[index].typeFailure)
    }

    /// The type's check on a present, non-empty value: whether the field's length is checked
    /// next (false when a problem was reported).
    @inline(never)
    private mutating func checkType(_ index: Int, _ current: RawValue, _ bytes: UnsafeBufferPointer<UInt8>) throws(Fallback) -> Bool {
        let step = steps + index
        var failure: RuleFailure?
        var normalizes = false
        switch step.pointee.check {
        case .text, .boolean, .digits:
            break
        case .uuid:
            failure = UUIDRule.check(utf8: bytes)
        case .email:
            (failure, normalizes) = EmailRule.check(utf8: bytes)
        case .phone:
            (failure, normalizes) = PhoneRule.check(utf8: bytes)
        case .choice:
            failure = plan.choices[step.pointee.table].check(utf8: bytes, isASCII: current.isASCII)
        case .region:
            // The country is known: a region without one is disabled.
            if let country = try country(in: step.pointee.countryField),
               let rejected = RegionRule.check(utf8: bytes, country: country, catalog: plan.catalogs[step.pointee.table]) {
                report(index, rejected)
                work[index].value = RawValue()
                return false
            }
        case .postalCode:
            let region = step.pointee.regionField < 0 ? nil : try regionValue(in: step.pointee.regionField)
            (failure, normalizes) = PostalCodeRule.check(
                utf8: bytes, country: try country(in: step.pointee.countryField), region: region, checker: step.pointee.postalCode)
        case .number:
            failure = step.pointee.number.check(literal: bytes, value: JSONNumberScanner.value(of: bytes, from: 0, to: bytes.count))
            // An integer written `1.0` or `1e0` is `1` in the tree path's output.
            normalizes = failure == nil && step.pointee.number.integer && !NumberRule.isCanonicalInteger(bytes)
        case .date:
            if case .failure(let rejected) = step.pointee.date.check(utf8: bytes, today: today) { failure = rejected }
        }
        if let failure {
            report(index, failure)
            return false
        }
        if normalizes {
            // The normalized value differs from the bytes: only the tree path has it.
            guard step.pointee.length == nil, !plan.isRead[index] else { throw Fallback() }
            work[index].normalizes = true
        }
        return true
    }

    private mutating func evaluateCrossFieldRules(_ index: Int) throws(Fallback) {
        let step = steps + index
        let work = self.work + index
        guard !work.pointee.hidden, !work.pointee.disabled, !work.pointee.typeFailed else { return }
        let value = work.pointee.value
        if value.isAbsent || work.pointee.isBlank {
            if work.pointee.problems == 0, try isRequired(index) { report(index, .required) }
            return
        }
        if step.pointee.hasConst { checkConst(index, value) }
        let other = step.pointee.equals
        if other >= 0, try !areEqual(self.work[other].value, value) {
            report(index, .equals(plan.fields[other].labelKey))
        }
    }

    @inline(never)
    private mutating func checkConst(_ index: Int, _ value: RawValue) {
        if let const = plan.fields[index].const, text.formValue(value) != const {
            report(index, .const(const))
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

    @inline(never)
    private mutating func report(_ index: Int, _ failure: RuleFailure) {
        if failure.code == "type" { work[index].typeFailed = true }
        work[index].problems &+= 1
        if issues.isEmpty { issues.reserveCapacity(4) }
        issues.append(plan.issues.issue(failure, of: plan.fields[index]))
        issueFields.pointee.append(index)
    }
}
