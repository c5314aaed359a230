import Testing
@testable import FormRules

/// Secrets (`password` fields, and any field with `secret: true`) are never echoed: not in the
/// normalized submission, not in field states' values, in full mode or in an update. Their
/// rules still apply.
@Suite struct SecretFieldTests {
    static let fields = [
        #"{ "name": "email", "type": "email" }"#,
        #"{ "name": "password", "type": "password", "minLength": 8 }"#,
        #"{ "name": "passwordConfirmation", "type": "password", "equals": "password" }"#,
        #"{ "name": "auth.token", "type": "text", "secret": true, "trim": false, "minLength": 4, "nullable": true }"#,
        #"{ "name": "pin", "type": "digits", "secret": true, "required": true }"#,
        #"{ "name": "hint", "type": "password", "secret": false }"#,
    ]

    static let secrets = ["password", "passwordConfirmation", "auth.token", "pin"]

    struct Case: Sendable, CustomTestStringConvertible {
        var body: String
        var issues: [String]
        /// The normalized submission in full mode, then in an update without a stored record.
        var full: String
        var update: String
        var note: String
        var testDescription: String { note }
    }

    static let cases: [Case] = [
        Case(
            body: #"{"email":"ada@example.com","password":"correct horse","passwordConfirmation":"correct horse","auth":{"token":"tok-1"},"pin":"1234"}"#,
            issues: [], full: #"{"email":"ada@example.com"}"#, update: #"{"email":"ada@example.com"}"#, note: "every secret valid"),
        Case(
            body: #"{"password":"short","passwordConfirmation":"shorter","auth":{"token":"abc"},"pin":"12a4"}"#,
            issues: ["password minLength", "passwordConfirmation equals", "auth.token minLength", "pin digits"],
            full: #"{}"#, update: #"{}"#, note: "rules still apply; rejected secrets are not echoed either"),
        Case(
            body: #"{"pin":" 1234 ","auth":{"token":" tok "}}"#, issues: [], full: #"{}"#, update: #"{}"#,
            note: "a trimmed secret is not echoed"),
        Case(
            body: #"{"pin":"1234","auth":{"token":null}}"#, issues: [], full: #"{}"#, update: #"{"auth":{"token":null}}"#,
            note: "a cleared secret's value is not echoed; an update carries its clearing (an unlink) as null"),
        Case(
            body: #"{"pin":"1234","hint":"my dog"}"#, issues: [], full: #"{"hint":"my dog"}"#, update: #"{"hint":"my dog"}"#,
            note: "a password field with secret false is echoed"),
        Case(
            body: #"{"email":"ada@example.com"}"#, issues: ["pin required"], full: #"{"email":"ada@example.com"}"#,
            update: #"{"email":"ada@example.com"}"#, note: "a required secret not sent"),
    ]

    @Test(arguments: cases)
    func neverEchoesASecretInFullMode(_ testCase: Case) throws {
        let report = try Engine.form(Self.fields).check(testCase.body)
        #expect(report.issues.map { "\($0.path) \($0.rule)" } == testCase.issues)
        #expect(report.normalized?.jsonText() == testCase.full)
        for name in Self.secrets { #expect(report.field(name)?.value == nil, "\(name)") }
        #expect(report.fields.count == Self.fields.count)
    }

    @Test(arguments: cases)
    func neverEchoesASecretInAnUpdate(_ testCase: Case) throws {
        let context = ValidationContext(today: Engine.today, mode: .update(original: nil))
        let report = try Engine.form(Self.fields).check(testCase.body, context: context)
        // A required secret the update does not send is not the update's problem.
        #expect(report.issues.map { "\($0.path) \($0.rule)" } == testCase.issues.filter { $0 != "pin required" })
        #expect(report.normalized?.jsonText() == testCase.update)
        for name in Self.secrets { #expect(report.field(name)?.value == nil, "\(name)") }
    }

    @Test func aStoredSecretIsNeitherEchoedNorReported() throws {
        let stored = try Engine.value(#"{"email":"ada@example.com","pin":"12a4","auth":{"token":"x"}}"#)
        let report = try Engine.form(Self.fields).check(#"{"email":"bob@example.com"}"#, context: ValidationContext(today: Engine.today, mode: .update(original: stored)))
        #expect(report.issues.isEmpty)
        #expect(report.normalized?.jsonText() == #"{"email":"bob@example.com"}"#)
        for name in Self.secrets { #expect(report.field(name)?.value == nil, "\(name)") }
    }

    @Test func aSecretSentEmptyInAnUpdateIsCheckedAsCleared() throws {
        let context = ValidationContext(today: Engine.today, mode: .update(original: nil))
        let report = try Engine.form(Self.fields).check(#"{"pin":""}"#, context: context)
        #expect(report.issues == [expected("pin", "required")])
        #expect(report.normalized?.jsonText() == #"{"pin":null}"#)
    }

    /// The bundled specs' secrets: passwords and OAuth tokens.
    @Test(arguments: [
        ("personal-details", #"{"email":"ada@example.com","password":"correct horse","passwordConfirmation":"correct horse","facebook-token":"EAAB"}"#),
        ("sign-in", #"{"username":"ada@example.com","password":"correct horse"}"#),
        ("create-account", #"{"username":"ada@example.com","password":"correct horse"}"#),
    ])
    func theBundledSpecsKeepTheirSecrets(_ name: String, _ body: String) throws {
        let form = try Engine.bundledSpec(name)
        let report = try form.check(body)
        let text = report.normalized?.jsonText() ?? ""
        #expect(!text.contains("correct horse"))
        #expect(!text.contains("EAAB"))
        #expect(!report.fields.contains { $0.value?.string == "correct horse" || $0.value?.string == "EAAB" })
    }
}
