import FormCore
import Testing
@testable import Localization

/// A table's own index by key finds what a dictionary would: every key set, none other, a
/// repeat in its first place with its last message, and keys equal as strings as one key,
/// whatever room was reserved and however often the index grew.
@Suite struct OrderedMessagesTests {
    static func message(_ key: String, _ text: String) -> CatalogMessage {
        CatalogMessage(
            key: key, locale: CatalogFixtures.tag("en"), format: FormatString(text), variables: [], source: .strings, location: nil,
            comment: nil)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var keys: Int
        var reserved: Int
        var testDescription: String { "\(keys) keys, room for \(reserved)" }
    }

    /// Around the first index's room (6 keys in 8 slots), none reserved, too little, exactly
    /// enough, and more than a few doublings.
    static let cases: [Case] = [
        Case(keys: 0, reserved: 0), Case(keys: 1, reserved: 0), Case(keys: 6, reserved: 0), Case(keys: 7, reserved: 0),
        Case(keys: 7, reserved: 6), Case(keys: 100, reserved: 10), Case(keys: 5_000, reserved: 5_000), Case(keys: 20_000, reserved: 0),
    ]

    @Test(arguments: cases)
    func findsEveryKeySetAndNoOther(_ c: Case) {
        var messages = OrderedMessages(capacity: c.reserved)
        var expected: [String: String] = [:]
        for index in 0..<c.keys {
            messages.set(Self.message("key.\(index)", "Text \(index)"))
            expected["key.\(index)"] = "Text \(index)"
        }
        // Every third key again, in reverse: a repeat keeps the key's place with the new text.
        for index in stride(from: c.keys - 1, through: 0, by: -3) {
            messages.set(Self.message("key.\(index)", "Again \(index)"))
            expected["key.\(index)"] = "Again \(index)"
        }
        #expect(messages.count == c.keys)
        #expect(messages.ordered.map(\.key) == (0..<c.keys).map { "key.\($0)" })
        for (key, text) in expected { #expect(messages[key]?.format.text == text, "\(key)") }
        for absent in ["key.\(c.keys)", "key.-1", "", "key.0 ", "Key.0"] { #expect(messages[absent] == nil, "\(absent)") }
    }

    /// Keys start their probes all over the index: at most three quarters full, a lookup visits
    /// about two slots on average (a start computed wrongly, the same for every key, makes it
    /// thousands).
    @Test func keysSpreadOverTheIndex() {
        var messages = OrderedMessages()
        let keys = (0..<20_000).map { "screen.\($0 % 97).label.\($0)" }
        for key in keys { messages.set(Self.message(key, "Text")) }
        let mean = Double(keys.reduce(0) { $0 + messages.probeLength(of: $1) }) / Double(keys.count)
        #expect(mean >= 1 && mean < 4, "mean probe length \(mean)")
    }

    /// `é` written precomposed and decomposed is one key, as in a `[String: …]` dictionary.
    @Test func keysEqualAsStringsAreOneKey() {
        var messages = OrderedMessages()
        messages.set(Self.message("caf\u{E9}", "first"))
        messages.set(Self.message("cafe\u{301}", "second"))
        #expect(messages.count == 1)
        #expect(messages["caf\u{E9}"]?.format.text == "second")
        #expect(messages.ordered.map(\.key) == ["caf\u{E9}"])
    }

    /// Made from keys and a dictionary: the keys' order, keys without a message left out.
    @Test func madeFromKeysAndADictionaryKeepsTheKeysOrder() {
        let dictionary = ["b": Self.message("b", "B"), "a": Self.message("a", "A")]
        let messages = OrderedMessages(keys: ["b", "missing", "a"], messages: dictionary)
        #expect(messages.ordered.map(\.key) == ["b", "a"])
        #expect(messages["a"]?.format.text == "A" && messages["missing"] == nil)
    }
}
