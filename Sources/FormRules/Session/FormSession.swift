/// An edit session of one form in an app: the values the server sent, the values being edited,
/// which fields the user has touched, and the report on the current values, kept up to date
/// one edit at a time.
///
/// A value type: copy it to keep an undo point, hand it to another task, or compare two.
///
/// ```swift
/// let form = try CompiledForm(contentsOf: "Specs/personal-details.json")
/// var session = FormSession(form: form, original: ["email": "ada@example.com"],
///                           context: ValidationContext(today: today))
///
/// let change = session.set("email", to: "ada@")   // as the user types
/// change.issues.map(\.rule)                       // ["email"]
/// session.visibleIssues                           // []: the field is not touched yet
/// session.touch("email")                          // on leaving the field
/// session.visibleIssues.map(\.path)               // ["email"]
///
/// session.set("email", to: "ada@example.org")
/// session.changedFields                           // ["email"]
/// session.changedPayload                          // {"email": "ada@example.org"}
/// ```
///
/// ## Field names
///
/// Every method that takes a field name from app code (``set(_:to:)-(_,FormValue?)`` and its
/// typed overloads, ``value(_:)``, ``state(_:)``, ``issues(_:)``, ``touch(_:)``,
/// ``visibleIssues(_:)``, ``label(for:using:)`` and the rest) stops a debug build on a name the
/// session does not know. A mistyped name would otherwise go by silently: its value kept as
/// data the spec does not declare, its reads answering nil, `[]` or `false` for ever, its touch
/// hiding the real field's problems until submit.
///
/// ```swift
/// session.set("adress.countryCode", to: "AU")
/// // Assertion failed: FormSession.set(_:to:): unknown field 'adress.countryCode' in form
/// // 'personal-details'. Did you mean 'address.countryCode'? To set a name the spec does
/// // not declare on purpose, use setUndeclared(_:to:).
/// ```
///
/// A session knows a declared field (`address.countryCode`), an object holding declared fields
/// (`address`), a name inside a list's item (`jumpers[0].name`, `emails[1]`, `jumpers[0]`), a
/// name given to ``setUndeclared(_:to:)``, and a name the spec does not declare that the
/// original or current values hold (a member the server sent). Setting a name the spec does not
/// declare is a legitimate thing to do (data kept under ``FormSpec/unknownFields`` `keep`, a
/// test of the `reject` policy), but nothing in the name tells it from a typo; so it has its
/// own entry point, ``setUndeclared(_:to:)``, and `set` is for the form's own fields.
///
/// Release builds skip the check: `set` keeps a name the spec does not declare and reports it
/// as ``FormSpec/unknownFields`` says, exactly as ``setUndeclared(_:to:)`` does, and reads of
/// an unknown name answer nil, `[]` or `false`.
public struct FormSession: Sendable {
    /// The form being edited.
    public let form: CompiledForm
    /// The reference date and what reports include; setting it re-validates.
    ///
    /// Field states are always built: the session needs them to tell what an edit changed.
    public var context: ValidationContext {
        didSet {
            context.includeFieldStates = true
            revalidate()
        }
    }
    /// The values as the server sent them.
    public private(set) var original: FormObject
    /// The values being edited, nested by dotted names as a submission is.
    public private(set) var current: FormObject
    /// Dotted names of the fields the user has left (see ``touch(_:)``).
    public private(set) var touched: Set<String> = []
    /// Whether ``submit()`` was called since the last ``reset()``: then every problem is visible.
    public private(set) var isSubmitted = false
    /// The report on ``current``: exactly what `form.validate(.object(current), context:)` gives.
    public private(set) var report: ValidationReport

    let layout: SessionLayout
    /// Reused from edit to edit, to save allocating its working storage each time.
    private var validator: FormValidator
    /// Names the spec does not declare that were set (with ``setUndeclared(_:to:)``, or with
    /// `set` in a release build), first set first.
    private(set) var undeclaredNames: [String] = []
    /// Names given to ``setUndeclared(_:to:)``, which the check of names accepts from then on,
    /// resets included. Not compared by `==`: they change no value, problem or touch.
    private(set) var namesSetOnPurpose: Set<String> = []
    /// Per field, its problems in ``report``.
    private var issuesByField: [[ValidationIssue]]
    /// Problems of members the spec does not declare, by path.
    private var otherIssues: [(path: String, issues: [ValidationIssue])]

    /// Starts editing the values the server sent.
    /// - Parameters:
    ///   - form: The form.
    ///   - original: The values as received, nested by dotted names (`{"address": {"city": ...}}`).
    ///   - context: The reference date; field states are always included.
    public init(form: CompiledForm, original: FormObject = FormObject(), context: ValidationContext) {
        self.form = form
        var context = context
        context.includeFieldStates = true
        self.context = context
        self.original = original
        current = original
        layout = SessionLayout(form)
        validator = form.makeValidator(context: context)
        report = validator.validate(.object(original))
        (issuesByField, otherIssues) = layout.group(report.issues)
    }

    // MARK: Values

    /// The current value of a field (nil when absent); for a name inside a list's item
    /// (`jumpers[0].name`), that item's value.
    ///
    /// A name the session does not know stops a debug build (see "Field names" in ``FormSession``).
    public func value(_ field: String) -> FormValue? {
        checkName(field)
        return value(unchecked: field)
    }

    /// The value the server sent for a field (nil when absent), read as ``value(_:)`` reads.
    ///
    /// A name the session does not know stops a debug build (see "Field names" in ``FormSession``).
    public func originalValue(_ field: String) -> FormValue? {
        checkName(field)
        return value(at: field, in: original)
    }

    /// The state of a field in the current report; nil for a name the spec does not declare.
    ///
    /// A name the session does not know stops a debug build (see "Field names" in ``FormSession``).
    public func state(_ field: String) -> FieldState? {
        checkName(field)
        return state(unchecked: field)
    }

    /// The problems of a field in the current report, touched or not.
    ///
    /// A name the session does not know stops a debug build (see "Field names" in ``FormSession``).
    public func issues(_ field: String) -> [ValidationIssue] {
        checkName(field)
        return issues(unchecked: field)
    }

    /// ``value(_:)`` without the check of the name.
    func value(unchecked field: String) -> FormValue? {
        value(at: field, in: current)
    }

    /// ``state(_:)`` without the check of the name.
    func state(unchecked field: String) -> FieldState? {
        if let index = layout.index[field] { return report.fields[index] }
        return field.contains("[") ? stateInItem(field) : nil
    }

    /// ``issues(_:)`` without the check of the name.
    func issues(unchecked field: String) -> [ValidationIssue] {
        if let index = layout.index[field] { return issuesByField[index] }
        return otherIssues.first { $0.path == field }?.issues ?? []
    }

    /// Sets one field's value, re-validates, and tells what changed.
    ///
    /// Setting the country of a region field to a country the current region does not belong
    /// to removes the region's value (it is listed in ``FormChange/cleared``); the region's new
    /// options come in its state. Any other value that became invalid is kept and reported.
    ///
    /// A name the session does not know is a mistake: it stops a debug build, with the
    /// declared name nearest to it (see "Field names" in ``FormSession``). Set data the spec does
    /// not declare on purpose with ``setUndeclared(_:to:)``.
    ///
    /// ```swift
    /// session.set("address.countryCode", to: "AU")   // a declared field
    /// session.set("address", to: nil)                // the object holding the address fields
    /// session.set("jumpers[0].name", to: "Ann")      // a field of a list's item
    /// session.set("adress.countryCode", to: "AU")    // debug: "... Did you mean 'address.countryCode'?"
    /// ```
    ///
    /// - Parameters:
    ///   - field: The dotted name (`address.stateCode`), the name of an object holding fields
    ///     (`address`), or a name inside a list's item (`jumpers[0].name`: the list changes, and
    ///     is sent whole). In a release build a name the spec does not declare is kept and
    ///     reported as the form's ``FormSpec/unknownFields`` policy says, as
    ///     ``setUndeclared(_:to:)`` does.
    ///   - value: The new value as the control holds it (untrimmed text, a number, a Boolean);
    ///     nil removes the field.
    /// - Returns: The edited field's problems and state, and every field whose state or problems
    ///   changed with it.
    @discardableResult
    public mutating func set(_ field: String, to value: FormValue?) -> FormChange {
        checkName(field)
        return set(unchecked: field, to: value)
    }

    /// Sets a value under a name the spec may not declare, on purpose: data the app carries
    /// beside the form's fields, or a test of the form's ``FormSpec/unknownFields`` policy.
    /// Never checks the name; otherwise exactly ``set(_:to:)-(_,FormValue?)``.
    ///
    /// The value is kept in ``current``, listed in ``changedFields`` and sent in
    /// ``changedPayload``; the report treats it as the policy says (`reject`: an
    /// `unknownField` problem; `ignore`, `keep`: none). From then on the session knows the
    /// name, resets included, so reading, touching or setting it does not stop a debug build.
    ///
    /// ```swift
    /// session.setUndeclared("nickname", to: "ada")
    /// session.issues("nickname").map(\.rule)   // ["unknownField"]: personal-details rejects unknown fields
    /// session.changedPayload                   // {"nickname": "ada"}
    /// ```
    @discardableResult
    public mutating func setUndeclared(_ name: String, to value: FormValue?) -> FormChange {
        namesSetOnPurpose.insert(name)
        return set(unchecked: name, to: value)
    }

    /// ``set(_:to:)-(_,FormValue?)`` without the check of the name.
    mutating func set(unchecked field: String, to value: FormValue?) -> FormChange {
        if field.contains("["), let change = setInItem(field, to: value) { return change }
        let components = layout.components(of: field)
        guard current.value(at: components) != value else {
            return FormChange(field: field, updates: [update(field)], cleared: [], isValid: report.isValid)
        }
        current.setValue(value, at: components[...])
        let fieldIndex = layout.index[field]
        if fieldIndex == nil, !undeclaredNames.contains(field), !layout.isObject(field) { undeclaredNames.append(field) }

        var next = validator.validate(.object(current))
        var cleared: [String] = []
        if let fieldIndex {
            for region in layout.regionsByCountry[fieldIndex] {
                let name = form.fields[region].spec.name
                guard next.issues.contains(where: { $0.path == name && $0.rule == .region }) else { continue }
                current.setValue(nil, at: form.fields[region].components[...])
                cleared.append(name)
            }
            if !cleared.isEmpty { next = validator.validate(.object(current)) }
        }
        return adopt(next, edited: field, editedIndex: fieldIndex, cleared: cleared)
    }

    // MARK: Internals

    /// Makes `next` the report and lists what differs from the previous one.
    private mutating func adopt(_ next: ValidationReport, edited: String, editedIndex: Int?, cleared: [String]) -> FormChange {
        let (nextByField, nextOther) = layout.group(next.issues)
        var updates: [FormChange.FieldUpdate] = []
        if editedIndex == nil {
            updates.append(FormChange.FieldUpdate(
                name: edited, state: nil, issues: nextOther.first { $0.path == edited }?.issues ?? []))
        }
        for index in form.fields.indices {
            let isEdited = index == editedIndex
            guard isEdited || nextByField[index] != issuesByField[index] || next.fields[index] != report.fields[index] else { continue }
            let fieldUpdate = FormChange.FieldUpdate(name: next.fields[index].name, state: next.fields[index], issues: nextByField[index])
            if isEdited { updates.insert(fieldUpdate, at: 0) } else { updates.append(fieldUpdate) }
        }
        if !nextOther.isEmpty || !otherIssues.isEmpty {
            var paths = otherIssues.map { $0.path }
            for entry in nextOther where !paths.contains(entry.path) { paths.append(entry.path) }
            for path in paths where path != edited {
                let before = otherIssues.first { $0.path == path }?.issues ?? []
                let after = nextOther.first { $0.path == path }?.issues ?? []
                if before != after { updates.append(FormChange.FieldUpdate(name: path, state: nil, issues: after)) }
            }
        }
        report = next
        issuesByField = nextByField
        otherIssues = nextOther
        return FormChange(field: edited, updates: updates, cleared: cleared, isValid: next.isValid)
    }

    private func update(_ field: String) -> FormChange.FieldUpdate {
        FormChange.FieldUpdate(name: field, state: state(unchecked: field), issues: issues(unchecked: field))
    }

    /// Validates ``current`` afresh.
    mutating func revalidate() {
        validator.context = context
        report = validator.validate(.object(current))
        (issuesByField, otherIssues) = layout.group(report.issues)
    }

    /// Replaces both value sets and forgets touches (for ``reset()`` and its kin).
    mutating func replace(original: FormObject, current: FormObject, keepTouches: Bool) {
        self.original = original
        self.current = current
        undeclaredNames.removeAll()
        if !keepTouches {
            touched.removeAll()
            isSubmitted = false
        }
        revalidate()
    }

    mutating func replaceTouched(_ names: Set<String>) {
        touched = names
    }

    mutating func markTouched(_ names: some Sequence<String>, submitted: Bool) {
        touched.formUnion(names)
        if submitted { isSubmitted = true }
    }
}

/// What a session looks up on every edit, worked out once per form.
struct SessionLayout: Sendable {
    /// Field index by dotted name.
    let index: [String: Int]
    /// Per field: the region fields whose country it is.
    let regionsByCountry: [[Int]]
    /// Per group: its rule code, the path its problem is filed under, and its members' names.
    let groups: [(rule: RuleCode, path: String, members: [String])]
    private let form: CompiledForm

    init(_ form: CompiledForm) {
        self.form = form
        var index: [String: Int] = [:]
        var regions = [[Int]](repeating: [], count: form.fields.count)
        for field in form.fields {
            index[field.spec.name] = field.index
            if field.step.kind == .region { regions[field.step.countryField].append(field.index) }
        }
        self.index = index
        regionsByCountry = regions
        groups = form.groups.map { group in
            (RuleCode(rawValue: group.spec.kind.rawValue), form.fields[group.fields[0]].spec.name, group.fields.map { form.fields[$0].spec.name })
        }
    }

    /// Whether `name` is an object holding fields (`address`), not a field or an unknown member.
    func isObject(_ name: String) -> Bool {
        let prefix = name + "."
        return form.fields.contains { $0.spec.name.hasPrefix(prefix) }
    }

    func components(of name: String) -> [String] {
        index[name].map { form.fields[$0].components } ?? FieldPath.components(of: name)
    }

    /// Problems by field, and the rest by path in order of first appearance.
    func group(_ issues: [ValidationIssue]) -> ([[ValidationIssue]], [(path: String, issues: [ValidationIssue])]) {
        var byField = [[ValidationIssue]](repeating: [], count: form.fields.count)
        var other: [(path: String, issues: [ValidationIssue])] = []
        for issue in issues {
            if let field = index[issue.path] {
                byField[field].append(issue)
            } else if let slot = other.firstIndex(where: { $0.path == issue.path }) {
                other[slot].issues.append(issue)
            } else {
                other.append((issue.path, [issue]))
            }
        }
        return (byField, other)
    }
}
