import Testing
@testable import FormRules

/// `requiredIf`, `visibleIf` and `enabledIf` with present, equals, in, not, all and any. Hidden
/// and disabled fields are not validated, not required and not in the output, and conditions
/// see them as absent.
@Suite struct ConditionTests {
    static let fields = [
        #"{ "name": "contactBy", "type": "choice", "options": ["email", "phone", "post"] }"#,
        #"{ "name": "subscribe", "type": "boolean" }"#,
        #"{ "name": "email", "type": "email", "required": true, "visibleIf": { "field": "contactBy", "equals": "email" } }"#,
        #"{ "name": "phone", "type": "phone", "required": true, "visibleIf": { "field": "contactBy", "in": ["phone", "post"] } }"#,
        #"{ "name": "reason", "type": "text", "requiredIf": { "not": { "field": "subscribe", "present": true } } }"#,
        #"{ "name": "code", "type": "digits", "required": true, "enabledIf": { "all": [ { "field": "subscribe", "present": true }, { "field": "contactBy", "equals": "email" } ] } }"#,
        #"{ "name": "street", "type": "text", "requiredIf": { "any": [ { "field": "contactBy", "equals": "post" }, { "field": "code", "present": true } ] } }"#,
        #"{ "name": "emailNote", "type": "text", "visibleIf": { "field": "email", "present": true } }"#,
        #"{ "name": "quiet", "type": "text", "requiredIf": { "field": "subscribe", "present": false } }"#,
    ]

    struct Case: Sendable, CustomTestStringConvertible {
        var json: String
        var issues: [FormIssue]
        /// Names of the fields expected hidden, and disabled.
        var hidden: Set<String>
        var disabled: Set<String>
        var testDescription: String { json }
    }

    static let cases: [Case] = [
        Case(
            json: #"{ "subscribe": true }"#, issues: [],
            hidden: ["email", "phone", "emailNote"], disabled: ["code"]),
        Case(
            json: #"{ "subscribe": false }"#,
            issues: [expected("reason", "required"), expected("quiet", "required")],
            hidden: ["email", "phone", "emailNote"], disabled: ["code"]),
        Case(
            json: #"{ "contactBy": "email", "subscribe": true }"#,
            issues: [expected("email", "required"), expected("code", "required")],
            hidden: ["phone", "emailNote"], disabled: []),
        Case(
            json: #"{ "contactBy": "email", "subscribe": true, "email": "ada@example.com", "code": "1234", "emailNote": "hi" }"#,
            issues: [expected("street", "required")],
            hidden: ["phone"], disabled: []),
        Case(
            json: #"{ "contactBy": "phone", "subscribe": true, "phone": "+61 2 9999 9999" }"#, issues: [],
            hidden: ["email", "emailNote"], disabled: ["code"]),
        Case(
            json: #"{ "contactBy": "post", "subscribe": true, "phone": "0299999999" }"#,
            issues: [expected("street", "required")],
            hidden: ["email", "emailNote"], disabled: ["code"]),
        // Hidden and disabled fields are not validated: an invalid email, phone and code pass.
        Case(
            json: #"{ "contactBy": "phone", "subscribe": true, "phone": "0299999999", "email": "not an email", "code": "abc" }"#,
            issues: [], hidden: ["email", "emailNote"], disabled: ["code"]),
        // A hidden email is absent for the conditions that read it: its note is hidden too.
        Case(
            json: #"{ "contactBy": "post", "subscribe": true, "phone": "0299999999", "street": "1 Main St", "email": "ada@example.com", "emailNote": "x" }"#,
            issues: [], hidden: ["email", "emailNote"], disabled: ["code"]),
        // A rejected choice is still the value conditions read ("mail" is no option, and no condition matches).
        Case(
            json: #"{ "contactBy": "mail", "subscribe": true }"#,
            issues: [expected("contactBy", "choice", [.text("mail")])],
            hidden: ["email", "phone", "emailNote"], disabled: ["code"]),
        // `equals` compares the trimmed value.
        Case(
            json: #"{ "contactBy": " email ", "subscribe": true, "email": "ada@example.com", "code": "1", "street": "x" }"#,
            issues: [], hidden: ["phone"], disabled: []),
    ]

    @Test(arguments: cases)
    func evaluatesConditionsOnFinalValues(_ testCase: Case) throws {
        let report = try Engine.form(Self.fields).check(testCase.json)
        #expect(report.issues == testCase.issues)
        #expect(Set(report.fields.filter { !$0.visible }.map(\.name)) == testCase.hidden)
        #expect(Set(report.fields.filter { !$0.enabled }.map(\.name)) == testCase.disabled)
        for state in report.fields where !state.visible || !state.enabled {
            #expect(!state.required, "\(state.name) is required while unavailable")
            #expect(state.value == nil, "\(state.name) has a value while unavailable")
            #expect(report.normalizedValue(state.name) == nil, "\(state.name) is in the output while unavailable")
        }
    }

    @Test func marksConditionallyRequiredFieldsInTheirStates() throws {
        let report = try Engine.form(Self.fields).check(#"{ "contactBy": "post", "subscribe": false }"#)
        let required = report.fields.filter(\.required).map(\.name)
        #expect(required == ["phone", "reason", "street", "quiet"])
    }

    @Test(arguments: [
        (#"{ "flag": true }"#, true), (#"{ "flag": false }"#, false), (#"{}"#, false), (#"{ "flag": null }"#, false),
    ])
    func treatsATickedBoxAsPresentAndAnUntickedOneAsAbsent(_ json: String, _ shown: Bool) throws {
        let form = try Engine.form([
            #"{ "name": "flag", "type": "boolean", "nullable": true }"#,
            #"{ "name": "detail", "type": "text", "visibleIf": { "field": "flag", "present": true } }"#,
        ])
        #expect(try form.check(json).field("detail")?.visible == shown)
    }

    @Test(arguments: [("1", true), ("2", false), ("1.0", true), ("\"1\"", false)])
    func comparesNumbersByValueAndTypesStrictly(_ literal: String, _ shown: Bool) throws {
        let form = try Engine.form([
            #"{ "name": "count", "type": "number", "nullable": true }"#,
            #"{ "name": "detail", "type": "text", "visibleIf": { "field": "count", "in": [1, 3] } }"#,
        ])
        #expect(try form.check(#"{ "count": \#(literal) }"#).field("detail")?.visible == shown)
    }

    @Test func hidesAChainOfFieldsBehindAHiddenOne() throws {
        let form = try Engine.form([
            #"{ "name": "c", "type": "text", "visibleIf": { "field": "b", "present": true } }"#,
            #"{ "name": "b", "type": "text", "visibleIf": { "field": "a", "equals": "yes" } }"#,
            #"{ "name": "a", "type": "text" }"#,
        ])
        let hidden = try form.check(#"{ "a": "no", "b": "x", "c": "y" }"#)
        #expect(hidden.fields.map(\.visible) == [false, false, true])
        #expect(hidden.normalized == ["a": "no"])
        let shown = try form.check(#"{ "a": "yes", "b": "x", "c": "y" }"#)
        #expect(shown.fields.map(\.visible) == [true, true, true])
        #expect(shown.normalized == ["c": "y", "b": "x", "a": "yes"])
    }

    @Test func letsTwoFieldsRequireEachOther() throws {
        let form = try Engine.form([
            #"{ "name": "from", "type": "date", "requiredIf": { "field": "to", "present": true } }"#,
            #"{ "name": "to", "type": "date", "requiredIf": { "field": "from", "present": true } }"#,
        ])
        #expect(try form.check("{}").issues.isEmpty)
        #expect(try form.check(#"{ "from": "2026-01-01" }"#).issues == [expected("to", "required")])
        #expect(try form.check(#"{ "to": "2026-01-01" }"#).issues == [expected("from", "required")])
    }
}
