import Testing
@testable import FormRules

/// Rules a project registers in Swift (``CustomRule``) and names in a field's `rules`: run
/// after the built-in checks on the normalized value, reported like the built-in rules.
@Suite struct CustomRuleTests {
    static let fields = [
        #"{ "name": "promo", "type": "text", "rules": ["promoCode"] }"#,
        #"{ "name": "vat", "type": "text", "maxLength": 20, "rules": [{ "rule": "vatNumber", "country": "DE" }] }"#,
        #"{ "name": "seats", "type": "integer", "minimum": 0, "rules": ["even"] }"#,
    ]

    static func vatIssue() -> FormIssue { expected("vat", "vatNumber", [.text("DE"), .integer(9)]) }

    @Test(arguments: [
        SubmissionCase(#"{"promo": "JUMP4S"}"#),
        SubmissionCase(#"{"promo": "ABCDEO", "vat": "DE123456789", "seats": 4}"#),
        SubmissionCase(#"{"promo": "JUMP4T"}"#, [expected("promo", "promoCode")]),
        SubmissionCase(#"{"promo": "jump4s"}"#, [expected("promo", "promoCode")]),
        SubmissionCase(#"{"promo": "JUMP4"}"#, [expected("promo", "promoCode")]),
        SubmissionCase(#"{"vat": "DE12345678"}"#, [vatIssue()]),
        SubmissionCase(#"{"vat": "FR123456789"}"#, [vatIssue()]),
        SubmissionCase(#"{"seats": 3}"#, [expected("seats", "even")]),
        SubmissionCase(#"{"seats": 3, "vat": "x", "promo": "x"}"#, [expected("promo", "promoCode"), vatIssue(), expected("seats", "even")]),
    ])
    func reportsTheRulesCodeFieldAndArguments(_ testCase: SubmissionCase) throws {
        let form = try CustomRuleExamples.form(Self.fields)
        #expect(try form.check(testCase.json).issues == testCase.issues)
    }

    /// A rule given as closures (the form that also builds as Embedded Swift) reads its
    /// parameters once and reports as a `CustomRule` type does, code, field and arguments.
    @Test(arguments: [
        SubmissionCase(#"{"seats": 4, "code": "AB"}"#),
        SubmissionCase(#"{"seats": 3}"#, [expected("seats", "even")]),
        SubmissionCase(#"{"code": "XAB"}"#, [expected("code", "prefixed", [.text("AB")])]),
        SubmissionCase(#"{"seats": 5, "code": "XY"}"#, [expected("seats", "even"), expected("code", "prefixed", [.text("AB")])]),
    ])
    func aRuleRegisteredAsClosuresChecksAsATypeDoes(_ testCase: SubmissionCase) throws {
        var rules = RuleRegistry()
        try rules.register("even", fieldTypes: [.integer]) { _ in
            { value in (value.number?.int).map { $0 % 2 == 0 } == true ? nil : CustomRuleFailure() }
        }
        try rules.register("prefixed", parameterNames: ["prefix"]) { parameters throws(RuleParameterError) in
            guard let prefix = parameters["prefix"]?.string else { throw RuleParameterError("a text is required", parameter: "prefix") }
            return { value in value.string?.hasPrefix(prefix) == true ? nil : CustomRuleFailure([.text(prefix)]) }
        }
        let form = try CustomRuleExamples.form([
            #"{ "name": "seats", "type": "integer", "rules": ["even"] }"#,
            #"{ "name": "code", "type": "text", "rules": [{ "rule": "prefixed", "prefix": "AB" }] }"#,
        ], rules: rules)
        #expect(try form.check(testCase.json).issues == testCase.issues)
    }

    /// Only a value the built-in checks passed reaches the rule, and only as they leave it.
    @Test(arguments: [
        SubmissionCase(#"{"vat": "  DE123456789\t"}"#),
        SubmissionCase(#"{"seats": 4.0}"#),
        SubmissionCase(#"{"seats": 3.5}"#, [expected("seats", "integer")]),
        SubmissionCase(#"{"seats": -2}"#, [expected("seats", "minimum", [.number(0)])]),
        SubmissionCase(#"{"seats": "4"}"#, [typeIssue("seats", "type.integer")]),
        SubmissionCase(#"{"vat": "DE1234567890123456789"}"#, [expected("vat", "maxLength", [.integer(20)])]),
        // Blank and null are no value: no rule of the project runs on them.
        SubmissionCase(#"{"promo": "   ", "vat": "", "seats": null}"#),
    ])
    func runsAfterTheBuiltInChecksOnTheNormalizedValue(_ testCase: SubmissionCase) throws {
        let form = try CustomRuleExamples.form(Self.fields)
        #expect(try form.check(testCase.json).issues == testCase.issues)
    }

    @Test func aHiddenFieldsRuleDoesNotRun() throws {
        let form = try CustomRuleExamples.form([
            #"{ "name": "hasPromo", "type": "boolean" }"#,
            #"{ "name": "promo", "type": "text", "visibleIf": { "field": "hasPromo", "equals": true }, "rules": ["promoCode"] }"#,
        ])
        #expect(try form.check(#"{"hasPromo": false, "promo": "nope"}"#).issues == [])
        #expect(try form.check(#"{"hasPromo": true, "promo": "nope"}"#).issues == [expected("promo", "promoCode")])
    }

    @Test func theFirstFailingRuleIsTheFieldsProblemAndCrossFieldRulesStillRun() throws {
        let form = try CustomRuleExamples.form([
            #"{ "name": "code", "type": "text" }"#,
            #"{ "name": "again", "type": "text", "equals": "code", "rules": ["promoCode", { "rule": "vatNumber", "country": "DE" }] }"#,
        ])
        #expect(try form.check(#"{"code": "A", "again": "B"}"#).issues == [
            expected("again", "promoCode"), expected("again", "equals", [.key("field.code")]),
        ])
    }

    @Test func aFieldsMessagesOverrideNamesTheRuleAndTheKeysListTheMessage() throws {
        let fields = [
            #"{ "name": "promo", "type": "text", "rules": ["promoCode"], "messages": { "promoCode": "promo.invalid" } }"#,
            #"{ "name": "vat", "type": "text", "rules": [{ "rule": "vatNumber", "country": "AT", "digits": 8 }] }"#,
        ]
        let form = try CustomRuleExamples.form(fields)
        #expect(try form.check(#"{"promo": "JUMP4T", "vat": "AT1234567"}"#).issues == [
            expected("promo", "promoCode", messageKey: "promo.invalid"), expected("vat", "vatNumber", [.text("AT"), .integer(8)]),
        ])
        #expect(form.spec.messageKeys.isSuperset(of: ["promo.invalid", "rule.vatNumber"]))
        #expect(!form.spec.messageKeys.contains("rule.promoCode"))
    }

    @Test func anOverrideOfARuleTheFieldDoesNotNameIsAnError() throws {
        let error = try #require(throws: SpecError.self) {
            try CustomRuleExamples.form([#"{ "name": "promo", "type": "text", "messages": { "promoCode": "promo.invalid" } }"#])
        }
        #expect(error.code == .unknownKey)
        #expect(error.pointer == "/fields/0/messages/promoCode")
    }

    /// The step says so, so no source can run a field and skip its rules unnoticed.
    @Test func theByteSourceDeclinesAFormWithRulesOfTheProject() throws {
        let form = try CustomRuleExamples.form(Self.fields)
        #expect(form.fields.map(\.step.readsBytes) == [false, false, false])
        #expect(form.byteLevelPlan == nil)
        let plain = try CustomRuleExamples.form([#"{ "name": "promo", "type": "text" }"#])
        #expect(plain.fields[0].step.readsBytes)
    }

    @Test func bothWaysOfValidatingJSONGiveTheSameReports() throws {
        let form = try CustomRuleExamples.form(Self.fields)
        let lines = [
            #"{"promo": "JUMP4S", "vat": "DE123456789", "seats": 2}"#, #"{"promo": "JUMP4T"}"#, #"{"vat": "  DE12"}"#,
            #"{"seats": 3, "extra": 1}"#, #"{"promo": 5}"#, #"{}"#, #"{"promo": "\u004aUMP4S"}"#,
        ].map { Array($0.utf8) }
        var validator = form.makeValidator(context: ByteLevelDifferentialTests.context)
        for line in lines {
            #expect(line.withUnsafeBufferPointer { validator.validateBytes($0, limits: JSONReader.Limits()) } == nil)
        }
        #expect(ByteLevelDifferentialTests.compare(form, lines) == 0)
        #expect(try validator.validate(json: lines[1]).issues == [expected("promo", "promoCode")])
    }

    @Test func aValidatorForAnotherThreadKeepsTheRules() throws {
        let form = try CustomRuleExamples.form(Self.fields)
        let other = form.makeValidator(context: Engine.context).forAnotherThread()
        #expect(other.form.rules.codes == ["even", "promoCode", "vatNumber"])
        var validator = other
        #expect(validator.validate(try Engine.value(#"{"seats": 1}"#)).issues == [expected("seats", "even")])
    }

    @Test func theJSONSchemaNamesTheRulesForTheServer() throws {
        let form = try CustomRuleExamples.form(Self.fields)
        let export = JSONSchemaExport(spec: form.spec)
        let vat = export.schema["properties"]?["vat"]
        #expect(vat?["x-formrules-rules"] == [["rule": "vatNumber", "country": "DE"]])
        #expect(vat?["description"] == "Also checked by the server: vatNumber.")
        #expect(export.limitations.contains(SchemaLimitation(kind: .customRule, field: "seats", detail: "rule even")))
    }
}
