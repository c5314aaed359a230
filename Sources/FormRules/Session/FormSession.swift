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
    /// Names given to ``set(_:to:)`` that the spec does not declare, first set first.
    private(set) var undeclaredNames: [String] = []
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

    /// The current value of a field (nil when absent).
    public func value(_ field: String) -> FormValue? {
        current.value(at: layout.components(of: field))
    }

    /// The value the server sent for a field (nil when absent).
    public func originalValue(_ field: String) -> FormValue? {
        original.value(at: layout.components(of: field))
    }

    /// The state of a field in the current report.
    public func state(_ field: String) -> FieldState? {
        if let index = layout.index[field] { return report.fields[index] }
        return field.contains("[") ? stateInItem(field) : nil
    }

    /// The problems of a field in the current report, touched or not.
    public func issues(_ field: String) -> [ValidationIssue] {
        if let index = layout.index[field] { return issuesByField[index] }
        return otherIssues.first { $0.path == field }?.issues ?? []
    }

    /// Sets one field's value, re-validates, and tells what changed.
    ///
    /// Setting the country of a region field to a country the current region does not belong
    /// to removes the region's value (it is listed in ``FormChange/cleared``); the region's new
    /// options come in its state. Any other value that became invalid is kept and reported.
    ///
    /// - Parameters:
    ///   - field: The dotted name (`address.stateCode`), or a name inside a list's item
    ///     (`jumpers[0].name`: the list changes, and is sent whole). A name the spec does not
    ///     declare is kept and reported as the form's ``FormSpec/unknownFields`` policy says.
    ///   - value: The new value as the control holds it (untrimmed text, a number, a Boolean);
    ///     nil removes the field.
    /// - Returns: The edited field's problems and state, and every field whose state or problems
    ///   changed with it.
    @discardableResult
    public mutating func set(_ field: String, to value: FormValue?) -> FormChange {
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
            var paths = otherIssues.map(\.path)
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
        FormChange.FieldUpdate(name: field, state: state(field), issues: issues(field))
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
