public import Observation

/// A ``FormSession`` for SwiftUI (or any UI that uses the `Observation` module): one observable
/// ``FieldModel`` per field, fed from each edit's ``FormChange/updates``, so that choosing a
/// country redraws the state picker and the postal code, and not the city.
///
/// ```swift
/// let model = FormModel(session: FormSession(form: form, context: ValidationContext(today: today)))
/// let city = model.field("address.city")
/// model.set("address.countryCode", to: "AU")     // the state picker's observers are told; the city's are not
/// model.set("address.city", to: "Sydney")
/// model.touch("address.city")
/// model.field("address.stateCode").state?.options?.count   // 8
/// city.isChanged                                   // true
/// let report = model.submit()                      // every problem visible now
/// ```
///
/// The model is isolated to the main actor: it is a UI's model, read and edited by views on the
/// main thread. The session it wraps is a value (`Sendable`): hand ``session`` to a task to
/// save ``FormSession/changedPayload`` off the main actor.
///
/// Edit through the model, not through a copy of ``session``; each edit updates only the field
/// models whose value, state, problems, touch or change flag differ (properties are assigned only
/// when their value changes).
@MainActor
@Observable
public final class FormModel {
    /// The form being edited.
    public nonisolated let form: CompiledForm

    /// Renders labels (``FieldModel/label``, ``label(forOption:of:)``); setting it relabels every
    /// field, for a change of language.
    public var messages: any MessageRendering {
        didSet { for field in fieldModels.values { field.relabel(from: storage, messages: messages) } }
    }

    /// Whether the whole form is valid now.
    public private(set) var isValid: Bool
    /// Whether any field differs from the original (the Save and Discard buttons).
    public private(set) var hasChanges: Bool
    /// Whether ``submit()`` was called since the last reset.
    public private(set) var isSubmitted: Bool
    /// Every problem to show now (see ``FormSession/visibleIssues``), for a summary at the top.
    public private(set) var visibleIssues: [ValidationIssue]

    @ObservationIgnored private var storage: FormSession
    /// One model per name asked for; every declared field has one from the start.
    @ObservationIgnored private var fieldModels: [String: FieldModel] = [:]
    /// The declared fields' models in spec order.
    @ObservationIgnored private var declared: [FieldModel] = []

    /// Wraps a session.
    /// - Parameters:
    ///   - session: The session, usually fresh from the server's values.
    ///   - messages: Renders labels; keys themselves (``MessageKeysOnly``) by default.
    public init(session: FormSession, messages: any MessageRendering = MessageKeysOnly()) {
        form = session.form
        self.messages = messages
        storage = session
        isValid = session.report.isValid
        hasChanges = session.hasChanges
        isSubmitted = session.isSubmitted
        visibleIssues = session.visibleIssues
        declared = session.form.spec.fields.map { FieldModel(name: $0.name, session: session, messages: messages) }
        for field in declared { fieldModels[field.name] = field }
    }

    /// The session as it is now; observers of it are told of every edit.
    public var session: FormSession {
        access(keyPath: \.session)
        return storage
    }

    /// The reference date and what reports include; setting it re-validates every field.
    public var context: ValidationContext {
        get { session.context }
        set { edit(refreshing: nil) { $0.context = newValue } }
    }

    /// The model of one field, the same object every time for the same name.
    ///
    /// The name is checked as ``FormSession``'s methods check names (see "Field names" there):
    /// a declared field, an object holding fields (`address`) or a name inside a list's item
    /// (`jumpers[0].name`) gets its model; a mistyped name stops a debug build, rather than give
    /// a model that never changes. A name the spec does not declare gets a model once the
    /// session holds it (after ``setUndeclared(_:to:)``, or sent by the server); its
    /// ``FieldModel/state`` is nil.
    ///
    /// ```swift
    /// model.field("address.stateCode")   // a declared field
    /// model.field("adress.stateCode")    // debug: "... Did you mean 'address.stateCode'?"
    /// model.setUndeclared("nickname", to: "ada")
    /// model.field("nickname").issues.map(\.rule)   // ["unknownField"]
    /// ```
    public func field(_ name: String) -> FieldModel {
        if let field = fieldModels[name] { return field }
        storage.checkName(name, type: "FormModel")
        let field = FieldModel(name: name, session: storage, messages: messages)
        fieldModels[name] = field
        return field
    }

    /// The declared fields' models, in spec order: for a form built from the spec.
    public var fields: [FieldModel] { declared }

    // MARK: Edits

    /// Sets one field's value, as ``FormSession/set(_:to:)-(_,FormValue?)`` does, and updates
    /// the models of the fields the edit changed.
    ///
    /// A name the session does not know stops a debug build, as the session's `set` does; set
    /// data the spec does not declare on purpose with ``setUndeclared(_:to:)``.
    @discardableResult
    public func set(_ field: String, to value: FormValue?) -> FormChange {
        storage.checkName(field, type: "FormModel")
        return apply(field) { $0.set(unchecked: field, to: value) }
    }

    /// Sets a value under a name the spec may not declare, on purpose, as
    /// ``FormSession/setUndeclared(_:to:)`` does, and updates the models of the fields the edit
    /// changed.
    ///
    /// ```swift
    /// model.setUndeclared("nickname", to: "ada")
    /// model.visibleIssues   // [] until "nickname" is touched or the form submitted
    /// ```
    @discardableResult
    public func setUndeclared(_ name: String, to value: FormValue?) -> FormChange {
        apply(name) { $0.setUndeclared(name, to: value) }
    }

    /// Sets a field to text as the control holds it.
    @discardableResult
    public func set(_ field: String, to text: String) -> FormChange { set(field, to: FormValue.string(text)) }

    /// Sets a field to a whole number.
    @discardableResult
    public func set(_ field: String, to number: Int) -> FormChange { set(field, to: FormValue.number(FormNumber(number))) }

    /// Sets a field to a number; NaN and infinities are kept as text, as
    /// ``FormSession/set(_:to:)-(_,Double)`` does.
    @discardableResult
    public func set(_ field: String, to number: Double) -> FormChange {
        set(field, to: number.isFinite ? FormValue.number(FormNumber(number)) : FormValue.string(String(number)))
    }

    /// Sets a field to a Boolean.
    @discardableResult
    public func set(_ field: String, to flag: Bool) -> FormChange { set(field, to: FormValue.bool(flag)) }

    /// Marks a field as touched (on leaving it): its problems become visible. A name the
    /// session does not know stops a debug build, as ``FormSession/touch(_:)`` does.
    public func touch(_ field: String) {
        storage.checkName(field, type: "FormModel")
        // A group's problem shows on its first member when any member is touched: refresh all.
        edit(refreshing: nil) { $0.touch(field) }
    }

    /// Touches every field and returns the whole report, for the submit button.
    public func submit() -> ValidationReport {
        edit(refreshing: nil) { _ = $0.submit() }
        return storage.report
    }

    /// Puts every value back to the original; touches stay.
    public func discardChanges() {
        edit(refreshing: nil) { $0.discardChanges() }
    }

    /// Starts over from new original values, such as what the server returned after a save.
    public func reset(original: FormObject) {
        edit(refreshing: nil) { $0.reset(original: original) }
    }

    /// Starts over: values back to the original, nothing touched, not submitted.
    public func reset() {
        edit(refreshing: nil) { $0.reset() }
    }

    // MARK: Labels

    /// A field's label in ``messages``' language (``FormSession/label(for:using:)``). A name the
    /// session does not know stops a debug build.
    public func label(for field: String) -> String {
        storage.checkName(field, type: "FormModel")
        return storage.label(forUnchecked: field, using: messages)
    }

    /// The label of an option the field offers now, in ``messages``' language; the option
    /// itself when the field does not offer it (``FormSession/label(forOption:of:using:)``). A
    /// field name the session does not know stops a debug build.
    ///
    /// ```swift
    /// Picker(field.label, selection: selection) {
    ///     ForEach(field.state?.options ?? [], id: \.value) { option in
    ///         Text(model.label(forOption: option.value, of: field.name)).tag(option.value)
    ///     }
    /// }
    /// ```
    public func label(forOption option: String, of field: String) -> String {
        storage.checkName(field, type: "FormModel")
        return storage.label(forOption: option, ofUnchecked: field, using: messages)
    }

    // MARK: Internals

    /// Runs one edit that sets `field` and refreshes the models of the fields it changed.
    private func apply(_ field: String, _ set: (inout FormSession) -> FormChange) -> FormChange {
        var change: FormChange?
        edit(refreshing: []) { session in change = set(&session) }
        guard let change else { preconditionFailure("the edit closure always runs") }
        refresh([field] + change.names + change.cleared)
        return change
    }

    /// Runs one edit of the session, telling observers of ``session``, then refreshes the form's
    /// flags and the field models: those named (after the edit, by the caller) or, with nil, all.
    private func edit(refreshing names: [String]?, _ body: (inout FormSession) -> Void) {
        withMutation(keyPath: \.session) { body(&storage) }
        if names == nil { refresh(fieldModels.keys) }
        let isValid = storage.report.isValid
        if isValid != self.isValid { self.isValid = isValid }
        let hasChanges = storage.hasChanges
        if hasChanges != self.hasChanges { self.hasChanges = hasChanges }
        let isSubmitted = storage.isSubmitted
        if isSubmitted != self.isSubmitted { self.isSubmitted = isSubmitted }
        let visibleIssues = storage.visibleIssues
        if visibleIssues != self.visibleIssues { self.visibleIssues = visibleIssues }
    }

    private func refresh(_ names: some Sequence<String>) {
        for name in names { fieldModels[name]?.refresh(from: storage) }
    }
}
