import Testing
@testable import FormRules

/// Every example submission in `Examples/<form>/`, validated against its spec on a fixed date.
///
/// Invalid examples pin the exact problems, in order; valid ones pin the normalized values that
/// show the spec at work (trimming, lower-cased email domains, snapped heights, defaults, derived
/// names, hidden fields dropped).
@Suite struct SpecExampleTests {
    /// A normalized value at a dotted path; `nil` when the path must be absent.
    struct Pin: Sendable {
        var path: String
        var value: FormValue?
        init(_ path: String, _ value: FormValue?) {
            self.path = path
            self.value = value
        }
    }

    enum Verdict: Sendable {
        case valid([Pin])
        /// (path, rule) of every issue, in report order.
        case invalid([(String, String)])
    }

    struct Example: Sendable, CustomTestStringConvertible {
        var form: String
        var file: String
        var verdict: Verdict
        var path: String { "Examples/\(form)/\(file).json" }
        var testDescription: String { "\(form)/\(file)" }
    }

    static let today = CalendarDate(year: 2026, month: 11, day: 21)!

    static func valid(_ form: String, _ file: String, _ pins: [Pin]) -> Example {
        Example(form: form, file: file, verdict: .valid(pins))
    }

    static func invalid(_ form: String, _ file: String, _ issues: [(String, String)]) -> Example {
        Example(form: form, file: file, verdict: .invalid(issues))
    }

    static let examples: [Example] = [
        // personal-details: US and AU addresses, and every rule it uses.
        valid("personal-details", "valid-us-address", [
            Pin("firstName", "Ada"), Pin("email", "Ada@example.com"), Pin("password", "correct horse"),
            Pin("address.countryCode", "US"), Pin("address.stateCode", "CA"), Pin("address.postalCode", "94103"),
        ]),
        valid("personal-details", "valid-au-address", [
            Pin("displayPhotoPublicly", true), Pin("address.countryCode", "AU"), Pin("address.stateCode", "NSW"),
            Pin("address.postalCode", "2000"), Pin("firstName", nil),
        ]),
        valid("personal-details", "valid-email-only", [Pin("email", "ada@example.com"), Pin("address", nil), Pin("birthday", nil)]),
        invalid("personal-details", "invalid-missing-email", [("email", "required")]),
        invalid("personal-details", "invalid-email", [("email", "email")]),
        invalid("personal-details", "invalid-password-too-short", [("password", "minLength")]),
        invalid("personal-details", "invalid-password-confirmation-missing", [("passwordConfirmation", "required")]),
        invalid("personal-details", "invalid-password-confirmation-differs", [("passwordConfirmation", "equals")]),
        invalid("personal-details", "invalid-handle-too-long", [("handle", "maxLength")]),
        invalid("personal-details", "invalid-mobile-not-digits", [("mobilePhoneNumber", "digits")]),
        invalid("personal-details", "invalid-birthday-in-future", [("birthday", "notInFuture")]),
        invalid("personal-details", "invalid-birthday-not-a-date", [("birthday", "date")]),
        invalid("personal-details", "invalid-gender", [("gender", "choice")]),
        invalid("personal-details", "invalid-photo-flag-type", [("displayPhotoPublicly", "type")]),
        invalid("personal-details", "invalid-country", [("address.countryCode", "country")]),
        invalid("personal-details", "invalid-country-missing", [("address.countryCode", "required")]),
        invalid("personal-details", "invalid-state-missing", [("address.stateCode", "required")]),
        invalid("personal-details", "invalid-state-of-other-country", [("address.stateCode", "region")]),
        invalid("personal-details", "invalid-postal-code-format", [("address.postalCode", "postalCode")]),
        invalid("personal-details", "invalid-postal-code-not-in-state", [("address.postalCode", "postalCode.region")]),
        invalid("personal-details", "invalid-unknown-field", [("nickname", "unknownField")]),

        // create-account: exactly one of credentials and a social login.
        valid("create-account", "valid-credentials", [
            Pin("username", "ada_l"), Pin("email", "Ada@example.com"), Pin("password", " correct horse "),
            Pin("external-token", nil), Pin("external-type", nil),
        ]),
        valid("create-account", "valid-social", [
            Pin("external-token", "EAAB-token-123"), Pin("external-type", "facebook"), Pin("username", nil), Pin("password", nil),
        ]),
        invalid("create-account", "invalid-neither", [("password", "exactlyOne")]),
        invalid("create-account", "invalid-both-alternatives", [("password", "exactlyOne")]),
        invalid("create-account", "invalid-credentials-without-password", [("password", "required"), ("password", "exactlyOne")]),
        invalid("create-account", "invalid-password-only", [("username", "required"), ("email", "required")]),
        invalid("create-account", "invalid-social-without-token", [("external-token", "required"), ("password", "exactlyOne")]),
        invalid("create-account", "invalid-social-without-type", [("external-type", "required")]),
        invalid("create-account", "invalid-username-too-short", [("username", "minLength")]),
        invalid("create-account", "invalid-username-too-long", [("username", "maxLength")]),
        invalid("create-account", "invalid-password-too-short", [("password", "minLength")]),
        invalid("create-account", "invalid-email", [("email", "email")]),
        invalid("create-account", "invalid-external-type", [("external-type", "choice")]),
        invalid("create-account", "invalid-unknown-field", [("rememberMe", "unknownField")]),

        // sign-in: the same alternatives, no minimum lengths.
        valid("sign-in", "valid-credentials", [Pin("email", "ada@example.com"), Pin("password", "correct horse")]),
        valid("sign-in", "valid-old-short-password", [Pin("password", "abc")]),
        valid("sign-in", "valid-social", [Pin("external-type", "twitter"), Pin("email", nil)]),
        invalid("sign-in", "invalid-neither", [("password", "exactlyOne")]),
        invalid("sign-in", "invalid-both-alternatives", [("password", "exactlyOne")]),
        invalid("sign-in", "invalid-credentials-without-email", [("email", "required")]),
        invalid("sign-in", "invalid-social-without-type", [("external-type", "required")]),
        invalid("sign-in", "invalid-external-type", [("external-type", "choice")]),
        invalid("sign-in", "invalid-username-too-long", [("username", "maxLength")]),
        invalid("sign-in", "invalid-email", [("email", "email")]),
        invalid("sign-in", "invalid-password-type", [("password", "type"), ("password", "exactlyOne")]),
        invalid("sign-in", "invalid-unknown-field", [("remember", "unknownField")]),

        // fitness-settings: heights typed every way, snapped to half inches, 5'7" by default.
        valid("fitness-settings", "valid-imperial", [Pin("height", 67), Pin("bodyType", "medium")]),
        valid("fitness-settings", "valid-snapped-inches", [Pin("height", 67.5), Pin("bodyType", nil)]),
        valid("fitness-settings", "valid-metric", [Pin("height", 67), Pin("bodyType", "large")]),
        valid("fitness-settings", "valid-defaults", [Pin("height", 67), Pin("bodyType", nil)]),
        invalid("fitness-settings", "invalid-body-type", [("bodyType", "choice")]),
        invalid("fitness-settings", "invalid-body-type-type", [("bodyType", "type")]),
        invalid("fitness-settings", "invalid-height-text", [("height", "height")]),
        invalid("fitness-settings", "invalid-height-too-tall", [("height", "height.range")]),
        invalid("fitness-settings", "invalid-height-too-short", [("height", "height.range")]),
        invalid("fitness-settings", "invalid-height-type", [("height", "type")]),
        invalid("fitness-settings", "invalid-unknown-field", [("weight", "unknownField")]),

        // player-avatar: nested choices.
        valid("player-avatar", "valid-t-shirt-and-jeans", [Pin("avatar.top", "t-shirt"), Pin("avatar.bottom", "jeans")]),
        valid("player-avatar", "valid-hoodie-and-shorts", [Pin("avatar.top", "hoodie"), Pin("avatar.bottom", "shorts")]),
        invalid("player-avatar", "invalid-top-option", [("avatar.top", "choice")]),
        invalid("player-avatar", "invalid-top-type", [("avatar.top", "type")]),
        invalid("player-avatar", "invalid-bottom-missing", [("avatar.bottom", "required")]),
        invalid("player-avatar", "invalid-avatar-not-an-object", [("avatar.top", "required"), ("avatar.bottom", "required"), ("avatar", "type")]),
        invalid("player-avatar", "invalid-unknown-part", [("avatar.hat", "unknownField")]),

        // external-event: unknown fields are dropped, not reported.
        valid("external-event", "valid-event", [Pin("playerName", "Ada Lovelace"), Pin("eventId", 42)]),
        valid("external-event", "valid-extra-metadata", [Pin("eventId", 1), Pin("source", nil), Pin("receivedAt", nil)]),
        invalid("external-event", "invalid-event-id-zero", [("eventId", "minimum")]),
        invalid("external-event", "invalid-event-id-fraction", [("eventId", "integer")]),
        invalid("external-event", "invalid-event-id-text", [("eventId", "type")]),
        invalid("external-event", "invalid-event-id-missing", [("eventId", "required")]),
        invalid("external-event", "invalid-player-name-blank", [("playerName", "required")]),
        invalid("external-event", "invalid-player-name-too-long", [("playerName", "maxLength")]),

        // self-service-registration: adult or minor; email only for adults.
        valid("self-service-registration", "valid-adult", [Pin("email", "ada@example.com"), Pin("isAdult", true)]),
        valid("self-service-registration", "valid-minor", [Pin("isMinor", true), Pin("email", nil)]),
        valid("self-service-registration", "valid-minor-only-flag", [Pin("isMinor", true), Pin("isAdult", nil)]),
        invalid("self-service-registration", "invalid-neither-ticked", [("isAdult", "exactlyOne")]),
        invalid("self-service-registration", "invalid-both-ticked", [("isAdult", "exactlyOne")]),
        invalid("self-service-registration", "invalid-adult-without-email", [("email", "required")]),
        invalid("self-service-registration", "invalid-adult-email", [("email", "email")]),
        invalid("self-service-registration", "invalid-names-missing", [("firstName", "required"), ("lastName", "required")]),
        invalid("self-service-registration", "invalid-last-name-too-long", [("lastName", "maxLength")]),
        invalid("self-service-registration", "invalid-flag-type", [("isAdult", "type"), ("isAdult", "exactlyOne")]),
        invalid("self-service-registration", "invalid-unknown-field", [("age", "unknownField")]),

        // release-adult: today's date and a derived subject name.
        valid("release-adult", "valid-derived-subject-name", [
            Pin("date", "2026-11-21"), Pin("firstName", "Ada"), Pin("subjectName", "Ada Lovelace"),
        ]),
        valid("release-adult", "valid-given-subject-name", [Pin("date", "2026-11-20"), Pin("subjectName", "Augusta Ada King"), Pin("firstName", nil)]),
        valid("release-adult", "valid-first-name-only", [Pin("subjectName", "Ada"), Pin("lastName", nil)]),
        invalid("release-adult", "invalid-event-missing", [("event", "required")]),
        invalid("release-adult", "invalid-date", [("date", "date")]),
        invalid("release-adult", "invalid-date-type", [("date", "type")]),
        invalid("release-adult", "invalid-subject-name-missing", [("subjectName", "required")]),
        invalid("release-adult", "invalid-signature-blank", [("signature", "required")]),
        invalid("release-adult", "invalid-print-name-missing", [("printName", "required")]),
        invalid("release-adult", "invalid-first-name-too-long", [("firstName", "maxLength")]),
        invalid("release-adult", "invalid-minor-flag", [("isMinor", "unknownField")]),

        // release-minor: the same, and isMinor is true unless sent and must be true.
        valid("release-minor", "valid-derived-subject-name", [
            Pin("date", "2026-11-21"), Pin("subjectName", "Ada Lovelace"), Pin("isMinor", true),
        ]),
        valid("release-minor", "valid-given-subject-name", [Pin("date", "2026-11-20"), Pin("subjectName", "Augusta Ada King"), Pin("isMinor", true)]),
        valid("release-minor", "valid-explicit-minor-flag", [Pin("subjectName", "Lovelace"), Pin("isMinor", true)]),
        invalid("release-minor", "invalid-event-missing", [("event", "required")]),
        invalid("release-minor", "invalid-date", [("date", "date")]),
        invalid("release-minor", "invalid-date-type", [("date", "type")]),
        invalid("release-minor", "invalid-subject-name-missing", [("subjectName", "required")]),
        invalid("release-minor", "invalid-signature-blank", [("signature", "required")]),
        invalid("release-minor", "invalid-print-name-missing", [("printName", "required")]),
        invalid("release-minor", "invalid-first-name-too-long", [("firstName", "maxLength")]),
        invalid("release-minor", "invalid-not-a-minor", [("isMinor", "const")]),
        invalid("release-minor", "invalid-minor-flag-type", [("isMinor", "type")]),

        // admin-unlock: a password kept exactly as typed.
        valid("admin-unlock", "valid-password", [Pin("password", "hunter2")]),
        valid("admin-unlock", "valid-password-with-spaces", [Pin("password", "  pass phrase  ")]),
        invalid("admin-unlock", "invalid-password-missing", [("password", "required")]),
        invalid("admin-unlock", "invalid-password-blank", [("password", "required")]),
        invalid("admin-unlock", "invalid-password-type", [("password", "type")]),
        invalid("admin-unlock", "invalid-password-too-long", [("password", "maxLength")]),
        invalid("admin-unlock", "invalid-unknown-field", [("username", "unknownField")]),

        // login
        valid("login", "valid-login", [Pin("email", "Ada@example.com"), Pin("password", "correct horse")]),
        valid("login", "valid-password-with-spaces", [Pin("password", " pass phrase ")]),
        invalid("login", "invalid-email-missing", [("email", "required")]),
        invalid("login", "invalid-email", [("email", "email")]),
        invalid("login", "invalid-email-type", [("email", "type")]),
        invalid("login", "invalid-password-missing", [("password", "required")]),
        invalid("login", "invalid-password-too-long", [("password", "maxLength")]),
        invalid("login", "invalid-unknown-field", [("otp", "unknownField")]),
    ]

    @Test(arguments: examples)
    func exampleHasItsVerdict(_ example: Example) throws {
        let form = try CompiledForm(try ProjectFiles.spec(example.form))
        let report = form.validate(try ProjectFiles.json(example.path), context: ValidationContext(today: Self.today))
        switch example.verdict {
        case .valid(let pins):
            #expect(report.issues.map { "\($0.path) \($0.rule)" } == [])
            let normalized = try #require(report.normalized)
            for pin in pins {
                #expect(Self.value(at: pin.path, in: normalized) == pin.value, "\(pin.path)")
            }
        case .invalid(let expected):
            #expect(!report.isValid)
            #expect(report.issues.map { "\($0.path) \($0.rule)" } == expected.map { "\($0.0) \($0.1)" })
        }
    }

    @Test func everyExampleFileIsInTheTable() {
        let listed = Set(Self.examples.map(\.path))
        var found: [String] = []
        for folder in ProjectFiles.names(in: "Examples") where ProjectFiles.specNames.contains(folder) {
            found += ProjectFiles.names(in: "Examples/\(folder)").map { "Examples/\(folder)/\($0)" }
        }
        #expect(!found.isEmpty)
        #expect(found.filter { !listed.contains($0) } == [], "example files the table does not list")
        #expect(listed.filter { !found.contains($0) }.sorted() == [], "table entries without a file")
    }

    @Test(arguments: ProjectFiles.specNames)
    func everySpecHasEnoughExamples(_ form: String) {
        let names = ProjectFiles.names(in: "Examples/\(form)")
        #expect(names.allSatisfy { ($0.hasPrefix("valid-") || $0.hasPrefix("invalid-")) && $0.hasSuffix(".json") }, "\(names)")
        #expect(names.filter { $0.hasPrefix("valid-") }.count >= 2)
        #expect(names.filter { $0.hasPrefix("invalid-") }.count >= 3)
    }

    /// The value at a dotted path of the normalized submission.
    static func value(at path: String, in root: FormValue) -> FormValue? {
        var current: FormValue? = root
        for component in FieldPath.components(of: path) { current = current?[component] }
        return current
    }
}
