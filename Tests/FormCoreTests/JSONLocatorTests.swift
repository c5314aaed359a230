import FormCore
import Testing

/// The offsets and paths the String Catalog reader takes from a text FormCore's reader accepted.
@Suite struct JSONLocatorTests {
    @Test func givesEveryValueAndKeyOffsetInDocumentOrder() {
        let text = #"{"a": [1, "x", {"b": null}], "c": true}"#
        let offsets = JSONLocator.offsets(in: Array(text.utf8))
        let bytes = Array(text.utf8)
        let starts = offsets.values.map { String(decoding: bytes[$0..<min($0 + 4, bytes.count)], as: UTF8.self) }
        #expect(starts == [#"{"a""#, #"[1, "#, "1, \"", #""x","#, #"{"b""#, "null", "true"])
        #expect(offsets.keys == [1, 16, 29])
    }

    struct PathCase: Sendable, CustomStringConvertible {
        var text: String
        var marker: Character
        var path: [JSONLocator.Step]
        var description: String { text }
    }

    static let pathCases: [PathCase] = [
        PathCase(text: #"{"a": [1, 2, @]}"#, marker: "@", path: [.key("a"), .index(2)]),
        PathCase(text: #"{"a": {"b": "c\"d", @}}"#, marker: "@", path: [.key("a")]),
        PathCase(text: #"{"a": {"b" @}}"#, marker: "@", path: [.key("a")]),
        PathCase(text: #"{"k\u00e9y": [[@]]}"#, marker: "@", path: [.key("ké" + "y"), .index(0), .index(0)]),
        PathCase(text: #"[{"x": 1}, {"y": 2}] @"#, marker: "@", path: []),
    ]

    @Test(arguments: pathCases)
    func namesThePathOfThePlaceAnErrorIsAt(_ c: PathCase) {
        let offset = c.text.utf8.firstIndex(of: UInt8(ascii: "@")).map { c.text.utf8.distance(from: c.text.utf8.startIndex, to: $0) }!
        #expect(JSONLocator.path(at: offset, in: Array(c.text.utf8)) == c.path)
    }
}
