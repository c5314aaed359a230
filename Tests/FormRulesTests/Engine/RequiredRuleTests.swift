import Testing
@testable import FormRules

/// `required` means present and not empty after trimming; `false` is a value; an optional empty
/// value is fine and no other rule runs on it; `null` is no value, so a required field sent
/// `null` is `required` (``NullValueTests``).
@Suite struct RequiredRuleTests {
    static let fields = [
        #"{ "name": "name", "type": "text", "required": true }"#,
        #"{ "name": "agree", "type": "boolean", "required": true }"#,
        #"{ "name": "nickname", "type": "text", "minLength": 3 }"#,
        #"{ "name": "contact", "type": "email" }"#,
        #"{ "name": "note", "type": "text", "required": true, "nullable": true }"#,
        #"{ "name": "age", "type": "integer", "required": true, "minimum": 18 }"#,
    ]
    static let complete = #""name": "Ada", "agree": true, "note": "n", "age": 36"#

    static let cases: [SubmissionCase] = [
        SubmissionCase("{ \(complete) }"),
        SubmissionCase("{}", [
            expected("name", "required"), expected("agree", "required"), expected("note", "required"), expected("age", "required"),
        ]),
        SubmissionCase(#"{ "name": "", "agree": true, "note": "n", "age": 36 }"#, [expected("name", "required")]),
        SubmissionCase(#"{ "name": " \t\r\n ", "agree": true, "note": "n", "age": 36 }"#, [expected("name", "required")]),
        SubmissionCase(#"{ "name": "\u00A0\u3000\u2003", "agree": true, "note": "n", "age": 36 }"#, [expected("name", "required")]),
        // `false` is an answer: a box that must be ticked is `const: true`.
        SubmissionCase(#"{ "name": "Ada", "agree": false, "note": "n", "age": 36 }"#),
        SubmissionCase(#"{ "name": "Ada", "agree": true, "note": null, "age": 36 }"#, [expected("note", "required")]),
        SubmissionCase(#"{ "name": null, "agree": true, "note": "n", "age": 36 }"#, [expected("name", "required")]),
        SubmissionCase(#"{ "name": "Ada", "agree": null, "note": "n", "age": 36 }"#, [expected("agree", "required")]),
        SubmissionCase(#"{ "name": "Ada", "agree": true, "note": "n", "age": null }"#, [expected("age", "required")]),
        // Optional and empty: fine, and no other rule (minLength, email) runs on it.
        SubmissionCase(#"{ \#(complete), "nickname": "", "contact": "" }"#),
        SubmissionCase(#"{ \#(complete), "nickname": "   ", "contact": " \t " }"#),
        SubmissionCase(#"{ \#(complete), "nickname": "Al", "contact": "x" }"#, [
            expected("nickname", "minLength", [.integer(3)]), expected("contact", "email"),
        ]),
        SubmissionCase(#"{ "name": "Ada", "agree": true, "note": "n", "age": 17 }"#, [expected("age", "minimum", [.number(18)])]),
        SubmissionCase(#"{ "name": "Ada", "agree": true, "note": "n", "age": 0 }"#, [expected("age", "minimum", [.number(18)])]),
    ]

    @Test(arguments: cases)
    func reportsMissingAndEmptyValues(_ testCase: SubmissionCase) throws {
        let form = try Engine.form(Self.fields)
        #expect(try form.check(testCase.json).issues == testCase.issues)
    }

    @Test func keepsAnOptionalEmptyValueTrimmedInTheOutput() throws {
        let form = try Engine.form(Self.fields)
        let report = try form.check(#"{ \#(Self.complete), "nickname": "   " }"#)
        #expect(report.normalizedValue("nickname") == "")
    }

    @Test func dropsANullOfANullableOptionalFieldWithoutAProblem() throws {
        let form = try Engine.form([#"{ "name": "middleName", "type": "text", "nullable": true, "minLength": 2 }"#])
        let report = try form.check(#"{ "middleName": null }"#)
        #expect(report.issues.isEmpty)
        #expect(report.normalized == .object([:]))
    }

    @Test func usesTheFieldsMessageKeyAndLabelOverrides() throws {
        let form = try Engine.form([
            #"{ "name": "signature", "type": "text", "required": true, "label": "label.signHere", "messages": { "required": "signature.required" } }"#,
        ])
        let issues = try form.check("{}").issues
        #expect(issues == [expected("signature", "required", messageKey: "signature.required", label: "label.signHere")])
    }

    @Test func marksRequiredFieldsInTheirStates() throws {
        let form = try Engine.form(Self.fields)
        let report = try form.check("{}")
        #expect(report.fields.map(\.required) == [true, true, false, false, true, true])
    }
}
