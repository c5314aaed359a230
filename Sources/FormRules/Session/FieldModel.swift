public import Observation

/// One field of a ``FormModel``, observable on its own: a view that reads the city field's
/// properties is redrawn when the city changes, not when the country does.
///
/// The model sets a property only when its value changes, so observers are told only of real
/// changes. Main-actor isolated, like the model that owns it.
///
/// ```swift
/// let state = model.field("address.stateCode")
/// state.state?.enabled                 // false until a country is chosen
/// model.set("address.countryCode", to: "AU")
/// state.state?.options?.count          // 8
/// state.visibleIssues                  // []: not touched yet
/// ```
@MainActor
@Observable
public final class FieldModel: Identifiable {
    /// The field's dotted name.
    public nonisolated let name: String
    /// The dotted name, which identifies the field in lists.
    public nonisolated var id: String { name }
    /// The field's label in the model's language (see ``FormModel/messages``).
    public internal(set) var label: String
    /// The current value, as the control holds it; nil when absent.
    public internal(set) var value: FormValue?
    /// The state in the current report (visible, enabled, required now, options, height); nil
    /// for a name the spec does not declare.
    public internal(set) var state: FieldState?
    /// Every problem of the field now, touched or not.
    public internal(set) var issues: [ValidationIssue]
    /// The problems to show now (see ``FormSession/visibleIssues(_:)``).
    public internal(set) var visibleIssues: [ValidationIssue]
    /// Whether the user has left the field, or the form was submitted.
    public internal(set) var isTouched: Bool
    /// Whether the value differs from the original (see ``FormSession/isChanged(_:)``).
    public internal(set) var isChanged: Bool

    init(name: String, session: FormSession, messages: any MessageRendering) {
        self.name = name
        label = session.label(forUnchecked: name, using: messages)
        value = session.value(unchecked: name)
        state = session.state(unchecked: name)
        issues = session.issues(unchecked: name)
        visibleIssues = session.visibleIssues(unchecked: name)
        isTouched = session.isTouched(unchecked: name)
        isChanged = session.isChanged(unchecked: name)
    }

    /// Takes what the session says of this field now, assigning only what differs.
    ///
    /// Reads without the check of names: the model checked the name when it made this field
    /// model, and a name set with ``FormModel/setUndeclared(_:to:)`` keeps its model after a
    /// reset, when the session no longer knows it.
    func refresh(from session: FormSession) {
        let value = session.value(unchecked: name)
        if value != self.value { self.value = value }
        let state = session.state(unchecked: name)
        if state != self.state { self.state = state }
        let issues = session.issues(unchecked: name)
        if issues != self.issues { self.issues = issues }
        let visibleIssues = session.visibleIssues(unchecked: name)
        if visibleIssues != self.visibleIssues { self.visibleIssues = visibleIssues }
        let isTouched = session.isTouched(unchecked: name)
        if isTouched != self.isTouched { self.isTouched = isTouched }
        let isChanged = session.isChanged(unchecked: name)
        if isChanged != self.isChanged { self.isChanged = isChanged }
    }

    /// Takes the label in a new language.
    func relabel(from session: FormSession, messages: any MessageRendering) {
        let label = session.label(forUnchecked: name, using: messages)
        if label != self.label { self.label = label }
    }
}
