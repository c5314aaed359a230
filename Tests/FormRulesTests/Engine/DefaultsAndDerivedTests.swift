import Testing
@testable import FormRules

/// Defaults (a literal, or today's date) fill a field the submission leaves out; derived values
/// (joined, first non-empty) fill a field left out or empty. Both are then checked like any value.
@Suite struct DefaultsAndDerivedTests {
    static let fields = [
        #"{ "name": "country", "type": "country", "default": "US" }"#,
        #"{ "name": "signedOn", "type": "date", "default": "today", "notAfter": "today" }"#,
        #"{ "name": "newsletter", "type": "boolean", "default": false }"#,
        #"{ "name": "nickname", "type": "text" }"#,
        #"{ "name": "firstName", "type": "text" }"#,
        #"{ "name": "lastName", "type": "text" }"#,
        #"{ "name": "fullName", "type": "text", "maxLength": 20, "derived": { "join": ["firstName", "lastName"] } }"#,
        #"{ "name": "sortName", "type": "text", "derived": { "join": ["lastName", "firstName"], "separator": ", " } }"#,
        #"{ "name": "displayName", "type": "text", "required": true, "derived": { "firstNonEmpty": ["nickname", "firstName", "email"] } }"#,
        #"{ "name": "email", "type": "email" }"#,
        #"{ "name": "seats", "type": "integer", "default": 1, "minimum": 1 }"#,
    ]

    static let defaults: FormValue = ["country": "US", "signedOn": "2026-11-21", "newsletter": false, "seats": 1]

    static func with(_ members: [String: FormValue]) -> FormValue {
        var object = defaults.object!
        for (key, value) in members { object[key] = value }
        return .object(object)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var json: String
        var issues: [FormIssue] = []
        var normalized: FormValue
        var testDescription: String { json }
    }

    static let cases: [Case] = [
        Case(json: "{}", issues: [expected("displayName", "required")], normalized: defaults),
        Case(
            json: #"{ "firstName": " Ada ", "lastName": "Lovelace" }"#,
            normalized: with([
                "firstName": "Ada", "lastName": "Lovelace", "fullName": "Ada Lovelace", "sortName": "Lovelace, Ada", "displayName": "Ada",
            ])),
        Case(
            json: #"{ "firstName": "Ada", "lastName": "" }"#,
            normalized: with(["firstName": "Ada", "lastName": "", "fullName": "Ada", "sortName": "Ada", "displayName": "Ada"])),
        Case(
            json: #"{ "nickname": "Countess", "firstName": "Ada" }"#,
            normalized: with(["nickname": "Countess", "firstName": "Ada", "fullName": "Ada", "sortName": "Ada", "displayName": "Countess"])),
        Case(
            json: #"{ "nickname": "  ", "email": "ada@EXAMPLE.com" }"#,
            normalized: with(["nickname": "", "email": "ada@example.com", "displayName": "ada@example.com"])),
        // A submitted value wins over its derivation; an empty one does not.
        Case(
            json: #"{ "firstName": "Ada", "lastName": "Lovelace", "fullName": "A. A. Lovelace", "displayName": "" }"#,
            normalized: with([
                "firstName": "Ada", "lastName": "Lovelace", "fullName": "A. A. Lovelace", "sortName": "Lovelace, Ada", "displayName": "Ada",
            ])),
        // A submitted value wins over the default, and a derived value is checked like any other.
        Case(
            json: #"{ "country": "AU", "newsletter": true, "seats": 3, "firstName": "Augusta Ada", "lastName": "King-Noel" }"#,
            issues: [expected("fullName", "maxLength", [.integer(20)])],
            normalized: [
                "country": "AU", "signedOn": "2026-11-21", "newsletter": true, "firstName": "Augusta Ada", "lastName": "King-Noel",
                "fullName": "Augusta Ada King-Noel", "sortName": "King-Noel, Augusta Ada", "displayName": "Augusta Ada", "seats": 3,
            ]),
        Case(
            json: #"{ "signedOn": "2026-11-22", "displayName": "x" }"#,
            issues: [expected("signedOn", "notInFuture", [.text("2026-11-21")])],
            normalized: with(["signedOn": "2026-11-22", "displayName": "x"])),
    ]

    @Test(arguments: cases)
    func fillsDefaultsAndDerivedValues(_ testCase: Case) throws {
        let report = try Engine.form(Self.fields).check(testCase.json)
        #expect(report.issues == testCase.issues)
        #expect(report.normalized == testCase.normalized)
    }

    @Test func takesTodayFromTheContext() throws {
        let report = try Engine.form(Self.fields).check(#"{ "displayName": "x" }"#, context: Engine.context(on: "2027-01-31"))
        #expect(report.normalizedValue("signedOn") == "2027-01-31")
        #expect(report.field("signedOn")?.value == "2027-01-31")
    }

    @Test func fillsNothingIntoHiddenOrDisabledFields() throws {
        let form = try Engine.form([
            #"{ "name": "gift", "type": "boolean" }"#,
            #"{ "name": "wrapping", "type": "choice", "options": ["plain", "festive"], "default": "plain", "visibleIf": { "field": "gift", "present": true } }"#,
            #"{ "name": "card", "type": "text", "derived": { "join": ["wrapping"] }, "enabledIf": { "field": "gift", "present": true } }"#,
        ])
        #expect(try form.check(#"{ "gift": false }"#).normalized == ["gift": false])
        #expect(try form.check(#"{ "gift": true }"#).normalized == ["gift": true, "wrapping": "plain", "card": "plain"])
    }

    /// A default fills a field sent empty as well as one left out, as a derived value does: an
    /// empty date input on a release gets today's date, an emptied picker its default option.
    @Test func fillsAnEmptySubmittedValueWithItsDefault() throws {
        let report = try Engine.form(Self.fields).check(#"{ "country": " ", "displayName": "x" }"#)
        #expect(report.issues.isEmpty)
        #expect(report.normalizedValue("country") == "US")
    }
}
