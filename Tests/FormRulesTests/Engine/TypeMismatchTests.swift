import Testing
@testable import FormRules

/// A value of the wrong JSON type is one `type` issue for its field and nothing else: no
/// `required`, no length, no constant, no comparison; the field is absent from the output.
/// Digits (a phone number, a postal code) sent as a JSON number name `type.textNotNumber`:
/// send text, a number loses leading zeros (issue 26; refused, never turned into text).
/// A submission that is not an object is one issue for the whole form.
@Suite struct TypeMismatchTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var field: String
        var literal: String
        var typeKey: String
        var testDescription: String { "\(field): \(literal)" }
        init(_ field: String, _ literal: String, _ typeKey: String) {
            self.field = field
            self.literal = literal
            self.typeKey = typeKey
        }
    }

    static let fields = [
        #"{ "name": "text", "type": "text", "required": true, "minLength": 5, "const": "hello" }"#,
        #"{ "name": "password", "type": "password", "required": true }"#,
        #"{ "name": "email", "type": "email", "required": true }"#,
        #"{ "name": "digits", "type": "digits", "minLength": 4 }"#,
        #"{ "name": "phone", "type": "phone" }"#,
        #"{ "name": "postalCode", "type": "postalCode", "country": "country" }"#,
        #"{ "name": "choice", "type": "choice", "options": ["a", "b"] }"#,
        #"{ "name": "country", "type": "country" }"#,
        #"{ "name": "date", "type": "date" }"#,
        #"{ "name": "dateTime", "type": "dateTime" }"#,
        #"{ "name": "number", "type": "number", "required": true, "minimum": 10 }"#,
        #"{ "name": "integer", "type": "integer" }"#,
        #"{ "name": "boolean", "type": "boolean", "required": true, "const": true }"#,
        #"{ "name": "height", "type": "height" }"#,
        #"{ "name": "confirmation", "type": "text", "equals": "text" }"#,
    ]
    /// Every required field valid, so that only the case's field can fail.
    static let valid: [(String, FormValue)] = [
        ("text", "hello"), ("password", "secret"), ("email", "ada@example.com"), ("number", 10), ("boolean", true),
    ]

    static let cases: [Case] = [
        Case("text", "5", "type.text"),
        Case("text", "true", "type.text"),
        Case("text", "[]", "type.text"),
        Case("text", "[\"hello\"]", "type.text"),
        Case("text", "{}", "type.text"),
        Case("password", "12345678", "type.text"),
        Case("email", "false", "type.text"),
        Case("digits", "12345678", "type.textNotNumber"),
        Case("phone", "61299999999", "type.textNotNumber"),
        Case("digits", "true", "type.text"),
        Case("postalCode", "2000", "type.textNotNumber"),
        Case("postalCode", "[2000]", "type.text"),
        Case("choice", "1", "type.text"),
        Case("country", "[\"US\"]", "type.text"),
        Case("date", "20261121", "type.text"),
        Case("dateTime", "1700000000", "type.text"),
        Case("number", "\"67.5\"", "type.number"),
        Case("number", "\"\"", "type.number"),
        Case("number", "true", "type.number"),
        Case("number", "[10]", "type.number"),
        Case("integer", "\"3\"", "type.integer"),
        Case("integer", "{}", "type.integer"),
        Case("boolean", "\"true\"", "type.boolean"),
        Case("boolean", "1", "type.boolean"),
        Case("boolean", "\"\"", "type.boolean"),
        Case("confirmation", "5", "type.text"),
    ]

    @Test(arguments: cases)
    func reportsOneTypeIssueAndNothingElseForTheField(_ testCase: Case) throws {
        let form = try Engine.form(Self.fields)
        let value = try Engine.value(testCase.literal)
        let members = Self.valid.filter { $0.0 != testCase.field } + [(testCase.field, value)]
        let report = form.check(submission(members))
        #expect(report.issues == [typeIssue(testCase.field, testCase.typeKey)])
        #expect(report.normalizedValue(testCase.field) == nil)
        #expect(report.field(testCase.field)?.value == nil)
    }

    /// A height of the wrong type is one issue, and like any wrongly typed value it is left out
    /// of the output and the field state.
    @Test(arguments: ["true", "{}", "[67]", "{ \"feet\": 5 }"])
    func reportsAWrongTypeForAHeightAndDropsIt(_ literal: String) throws {
        let form = try Engine.form(Self.fields)
        let report = form.check(submission(Self.valid + [("height", try Engine.value(literal))]))
        #expect(report.issues == [typeIssue("height", "type.height")])
        #expect(report.normalizedValue("height") == nil)
        #expect(report.field("height")?.value == nil)
    }

    /// An empty array is a wrong type for a height too (`null` is no value: ``NullValueTests``).
    @Test(arguments: ["[]"])
    func reportsAWrongTypeForAHeight(_ literal: String) throws {
        let form = try Engine.form(Self.fields)
        let report = form.check(submission(Self.valid + [("height", try Engine.value(literal))]))
        #expect(report.issues == [typeIssue("height", "type.height")])
    }

    @Test(arguments: ["text", "number", "boolean", "date", "height", "choice"])
    func acceptsNullForANullableField(_ type: String) throws {
        let options = type == "choice" ? #", "options": ["a"]"# : ""
        let form = try Engine.form([#"{ "name": "x", "type": "\#(type)", "nullable": true\#(options) }"#])
        let report = try form.check(#"{ "x": null }"#)
        #expect(report.issues.isEmpty)
        #expect(report.normalized == .object([:]))
    }

    /// The type received is named by a key (`json.array`), so it is shown in the reader's language.
    @Test(arguments: [
        ("[]", "json.array"), ("\"text\"", "json.string"), ("5", "json.number"), ("true", "json.boolean"),
        ("null", "json.null"), ("[{}]", "json.array"),
    ])
    func reportsOneIssueForASubmissionThatIsNotAnObject(_ literal: String, _ typeKey: String) throws {
        let value = try Engine.value(literal)
        let report = try Engine.form(Self.fields).check(value)
        #expect(report.issues == [
            FormIssue(path: "", pointer: "", rule: "type", messageKey: "rule.submission.type", arguments: [.key(typeKey)]),
        ])
        #expect(report.normalized == nil)
        #expect(report.fields.isEmpty)
    }
}
