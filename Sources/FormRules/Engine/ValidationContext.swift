/// What a validation is relative to: the reference date and instant, run-time options, whether
/// the submission is a whole record or an update of one, and what to include.
///
/// The engine never reads the clock itself, so a backend, an app and a test all get the same
/// verdict for the same inputs.
///
/// ```swift
/// let context = ValidationContext(today: try CalendarDate("2026-11-21"))
/// var strict = context
/// strict.maxIssues = 20  // list at most 20 problems, then say how many more there were
/// ```
public struct ValidationContext: Sendable, Hashable {
    /// "Today" for `date` rules and `today` defaults.
    public var today: CalendarDate
    /// "Now" for `dateTime` rules; midnight UTC of `today` unless given.
    public var now: DateTime.Instant
    /// What a report holds besides the problems: field states (for UIs), the normalized
    /// submission (to store), both (the default), or neither (``ReportContents/problems``: a
    /// backend that only answers yes or no, which ``FormValidator/validate(json:limits:file:)``
    /// checks straight from the bytes).
    public var output: ReportContents
    /// Build the field states (for UIs): ``output`` contains ``ReportContents/fieldStates``.
    public var includeFieldStates: Bool {
        get { output.contains(.fieldStates) }
        set { if newValue { output.insert(.fieldStates) } else { output.remove(.fieldStates) } }
    }
    /// Build the normalized submission: ``output`` contains ``ReportContents/normalized``.
    public var includeNormalized: Bool {
        get { output.contains(.normalized) }
        set { if newValue { output.insert(.normalized) } else { output.remove(.normalized) } }
    }
    /// A whole record (the default), or an update that sends only what changed.
    public var mode: ValidationMode
    /// The options of `choice` fields whose options are given at run time (`optionsFrom`), by
    /// option set: `["avatar.top": ["cap-red", "hood-blue"]]`. A field whose set is missing
    /// rejects every value (`choice.optionsMissing`); ``CompiledForm/missingOptionSets(in:)``
    /// tells up front.
    public var optionSets: [String: [String]]
    /// Answers to the spec's remote checks from sets of values at hand (``RemoteCheckAnswers``),
    /// run inside the validation; empty by default. A declared check they do not answer is
    /// left in ``FormValidator/remoteChecksDue`` for the server (`RemoteValidation`).
    public var remoteAnswers = RemoteCheckAnswers()

    /// The most problems a report lists; past it, the report lists the first `maxIssues` and
    /// then one `tooManyProblems` problem that says how many more there were. Default
    /// ``defaultMaxIssues``: far more than a person can act on, few enough that a hostile
    /// submission cannot make a report (or its cost) large.
    public var maxIssues: Int

    /// The default of ``maxIssues``.
    public static let defaultMaxIssues = 200

    /// A context that says what the report holds (``ReportContents``).
    ///
    /// ```swift
    /// let backend = ValidationContext(today: today, output: .problems)
    /// ```
    public init(
        today: CalendarDate, now: DateTime.Instant? = nil, output: ReportContents,
        mode: ValidationMode = .full, optionSets: [String: [String]] = [:], maxIssues: Int = ValidationContext.defaultMaxIssues
    ) {
        self.init(
            today: today, now: now, includeFieldStates: output.contains(.fieldStates), includeNormalized: output.contains(.normalized),
            mode: mode, optionSets: optionSets, maxIssues: maxIssues)
        self.output = output
    }

    public init(
        today: CalendarDate, now: DateTime.Instant? = nil, includeFieldStates: Bool = true, includeNormalized: Bool = true,
        mode: ValidationMode = .full, optionSets: [String: [String]] = [:], maxIssues: Int = ValidationContext.defaultMaxIssues
    ) {
        self.today = today
        self.now = now ?? DateTime.Instant(secondsSinceEpoch: Int64(today.daysSinceEpoch) * 86_400)
        output = ReportContents(fieldStates: includeFieldStates, normalized: includeNormalized)
        self.mode = mode
        self.optionSets = optionSets
        self.maxIssues = maxIssues
    }
}

/// Whether a submission is a whole record or an update of one.
///
/// ```swift
/// // The app sends only what changed; the backend has the stored profile.
/// let context = ValidationContext(today: today, mode: .update(original: storedProfile))
/// form.validate(["firstName": "Ada"], context: context).isValid   // true: email is stored
/// ```
public enum ValidationMode: Sendable, Hashable {
    /// Every field as the spec says: a missing required field is a problem.
    case full
    /// Only the fields present are checked; rules between fields still hold, reading the
    /// stored record (`original`, when given) for fields the update does not send. A field the
    /// update sends as `null` or empty is checked as cleared. The report names only fields the
    /// update touched or broke, and the normalized submission holds only the update (cleared
    /// fields as `null`).
    case update(original: FormValue?)

    /// Whether this is an update.
    public var isUpdate: Bool {
        if case .update = self { return true }
        return false
    }
}

/// What a report holds besides the problems.
///
/// ```swift
/// ValidationContext(today: today, output: .problems)        // a backend's yes or no
/// ValidationContext(today: today, output: .everything)      // an app's form: states too
/// ValidationContext(today: today, output: .normalized)      // a backend that stores the record
/// ```
public struct ReportContents: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Each field's state: visible, enabled, required, value, options, height.
    public static let fieldStates = ReportContents(rawValue: 1)
    /// The submission as it should be stored.
    public static let normalized = ReportContents(rawValue: 2)
    /// Secret fields' values (``FieldSpec/secret``: a new password, an account's token) in the
    /// normalized submission, for the backend that applies it; without it they are left out,
    /// and an update names them in ``ValidationReport/changed`` only. A report made with it must
    /// never be shown, logged or sent back.
    ///
    /// ```swift
    /// let context = ValidationContext(today: today, mode: .update, output: [.normalized, .secrets])
    /// let patch = form.validate(body, context: context).normalized   // holds "password"
    /// ```
    public static let secrets = ReportContents(rawValue: 4)
    /// The problems only: the fastest report.
    public static let problems: ReportContents = []
    /// Field states and the normalized submission.
    public static let everything: ReportContents = [.fieldStates, .normalized]

    init(fieldStates: Bool, normalized: Bool) {
        self = []
        if fieldStates { insert(.fieldStates) }
        if normalized { insert(.normalized) }
    }
}
