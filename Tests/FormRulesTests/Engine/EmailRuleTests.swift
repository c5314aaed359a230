import Testing
@testable import FormRules

/// `email` fields follow WHATWG's `<input type=email>`; the stored address has its domain in
/// lower case.
@Suite struct EmailRuleTests {
    static let fields = [#"{ "name": "email", "type": "email", "required": true }"#]

    static func invalid(_ text: String, _ note: String = "") -> ValueCase {
        .rejected(.string(text), expected("email", "email"), note: note)
    }

    static let cases: [ValueCase] = [
        .accepted("ada@example.com"),
        .accepted("o'brien@example.com", "an apostrophe is atext"),
        .accepted("user@EXAMPLE.COM", as: "user@example.com", "the domain is lower-cased"),
        .accepted("User.Name+tag@Example.Org", as: "User.Name+tag@example.org", "the local part is kept as typed"),
        .accepted("  ada@example.com\n", as: "ada@example.com", "trimmed first"),
        .accepted("user@localhost", "WHATWG needs no dot in the domain"),
        .accepted(".a..b.@x", "WHATWG allows dots anywhere in the local part"),
        .accepted("a@b-c.d", "hyphens inside a label"),
        invalid("ada"),
        invalid("ada@"),
        invalid("@example.com"),
        invalid("ada@@example.com"),
        invalid("ada@example..com", "an empty label"),
        invalid("ada@-example.com", "a label starting with a hyphen"),
        invalid("ada@exa_mple.com"),
        invalid(#""ada"@example.com"#, "quoted local parts are not WHATWG"),
        invalid("ada@[127.0.0.1]", "IP literals are not WHATWG"),
        invalid("jöhn@example.com", "only ASCII"),
        invalid("ada lovelace@example.com"),
        invalid("ada@example.com (Ada)"),
        // Internationalized domains (IDNA): stored in their ASCII form, so both spellings of one
        // address are one address.
        .accepted("ivan@почта.рф", as: "ivan@xn--80a1acny.xn--p1ai", "the Russian app's own domain"),
        .accepted("ivan@ПОЧТА.РФ", as: "ivan@xn--80a1acny.xn--p1ai", "lower-cased before it is encoded"),
        .accepted("ivan@XN--80A1ACNY.xn--p1ai", as: "ivan@xn--80a1acny.xn--p1ai", "the ASCII form, as sent by another client"),
        .accepted("user@bücher.example", as: "user@xn--bcher-kva.example", "a label mixing ASCII and beyond"),
        .accepted("user@例え.jp", as: "user@xn--r8jz45g.jp"),
        invalid("ivan@почта☃.рф", "a symbol is no letter"),
        invalid("ivan@поч\u{200D}та.рф", "a zero-width joiner"),
        invalid("ivan@поч\u{00A0}та.рф", "a no-break space"),
        invalid("ivan@-почта.рф", "a hyphen first"),
        invalid("ivan@почта-.рф", "a hyphen last"),
        .rejected(.string("ivan@" + String(repeating: "я", count: 60) + ".рф"), expected("email", "email"), note: "its ASCII form is longer than 63"),
        .rejected(.string(String(repeating: "a", count: 243) + "@example.com"), expected("email", "email.tooLong", [.integer(254)])),
        .accepted(.string(String(repeating: "a", count: 242) + "@example.com"), "254 characters"),
    ]

    @Test(arguments: cases)
    func acceptsWHATWGAddressesAndLowerCasesTheDomain(_ testCase: ValueCase) throws {
        verify(testCase, field: "email", in: try Engine.form(Self.fields))
    }

    static let dottedFields = [#"{ "name": "email", "type": "email", "required": true, "topLevelDomain": true }"#]

    /// `topLevelDomain` refuses what WHATWG allows and a consumer sign-up does not: a domain
    /// without a dot. Anything WHATWG refuses stays `email`.
    static let dottedCases: [ValueCase] = [
        .accepted("ada@example.com"),
        .accepted("user@EXAMPLE.CO.UK", as: "user@example.co.uk", "the domain is still lower-cased"),
        .rejected("skyzonecustomer@gmail", expected("email", "email.domain"), note: "the brief's own slip"),
        .rejected("fpi@bk", expected("email", "email.domain"), note: "the Russian app's slip"),
        .rejected("user@localhost", expected("email", "email.domain"), note: "fine for WHATWG, not for a sign-up"),
        .rejected("ada.lovelace@example", expected("email", "email.domain"), note: "a dot in the local part is not one in the domain"),
        invalid("ada@example..com", "an empty label is WHATWG's refusal"),
        invalid("ada@", "no domain at all"),
    ]

    @Test(arguments: dottedCases)
    func aFieldThatAsksForATopLevelDomainRefusesADotlessOne(_ testCase: ValueCase) throws {
        let form = try Engine.form(Self.dottedFields)
        verify(testCase, field: "email", in: form)
        // The byte path gives the tree's report.
        var validator = form.makeValidator(context: ValidationContext(today: Engine.today, output: .problems))
        let json = submission([("email", testCase.value)]).jsonText()
        #expect(try validator.validate(json: Array(json.utf8)).issues == form.check(json).issues)
    }

    /// RFC 3492's samples and IDNA's well-known labels.
    @Test(arguments: [
        ("почта", "80a1acny"), ("рф", "p1ai"), ("bücher", "bcher-kva"), ("例え", "r8jz45g"),
        ("他们为什么不说中文", "ihqwcrb4cv8a8dqg056pqjye"), ("ليهمابتكلموشعربي؟", "egbpdaj6bu4bxfgehfvwxn"),
        ("Pročprostěnemluvíčesky", "Proprostnemluvesky-uyb24dma41a"), ("abc", "abc-"),
    ])
    func encodesPunycodeAsRFC3492Does(_ label: String, _ encoded: String) {
        #expect(Punycode.encode(label.unicodeScalars) == encoded)
    }

    @Test func readsBytesAsItReadsTextForInternationalDomains() throws {
        let form = try Engine.form(Self.fields)
        var validator = form.makeValidator(context: ValidationContext(today: Engine.today, output: .problems))
        for address in ["ivan@почта.рф", "ivan@почта☃.рф", "user@bücher.example", "ivan@" + String(repeating: "я", count: 60) + ".рф"] {
            let json = submission([("email", .string(address))]).jsonText()
            #expect(try validator.validate(json: Array(json.utf8)).issues == form.check(json).issues, "\(address)")
        }
    }

    @Test func comparesAddressesByTheirNormalizedForm() throws {
        let form = try Engine.form([
            #"{ "name": "email", "type": "email" }"#,
            #"{ "name": "emailConfirmation", "type": "email", "equals": "email" }"#,
        ])
        let report = try form.check(#"{ "email": "ada@EXAMPLE.com", "emailConfirmation": "ada@example.COM" }"#)
        #expect(report.issues.isEmpty)
        let international = try form.check(#"{ "email": "ivan@почта.рф", "emailConfirmation": "ivan@xn--80a1acny.xn--p1ai" }"#)
        #expect(international.issues.isEmpty)
        let rejected = try form.check(#"{ "email": "Ada@example.com", "emailConfirmation": "ada@example.com" }"#)
        #expect(rejected.issues == [expected("emailConfirmation", "equals", [.key("field.email")])])
    }
}
