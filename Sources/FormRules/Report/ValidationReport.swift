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

    public var isValid: Bool { issues.isEmpty }

    public init(issues: [ValidationIssue], fields: [FieldState] = [], normalized: FormValue? = nil) {
        self.issues = issues
        self.fields = fields
        self.normalized = normalized
    }

    /// The state of the field with this dotted name.
    public func field(_ name: String) -> FieldState? {
        fields.first { $0.name == name }
    }
}
