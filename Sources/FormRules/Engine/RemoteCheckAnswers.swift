/// Answers to the remote checks a spec declares (``FieldSpec/remote``) from sets of values at
/// hand, synchronously: the values known to fail a check (the emails that already signed a
/// release), or the only values that pass one (invited codes). Given in
/// ``ValidationContext/remoteAnswers``, they are answered inside the validation, on the
/// validating thread, so an NDJSON batch runs them on all its threads at no cost in latency.
/// `form-check validate --remote NAME=FILE` fills them from a file.
///
/// A value is looked up as the field holds it after normalizing: text as it reads (an e-mail
/// address with its domain in lower case), a number as its literal (an `integer` field's `3.0`
/// is `3`). Other values (Booleans, lists) are never in a set.
///
/// ```swift
/// var answers = RemoteCheckAnswers()
/// answers.add("release.alreadySigned", values: ["ada@example.com"])          // fails when known
/// answers.add("invite.valid", values: ["X7Q2KD"], meaning: .passesOnlyWhenKnown)
/// var context = ValidationContext(today: today)
/// context.remoteAnswers = answers
/// form.validate(submission, context: context).issues.map(\.rule)  // ["release.alreadySigned"]
/// ```
///
/// Checks that call a service are answered asynchronously instead (`RemoteCheckRegistry` and
/// `RemoteValidation`, on the server).
public struct RemoteCheckAnswers: Sendable, Hashable {
    /// What being in the set means for a value.
    public enum Meaning: String, Sendable, Hashable {
        /// A known value fails the check: the email has already signed, the handle is taken.
        case failsWhenKnown
        /// Only a known value passes: an invitation code, a member's number.
        case passesOnlyWhenKnown
    }

    struct Entry: Sendable, Hashable {
        var keys: Set<String>
        var meaning: Meaning
    }

    private var entries: [String: Entry] = [:]

    /// No answers: every declared check is left to be answered elsewhere.
    public init() {}

    /// Answers the check `name` from `values` (strings and numbers; others are never matched),
    /// replacing an earlier answer to the same name.
    public mutating func add(_ name: String, values: [FormValue], meaning: Meaning = .failsWhenKnown) {
        entries[name] = Entry(keys: Set(values.compactMap(Self.key)), meaning: meaning)
    }

    /// The names of the checks answered here, sorted.
    public var names: [String] { entries.keys.sorted() }

    /// Whether the check `name` is answered here.
    public func answers(_ name: String) -> Bool { entries[name] != nil }

    /// Whether `value` passes the check `name`; nil when the check is not answered here.
    public func passes(_ name: String, value: FormValue) -> Bool? {
        guard let entry = entries[name] else { return nil }
        let known = Self.key(value).map { entry.keys.contains($0) } ?? false
        return entry.meaning == .failsWhenKnown ? !known : known
    }

    /// These answers with `other`'s added (`other`'s win for a name both answer).
    public func merging(_ other: RemoteCheckAnswers) -> RemoteCheckAnswers {
        var merged = self
        for (name, entry) in other.entries { merged.entries[name] = entry }
        return merged
    }

    /// Whether there are no answers at all.
    public var isEmpty: Bool { entries.isEmpty }

    /// A value's lookup key: text and numbers apart, so `"42"` is not `42`.
    static func key(_ value: FormValue) -> String? {
        switch value {
        case .string(let text): "s" + text
        case .number(let number): "n" + number.literal
        default: nil
        }
    }
}

/// A remote check that is due: a field that declares it is available, has a value, and passed
/// every local rule. ``FormValidator/remoteChecksDue`` lists those the context's
/// ``ValidationContext/remoteAnswers`` did not answer, for the server to run.
public struct RemoteCheckRequest: Sendable, Hashable {
    /// The check's name, the rule code of its problem.
    public var check: String
    /// The message key of its problem.
    public var messageKey: String
    /// The field's dotted name, where its problem is filed.
    public var field: String
    /// The field's JSON Pointer.
    public var pointer: String
    /// The field's label key, the problem's first argument.
    public var labelKey: String
    /// The field's normalized value.
    public var value: FormValue

    public init(check: String, messageKey: String, field: String, pointer: String, labelKey: String, value: FormValue) {
        self.check = check
        self.messageKey = messageKey
        self.field = field
        self.pointer = pointer
        self.labelKey = labelKey
        self.value = value
    }

    /// The problem when the check fails: at the field, code the check's name, its message
    /// key, the field's label as argument.
    public var failure: ValidationIssue {
        ValidationIssue(path: field, pointer: pointer, rule: RuleCode(rawValue: check), messageKey: messageKey, arguments: [.key(labelKey)])
    }
}

extension CompiledForm {
    /// The remote checks the spec declares, field by field in spec order: (field, check).
    public var declaredRemoteChecks: [(field: String, check: RemoteCheckUse)] {
        spec.fields.flatMap { field in field.remote.map { (field: field.name, check: $0) } }
    }

    /// The names of the remote checks the spec declares, each once, in spec order.
    public var remoteCheckNames: [String] {
        var names: [String] = []
        for (_, check) in declaredRemoteChecks where !names.contains(check.name) { names.append(check.name) }
        return names
    }
}
