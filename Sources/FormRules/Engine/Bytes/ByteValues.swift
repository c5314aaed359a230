/// Fields' values found in the bytes of one JSON document, for an ``Evaluation``.
///
/// Values stay where the scanner found them. Trimming narrows a value's byte range; other
/// normalizing (an e-mail domain lower-cased, a ZIP+4 hyphenated, a phone number's separators
/// dropped) is only noted, and when a rule would read such a value, or its length is limited,
/// the source declines and the submission goes to the tree source (``ByteLevelScanner/Fallback``).
struct ByteValues: FieldValues {
    typealias Decline = ByteLevelScanner.Fallback

    unowned(unsafe) let program: FormProgram
    let text: RawText
    let submitted: UnsafeMutablePointer<RawValue>
    let values: UnsafeMutablePointer<RawValue>
    let work: UnsafeMutablePointer<FieldWork>

    /// Values over cleared work and values (``EvaluationStorage``); `program` and `storage`
    /// are held by the caller for the evaluation's time.
    init(program: FormProgram, text: RawText, storage: EvaluationStorage) {
        self.program = program
        self.text = text
        submitted = storage.submitted.baseAddress.unsafelyUnwrapped
        values = storage.values.baseAddress.unsafelyUnwrapped
        work = storage.work.baseAddress.unsafelyUnwrapped
    }

    func fill(_ index: Int, field: CompiledField, today: CalendarDate) {
        // No step of a form with a byte-level plan makes a value up (``FieldStep/readsBytes``).
    }

    @inline(__always)
    func kind(of index: Int) -> ValueKind { submitted[index].kind }

    @inline(__always)
    func take(_ index: Int, trimming: Bool) -> Bool {
        var current = submitted[index]
        guard current.kind == .string else {
            values[index] = current
            return false
        }
        var bytes = text.bytes(current)
        if trimming, !TextEdges.areVisibleASCII(utf8: bytes) {
            let range = TextEdges.trimmedRange(utf8: bytes)
            current.start += range.lowerBound
            current.count = range.count
            bytes = UnsafeBufferPointer(rebasing: bytes[range])
        }
        values[index] = current
        return TextEdges.isBlank(utf8: bytes)
    }

    /// Reads the value in place: a number's literal is the text a field of digits reads, and
    /// the literal in a string (its white space trimmed) the number a number field reads.
    func coerce(_ index: Int, to expected: FieldStep.ExpectedJSON) -> ValueKind? {
        var current = submitted[index]
        switch (expected, current.kind) {
        case (.number, .string):
            guard let range = Coercion.numberRange(utf8: text.bytes(current)) else { return nil }
            current.kind = .number
            current.start += range.lowerBound
            current.count = range.count
            current.hasNonASCII = false
        case (.boolean, .string):
            guard let flag = Coercion.boolean(utf8: text.bytes(current)) else { return nil }
            current.kind = flag ? .trueValue : .falseValue
        case (.string, .number):
            current.kind = .string
        default:
            return nil
        }
        values[index] = current
        return current.kind
    }

    @inline(__always)
    func isAbsent(_ index: Int) -> Bool { values[index].isAbsent }

    @inline(__always)
    func holdsText(_ index: Int) -> Bool { values[index].isString }

    @inline(__always)
    func withBytes<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>, Bool) -> Result) -> Result {
        body(text.bytes(values[index]), values[index].isASCII)
    }

    func clear(_ index: Int) { values[index] = RawValue() }

    func normalize(_ index: Int, step: StepReference, country: Country?, region: Region?) throws(Decline) {
        // The normalized value differs from the bytes: only the tree source has it.
        guard step.length == nil, !program.isRead[index] else { throw Decline() }
        work[index].normalizes = true
    }

    func declineIfNormalized(_ index: Int) throws(Decline) {
        if work[index].normalizes { throw Decline() }
    }

    func checkWhole(_ index: Int, step: StepReference, program: FormProgram) throws(Decline) -> WholeValueOutcome {
        throw Decline()  // only the tree holds the whole value (``FieldStep/readsBytes``)
    }

    func value(_ index: Int, submitted isSubmitted: Bool) throws(Decline) -> FormValue? {
        if isSubmitted { return text.formValue(submitted[index]) }
        try declineIfNormalized(index)
        return text.formValue(values[index])
    }

    func isOn(_ index: Int, submitted isSubmitted: Bool) -> Bool {
        let value = isSubmitted ? submitted[index] : values[index]
        switch value.kind {
        case .absent, .falseValue: return false
        case .trueValue: return true
        default: return !text.isBlank(value)
        }
    }

    func areEqual(_ first: Int, _ second: Int) throws(Decline) -> Bool {
        let (first, second) = (values[first], values[second])
        if first.isString, second.isString {
            if text.bytes(first).hasSameBytes(as: text.bytes(second)) { return true }
            if first.isASCII, second.isASCII { return false }
        }
        return text.formValue(first) == text.formValue(second)
    }
}
