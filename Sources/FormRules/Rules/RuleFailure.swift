/// A rule's verdict on a value it rejects: the rule's code and the message arguments that
/// follow the field's label. The engine turns it into an ``ValidationIssue``.
struct RuleFailure: Error, Sendable, Hashable {
    var code: RuleCode
    var arguments: [MessageArgument]
    /// The message's key when it is not the rule's own (`rule.<code>`): the same rule worded
    /// for another case, as a region of a country other than the US and Australia is not a
    /// "state or territory". A spec's `messages` entry for the rule still wins.
    var messageKey: String?

    init(_ code: RuleCode, _ arguments: [MessageArgument] = [], messageKey: String? = nil) {
        self.code = code
        self.arguments = arguments
        self.messageKey = messageKey
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
