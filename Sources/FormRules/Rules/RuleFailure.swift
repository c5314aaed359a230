/// A rule's verdict on a value it rejects: the rule's code and the message arguments that
/// follow the field's label. The engine turns it into an ``ValidationIssue``.
struct RuleFailure: Error, Sendable, Hashable {
    var code: RuleCode
    var arguments: [MessageArgument]

    init(_ code: RuleCode, _ arguments: [MessageArgument] = []) {
        self.code = code
        self.arguments = arguments
    }
}

/// What a field's type check made of a value: the value to keep (normalized), or a failure.
enum RuleOutcome {
    case accept(FormValue)
    /// The value is kept as submitted in conditions, but the field is invalid.
    case reject(RuleFailure)
    /// The value is rejected and cleared from the normalized submission (a stale region).
    case rejectAndClear(RuleFailure)
}
