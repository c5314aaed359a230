import Testing
@testable import FormRules

/// `choice` fields with `optionsFrom`: their options are given at run time
/// (`ValidationContext.optionSets`); without them every value is refused, naming the set.
@Suite struct RuntimeChoiceTests {
    static let fields = [
        #"{ "name": "avatar.top", "type": "choice", "optionsFrom": "avatar.top", "required": true }"#,
        #"{ "name": "avatar.bottom", "type": "choice", "optionsFrom": "avatar.bottom" }"#,
        #"{ "name": "avatar.spareTop", "type": "choice", "optionsFrom": "avatar.top" }"#,
    ]

    static let options = ["avatar.top": ["cap-red", "hood-blue"], "avatar.bottom": ["kilt", "trousers"]]

    static func context(_ optionSets: [String: [String]]) -> ValidationContext {
        ValidationContext(today: Engine.today, optionSets: optionSets)
    }

    static let given: [ValueCase] = [
        .accepted("cap-red"),
        .accepted("hood-blue"),
        .accepted(" hood-blue\n", as: "hood-blue", "trimmed first"),
        .rejected("Cap-Red", expected("avatar.top", "choice", [.text("Cap-Red")]), note: "options are exact"),
        .rejected("kilt", expected("avatar.top", "choice", [.text("kilt")]), note: "an option of another set"),
        .rejected("cap", expected("avatar.top", "choice", [.text("cap")]), note: "a prefix of an option"),
        ValueCase("", [expected("avatar.top", "required")], normalized: "", "empty is required's business"),
        ValueCase(7, [typeIssue("avatar.top", "type.text")], normalized: nil, "a number"),
    ]

    @Test(arguments: given)
    func acceptsOnlyTheOptionsGiven(_ testCase: ValueCase) throws {
        verify(testCase, field: "avatar.top", in: try Engine.form(Self.fields), context: Self.context(Self.options))
    }

    static let missing: [ValueCase] = [
        .rejected("cap-red", expected("avatar.top", "choice.optionsMissing", [.text("avatar.top")]), note: "would be an option"),
        .rejected("anything", expected("avatar.top", "choice.optionsMissing", [.text("avatar.top")])),
        ValueCase("", [expected("avatar.top", "required")], normalized: "", "no value: nothing to check against options"),
    ]

    @Test(arguments: missing)
    func refusesEveryValueWithoutItsOptionSet(_ testCase: ValueCase) throws {
        verify(testCase, field: "avatar.top", in: try Engine.form(Self.fields), context: Self.context(["avatar.bottom": ["kilt"]]))
    }

    @Test func anEmptyOptionSetRefusesEveryValueAsNotAnOption() throws {
        let report = try Engine.form(Self.fields).check(#"{ "avatar": { "top": "cap-red" } }"#, context: Self.context(["avatar.top": []]))
        #expect(report.issues == [expected("avatar.top", "choice", [.text("cap-red")])])
    }

    static let missingSets: [(given: [String: [String]], missing: [String])] = [
        (options, []),
        ([:], ["avatar.top avatar.top", "avatar.bottom avatar.bottom"]),
        (["avatar.top": ["cap-red"]], ["avatar.bottom avatar.bottom"]),
        (["avatar.bottom": []], ["avatar.top avatar.top"]),
        (["avatar.tops": ["cap-red"], "avatar.bottom": ["kilt"]], ["avatar.top avatar.top"]),
    ]

    /// Each missing set once, with the first field that needs it, in spec order.
    @Test(arguments: missingSets)
    func tellsWhichOptionSetsAreMissing(_ given: [String: [String]], _ missing: [String]) throws {
        let found = try Engine.form(Self.fields).missingOptionSets(in: Self.context(given))
        #expect(found.map { "\($0.field) \($0.optionSet)" } == missing)
    }

    @Test func formsWithoutRunTimeOptionsMissNone() throws {
        let form = try Engine.form([#"{ "name": "gender", "type": "choice", "options": ["male", "female"] }"#])
        #expect(form.missingOptionSets(in: Engine.context).isEmpty)
    }

    @Test func fieldStatesOfferTheOptionsOfTheContext() throws {
        let report = try Engine.form(Self.fields).check("{}", context: Self.context(Self.options))
        #expect(report.field("avatar.top")?.options == [
            .init(value: "cap-red", labelKey: "option.avatar.top.cap-red"),
            .init(value: "hood-blue", labelKey: "option.avatar.top.hood-blue"),
        ])
        #expect(report.field("avatar.spareTop")?.options?.map(\.labelKey) == ["option.avatar.spareTop.cap-red", "option.avatar.spareTop.hood-blue"])
        #expect(report.field("avatar.bottom")?.options?.map(\.value) == ["kilt", "trousers"])
        let without = try Engine.form(Self.fields).check("{}", context: Self.context([:]))
        #expect(without.field("avatar.top")?.options == [])
    }

    @Test func theBundledAvatarSpecTakesItsOptionsAtRunTime() throws {
        let form = try Engine.bundledSpec("player-avatar")
        #expect(!form.missingOptionSets(in: Engine.context).isEmpty)
        let sets = Dictionary(uniqueKeysWithValues: form.missingOptionSets(in: Engine.context).map { ($0.optionSet, ["x"]) })
        #expect(form.missingOptionSets(in: Self.context(sets)).isEmpty)
    }

    /// A choice's options are fixed or given at run time, never both; the set needs a name.
    @Test(arguments: [
        (#"{ "name": "top", "type": "choice", "options": ["a"], "optionsFrom": "top" }"#, "/fields/0/optionsFrom"),
        (#"{ "name": "top", "type": "choice", "optionsFrom": "" }"#, "/fields/0/optionsFrom"),
        (#"{ "name": "top", "type": "choice", "optionsFrom": 3 }"#, "/fields/0/optionsFrom"),
        (#"{ "name": "top", "type": "text", "optionsFrom": "top" }"#, "/fields/0/optionsFrom"),
    ])
    func refusesAMalformedOptionSet(_ field: String, _ pointer: String) throws {
        let error = try #require(throws: SpecError.self) { try Engine.form([field]) }
        #expect(error.pointer == pointer)
    }
}
