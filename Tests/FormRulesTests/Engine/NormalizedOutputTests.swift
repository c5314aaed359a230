import Testing
@testable import FormRules

/// The normalized submission: values trimmed and normalized, fields in spec order and nested by
/// their dotted names; hidden, disabled, cleared and wrongly typed values left out.
@Suite struct NormalizedOutputTests {
    static let fields = [
        #"{ "name": "email", "type": "email" }"#,
        #"{ "name": "name.first", "type": "text" }"#,
        #"{ "name": "name.last", "type": "text" }"#,
        #"{ "name": "phone", "type": "phone" }"#,
        #"{ "name": "country", "type": "country" }"#,
        #"{ "name": "state", "type": "region", "country": "country" }"#,
        #"{ "name": "zip", "type": "postalCode", "country": "country", "allowZipPlusFour": true }"#,
        #"{ "name": "born", "type": "date" }"#,
        #"{ "name": "height", "type": "height" }"#,
        #"{ "name": "weight", "type": "number" }"#,
        #"{ "name": "secret", "type": "text", "trim": false }"#,
        #"{ "name": "hint", "type": "text", "visibleIf": { "field": "secret", "present": true } }"#,
    ]

    @Test func normalizesEveryValueInSpecOrder() throws {
        let report = try Engine.form(Self.fields).check(#"""
            { "weight": 70.50, "height": "170 cm", "born": " 1990-04-05 ", "zip": "94043 1351", "state": " CA ",
              "country": "US", "phone": "+1 (650) 253-0000", "name": { "last": " Lovelace ", "first": "Ada" },
              "email": " Ada@EXAMPLE.COM ", "secret": " s3cret ", "hint": "\tthe usual\n" }
            """#)
        #expect(report.issues.isEmpty)
        #expect(report.normalized?.jsonText() == #"""
            {"email":"Ada@example.com","name":{"first":"Ada","last":"Lovelace"},"phone":"+16502530000","country":"US",\#
            "state":"CA","zip":"94043-1351","born":"1990-04-05","height":67,"weight":70.50,"secret":" s3cret ","hint":"the usual"}
            """#)
    }

    @Test func leavesOutHiddenClearedAndWronglyTypedValues() throws {
        let report = try Engine.form(Self.fields).check(#"""
            { "email": 5, "name": { "first": "Ada" }, "country": "AU", "state": "CA", "hint": "x", "weight": "heavy" }
            """#)
        #expect(report.issues.map(\.rule.rawValue) == ["type", "region", "type"])
        #expect(report.normalized?.jsonText() == #"{"name":{"first":"Ada"},"country":"AU"}"#)
    }

    @Test func createsNoEmptyObjectsForAbsentNestedFields() throws {
        let report = try Engine.form(Self.fields).check(#"{ "email": "ada@example.com" }"#)
        #expect(report.normalized?.jsonText() == #"{"email":"ada@example.com"}"#)
    }

    /// A password is what the person typed, spaces included: trimming it at sign-up but not at
    /// sign-in (or in another client) locks people out, and NIST SP 800-63B asks verifiers to
    /// accept spaces.
    @Test(arguments: [" correct horse", "correct horse ", "\tcorrect horse\n"])
    func keepsPasswordsAsTyped(_ password: String) throws {
        let form = try Engine.form([
            #"{ "name": "password", "type": "password", "required": true, "minLength": 2 }"#,
            #"{ "name": "passwordConfirmation", "type": "password", "equals": "password" }"#,
        ])
        let report = form.check(["password": .string(password), "passwordConfirmation": .string(password)])
        #expect(report.issues.isEmpty)
        // Kept as typed for the rules, and never echoed.
        #expect(report.normalizedValue("password") == nil)
        #expect(report.fields.allSatisfy { $0.value == nil })
    }

    @Test func comparesPasswordsAsTyped() throws {
        let form = try Engine.form([
            #"{ "name": "password", "type": "password" }"#,
            #"{ "name": "passwordConfirmation", "type": "password", "equals": "password" }"#,
        ])
        let report = try form.check(#"{ "password": "correct horse ", "passwordConfirmation": "correct horse" }"#)
        #expect(report.issues == [expected("passwordConfirmation", "equals", [.key("field.password")])])
    }
}
