/// What a validation is relative to: the reference date and instant, run-time options, whether
/// the submission is a whole record or an update of one, and what to include.
///
/// The engine never reads the clock itself, so a backend, an app and a test all get the same
/// verdict for the same inputs.
///
/// ```swift
/// let context = ValidationContext(today: try CalendarDate.parse("2026-11-21").get())
/// var strict = context
/// strict.maxIssues = 20  // list at most 20 problems, then say how many more there were
/// ```
public struct ValidationContext: Sendable, Hashable {
    /// "Today" for `date` rules and `today` defaults.
    public var today: CalendarDate
    /// "Now" for `dateTime` rules; midnight UTC of `today` unless given.
    public var now: DateTime.Instant
    /// Build the field states (for UIs).
    public var includeFieldStates: Bool
    /// Build the normalized submission.
    public var includeNormalized: Bool
    /// A whole record (the default), or an update that sends only what changed.
    public var mode: ValidationMode
    /// The options of `choice` fields whose options are given at run time (`optionsFrom`), by
    /// option set: `["avatar.top": ["cap-red", "hood-blue"]]`. A field whose set is missing
    /// rejects every value (`choice.optionsMissing`); ``CompiledForm/missingOptionSets(in:)``
    /// tells up front.
    public var optionSets: [String: [String]]

    /// The most problems a report lists; past it, the report lists the first `maxIssues` and
    /// then one `tooManyProblems` problem that says how many more there were. Default
    /// ``defaultMaxIssues``: far more than a person can act on, few enough that a hostile
    /// submission cannot make a report (or its cost) large.
    public var maxIssues: Int

    /// The default of ``maxIssues``.
    public static let defaultMaxIssues = 200

    public init(
        today: CalendarDate, now: DateTime.Instant? = nil, includeFieldStates: Bool = true, includeNormalized: Bool = true,
        mode: ValidationMode = .full, optionSets: [String: [String]] = [:], maxIssues: Int = ValidationContext.defaultMaxIssues
    ) {
        self.today = today
        self.now = now ?? DateTime.Instant(secondsSinceEpoch: Int64(today.daysSinceEpoch) * 86_400)
        self.includeFieldStates = includeFieldStates
        self.includeNormalized = includeNormalized
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
