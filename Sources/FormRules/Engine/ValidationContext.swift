/// What a validation is relative to: the reference date and instant, and what to include.
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
    /// The most problems a report lists; past it, the report lists the first `maxIssues` and
    /// then one `tooManyProblems` problem that says how many more there were. Default
    /// ``defaultMaxIssues``: far more than a person can act on, few enough that a hostile
    /// submission cannot make a report (or its cost) large.
    public var maxIssues: Int

    /// The default of ``maxIssues``.
    public static let defaultMaxIssues = 200

    public init(
        today: CalendarDate, now: DateTime.Instant? = nil, includeFieldStates: Bool = true, includeNormalized: Bool = true,
        maxIssues: Int = ValidationContext.defaultMaxIssues
    ) {
        self.today = today
        self.now = now ?? DateTime.Instant(secondsSinceEpoch: Int64(today.daysSinceEpoch) * 86_400)
        self.includeFieldStates = includeFieldStates
        self.includeNormalized = includeNormalized
        self.maxIssues = maxIssues
    }
}
