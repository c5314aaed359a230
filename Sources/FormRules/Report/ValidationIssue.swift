/// One problem with a submission: where, which rule, and the message to show.
///
/// ```swift
/// ValidationIssue(path: "address.stateCode", rule: "region", messageKey: "rule.region",
///       arguments: [.key("field.address.stateCode"), .key("country.US")])
/// issue.pointer  // "/address/stateCode"
/// ```
public struct ValidationIssue: Sendable, Hashable {
    /// The field's dotted name (`address.stateCode`); empty for the form as a whole.
    public var path: String
    /// RFC 6901 JSON Pointer of the field in the submission (`/address/stateCode`).
    public var pointer: String
    /// The rule's stable code (`required`, `email`, `region`).
    public var rule: RuleCode
    /// The message key (`rule.required`, or the spec's override).
    public var messageKey: String
    /// The message's arguments; the first is the field's label where there is a field.
    public var arguments: [MessageArgument]

    public init(path: String, pointer: String? = nil, rule: RuleCode, messageKey: String, arguments: [MessageArgument]) {
        self.path = path
        self.pointer = pointer ?? FieldPath.pointer(for: path)
        self.rule = rule
        self.messageKey = messageKey
        self.arguments = arguments
    }
}
