import Testing
@testable import FormRules

/// A spec's use of rules of the project is checked when it is loaded with the registry: an
/// unknown name, a parameter the rule does not take, and a value the rule refuses are
/// ``SpecError``s that say where, with a suggestion when one is near.
@Suite struct CustomRuleSpecErrorTests {
    typealias Case = SpecCompileErrorTests.Case

    static let cases: [Case] = [
        Case(
            note: "a misspelt rule", fields: [#"{ "name": "promo", "type": "text", "rules": ["promoCod"] }"#],
            code: .unknownRule, pointer: "/fields/0/rules/0", marker: #""promoCod""#, suggestion: "promoCode"),
        Case(
            note: "a misspelt rule in an object",
            fields: [#"{ "name": "vat", "type": "text", "rules": ["promoCode", { "rule": "vatNumbr", "country": "DE" }] }"#],
            code: .unknownRule, pointer: "/fields/0/rules/1", marker: #"{ "rule": "vatNumbr""#, suggestion: "vatNumber"),
        Case(
            note: "a misspelt parameter", fields: [#"{ "name": "vat", "type": "text", "rules": [{ "rule": "vatNumber", "contry": "DE" }] }"#],
            code: .unknownKey, pointer: "/fields/0/rules/0/contry", marker: #""contry""#, suggestion: "country"),
        Case(
            note: "a parameter of a rule that takes none", fields: [#"{ "name": "p", "type": "text", "rules": [{ "rule": "promoCode", "length": 6 }] }"#],
            code: .unknownKey, pointer: "/fields/0/rules/0/length", marker: #""length""#),
        Case(
            note: "a parameter the rule refuses", fields: [#"{ "name": "vat", "type": "text", "rules": [{ "rule": "vatNumber", "country": "de" }] }"#],
            code: .invalidValue, pointer: "/fields/0/rules/0/country", marker: #""de""#),
        Case(
            note: "a parameter of the wrong type", fields: [#"{ "name": "vat", "type": "text", "rules": [{ "rule": "vatNumber", "country": "DE", "digits": "9" }] }"#],
            code: .invalidValue, pointer: "/fields/0/rules/0/digits", marker: #""9""#),
        Case(
            note: "a required parameter left out", fields: [#"{ "name": "vat", "type": "text", "rules": [{ "rule": "vatNumber" }] }"#],
            code: .invalidValue, pointer: "/fields/0/rules/0", marker: #"{ "rule": "vatNumber""#),
        Case(
            note: "a rule on a type it does not apply to", fields: [#"{ "name": "n", "type": "number", "rules": ["promoCode"] }"#],
            code: .notApplicable, pointer: "/fields/0/rules/0", marker: #""promoCode""#),
        Case(
            note: "a rule listed twice", fields: [#"{ "name": "p", "type": "text", "rules": ["promoCode", "promoCode"] }"#],
            code: .invalidValue, pointer: "/fields/0/rules/1", marker: #""promoCode"]"#),
        Case(
            note: "an entry without its name", fields: [#"{ "name": "p", "type": "text", "rules": [{ "country": "DE" }] }"#],
            code: .missingKey, pointer: "/fields/0/rules/0", marker: #"{ "country""#),
        Case(
            note: "an entry that is a number", fields: [#"{ "name": "p", "type": "text", "rules": [7] }"#],
            code: .wrongType, pointer: "/fields/0/rules/0", marker: "7]"),
    ]

    static func load(_ json: String) throws -> FormSpec {
        try FormSpec.load(Array(json.utf8), file: "test.json", rules: try CustomRuleExamples.registry())
    }

    @Test(arguments: cases)
    func saysWhatIsWrongAndWhere(_ testCase: Case) throws {
        let json = testCase.json
        let error = try #require(throws: SpecError.self) { try Self.load(json) }
        #expect(error.code == testCase.code, "\(error)")
        #expect(error.pointer == testCase.pointer)
        if let suggestion = testCase.suggestion {
            #expect(error.message.contains("Did you mean '\(suggestion)'?"), "\(error.message)")
        }
        let location = try #require(SpecCompileErrorTests.location(of: testCase.marker, after: testCase.after, in: json))
        #expect(error.summary.hasPrefix("test.json:\(location.line):\(location.column): "), "\(error)")
    }

    @Test func theRulesOwnWordsNameTheFieldRuleAndParameter() throws {
        let error = try #require(throws: SpecError.self) {
            try Self.load(Engine.specJSON([#"{ "name": "vat", "type": "text", "rules": [{ "rule": "vatNumber", "country": "de" }] }"#]))
        }
        #expect(error.message == "parameter 'country' of rule 'vatNumber' in field 'vat': must be a country code of two capital letters, not 'de'")
    }

    /// Old callers pass no registry: a spec naming a rule of the project does not load there.
    @Test func withoutTheRegistryAnyRuleIsUnknown() throws {
        let json = Engine.specJSON([#"{ "name": "promo", "type": "text", "rules": ["promoCode"] }"#])
        let error = try #require(throws: SpecError.self) { try FormSpec.load(Array(json.utf8), file: "test.json") }
        #expect(error.code == .unknownRule)
        #expect(error.message == "unknown rule 'promoCode' in field 'promo' (no rules of the project are registered: pass a RuleRegistry where the spec is loaded)")
        let loaded = try Self.load(json)
        #expect(throws: SpecError.self) { try CompiledForm(loaded) }
        #expect(try CompiledForm(loaded, rules: CustomRuleExamples.registry()).rules.contains("promoCode"))
    }

    @Test func aNameFarFromEveryRegisteredOneListsThem() throws {
        let error = try #require(throws: SpecError.self) {
            try Self.load(Engine.specJSON([#"{ "name": "p", "type": "text", "rules": ["luhnChecksum"] }"#]))
        }
        #expect(error.message == "unknown rule 'luhnChecksum' in field 'p' (registered: even, promoCode, vatNumber)")
    }

    struct Clash: CustomRule {
        static let code: RuleCode = "email"
        init(parameters: RuleParameters) {}
        func check(_ value: FormValue) -> CustomRuleFailure? { nil }
    }

    struct BadName: CustomRule {
        static let code: RuleCode = "promo code"
        init(parameters: RuleParameters) {}
        func check(_ value: FormValue) -> CustomRuleFailure? { nil }
    }

    @Test func aRegistryRefusesBuiltInCodesRepeatsAndNonNames() throws {
        var rules = try CustomRuleExamples.registry()
        #expect(throws: RuleRegistryError.self) { try rules.register(CustomRuleExamples.PromoCode.self) }
        let clash = try #require(throws: RuleRegistryError.self) { try rules.register(Clash.self) }
        #expect(clash.code == "email")
        #expect(throws: RuleRegistryError.self) { try rules.register(BadName.self) }
        #expect(rules.codes == ["even", "promoCode", "vatNumber"])
    }
}
