/// The rules of a form run over one submission, in one order, whatever the values' source: a
/// `FormValue` tree or the bytes of one JSON document (``FieldValues``).
///
/// The order: each field's availability (`visibleIf`, `enabledIf`, a region waiting for its
/// country), its value's JSON type, emptiness, its type's check, its length; then the rules
/// that read other fields' final values (`required`, `requiredIf`, `const`, `equals`); then
/// the groups. Problems are ordered by field (stable within a field), groups after.
///
/// It runs once per submission on a backend's hot path, so it holds pointers into the
/// program's and the storage's buffers: reading a step or a field's work is a load, never a
/// copy or a retain. Generic code specialized for each source (whole-module optimization).
struct Evaluation<Values: FieldValues> {
    let program: FormProgram
    private let steps: UnsafeMutablePointer<FieldStep>
    let today: CalendarDate
    let work: UnsafeMutablePointer<FieldWork>
    var values: Values
    /// Problems of fields, in the order found, and the field of each (in the storage's array,
    /// reused from one submission to the next).
    var issues: [ValidationIssue] = []
    private let issueFields: UnsafeMutablePointer<[Int]>

    typealias Decline = Values.Decline

    /// The step of the field at `index`, read in place.
    @inline(__always)
    private func step(_ index: Int) -> StepReference { StepReference(steps + index) }

    /// The field of each problem found: the storage's array, changed in place.
    private var problemFields: [Int] {
        @inline(__always) _read { yield issueFields.pointee }
        @inline(__always) nonmutating _modify { yield &issueFields.pointee }
    }

    /// Starts an evaluation over cleared work (``EvaluationStorage/clearWork()``).
    init(program: FormProgram, today: CalendarDate, values: Values, storage: EvaluationStorage) {
        self.program = program
        steps = program.steps.baseAddress.unsafelyUnwrapped
        self.today = today
        self.values = values
        work = storage.work.baseAddress.unsafelyUnwrapped
        issueFields = storage.issueFields
        // Mostly empty already: `removeAll(keepingCapacity:)` is not free even then.
        if !problemFields.isEmpty { problemFields.removeAll(keepingCapacity: true) }
    }

    /// Every problem: fields' in field order, then groups'.
    mutating func run() throws(Decline) -> [ValidationIssue] {
        for index in program.order { try evaluateAvailabilityAndValue(index) }
        if !program.customRuleFields.isEmpty { try evaluateCustomRules() }
        for index in 0..<program.fields.count where step(index).hasCrossFieldRules { try evaluateCrossFieldRules(index) }
        let fields = problemFields
        if !fields.isEmpty, zip(fields, fields.dropFirst()).contains(where: { $0 > $1 }) {
            // Stable: within a field, problems keep the order they were found in.
            issues = fields.indices.sorted { (fields[$0], $0) < (fields[$1], $1) }.map { issues[$0] }
        }
        for group in program.groups where values.checksGroup(group) {
            let count = group.fields.filter { index in values.isOn(index, submitted: false) }.count
            if let issue = group.issue(count: count, of: program.fields) { issues.append(issue) }
        }
        return issues
    }

    // MARK: One field's value

    /// The first pass over a field: whether it is available, its value's JSON type, emptiness,
    /// its type's check and its length. The common case (a plain text, a number or a Boolean
    /// that passes) stays in this function; everything else is out of line, which keeps this
    /// one small enough to run in registers, inlined into the loop over the fields (a call per
    /// field was a measurable share of a batch).
    @inline(__always)
    private mutating func evaluateAvailabilityAndValue(_ index: Int) throws(Decline) {
        let step = self.step(index)
        if step.isConditional || step.kind == .region {
            guard try isAvailable(index) else { return }
        }
        if step.fillsValue { values.fill(index, field: program.fields[index], today: today) }
        var kind = values.kind(of: index)
        // Absent is never a type problem (`required` is checked later): most optional fields.
        if kind == .absent { return }
        let isExpected: Bool
        switch step.expects {
        case .string: isExpected = kind == .string
        case .number: isExpected = kind == .number
        case .boolean: isExpected = kind == .trueValue || kind == .falseValue
        case .numberOrString: isExpected = kind == .string || kind == .number
        case .array: isExpected = kind == .array
        }
        if isExpected {
            if values.take(index, trimming: step.trims) {
                work[index].isBlank = true  // emptiness is `required`'s business
                return
            }
        } else {
            // Read in the expected type (a field that coerces), or a type problem.
            guard let coerced = coerceOrReportType(index, kind) else { return }
            kind = coerced
        }
        switch step.kind {
        case .text:
            if step.refusesControls, let failure = controlFailure(index) { return report(index, failure) }
        case .boolean:
            break
        case .digits:
            guard values.withBytes(index, { bytes, _ in DigitsRule.accepts(utf8: bytes) }) else { return report(index, .digits) }
        default:
            guard try check(index) else { return }
        }
        if kind == .string, let length = step.length, let failure = try checkLength(index, length) { report(index, failure) }
    }

    /// The field's control character, if its text holds one (``ControlCharacterRule``): the
    /// word test inline, the failure built out of line, as nearly all text has none.
    @inline(__always)
    private func controlFailure(_ index: Int) -> RuleFailure? {
        guard values.withBytes(index, { bytes, _ in ControlCharacterRule.mayHoldControl(utf8: bytes) }) else { return nil }
        return values.withBytes(index, ControlCharacterRule.check)
    }

    /// The length rule over the field's (normalized) text.
    @inline(__always)
    private func checkLength(_ index: Int, _ length: LengthRule) throws(Decline) -> RuleFailure? {
        values.withBytes(index) { bytes, isASCII in
            // ASCII text's length is its byte count: settled here without a failure value.
            if isASCII, bytes.count >= length.minimum ?? 0, bytes.count <= length.maximum ?? .max { return nil }
            return length.check(utf8: bytes, isASCII: isASCII)
        }
    }

    /// Whether a conditional field or a region is visible and enabled now, noting it.
    @inline(never)
    private func isAvailable(_ index: Int) throws(Decline) -> Bool {
        let step = self.step(index)
        var isVisible = true
        var isEnabled = true
        if step.isConditional {
            // A condition on a field an update leaves unknown cannot decide: what is sent is checked.
            let field = program.fields[index]
            if let condition = field.visibleIf, !readsUnknown(condition) { isVisible = try holds(condition) }
            if let condition = field.enabledIf, !readsUnknown(condition) { isEnabled = try holds(condition) }
        }
        // A region is disabled while no country is chosen, whether or not it is visible.
        let countryField = step.countryField
        if isEnabled, step.kind == .region, try country(in: countryField) == nil, !isUnknown(countryField) {
            isEnabled = false
            work[index].awaitingCountry = true
        }
        work[index].hidden = !isVisible
        work[index].disabled = !isEnabled
        return isVisible && isEnabled
    }

    /// A value that is not of the field's JSON type, read as that type when the field coerces
    /// and ``Coercion`` can (the value's new kind, never blank), else reported (nil).
    @inline(never)
    private mutating func coerceOrReportType(_ index: Int, _ kind: ValueKind) -> ValueKind? {
        let step = self.step(index)
        if step.coerces, let coerced = values.coerce(index, to: step.expects) { return coerced }
        reportType(index, kind)
        return nil
    }

    /// A value that is not of the field's JSON type: absent and `null` pass (a `null` is no
    /// value, so `required` decides later), unless the field says `nullable: false`; anything
    /// else is a type problem.
    @inline(never)
    private mutating func reportType(_ index: Int, _ kind: ValueKind) {
        if kind == .absent || (kind == .null && steps[index].nullable) { return }
        report(index, program.fields[index].typeFailure(sent: kind))
    }

    /// The type's check on a present, non-empty value: whether the field's length is checked
    /// next (false when a problem was reported, or the check took care of the length).
    @inline(never)
    private mutating func check(_ index: Int) throws(Decline) -> Bool {
        let step = self.step(index)
        var failure: RuleFailure?
        var normalizes = false
        var country: Country?
        var region: Region?
        switch step.kind {
        case .text, .boolean:
            break
        case .digits:
            failure = values.withBytes(index) { bytes, _ in DigitsRule.check(utf8: bytes) }
        case .uuid:
            failure = values.withBytes(index) { bytes, _ in UUIDRule.check(utf8: bytes) }
        case .url:
            let rule = program.urls[step.table]
            failure = values.withBytes(index) { bytes, _ in rule.check(utf8: bytes) }
        case .email:
            let topLevelDomain = step.requiresDomainDot
            (failure, normalizes) = values.withBytes(index) { bytes, _ in EmailRule.check(utf8: bytes, topLevelDomain: topLevelDomain) }
        case .phone:
            (failure, normalizes) = values.withBytes(index) { bytes, _ in PhoneRule.check(utf8: bytes) }
        case .choice:
            let rule = program.choices[step.table]
            (failure, normalizes) = values.withBytes(index) { bytes, isASCII in rule.check(utf8: bytes, isASCII: isASCII) }
        case .region:
            if isUnknown(step.countryField) { return try checkWhole(index, step) }
            // The country is known: a region without one is disabled.
            guard let chosen = try self.country(in: step.countryField) else { break }
            let catalog = program.regionTables[step.table]
            if let rejected = values.withBytes(index, { bytes, _ in RegionRule.check(utf8: bytes, country: chosen, catalog: catalog) }) {
                report(index, rejected)
                values.clear(index)
                return false
            }
        case .postalCode:
            if isUnknown(step.countryField) { return try checkWhole(index, step) }
            country = try self.country(in: step.countryField)
            let regionField = step.checkedRegionField
            region = regionField < 0 ? nil : try regionValue(in: regionField)
            (failure, normalizes) = values.withBytes(index) { [country, region] bytes, _ in
                PostalCodeRule.check(utf8: bytes, country: country, region: region, checker: step.postalCode)
            }
        case .number:
            (failure, normalizes) = values.withBytes(index) { literal, _ in
                let failure = step.number.check(literal: literal, value: JSONNumberScanner.value(of: literal, from: 0, to: literal.count))
                // An integer written `1.0` or `1e0` is stored as `1`.
                return (failure, failure == nil && step.number.integer && !NumberRule.isCanonicalInteger(literal))
            }
        case .date:
            failure = values.withBytes(index) { bytes, _ in
                if case .failure(let rejected) = step.date.check(utf8: bytes, today: today) { return rejected }
                return nil
            }
        case .patterned:
            return try checkPatterned(index, step)
        case .dateTime, .height, .identifier, .runtimeChoice, .list:
            return try checkWhole(index, step)
        }
        if let failure {
            report(index, failure)
            return false
        }
        if normalizes { try values.normalize(index, step: step, country: country, region: region) }
        return true
    }

    /// A field with `characters` or a `pattern`: a digits field's own check, then the length
    /// (here, in its usual place), then the set and the pattern on the value as kept (trimmed
    /// unless the field says not). Returns false: nothing is left for the caller to check.
    @inline(never)
    private mutating func checkPatterned(_ index: Int, _ step: StepReference) throws(Decline) -> Bool {
        let rule = program.patterns[step.table]
        if rule.digitsOnly, let failure = values.withBytes(index, { bytes, _ in DigitsRule.check(utf8: bytes) }) {
            report(index, failure)
            return false
        }
        if step.refusesControls, let failure = controlFailure(index) {
            report(index, failure)
            return false
        }
        if let length = step.length, let failure = try checkLength(index, length) { report(index, failure) }
        if let failure = values.withBytes(index, { bytes, _ in rule.check(utf8: bytes) }) { report(index, failure) }
        return false
    }

    private mutating func checkWhole(_ index: Int, _ step: StepReference) throws(Decline) -> Bool {
        switch try values.checkWhole(index, step: step, program: program) {
        case .pass:
            return true
        case .fail(let failure):
            report(index, failure)
        case .failAndClear(let failure):
            report(index, failure)
            values.clear(index)
        case .items(let failures, let itemIssues):
            for failure in failures { report(index, failure) }
            reportItems(index, itemIssues)
            return false
        }
        return false
    }

    /// Problems found inside a list's items, already named by their item.
    @inline(never)
    private mutating func reportItems(_ index: Int, _ itemIssues: [ValidationIssue]) {
        guard !itemIssues.isEmpty else { return }
        work[index].problems &+= 1  // noted, not counted: only "none" matters to other rules
        guard values.reportsProblems(of: index) else { return }
        issues += itemIssues
        problemFields += repeatElement(index, count: itemIssues.count)
    }

    // MARK: Rules of the project

    /// The rules of the project (``CustomRule``) a field names, after its built-in checks, on
    /// its normalized value: only for an available field with a value that passed them. The
    /// first that fails is the field's problem (as a type's check stops the length's).
    @inline(never)
    private mutating func evaluateCustomRules() throws(Decline) {
        for index in program.customRuleFields {
            let work = self.work[index]
            guard work.isAvailable, work.problems == 0, !work.isBlank, let value = try values.value(index, submitted: false) else { continue }
            let field = program.fields[index]
            for rule in field.customRules {
                guard let failure = rule.check(value) else { continue }
                report(index, RuleFailure(rule.code, failure.arguments))
                break
            }
        }
    }

    // MARK: Rules across fields

    /// `required`, `equals` and `const`: they read other fields' final values.
    private mutating func evaluateCrossFieldRules(_ index: Int) throws(Decline) {
        let step = self.step(index)
        guard work[index].isAvailable, !work[index].typeFailed else { return }
        if values.isAbsent(index) || work[index].isBlank {
            // A value rejected and cleared (a stale region) already has its problem.
            if work[index].problems == 0, !isUnknown(index), try isRequired(index) { report(index, .required) }
            return
        }
        if step.hasConst { try checkConst(index) }
        let other = step.equals
        if other >= 0, !isUnknown(other), try !values.areEqual(other, index) {
            report(index, .equals(program.fields[other].labelKey))
        }
    }

    @inline(never)
    private mutating func checkConst(_ index: Int) throws(Decline) {
        // A check box that must be ticked is `const: true`; `required` means a value was given.
        if let const = program.fields[index].const, try values.value(index, submitted: false) != const {
            report(index, .const(const))
        }
    }

    /// Whether a visible, enabled field is required now.
    private func isRequired(_ index: Int) throws(Decline) -> Bool {
        if step(index).required { return true }
        guard let condition = program.fields[index].requiredIf, !readsUnknown(condition) else { return false }
        return try holds(condition)
    }

    /// Whether a field is required by its spec now (for field states): `required`, or a
    /// `requiredIf` that holds.
    func requires(_ index: Int) throws(Decline) -> Bool {
        if step(index).required { return true }
        guard let condition = program.fields[index].requiredIf else { return false }
        return try holds(condition)
    }

    // MARK: Values

    private func holds(_ condition: CompiledCondition) throws(Decline) -> Bool {
        switch condition {
        case .present(let index):
            return values.isOn(index, submitted: work[index].awaitingCountry)
        case .equals(let index, let expected):
            return try values.value(index, submitted: work[index].awaitingCountry) == expected
        case .oneOf(let index, let options):
            guard let value = try values.value(index, submitted: work[index].awaitingCountry) else { return false }
            return options.contains(value)
        case .compares(let index, let comparison):
            return try comparisonHolds(index, comparison)
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

    /// In an update without the stored record: whether a field's value is not known.
    @inline(__always)
    private func isUnknown(_ index: Int) -> Bool {
        Values.hasUnknowns && values.isUnknown(index)
    }

    /// In an update without the stored record: whether a condition reads a field whose value
    /// is not known.
    private func readsUnknown(_ condition: CompiledCondition) -> Bool {
        guard Values.hasUnknowns else { return false }
        return condition.fieldIndexes.contains { values.isUnknown($0) }
    }

    /// The supported country chosen in a field, if any.
    @inline(__always)
    func country(in index: Int) throws(Decline) -> Country? {
        guard work[index].problems == 0, values.holdsText(index) else { return nil }
        try values.declineIfNormalized(index)
        return values.withBytes(index) { bytes, _ in Country(utf8: bytes) }
    }

    /// The region chosen in a region field whose country is known, if any.
    private func regionValue(in index: Int) throws(Decline) -> Region? {
        let step = self.step(index)
        guard work[index].problems == 0, step.kind == .region, values.holdsText(index),
              let country = try country(in: step.countryField) else { return nil }
        let catalog = program.regionTables[step.table]
        return values.withBytes(index) { bytes, _ in catalog.region(utf8: bytes, in: country) }
    }

    @inline(never)
    private mutating func report(_ index: Int, _ failure: RuleFailure) {
        if failure.code == "type" { work[index].typeFailed = true }
        work[index].problems &+= 1
        guard values.reportsProblems(of: index) else { return }
        if issues.isEmpty { issues.reserveCapacity(4) }
        issues.append(program.issues.issue(failure, of: program.fields[index]))
        problemFields.append(index)
    }
}
