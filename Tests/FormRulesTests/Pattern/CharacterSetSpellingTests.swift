import Testing
@testable import FormRules

/// `characters` as people spell sets: ranges between letters of one kind or digits, a hyphen
/// elsewhere as itself, named sets in braces, and errors with their column.
@Suite struct CharacterSetSpellingTests {
    @Test(arguments: [
        ("A-Z0-9", "JUMP26", true),
        ("A-Z0-9", "jump26", false),
        ("A-Z0-9", "AB-12", false),
        ("a-zA-Z -'", "Mary-Jane O'Neil", true),
        ("a-zA-Z -'", "Mary!", false),
        ("a-zA-Z -'", "#", false),  // " -'" is three characters, not the range from space to apostrophe
        ("{letters} -'", "Siobhán Nguyễn", true),
        ("{letters} -'", "Zoe\u{308}", true),  // e + combining diaeresis: marks count with letters
        ("{letters}", "日本語", true),
        ("{letters}", "R2", false),
        ("{uppercase}{digits}", "ÉTÉ2026", true),
        ("{uppercase}", "Été", false),
        ("{lowercase}", "été", true),
        ("{digits}", "٣", false),
        ("а-я", "привет", true),
        (#"\{\}\\"#, #"{}\"#, true),
        (#"a\-z"#, "a-z", true),
        (#"a\-z"#, "b", false),
        ("0-9-", "12-34", true),
        ("-a", "a-", true),
    ])
    func allowsWhatIsSpelled(_ spelling: String, _ text: String, _ allowed: Bool) throws {
        let rule = PatternRule(characters: try CharacterSetSpelling.parse(spelling), pattern: nil)
        #expect((rule.check(text) == nil) == allowed)
        if !allowed { #expect(rule.check(text) == .characters) }
    }

    @Test(arguments: [
        ("", 1, "empty set"),
        ("a-Z", 1, "different kinds"),
        ("0-z", 1, "different kinds"),
        ("xz-a", 2, "'z-a' is reversed"),
        ("9-0", 1, "reversed"),
        ("{leters}", 1, "Did you mean '{letters}'?"),
        ("ab{letters", 3, "needs its '}'"),
        (#"ab\"#, 3, "lone '\\'"),
    ])
    func refusesWithTheColumn(_ spelling: String, _ column: Int, _ words: String) {
        #expect {
            _ = try CharacterSetSpelling.parse(spelling)
        } throws: { error in
            guard let error = error as? PatternSyntaxError else { return false }
            #expect(error.column == column, "\(error.message)")
            #expect(error.message.contains(words), "\(error.message)")
            return true
        }
    }
}
