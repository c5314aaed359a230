/// The verdict on one submission: every problem, a state per field, and the normalized
/// submission (trimmed, defaults and derived values filled in, heights snapped, stale values
/// cleared, hidden and disabled fields dropped).
public struct ValidationReport: Sendable, Hashable {
    /// Every problem, in the spec's order (fields, then groups, then unknown fields).
    public var issues: [ValidationIssue]
    /// A state per field, in the spec's order; empty when not asked for.
    public var fields: [FieldState]
    /// The normalized submission; `nil` when not asked for.
    public var normalized: FormValue?
    /// For an update (``ValidationMode/update(original:)``) that asked for the normalized
    /// submission: the fields its patch sets or clears, in spec order, secret ones included by
    /// name, whose values the patch holds only with ``ReportContents/secrets``. Empty
    /// otherwise. A backend applies the patch and knows, without the secret itself, that the
    /// password changed or an account was linked.
    public var changed: [String]

    public var isValid: Bool { issues.isEmpty }

    /// How many problems the submission has: those listed, and those a report cut at
    /// ``ValidationContext/maxIssues`` left out (counted by its last problem,
    /// `tooManyProblems`), never the closing problem itself.
    ///
    /// ```swift
    /// report.issues.count   // 201: 200 problems and the closing one
    /// report.problemCount   // 96004
    /// ```
    public var problemCount: Int {
        guard let last = issues.last, last.rule == .tooManyProblems, case .integer(let more)? = last.arguments.first else {
            return issues.count
        }
        return issues.count - 1 + more
    }

    public init(issues: [ValidationIssue], fields: [FieldState] = [], normalized: FormValue? = nil, changed: [String] = []) {
        self.issues = issues
        self.fields = fields
        self.normalized = normalized
        self.changed = changed
    }

    /// The state of the field with this dotted name.
    public func field(_ name: String) -> FieldState? {
        fields.first { $0.name == name }
    }
}
