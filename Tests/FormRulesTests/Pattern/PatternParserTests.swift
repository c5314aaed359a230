import Testing
@testable import FormRules

/// What the pattern subset refuses, and where: every error names the 1-based column of the
/// offending character, so a spec's author can find it.
@Suite struct PatternParserTests {
    struct Refusal: Sendable, CustomTestStringConvertible {
        var pattern: String
        var column: Int
        /// Words the message must contain.
        var words: String
        var testDescription: String { pattern }
        init(_ pattern: String, _ column: Int, _ words: String) {
            self.pattern = pattern
            self.column = column
            self.words = words
        }
    }

    static let refusals: [Refusal] = [
        Refusal(#"(a)\1"#, 4, "backreferences are not supported"),
        Refusal(#"(?P<x>a)(?P=x)"#, 1, "named groups"),
        Refusal(#"a(?P=x)"#, 2, "backreferences are not supported"),
        Refusal(#"\k<x>"#, 1, "backreferences"),
        Refusal("a(?=b)", 2, "lookahead and lookbehind"),
        Refusal("a(?!b)", 2, "lookahead and lookbehind"),
        Refusal("(?<=a)b", 1, "lookahead and lookbehind"),
        Refusal("(?<!a)b", 1, "lookahead and lookbehind"),
        Refusal("(?<name>a)", 1, "named groups are not supported"),
        Refusal("(?i)abc", 1, "inline flags"),
        Refusal("(?>a)", 1, "atomic groups"),
        Refusal(#"a\b"#, 2, "word boundaries"),
        Refusal(#"\Aabc"#, 1, "always matches the whole value"),
        Refusal(#"[\b]"#, 2, "backspace in a class"),
        Refusal(#"\q"#, 1, "unknown escape"),
        Refusal(#"\é"#, 1, "only ASCII punctuation"),
        Refusal(#"ab\"#, 3, "lone '\\'"),
        Refusal("*a", 1, "nothing to repeat"),
        Refusal("a|+", 3, "nothing to repeat"),
        Refusal("a**", 3, "cannot follow another"),
        Refusal("a{2}{3}", 5, "cannot follow another"),
        Refusal("a*+", 3, "cannot follow another"),
        Refusal("a{,3}", 2, "{0,n}"),
        Refusal("a{2", 2, "a count is written"),
        Refusal("a{x}", 2, "a count is written"),
        Refusal("a{1001}", 3, "at most 1000"),
        Refusal("a{5,2}", 2, "least number above its greatest"),
        Refusal("{2}", 1, "must follow what it repeats"),
        Refusal("a}", 2, "ends no count"),
        Refusal("a]", 2, "closes no class"),
        Refusal("((a)", 1, "not closed"),
        Refusal("a)b", 2, "closes no group"),
        Refusal("[abc", 1, "class is not closed"),
        Refusal("[]", 2, "empty class"),
        Refusal("[^]", 3, "empty class"),
        Refusal("x[z-a]", 3, "'z-a' is reversed"),
        Refusal("[a-c-e]", 5, #"write \- for a hyphen"#),
        Refusal(#"[\d-z]"#, 4, "cannot start at a class"),
        Refusal(#"[a-\d]"#, 4, "not at a class"),
        Refusal("[[]", 2, #"write \[ for a bracket"#),
        Refusal("a^b", 2, "'^' is allowed only at the start"),
        Refusal("a$b", 2, "'$' is allowed only at the end"),
        Refusal(#"\p{Lx}"#, 1, "unknown general category 'Lx'"),
        Refusal(#"\pL"#, 1, "in braces"),
        Refusal(#"\p{L"#, 1, "not closed"),
        Refusal(#"\u12"#, 1, "exactly 4 hexadecimal digits"),
        Refusal(#"\u{1F600}"#, 1, "not supported"),
        Refusal(#"\uD83D"#, 1, "surrogate pair"),
        Refusal(#"\0"#, 1, #"\u0000"#),
        Refusal("é(a", 2, "not closed"),
        Refusal("(a{100}){101}", 9, "too large"),
        Refusal(String(repeating: "(", count: 101) + String(repeating: ")", count: 101), 101, "nested more than 100 deep"),
    ]

    @Test(arguments: refusals)
    func refusesWhatTheSubsetDoesNotHaveWithItsColumn(_ refusal: Refusal) {
        #expect {
            _ = try PatternParser.parse(refusal.pattern)
        } throws: { error in
            guard let error = error as? PatternSyntaxError else { return false }
            #expect(error.column == refusal.column, "\(error.message)")
            #expect(error.message.contains(refusal.words), "\(error.message)")
            return true
        }
    }

    /// Each accepted syntax, with the node it reads as (literal sets by their scalars).
    @Test(arguments: [
        ("^abc$", "^(?:abc)$"),
        ("a|b|", "^(?:a|b|)$"),
        ("(?:ab)+c?", "^(?:(?:ab)+c?)$"),
        ("(a)*?", "^(?:a*)$"),
        ("a{2}b{2,}c{0,3}", "^(?:a{2}b{2,}c{0,3})$"),
        (#"\.\(\)\$\^\{\}\/\-"#, #"^(?:\.\(\)\$\^\{\}\/-)$"#),
        (#"[\d_-]"#, #"^(?:[\-0-9_])$"#),
        (#"[-a]"#, #"^(?:[\-a])$"#),
        (#"\t\x41\u00E9"#, #"^(?:\u0009Aé)$"#),
        (#"[^\s]"#, #"^(?:[^\u0009-\u000D ])$"#),
        ("()", "^(?:)$"),
        (#"\d\w"#, "^(?:[0-9][0-9A-Z_a-z])$"),
    ])
    func readsTheSubset(_ pattern: String, _ written: String) throws {
        var source = PatternSource()
        #expect(source.anchored(try PatternParser.parse(pattern)) == written)
    }

    /// The compiled program has the size the parser bounded.
    @Test(arguments: ["a", "abc", "a|bc|d", "(ab)*", "a{3,7}", "(a|b){2,}", "((a|b)c?){0,4}d+", "()", "[a-z]*"])
    func compilesToTheSizeTheParserCounts(_ pattern: String) throws {
        let node = try PatternParser.parse(pattern)
        #expect(PatternProgram(node).instructions.count == node.size + 1)
    }
}
