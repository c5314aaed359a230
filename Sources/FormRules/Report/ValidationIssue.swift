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
    /// The list items the field is in, outermost first (`jumpers[2].name` is in jumper 3):
    /// ``message(using:)`` starts the message with them ("Jumper 3: Name is required.").
    public var enclosingItems: [EnclosingItem] = []

    public init(path: String, pointer: String? = nil, rule: RuleCode, messageKey: String, arguments: [MessageArgument]) {
        self.path = path
        self.pointer = pointer ?? FieldPath.pointer(for: path)
        self.rule = rule
        self.messageKey = messageKey
        self.arguments = arguments
    }
}

/// A list item a problem is in, as a message names it: the list's item label key with the
/// item's number (`"item.jumpers" = "Jumper %ld";`, number 3 for `jumpers[2]`).
public struct EnclosingItem: Sendable, Hashable {
    /// The message key of one item's name, taking its number (``FieldSpec/itemLabelKey``).
    public var labelKey: String
    /// The item's number as people count, from 1.
    public var number: Int

    public init(labelKey: String, number: Int) {
        self.labelKey = labelKey
        self.number = number
    }
}
