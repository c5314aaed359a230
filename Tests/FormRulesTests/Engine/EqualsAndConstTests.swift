import Testing
@testable import FormRules

/// `equals` compares with another field's final value and runs even when that field fails its
/// own rules; `const` pins a value (a box that must be ticked).
@Suite struct EqualsAndConstTests {
    static let fields = [
        #"{ "name": "password", "type": "password", "minLength": 8 }"#,
        #"{ "name": "passwordConfirmation", "type": "password", "equals": "password", "requiredIf": { "field": "password", "present": true } }"#,
        #"{ "name": "terms", "type": "boolean", "required": true, "const": true }"#,
        #"{ "name": "plan", "type": "text", "const": "basic" }"#,
        #"{ "name": "seats", "type": "integer", "const": 1 }"#,
    ]

    static let mismatch = expected("passwordConfirmation", "equals", [.key("field.password")])

    static let cases: [SubmissionCase] = [
        SubmissionCase(#"{ "password": "correct horse", "passwordConfirmation": "correct horse", "terms": true }"#),
        SubmissionCase(#"{ "password": "correct horse", "passwordConfirmation": "correct house", "terms": true }"#, [mismatch]),
        SubmissionCase(#"{ "password": "correct horse", "passwordConfirmation": "Correct horse", "terms": true }"#, [mismatch]),
        // The confirmation is compared even though the password itself fails.
        SubmissionCase(#"{ "password": "short", "passwordConfirmation": "shirt", "terms": true }"#, [
            expected("password", "minLength", [.integer(8)]), mismatch,
        ]),
        SubmissionCase(#"{ "password": "short", "passwordConfirmation": "short", "terms": true }"#, [
            expected("password", "minLength", [.integer(8)]),
        ]),
        SubmissionCase(#"{ "password": "correct horse", "terms": true }"#, [expected("passwordConfirmation", "required")]),
        SubmissionCase(#"{ "password": "correct horse", "passwordConfirmation": "", "terms": true }"#, [expected("passwordConfirmation", "required")]),
        SubmissionCase(#"{ "passwordConfirmation": "correct horse", "terms": true }"#, [mismatch]),
        SubmissionCase(#"{ "password": 12345678, "passwordConfirmation": "12345678", "terms": true }"#, [
            typeIssue("password", "type.text"), mismatch,
        ]),
        // A box that must be ticked is worded apart ("must be true" is not how people speak).
        SubmissionCase(#"{ "terms": false }"#, [expected("terms", "const", messageKey: "rule.const.checked")]),
        SubmissionCase(#"{}"#, [expected("terms", "required")]),
        SubmissionCase(#"{ "terms": true, "plan": "basic", "seats": 1 }"#),
        SubmissionCase(#"{ "terms": true, "plan": " basic ", "seats": 1.0 }"#),
        SubmissionCase(#"{ "terms": true, "plan": "pro" }"#, [expected("plan", "const", [.text("basic")])]),
        SubmissionCase(#"{ "terms": true, "seats": 2 }"#, [expected("seats", "const", [.text("1")])]),
        // An empty optional value is not held to its constant.
        SubmissionCase(#"{ "terms": true, "plan": "" }"#),
    ]

    @Test(arguments: cases)
    func comparesWithOtherFieldsAndConstants(_ testCase: SubmissionCase) throws {
        #expect(try Engine.form(Self.fields).check(testCase.json).issues == testCase.issues)
    }

    @Test func namesTheOtherFieldByItsLabel() throws {
        let form = try Engine.form([
            #"{ "name": "pin", "type": "digits", "label": "label.pin" }"#,
            #"{ "name": "pinAgain", "type": "digits", "equals": "pin" }"#,
        ])
        let issues = try form.check(#"{ "pin": "1234", "pinAgain": "4321" }"#).issues
        #expect(issues == [expected("pinAgain", "equals", [.key("label.pin")])])
    }

    /// A box that must stay empty has its own words too; a spec's own message for `const`
    /// still wins over both.
    @Test(arguments: [
        (#"{ "name": "optOut", "type": "boolean", "const": false }"#, "rule.const.unchecked"),
        (#"{ "name": "optOut", "type": "boolean", "const": false, "messages": { "const": "custom.optOut" } }"#, "custom.optOut"),
    ])
    func wordsACheckBoxThatMustStayEmpty(_ field: String, _ messageKey: String) throws {
        let form = try Engine.form([field])
        let issues = try form.check(#"{ "optOut": true }"#).issues
        #expect(issues == [expected("optOut", "const", messageKey: messageKey)])
        #expect(form.spec.messageKeys.contains(messageKey))
    }

    @Test func comparesNormalizedValues() throws {
        let form = try Engine.form([
            #"{ "name": "zip", "type": "text" }"#,
            #"{ "name": "zipAgain", "type": "text", "equals": "zip" }"#,
        ])
        #expect(try form.check(#"{ "zip": "2000 ", "zipAgain": " 2000" }"#).issues.isEmpty)
    }
}
