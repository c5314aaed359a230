/// What one edit of a ``FormSession`` changed: the edited field's problems and state, and every
/// other field whose state or problems changed with it.
///
/// Fields depend on each other through conditions, region options, postal codes, `equals`,
/// derived values and groups; a UI redraws only ``updates``.
///
/// ```swift
/// let change = session.set("address.countryCode", to: "AU")
/// change.cleared                                   // ["address.stateCode"] (was "CA")
/// change["address.stateCode"]?.state?.options?.count // 8: the Australian states and territories
/// change["address.stateCode"]?.issues.map(\.rule)  // ["required"]
/// ```
public struct FormChange: Sendable, Hashable {
    /// The new state and problems of one field.
    public struct FieldUpdate: Sendable, Hashable {
        /// The field's dotted name.
        public var name: String
        /// The field's state; nil for a member the spec does not declare.
        public var state: FieldState?
        /// The field's problems now (all of them, touched or not; see ``FormSession/visibleIssues``).
        public var issues: [ValidationIssue]
    }

    /// The dotted name of the edited field.
    public var field: String
    /// The edited field first, then every field whose state or problems changed, in spec order
    /// (then members the spec does not declare).
    public var updates: [FieldUpdate]
    /// Fields whose values the session removed because the edit made them stale: a state or
    /// territory that does not belong to the newly chosen country.
    public var cleared: [String]
    /// Whether the whole form is valid after the edit.
    public var isValid: Bool

    /// The problems of the edited field.
    public var issues: [ValidationIssue] { updates.first?.issues ?? [] }

    /// The update of the field with this dotted name, if it changed.
    public subscript(name: String) -> FieldUpdate? {
        updates.first { $0.name == name }
    }

    /// The dotted names of the updated fields, the edited one first.
    public var names: [String] { updates.map { $0.name } }
}
