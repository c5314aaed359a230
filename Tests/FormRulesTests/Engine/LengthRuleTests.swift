import Testing
@testable import FormRules

/// `minLength` and `maxLength` count user-perceived characters of the trimmed value.
@Suite struct LengthRuleTests {
    static let fields = [
        #"{ "name": "code", "type": "text", "minLength": 2, "maxLength": 4 }"#,
        #"{ "name": "raw", "type": "text", "trim": false, "maxLength": 3 }"#,
        #"{ "name": "mobile", "type": "digits", "minLength": 8, "maxLength": 15 }"#,
    ]

    static func tooShort(_ value: FormValue) -> ValueCase { .rejected(value, expected("code", "minLength", [.integer(2)])) }
    static func tooLong(_ value: FormValue) -> ValueCase { .rejected(value, expected("code", "maxLength", [.integer(4)])) }

    static let codes: [ValueCase] = [
        .accepted("ab"),
        .accepted("abcd"),
        tooShort("a"),
        tooLong("abcde"),
        .accepted("  ab  ", as: "ab", "trimmed first"),
        .accepted("abcd\n", as: "abcd", "trimmed first"),
        ValueCase(" a ", [expected("code", "minLength", [.integer(2)])], normalized: "a", "trimmed first"),
        .accepted("e\u{301}x", "e + combining acute is one character"),
        tooShort("e\u{301}"),
        .accepted("e\u{301}e\u{301}e\u{301}e\u{301}", "4 characters, 8 scalars"),
        tooLong("e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}"),
        .accepted("éééé", "precomposed"),
        tooLong("ééééé"),
        .accepted("🇺🇸🇦🇺", "two flags"),
        tooShort("🇦🇺"),
        tooLong("🇺🇸🇦🇺🇺🇸🇦🇺🇺🇸"),
        .accepted("👨‍👩‍👧‍👦x", "a family emoji is one character"),
        .accepted("👍🏽👍🏽", "skin tone modifiers join their emoji"),
        .accepted("한국", "Hangul syllables"),
        .accepted("\u{1100}\u{1161}\u{11A8}x", "a conjoining jamo sequence is one character"),
        ValueCase("\r\n", [], normalized: "", "white space only is empty, and an optional empty value is not checked"),
    ]

    @Test(arguments: codes)
    func countsUserPerceivedCharacters(_ testCase: ValueCase) throws {
        verify(testCase, field: "code", in: try Engine.form(Self.fields))
    }

    @Test func countsUntrimmedValuesWhenTrimmingIsOff() throws {
        let form = try Engine.form(Self.fields)
        verify(.accepted(" ab"), field: "raw", in: form)
        verify(.rejected(" ab ", expected("raw", "maxLength", [.integer(3)])), field: "raw", in: form)
    }

    /// A digits field's lengths are worded in digits (`rule.digits.minLength`), not characters.
    static let mobiles: [ValueCase] = [
        .accepted("04123456"),
        .accepted("123456789012345"),
        .rejected("0412345", expected("mobile", "minLength", [.integer(8)], messageKey: "rule.digits.minLength")),
        .rejected("1234567890123456", expected("mobile", "maxLength", [.integer(15)], messageKey: "rule.digits.maxLength")),
        .accepted(" 0412345678 ", as: "0412345678"),
        // The digits rule fails first; the length is not checked as well.
        .rejected("0412-345-678", expected("mobile", "digits")),
        .rejected("12", expected("mobile", "minLength", [.integer(8)], messageKey: "rule.digits.minLength")),
        .rejected("+61412345678", expected("mobile", "digits")),
        .rejected("٠١٢٣٤٥٦٧٨٩", expected("mobile", "digits"), note: "Arabic-Indic digits are not ASCII digits"),
    ]

    @Test(arguments: mobiles)
    func checksDigitsBeforeLength(_ testCase: ValueCase) throws {
        verify(testCase, field: "mobile", in: try Engine.form(Self.fields))
    }
}
