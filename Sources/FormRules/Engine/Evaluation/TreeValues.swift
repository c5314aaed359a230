/// Fields' values from a `FormValue` tree, for an ``Evaluation``: what only a tree can do
/// lives here (derived values and defaults, normalized values, heights' notches, updates'
/// touched, cleared and unknown fields).
struct TreeValues: FieldValues {
    typealias Decline = Never

    /// What the tree source knows about one field during one validation.
    struct Field {
        /// The value as submitted (nil when absent).
        var submitted: FormValue?
        /// A value made up for an absent or empty one (derived, or a default).
        var filled: FormValue?
        /// The value conditions and output see (nil when absent, hidden, disabled or cleared).
        var value: FormValue?
        var notch: HeightScale.Notch?
        /// In an update: the update sends this field (a value, or `null` to clear it).
        var touched = false
        /// In an update: the update sends this field as `null` or blank, to clear it.
        var cleared = false
        /// In an update without the stored record: a field the update does not send, whose
        /// value is not known (neither present nor absent).
        var unknown = false
        /// A list's items' field states, when the report has field states.
        var itemStates: [[FieldState]]?
    }

    var fields: [Field]
    var context: ValidationContext
    let program: FormProgram

    /// Values for `count` fields (the program's by default).
    init(program: FormProgram, context: ValidationContext, count: Int? = nil) {
        self.program = program
        self.context = context
        fields = Array(repeating: Field(), count: count ?? program.fields.count)
    }

    /// Clears every field, keeping the storage.
    mutating func reset() {
        fields.withUnsafeMutableBufferPointer { fields in
            for index in fields.indices { fields[index] = Field() }
        }
    }

    static var hasUnknowns: Bool { true }

    func isUnknown(_ index: Int) -> Bool { fields[index].unknown }

    // MARK: A field's value

    mutating func fill(_ index: Int, field: CompiledField, today: CalendarDate) {
        var value = fields[index].submitted
        if let derived = field.derived, value.map(Self.isEmpty) ?? true {
            value = derive(derived) ?? value
        }
        // A default fills an absent or empty value, as a derived value does.
        if field.hasDefault, value.map(Self.isEmpty) ?? true, let fallback = field.spec.defaultValue {
            switch fallback {
            case .literal(let literal): value = literal
            case .today: value = .string(today.description)
            }
        }
        fields[index].filled = value
    }

    private func given(_ index: Int) -> FormValue? {
        fields[index].filled ?? fields[index].submitted
    }

    func kind(of index: Int) -> ValueKind {
        given(index).map(kind(of:)) ?? .absent
    }

    mutating func take(_ index: Int, trimming: Bool) -> Bool {
        var current = given(index)
        if trimming, case .string(let text)? = current, !TextEdges.areVisibleASCII(text) { current = .string(Self.trimmed(text)) }
        fields[index].value = current
        switch current {
        case .string(let text)?: return Self.isEmpty(.string(text))
        // An empty list is no value: `required` decides, as for empty text.
        case .array(let items)?: return items.isEmpty
        default: return false
        }
    }

    mutating func coerce(_ index: Int, to expected: FieldStep.ExpectedJSON) -> ValueKind? {
        let coerced: FormValue
        switch (expected, given(index)) {
        case (.number, .string(let text)?):
            guard let number = Coercion.number(text) else { return nil }
            coerced = .number(number)
        case (.boolean, .string(let text)?):
            guard let flag = Coercion.boolean(text) else { return nil }
            coerced = .bool(flag)
        case (.string, .number(let number)?):
            coerced = .string(number.literal)
        default:
            return nil
        }
        fields[index].value = coerced
        return kind(of: coerced)
    }

    private func kind(of value: FormValue) -> ValueKind {
        switch value {
        case .null: .null
        case .bool(let flag): flag ? .trueValue : .falseValue
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .container
        }
    }

    func isAbsent(_ index: Int) -> Bool { fields[index].value == nil }

    func holdsText(_ index: Int) -> Bool {
        if case .string? = fields[index].value { return true }
        return false
    }

    func withBytes<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>, Bool) -> Result) -> Result {
        switch fields[index].value {
        case .string(let text)?: Self.withUTF8(text, body)
        case .number(let number)?: Self.withUTF8(number.literal, body)
        default: body(UnsafeBufferPointer(start: nil, count: 0), true)
        }
    }

    private static func withUTF8<Result>(
        _ text: String, _ body: (UnsafeBufferPointer<UInt8>, Bool) -> Result
    ) -> Result {
        func run(_ bytes: UnsafeBufferPointer<UInt8>) -> Result {
            body(bytes, !bytes.contains { $0 >= 0x80 })
        }
        if let result = text.utf8.withContiguousStorageIfAvailable(run) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(run)
    }

    mutating func clear(_ index: Int) { fields[index].value = nil }

    mutating func normalize(_ index: Int, step: StepReference, country: Country?, region: Region?) {
        guard let current = fields[index].value else { return }
        let text = current.string ?? ""
        switch step.kind {
        case .email:
            if case .accept(let normalized) = EmailRule.check(text) { fields[index].value = normalized }
        case .phone:
            if case .accept(let normalized) = PhoneRule.check(text) { fields[index].value = normalized }
        case .postalCode:
            if let country, case .valid(let normalized) = step.postalCode.check(text, country: country, region: region) {
                fields[index].value = .string(normalized)
            }
        case .number:
            if let number = current.number { fields[index].value = .number(step.number.normalized(number)) }
        case .choice:
            // Another letter case of an option is stored as the option is spelt.
            if let option = program.choices[step.table].option(matching: text) { fields[index].value = .string(option) }
        default:
            break
        }
    }

    mutating func checkWhole(_ index: Int, step: StepReference, program: FormProgram) -> WholeValueOutcome {
        guard let current = fields[index].value else { return .pass }
        let text = current.string ?? ""
        let outcome: RuleOutcome
        switch step.kind {
        case .dateTime:
            outcome = step.dateTime.check(text, now: context.now)
        case .height:
            let (result, notch) = program.heights[step.table].check(current)
            fields[index].notch = notch
            outcome = result
        case .identifier:
            outcome = IdentifierRule.check(current)
        case .runtimeChoice:
            outcome = program.runtimeChoices[step.table].check(text, optionSets: context.optionSets).map(RuleOutcome.reject) ?? .accept(current)
        case .region:
            // An update without the stored record, which does not send the country.
            outcome = RegionRule(countryField: step.countryField, catalog: program.regionTables[step.table])
                .checkAnyCountry(text, of: program.offeredCountries(step.countryField))
        case .postalCode:
            outcome = PostalCodeRule(countryField: step.countryField, regionField: nil, checker: step.postalCode)
                .checkAnyCountry(text, of: program.offeredCountries(step.countryField))
        case .list:
            return evaluateList(index, program.lists[step.table])
        default:
            outcome = .accept(current)
        }
        switch outcome {
        case .accept(let normalized):
            fields[index].value = normalized
            return .pass
        case .reject(let failure): return .fail(failure)
        case .rejectAndClear(let failure): return .failAndClear(failure)
        }
    }

    // MARK: Reading values

    func value(_ index: Int, submitted: Bool) -> FormValue? {
        submitted ? fields[index].submitted : fields[index].value
    }

    func isOn(_ index: Int, submitted: Bool) -> Bool {
        value(index, submitted: submitted).map(Self.isOn) ?? false
    }

    func areEqual(_ first: Int, _ second: Int) -> Bool {
        fields[first].value == fields[second].value
    }

    // MARK: Updates

    func reportsProblems(of index: Int) -> Bool {
        guard context.mode.isUpdate else { return true }
        return isAffectedByUpdate(index)
    }

    /// Whether an update's report names a field's problem: the update sends the field, or the
    /// field's rules read one it sends (a state whose country changed, a confirmation of a new
    /// password).
    private func isAffectedByUpdate(_ index: Int) -> Bool {
        if fields[index].touched { return true }
        return program.fields[index].inputs.contains { fields[$0].touched }
    }

    func checksGroup(_ group: CompiledGroup) -> Bool {
        guard context.mode.isUpdate else { return true }
        // An update breaks a group only through a member it sends, and only a group whose
        // members are all known can be counted.
        return group.fields.contains { fields[$0].touched } && !group.fields.contains { fields[$0].unknown }
    }

    // MARK: Helpers

    private func derive(_ derivation: CompiledDerivation) -> FormValue? {
        switch derivation {
        case .join(let sources, let separator):
            let parts = sources.compactMap { fields[$0].value?.string }.filter { !$0.isEmpty }
            return parts.isEmpty ? nil : .string(parts.joined(separator: separator))
        case .firstNonEmpty(let sources):
            return sources.lazy.compactMap { self.fields[$0].value }.first { !Self.isEmpty($0) }
        }
    }

    /// A value counts as given: not empty, and `true` for a check box.
    static func isOn(_ value: FormValue) -> Bool {
        if case .bool(let flag) = value { return flag }
        return !isEmpty(value)
    }

    static func isEmpty(_ value: FormValue) -> Bool {
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

    static func trimmed(_ text: String) -> String {
        if TextEdges.areVisibleASCII(text) { return text }
        var text = text
        let trimmed: String? = text.withUTF8 { bytes in
            let range = TextEdges.trimmedRange(utf8: bytes)
            return range.count == bytes.count ? nil : String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        return trimmed ?? text
    }
}
