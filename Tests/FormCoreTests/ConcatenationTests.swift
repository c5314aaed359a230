import Testing
@testable import FormCore

/// `[String].concatenated(separator:)`: the same text as the standard library's `joined`.
@Suite struct ConcatenationTests {
    @Test(arguments: [
        ([], "-"), ([""], "-"), (["", ""], "-"), (["zh"], "-"), (["zh", "Hant", "TW"], "-"),
        (["/a", "/b~1c"], ""), (["json", "text"], ", "), (["é", "日本", "🇦🇺"], " · "),
    ] as [([String], String)])
    func givesWhatJoinedGives(_ parts: [String], _ separator: String) {
        #expect(parts.concatenated(separator: separator) == parts.joined(separator: separator))
    }

    @Test func withoutASeparatorTheStringsFollowEachOther() {
        #expect(["/", "a", "/b"].concatenated() == "/a/b")
    }
}
