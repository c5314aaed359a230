import Testing
@testable import FormRules

/// Rules over several fields: exactly one, at least one, all or none. A group's issue is
/// reported at its first field, after every field's issues.
@Suite struct GroupTests {
    static let fields = [
        #"{ "name": "isAdult", "type": "boolean" }"#,
        #"{ "name": "isMinor", "type": "boolean" }"#,
        #"{ "name": "guardianName", "type": "text", "requiredIf": { "field": "isMinor", "present": true } }"#,
        #"{ "name": "email", "type": "email" }"#,
        #"{ "name": "phone", "type": "phone" }"#,
        #"{ "name": "street", "type": "text" }"#,
        #"{ "name": "city", "type": "text" }"#,
    ]
    static let groups = [
        #"{ "exactlyOne": ["isAdult", "isMinor"] }"#,
        #"{ "atLeastOne": ["email", "phone"], "message": "contact.needed" }"#,
        #"{ "allOrNone": ["street", "city"] }"#,
    ]

    static let exactlyOne = FormIssue(
        path: "isAdult", pointer: "/isAdult", rule: "exactlyOne", messageKey: "rule.exactlyOne",
        arguments: [.list([.key("field.isAdult"), .key("field.isMinor")])])
    /// Several ticked says so in its own words (`.several`); the rule code stays `exactlyOne`.
    static let exactlyOneSeveral = FormIssue(
        path: "isAdult", pointer: "/isAdult", rule: "exactlyOne", messageKey: "rule.exactlyOne.several",
        arguments: [.list([.key("field.isAdult"), .key("field.isMinor")])])
    static let atLeastOne = FormIssue(
        path: "email", pointer: "/email", rule: "atLeastOne", messageKey: "contact.needed",
        arguments: [.list([.key("field.email"), .key("field.phone")])])
    static let allOrNone = FormIssue(
        path: "street", pointer: "/street", rule: "allOrNone", messageKey: "rule.allOrNone",
        arguments: [.list([.key("field.street"), .key("field.city")])])

    static let contact = #""email": "ada@example.com""#

    static let cases: [SubmissionCase] = [
        SubmissionCase(#"{ "isAdult": true, "isMinor": false, \#(contact) }"#),
        SubmissionCase(#"{ "isAdult": true, \#(contact) }"#),
        SubmissionCase(#"{ "isMinor": true, "guardianName": "Ann", \#(contact) }"#),
        SubmissionCase(#"{ "isAdult": false, "isMinor": false, \#(contact) }"#, [exactlyOne]),
        SubmissionCase(#"{ "isAdult": true, "isMinor": true, "guardianName": "Ann", \#(contact) }"#, [exactlyOneSeveral]),
        SubmissionCase(#"{ \#(contact) }"#, [exactlyOne]),
        // A field with a wrong type has no value: the group sees none.
        SubmissionCase(#"{ "isAdult": "yes", \#(contact) }"#, [typeIssue("isAdult", "type.boolean"), exactlyOne]),
        // Field issues come first, then the groups in spec order.
        SubmissionCase(#"{ "isMinor": true }"#, [expected("guardianName", "required"), atLeastOne]),
        SubmissionCase(#"{ "isAdult": true, "phone": "0299999999" }"#),
        SubmissionCase(#"{ "isAdult": true, "email": "", "phone": "  " }"#, [atLeastOne]),
        SubmissionCase(#"{ "isAdult": true, "email": "ada@example.com", "phone": "0299999999" }"#),
        SubmissionCase(#"{ "isAdult": true, \#(contact), "street": "1 Main St" }"#, [allOrNone]),
        SubmissionCase(#"{ "isAdult": true, \#(contact), "city": "Sydney", "street": "" }"#, [allOrNone]),
        SubmissionCase(#"{ "isAdult": true, \#(contact), "street": "1 Main St", "city": "Sydney" }"#),
        SubmissionCase(#"{ "isAdult": false, "street": "1 Main St" }"#, [exactlyOne, atLeastOne, allOrNone]),
    ]

    @Test(arguments: cases)
    func checksGroupsAfterFields(_ testCase: SubmissionCase) throws {
        let form = try Engine.form(Self.fields, groups: Self.groups)
        #expect(try form.check(testCase.json).issues == testCase.issues)
    }

    @Test func countsAHiddenFieldAsEmpty() throws {
        let form = try Engine.form(
            [
                #"{ "name": "role", "type": "choice", "options": ["student", "staff"] }"#,
                #"{ "name": "studentId", "type": "text", "visibleIf": { "field": "role", "equals": "student" } }"#,
                #"{ "name": "staffId", "type": "text", "visibleIf": { "field": "role", "equals": "staff" } }"#,
            ],
            groups: [#"{ "exactlyOne": ["studentId", "staffId"] }"#])
        #expect(try form.check(#"{ "role": "staff", "studentId": "S1", "staffId": "E1" }"#).issues.isEmpty)
        #expect(try form.check(#"{ "role": "staff", "studentId": "S1" }"#).issues.map(\.rule.rawValue) == ["exactlyOne"])
    }
}
