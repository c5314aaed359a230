import FormCore
import Testing
@testable import Localization

@Suite struct SourceExcerptTests {
    struct Case: Sendable, CustomStringConvertible {
        var text: String
        var offset: Int
        var line: Int
        var column: Int
        var excerpt: String
        var description: String { "\(text.debugDescription) @\(offset)" }
    }

    static let cases: [Case] = [
        Case(text: "{\"a\": tru}", offset: 6, line: 1, column: 7, excerpt: "{\"a\": tru}\n      ^"),
        Case(text: "[\n  1,\n  x]", offset: 9, line: 3, column: 3, excerpt: "  x]\n  ^"),
        Case(text: "a\r\nb\rc", offset: 5, line: 3, column: 1, excerpt: "c\n^"),
        Case(text: "\"é\" x", offset: 5, line: 1, column: 5, excerpt: "\"é\" x\n    ^"),
        Case(text: "ab", offset: 2, line: 1, column: 3, excerpt: "ab\n  ^"),
    ]

    @Test(arguments: cases)
    func findsLineColumnAndCaret(_ c: Case) {
        let (location, excerpt) = SourceExcerpt.locate(offset: c.offset, in: Array(c.text.utf8))
        #expect(location.line == c.line)
        #expect(location.column == c.column)
        #expect(excerpt.description == c.excerpt)
    }

    @Test func cutsLongLinesAroundTheCaret() {
        let text = String(repeating: "a", count: 500) + "X" + String(repeating: "b", count: 500)
        let (location, excerpt) = SourceExcerpt.locate(offset: 500, in: Array(text.utf8))
        #expect(location.column == 501)
        #expect(excerpt.line.unicodeScalars.count <= SourceExcerpt.maximumWidth + 2)
        let caretLine = excerpt.description.split(separator: "\n").last!
        let marked = excerpt.line.unicodeScalars[excerpt.line.unicodeScalars.index(excerpt.line.unicodeScalars.startIndex, offsetBy: caretLine.count - 1)]
        #expect(marked == "X")
    }
}
