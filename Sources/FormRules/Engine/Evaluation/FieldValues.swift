/// Where an ``Evaluation`` reads fields' values: a `FormValue` tree (``TreeValues``) or the
/// bytes of one JSON document (``ByteValues``).
///
/// A source answers questions about values and keeps them; the evaluation decides everything
/// else (the rule order, availability, emptiness, the checks, what is reported). The byte
/// source declines (throws ``Decline``) where only the tree can answer (a normalized value
/// another rule reads); the tree source never declines (`Decline` is `Never`).
protocol FieldValues {
    associatedtype Decline: Error

    /// Whether a value can be unknown (an update without the stored record): false lets the
    /// compiler drop every check of it.
    static var hasUnknowns: Bool { get }
    func isUnknown(_ index: Int) -> Bool

    /// Makes up a value where none is given (a derived value, a default).
    mutating func fill(_ index: Int, field: CompiledField, today: CalendarDate)
    /// The JSON kind of the value given for a field (absent when none).
    func kind(of index: Int) -> ValueKind
    /// Takes the given value as the field's value, trimmed when asked; whether it is text of
    /// white space only (blank).
    mutating func take(_ index: Int, trimming: Bool) -> Bool
    /// Takes the given value, sent in another JSON type than the field's, as the `expected`
    /// one when ``Coercion`` reads it so (`"42"` as 42 for a number); the value's new kind, or
    /// nil when it cannot be read so (nothing is taken: a `type` problem follows).
    mutating func coerce(_ index: Int, to expected: FieldStep.ExpectedJSON) -> ValueKind?
    /// Whether the field has no value (absent, hidden, cleared).
    func isAbsent(_ index: Int) -> Bool
    /// Whether the field's value is text (a country or region code can be read from it).
    func holdsText(_ index: Int) -> Bool
    /// The field's text, or its number's literal, as UTF-8 (with whether it is ASCII).
    func withBytes<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>, _ isASCII: Bool) -> Result) -> Result
    /// Drops the field's value (a region that is not in its country).
    mutating func clear(_ index: Int)
    /// A passing value whose stored form differs from what was given (an e-mail domain
    /// lower-cased, a ZIP+4 hyphenated, separators dropped from a phone number).
    mutating func normalize(_ index: Int, step: StepReference, country: Country?, region: Region?) throws(Decline)
    /// Declines when the field's value was normalized and only the given text is at hand (the
    /// byte source), before another rule reads it.
    func declineIfNormalized(_ index: Int) throws(Decline)
    /// The checks that read a whole value: heights, identifiers, date-times, run-time choices,
    /// and regions and postal codes whose country an update leaves unknown.
    mutating func checkWhole(_ index: Int, step: StepReference, program: FormProgram) throws(Decline) -> WholeValueOutcome
    /// The field's value as conditions and `const` compare it: what was given when `submitted`
    /// (a region waiting for its country), else the field's value.
    func value(_ index: Int, submitted: Bool) throws(Decline) -> FormValue?
    /// Whether the value counts as given: true, or anything but false and empty.
    func isOn(_ index: Int, submitted: Bool) -> Bool
    /// Whether two fields' values are equal (`equals`).
    func areEqual(_ first: Int, _ second: Int) throws(Decline) -> Bool
    /// Whether a field's problems are reported (an update reports only what it touches).
    func reportsProblems(of index: Int) -> Bool
    /// Whether a group is checked (an update checks only groups it touches and knows).
    func checksGroup(_ group: CompiledGroup) -> Bool
}

extension FieldValues {
    static var hasUnknowns: Bool { false }
    func isUnknown(_ index: Int) -> Bool { false }
    func reportsProblems(of index: Int) -> Bool { true }
    func checksGroup(_ group: CompiledGroup) -> Bool { true }
    func declineIfNormalized(_ index: Int) throws(Decline) {}
}

/// What a check of a whole value found.
enum WholeValueOutcome {
    case pass
    case fail(RuleFailure)
    /// Failed, and the value is dropped (conditions no longer see it).
    case failAndClear(RuleFailure)
    /// A list's own failures (its count), and its items' problems, named by their items.
    case items([RuleFailure], [ValidationIssue])
}

/// The JSON kind of a field's value. All zero bytes is absent.
enum ValueKind: UInt8, Sendable {
    case absent, null, falseValue, trueValue, number, string
    /// An object (the tree source only: the scanner declines them).
    case container
    /// An array (the tree source only).
    case array
}

/// What the evaluation knows about one field during one validation, whatever the source. All
/// zero bytes is the state before a validation, so clearing is one fill.
struct FieldWork {
    var hidden = false
    var disabled = false
    /// The value is present but empty (white space only).
    var isBlank = false
    var problems: UInt8 = 0
    var typeFailed = false
    /// A region disabled only because no country is chosen: conditions still see what was
    /// submitted (so "country required when a state is given" holds).
    var awaitingCountry = false
    /// The byte source's value normalizes to other text (only noted: the tree has it).
    var normalizes = false

    var isAvailable: Bool { !hidden && !disabled }
}
