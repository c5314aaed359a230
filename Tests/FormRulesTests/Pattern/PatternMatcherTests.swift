import Testing
@testable import FormRules

/// The matcher over whole values: anchored, Unicode scalars, the subset's every construct, and
/// the patterns that make backtracking engines take exponential time.
@Suite struct PatternMatcherTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var pattern: String
        var text: String
        var matches: Bool
        var note: String
        var testDescription: String { "\(pattern) ~ \(text.debugDescription)\(note.isEmpty ? "" : " (\(note))")" }
    }

    static func yes(_ pattern: String, _ text: String, _ note: String = "") -> Case { Case(pattern: pattern, text: text, matches: true, note: note) }
    static func no(_ pattern: String, _ text: String, _ note: String = "") -> Case { Case(pattern: pattern, text: text, matches: false, note: note) }

    static let cases: [Case] = [
        yes("[A-Z0-9]{6}", "JUMP26"),
        no("[A-Z0-9]{6}", "jump!!"),
        no("[A-Z0-9]{6}", "JUMP2", "too short"),
        no("[A-Z0-9]{6}", "JUMP267", "anchored at the end"),
        no("abc", "xabc", "anchored at the start"),
        yes("^abc$", "abc", "^ and $ are implied"),
        no("a|b", "ab", "alternation applies to the whole"),
        yes("a|bc|", "", "an empty branch matches empty text"),
        yes("(ab)+", "ababab"),
        no("(ab)+", "ababa"),
        yes("(?:ab|a)(?:bc|c)", "abc", "two ways to match, one answer"),
        yes("a{2,3}", "aaa"),
        no("a{2,3}", "aaaa"),
        yes("a{2,}", "aaaaaaa"),
        no("a{2,}", "a"),
        yes("a{0}b", "b"),
        yes("x?y*z+", "zz"),
        yes("a*?b", "aab", "a lazy repetition matches the same text"),
        yes(".", "é", "a precomposed letter is one scalar"),
        no(".", "e\u{301}", "e + a combining accent is two scalars"),
        yes("..", "e\u{301}"),
        yes(".", "😀", "a character above U+FFFF is one scalar"),
        yes("a.b", "a\nb", "dot matches a line break"),
        yes(#"\d{3}"#, "123"),
        no(#"\d"#, "٣", "\\d is ASCII: not Arabic-Indic digits"),
        yes(#"\w+"#, "snake_case9"),
        no(#"\w"#, "é", "\\w is ASCII"),
        yes(#"\s"#, "\u{0B}", "vertical tab"),
        no(#"\s"#, "\u{A0}", "\\s is ASCII: not a no-break space"),
        yes(#"\D\W\S"#, "x!y"),
        yes(#"\p{L}+"#, "Ωmega日本"),
        no(#"\p{L}"#, "1"),
        yes(#"\p{Lu}\p{Ll}+"#, "Élan"),
        no(#"\p{Lu}"#, "é"),
        yes(#"\p{Nd}"#, "٣", "a decimal digit of another script"),
        yes(#"\P{L}"#, "7"),
        no(#"\P{L}"#, "ж"),
        yes(#"[\p{L}\p{M} '-]+"#, "Zoe\u{308} O'Brien-Nguyễn"),
        yes("[^a-z]", "A"),
        no("[^a-z]", "q"),
        yes("[^a-z]", "😀", "a negated class takes any other scalar"),
        yes("[😀-😂]", "😁", "a range above U+FFFF"),
        yes(#"[-a\]]+"#, "-]a"),
        yes(#"[a-]"#, "-"),
        yes(#"\u00E9\x41"#, "éA"),
        yes(#"\.\*\+"#, ".*+"),
        no(#"a\.b"#, "axb"),
        yes("é+", "ééé"),
        yes("(a|a)*b", String(repeating: "a", count: 2_000) + "b"),
        no("(a|a)*b", String(repeating: "a", count: 2_000), "exponential for backtracking"),
        no("(a*)*b", String(repeating: "a", count: 2_000), "an empty loop inside a loop"),
        no(#"(\w+\s?)*:"#, String(repeating: "ab ", count: 700) + "!"),
        yes("()*", "", "a loop over empty text ends"),
        no("()*", "a"),
    ]

    @Test(arguments: cases)
    func matchesTheWholeValue(_ test: Case) throws {
        let program = PatternProgram(try PatternParser.parse(test.pattern))
        #expect(program.matches(test.text) == test.matches)
    }

    /// A cut UTF-8 sequence (not valid text) ends the match instead of reading past the end.
    @Test func refusesTextCutInsideACharacter() throws {
        let program = PatternProgram(try PatternParser.parse(".*"))
        let bytes: [UInt8] = [0x61, 0xE2, 0x82]
        #expect(bytes.withUnsafeBufferPointer { program.matches(utf8: $0) } == false)
    }
}
