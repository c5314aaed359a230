import Testing
@testable import FormRules

/// `choice` and `country` fields accept one of their options, exactly (after trimming).
@Suite struct ChoiceRuleTests {
    static let fields = [
        #"{ "name": "gender", "type": "choice", "options": ["male", "female", "other"] }"#,
        #"{ "name": "country", "type": "country", "options": ["US", "AU"] }"#,
        #"{ "name": "anyCountry", "type": "country" }"#,
    ]

    static let genders: [ValueCase] = [
        .accepted("female"),
        .accepted("other"),
        .accepted(" male\t", as: "male", "trimmed first"),
        .rejected("Female", expected("gender", "choice", [.text("Female")]), note: "options are exact"),
        .rejected("unknown", expected("gender", "choice", [.text("unknown")])),
        ValueCase("", [], normalized: "", "optional and empty"),
    ]

    @Test(arguments: genders)
    func acceptsOnlyListedOptions(_ testCase: ValueCase) throws {
        verify(testCase, field: "gender", in: try Engine.form(Self.fields))
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

    @Test(arguments: [ValueCase.accepted("US"), .accepted("AU"), .rejected("NZ", expected("anyCountry", "country", [.text("NZ")]))])
    func offersEverySupportedCountryWithoutOptions(_ testCase: ValueCase) throws {
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
        #expect(Set(report.field("anyCountry")?.options?.map(\.value) ?? []) == ["US", "AU"])
    }
}
