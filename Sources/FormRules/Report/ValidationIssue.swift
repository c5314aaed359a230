/// One problem with a submission: where, which rule, and the message to show.
///
/// ```swift
/// ValidationIssue(path: "address.stateCode", rule: "region", messageKey: "rule.region",
///       arguments: [.key("field.address.stateCode"), .key("country.US")])
/// issue.pointer  // "/address/stateCode"
/// ```
public struct ValidationIssue: Sendable, Hashable {
    /// The members, kept together in one immutable box: the evaluation hands out prepared
    /// issues for its common failures (``CommonIssues``), and copying or freeing an issue is
    /// then one reference count instead of one per member, which was much of what reporting a
    /// problem cost on the byte path. A setter puts a changed copy in a new box.
    private var storage: Storage

    /// The field's dotted name (`address.stateCode`); empty for the form as a whole.
    public var path: String {
        get { storage.members.path }
        set { update { $0.path = newValue } }
    }
    /// RFC 6901 JSON Pointer of the field in the submission (`/address/stateCode`).
    public var pointer: String {
        get { storage.members.pointer }
        set { update { $0.pointer = newValue } }
    }
    /// The rule's stable code (`required`, `email`, `region`).
    public var rule: RuleCode {
        get { storage.members.rule }
        set { update { $0.rule = newValue } }
    }
    /// The message key (`rule.required`, or the spec's override).
    public var messageKey: String {
        get { storage.members.messageKey }
        set { update { $0.messageKey = newValue } }
    }
    /// The message's arguments; the first is the field's label where there is a field.
    public var arguments: [MessageArgument] {
        get { storage.members.arguments }
        set { update { $0.arguments = newValue } }
    }
    /// The list items the field is in, outermost first (`jumpers[2].name` is in jumper 3):
    /// ``message(using:)`` starts the message with them ("Jumper 3: Name is required.").
    public var enclosingItems: [EnclosingItem] {
        get { storage.members.enclosingItems }
        set { update { $0.enclosingItems = newValue } }
    }

    public init(path: String, pointer: String? = nil, rule: RuleCode, messageKey: String, arguments: [MessageArgument]) {
        storage = Storage(Members(
            path: path, pointer: pointer ?? FieldPath.pointer(for: path), rule: rule, messageKey: messageKey,
            arguments: arguments, enclosingItems: []))
    }

    /// Equal when every member is: `path`, `pointer`, `rule`, `messageKey`, `arguments` and
    /// `enclosingItems`.
    public static func == (lhs: ValidationIssue, rhs: ValidationIssue) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.members == rhs.storage.members
    }

    /// Hashes every member, as `==` compares them.
    public func hash(into hasher: inout Hasher) { hasher.combine(storage.members) }

    /// Whether both are the very same issue, one box: true for a field's prepared common failure
    /// each time the engine hands it out, which lets a cache find it without hashing its members
    /// (false says nothing: equal issues may have boxes of their own).
    package func isSameBox(as other: ValidationIssue) -> Bool { storage === other.storage }

    private mutating func update(_ change: (inout Members) -> Void) {
        var members = storage.members
        change(&members)
        storage = Storage(members)
    }

    private struct Members: Sendable, Hashable {
        var path: String
        var pointer: String
        var rule: RuleCode
        var messageKey: String
        var arguments: [MessageArgument]
        var enclosingItems: [EnclosingItem]
    }

    private final class Storage: Sendable {
        let members: Members
        init(_ members: Members) { self.members = members }
    }
}

#if !hasFeature(Embedded)  // Embedded Swift has no reflection (Mirror)
/// Printed and mirrored by its members (`ValidationIssue(path: "email", pointer: "/email", …)`),
/// as before they moved into a box: `print`, `dump`, debuggers and test failures show them.
extension ValidationIssue: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: [
            "path": path, "pointer": pointer, "rule": rule, "messageKey": messageKey,
            "arguments": arguments, "enclosingItems": enclosingItems,
        ], displayStyle: .struct)
    }
}
#endif

/// A list item a problem is in, as a message names it: the list's item label key with the
/// item's number (`"item.jumpers" = "Jumper %ld";`, number 3 for `jumpers[2]`).
public struct EnclosingItem: Sendable, Hashable {
    /// The message key of one item's name, taking its number (``FieldSpec/itemLabelKey``).
    public var labelKey: String
    /// The item's number as people count, from 1.
    public var number: Int
    /// The item is the value the problem is about (a list of single values: an e-mail of a
    /// list of e-mails), so its name stands where the message names the field ("Park 2 must
    /// be…"), instead of before the message ("Jumper 3: Name is required.").
    public var namesTheValue: Bool

    public init(labelKey: String, number: Int, namesTheValue: Bool = false) {
        self.labelKey = labelKey
        self.number = number
        self.namesTheValue = namesTheValue
    }
}
