import Testing
@testable import FormRules

/// `ValidationIssue` keeps its members in one shared box: a copy shares it until one of them
/// changes, and it still prints, compares and hashes by its members.
@Suite struct ValidationIssueTests {
    static let email = ValidationIssue(
        path: "email", rule: "email", messageKey: "rule.email", arguments: [.key("field.email")])

    @Test func changingACopyLeavesTheOriginalAlone() {
        var copy = Self.email
        copy.path = "contact.email"
        copy.arguments.append(.text("x"))
        copy.enclosingItems = [EnclosingItem(labelKey: "item.jumpers", number: 2)]
        #expect(Self.email.path == "email")
        #expect(Self.email.arguments == [.key("field.email")])
        #expect(Self.email.enclosingItems.isEmpty)
        #expect(copy.path == "contact.email")
        #expect(copy.pointer == "/email")  // only what was set changes
        #expect(copy.arguments == [.key("field.email"), .text("x")])
        #expect(copy.enclosingItems.map(\.number) == [2])
    }

    @Test func equalAndHashedByEveryMember() {
        let rebuilt = ValidationIssue(
            path: "email", rule: "email", messageKey: "rule.email", arguments: [.key("field.email")])
        #expect(rebuilt == Self.email)
        #expect(Set([rebuilt, Self.email]).count == 1)
        var changed = rebuilt
        changed.messageKey = "rule.email.custom"
        #expect(changed != Self.email)
        changed.messageKey = "rule.email"
        #expect(changed == Self.email)
        changed.enclosingItems = [EnclosingItem(labelKey: "item.jumpers", number: 1)]
        #expect(changed != Self.email)
    }

    @Test func printsItsMembersNotItsBox() {
        let text = String(describing: Self.email)
        #expect(text.hasPrefix("ValidationIssue(path: \"email\", pointer: \"/email\""), "\(text)")
        #expect(text.contains("messageKey: \"rule.email\""), "\(text)")
        #expect(!text.contains("storage"), "\(text)")
        #expect(Mirror(reflecting: Self.email).children.map(\.label) == [
            "path", "pointer", "rule", "messageKey", "arguments", "enclosingItems",
        ])
    }
}
