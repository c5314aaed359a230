import Testing
@testable import FormRules

/// `choice` and `country` fields accept one of their options (after trimming); a `choice` in any
/// letter case of A to Z, stored as the option is spelt (issue 26: `"Male"`), unless
/// `caseSensitive`; country codes exactly.
@Suite struct ChoiceRuleTests {
    static let fields = [
        #"{ "name": "gender", "type": "choice", "options": ["male", "female", "other"] }"#,
        #"{ "name": "country", "type": "country", "options": ["US", "AU"] }"#,
        #"{ "name": "anyCountry", "type": "country" }"#,
        #"{ "name": "code", "type": "choice", "options": ["abc", "ABC", "Élan", "x.y"] }"#,
        #"{ "name": "strict", "type": "choice", "options": ["male", "female"], "caseSensitive": true }"#,
        #"{ "name": "size", "type": "choice", "options": ["small", "large"] }"#,
        #"{ "name": "sizeNote", "type": "text", "requiredIf": { "field": "size", "equals": "large" } }"#,
    ]

    static let genders: [ValueCase] = [
        .accepted("female"),
        .accepted("other"),
        .accepted(" male\t", as: "male", "trimmed first"),
        .accepted("Female", as: "female", "another letter case: the option's own spelling"),
        .accepted(" MALE ", as: "male", "trimmed, then any case"),
        .accepted("oThEr", as: "other", "mixed case"),
        .rejected("femme", expected("gender", "choice", [.text("femme")]), note: "not an option in any case"),
        .rejected("unknown", expected("gender", "choice", [.text("unknown")])),
        ValueCase("", [], normalized: "", "optional and empty"),
    ]

    @Test(arguments: genders)
    func acceptsOnlyListedOptions(_ testCase: ValueCase) throws {
        verify(testCase, field: "gender", in: try Engine.form(Self.fields))
    }

    static let codes: [ValueCase] = [
        .accepted("abc"),
        .accepted("ABC", "an option spelt exactly wins over another in another case"),
        .accepted("Abc", as: "abc", "the first option in another case"),
        .accepted("ÉLAN", as: "Élan", "A to Z folded, É compared as written"),
        .rejected("éLAN", expected("code", "choice", [.text("éLAN")]), note: "only A to Z are folded"),
        .accepted("X.Y", as: "x.y"),
    ]

    @Test(arguments: codes)
    func foldsOnlyTheLatinLettersAToZ(_ testCase: ValueCase) throws {
        verify(testCase, field: "code", in: try Engine.form(Self.fields))
    }

    @Test func caseSensitiveAsksForTheExactSpelling() throws {
        let form = try Engine.form(Self.fields)
        #expect(try form.check(#"{ "strict": "Male" }"#).issues == [expected("strict", "choice", [.text("Male")])])
        #expect(try form.check(#"{ "strict": "male" }"#).issues == [])
    }

    /// Conditions read the option's own spelling; both paths agree.
    @Test func conditionsReadTheOptionAsSpelt() throws {
        let form = try Engine.form(Self.fields)
        let report = try form.check(#"{ "size": "LARGE" }"#)
        #expect(report.issues == [expected("sizeNote", "required")])
        #expect(report.normalizedValue("size") == "large")
        let lines = [#"{"size": "LARGE"}"#, #"{"size": "Large", "sizeNote": "x"}"#, #"{"gender": "Male"}"#, #"{"strict": "Male"}"#,
                     #"{"code": "éLAN"}"#, #"{"code": "Abc", "gender": "FEMALE"}"#, #"{"country": "us"}"#]
        ByteLevelDifferentialTests.compare(form, lines.map { Array($0.utf8) })
    }

    static let countries: [ValueCase] = [
        .accepted("US"),
        .accepted("AU"),
        .accepted(" AU ", as: "AU", "trimmed first"),
        .rejected("us", expected("country", "country", [.text("us")]), note: "codes are exact"),
        .rejected("GB", expected("country", "country", [.text("GB")]), note: "not among the options"),
        .rejected("USA", expected("country", "country", [.text("USA")])),
    ]

    @Test(arguments: countries)
    func acceptsOnlyListedCountries(_ testCase: ValueCase) throws {
        verify(testCase, field: "country", in: try Engine.form(Self.fields))
    }

    @Test(arguments: [
        ValueCase.accepted("US"), .accepted("AU"), .accepted("NZ"), .accepted("XK", "Kosovo: in Google's data, not in ISO 3166-1"),
        .rejected("XX", expected("anyCountry", "country", [.text("XX")])),
        .rejected("ZZ", expected("anyCountry", "country", [.text("ZZ")]), note: "Google's defaults, not a country"),
    ])
    func offersEveryCountryOfTheAddressDataWithoutOptions(_ testCase: ValueCase) throws {
        verify(testCase, field: "anyCountry", in: try Engine.form(Self.fields))
    }

    @Test func listsOptionsWithTheirLabelKeysInSpecOrder() throws {
        let report = try Engine.form(Self.fields).check("{}")
        #expect(report.field("gender")?.options == [
            .init(value: "male", labelKey: "option.gender.male"),
            .init(value: "female", labelKey: "option.gender.female"),
            .init(value: "other", labelKey: "option.gender.other"),
        ])
        #expect(report.field("country")?.options == [
            .init(value: "US", labelKey: "country.US"), .init(value: "AU", labelKey: "country.AU"),
        ])
        let every = report.field("anyCountry")?.options?.map(\.value) ?? []
        #expect(every.count == 252, "the countries of Google's address data")
        #expect(every == every.sorted())
    }
}

/// The byte check (options of up to 7 bytes compared as packed integers, longer ones byte for
/// byte) gives the string check's verdict.
@Suite struct ChoiceRuleBytesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let reason: String
        var testDescription: String { reason }
    }

    static let rule = ChoiceRule(
        options: ["US", "female", "seven77", "eight888", "prefer-not-to-say", "a\u{0}b", ""], code: "choice", labelStem: "option.x",
        ignoresCase: true)

    static let cases: [Case] = [
        Case(text: "US", reason: "a two-byte option"),
        Case(text: "female", reason: "a six-byte option"),
        Case(text: "seven77", reason: "the longest packed option"),
        Case(text: "eight888", reason: "the shortest option compared byte for byte"),
        Case(text: "prefer-not-to-say", reason: "a long option"),
        Case(text: "a\u{0}b", reason: "an option with a NUL is never packed"),
        Case(text: "a", reason: "a prefix of a NUL option"),
        Case(text: "eight887", reason: "eight bytes, one differs"),
        Case(text: "femalE", reason: "same length, other case"),
        Case(text: "UK", reason: "same length, not an option"),
        Case(text: "prefer-not-to-sax", reason: "a long text, last byte differs"),
        Case(text: "seven7", reason: "a prefix of a packed option"),
    ]

    @Test(arguments: cases)
    func byteCheckAgreesWithTheStringCheck(_ testCase: Case) {
        let bytes = Array(testCase.text.utf8)
        let (viaBytes, normalizes) = bytes.withUnsafeBufferPointer { Self.rule.check(utf8: $0, isASCII: true) }
        #expect(viaBytes == Self.rule.check(testCase.text))
        let folded = ChoiceRule.folded(testCase.text)
        #expect((viaBytes == nil) == Self.rule.options.contains { ChoiceRule.folded($0) == folded })
        #expect(normalizes == (viaBytes == nil && !Self.rule.options.contains(testCase.text)))
    }
}
