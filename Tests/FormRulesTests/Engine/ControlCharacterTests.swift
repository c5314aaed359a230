import Testing
@testable import FormRules

/// Text refuses what no one can see or type, naming it by its code; `controlCharacters: true`
/// takes it. The bytes give the tree's problems.
@Suite struct ControlCharacterTests {
    static let cases: [(json: String, code: String?)] = [
        (#""Ada""#, nil),
        (#""Ada\tLovelace""#, nil),
        (#""line one\nline two\r\n""#, nil),
        (#""Zoë 👨‍👩‍👧 ‏שלום‎""#, nil),  // a family emoji's joiners, RLM and LRM marks
        (#""\u0000""#, "U+0000"),
        (#""A\u0000da""#, "U+0000"),
        (#""\u001b[31mred""#, "U+001B"),
        (#""bell\u0007""#, "U+0007"),
        (#""del\u007f""#, "U+007F"),
        (#""c1\u0085x""#, "U+0085"),  // NEL inside (at an end it is trimmed as white space)
        (#""c1\u009f""#, "U+009F"),
        (#""\u00a0no-break""#, nil),  // C2 A0 is a space, not a control
        (#""evil\u202etxt.exe""#, "U+202E"),
        (#""\u202aembedded""#, "U+202A"),
        (#""\u2066isolate\u2069""#, "U+2066"),
        (#""\u2069""#, "U+2069"),
        (#""\u2065\u206a""#, nil),  // neighbours of the isolates
        (#""\u2029\u202f""#, nil),  // neighbours of the overrides
        // Every place a word test can meet it: 1 to 3 bytes, 4 to 7 (two overlapping words),
        // 8 and more (words, then the last word overlapping the one before).
        (#""a\u0007""#, "U+0007"),
        (#""abcd\u0007""#, "U+0007"),
        (#""abcdef\u007f""#, "U+007F"),
        (#""abcdefg\u0001""#, "U+0001"),
        (#""abcdefgh\u0001""#, "U+0001"),
        (#""abcdefghijkl\u007f""#, "U+007F"),
        (#""abcdefghijklmnop\u001f""#, "U+001F"),
        (#""abcdefghijklmnopq""#, nil),
        (#""~~~~~~~~ !!!!!!!~""#, nil),  // the ends of visible ASCII
    ]

    @Test(arguments: cases)
    func refusesControlsNamingThemByCode(_ json: String, _ code: String?) throws {
        let form = try Engine.form([#"{ "name": "name", "type": "text" }"#])
        let body = #"{ "name": \#(json) }"#
        let issues = try form.check(body).issues
        var validator = form.makeValidator(context: ValidationContext(today: Engine.today, output: .problems))
        let direct = Array(body.utf8).withUnsafeBufferPointer { validator.validateBytes($0, limits: JSONReader.Limits()) }
        #expect(direct?.issues == issues)
        if let code {
            #expect(issues == [FormIssue(path: "name", pointer: "/name", rule: "control", messageKey: "rule.control",
                                         arguments: [.key("field.name"), .text(code)])])
        } else {
            #expect(issues.isEmpty, "\(issues)")
        }
    }

    @Test(arguments: cases)
    func aFieldThatAllowsThemTakesThem(_ json: String, _ code: String?) throws {
        let form = try Engine.form([#"{ "name": "token", "type": "password", "controlCharacters": true }"#])
        #expect(try form.check(#"{ "token": \#(json) }"#).issues.isEmpty)
    }

    @Test func passwordsRefuseThemAndOtherTypesRefuseTheKey() throws {
        let password = try Engine.form([#"{ "name": "password", "type": "password" }"#])
        #expect(try password.check(#"{ "password": "pass\u0000word" }"#).issues.map(\.rule) == ["control"])
        #expect(throws: SpecError.self) { try Engine.form([#"{ "name": "n", "type": "number", "controlCharacters": true }"#]) }
    }

    /// `maxLength` bounds the size as well as the count: one letter with a megabyte of
    /// combining marks is one character, and too long.
    @Test(arguments: [
        (String(repeating: "e\u{301}", count: 50), true),
        (String(repeating: "👨‍👩‍👧‍👦", count: 50), true),  // 25 bytes each
        ("e" + String(repeating: "\u{301}", count: 1_000_000), false),
        ("e" + String(repeating: "\u{301}", count: 800), false),  // 1,601 bytes, one character
    ])
    func maxLengthIsASizeBoundToo(_ text: String, _ valid: Bool) throws {
        let form = try Engine.form([#"{ "name": "name", "type": "text", "maxLength": 50 }"#])
        let issues = form.check(FormValue.object(["name": .string(text)])).issues
        #expect(valid ? issues.isEmpty : issues.map(\.rule) == ["maxLength"], "\(issues.map(\.rule))")
    }
}
