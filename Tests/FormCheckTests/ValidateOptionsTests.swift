import Foundation
import Testing

/// `validate --update/--original`, `--options` and `--now`: what the apps' real requests need.
@Suite struct ValidateOptionsTests {
    static func path(_ relative: String) -> String { packageRoot.appendingPathComponent(relative).path }
    static let profile = path("Specs/personal-details.json")
    static let stored = path("Examples/personal-details/stored-profile.json")

    @Test func anUpdateThatSendsOnlyAFirstNameIsValid() {
        let body = Self.path("Examples/personal-details/valid-update-first-name-only.json")
        // As a whole record it lacks the email; as an update it is what the app sends.
        #expect(runCLI(["validate", "--today", "2026-11-21", "--spec", Self.profile, body]).status == 1)
        #expect(runCLI(["validate", "--today", "2026-11-21", "--spec", Self.profile, "--update", body]).status == 0)
        let result = runCLI(["validate", "--today", "2026-11-21", "--spec", Self.profile, "--update", "--original", Self.stored, body])
        #expect(result.status == 0)
        #expect(result.output == "\(body): valid\nvalid=1 invalid=0\n")
    }

    @Test func theStoredRecordDecidesWhatAnUpdateBreaks() {
        let body = Self.path("Examples/personal-details/invalid-update-state-of-stored-country.json")
        #expect(runCLI(["validate", "--today", "2026-11-21", "--spec", Self.profile, "--update", body]).status == 0)
        let result = runCLI(["validate", "--today", "2026-11-21", "--spec", Self.profile, "--update", "--original", Self.stored, body])
        #expect(result.status == 1)
        #expect(result.output.contains("address.stateCode: ") && result.output.contains("“NSW”") && result.output.contains("United States") && result.output.contains("[region]"))
    }

    @Test func anUpdatePrintsOnlyThePatchAsNormalized() {
        let body = Self.path("Examples/personal-details/valid-update-unlink-facebook.json")
        let lastName = try! temporaryFile("clear.json", #"{"lastName": null, "password": "correct horse", "passwordConfirmation": "correct horse"}"#)
        let result = runCLI(["validate", "--today", "2026-11-21", "--spec", Self.profile, "--update", "--original", Self.stored, "--format", "json", body, lastName])
        #expect(result.status == 0)
        // Tokens and passwords are secrets: never echoed; an unlink is only a clearing.
        #expect(result.output.contains(#""normalized":{"facebook-token":null}"#))
        #expect(result.output.contains(#""normalized":{"lastName":null}"#))
        #expect(!result.output.contains("correct horse"))
    }

    /// A link or a password change is named under `changed` with its value withheld, so that a
    /// backend applying the patch never drops it; `--include-secrets` gives the patch to apply.
    @Test func anUpdateNamesTheSecretsItChangesAndGivesThemOnlyWhenAsked() {
        let link = try! temporaryFile("link.json", #"{"facebook-token": "EAAB token"}"#)
        let password = try! temporaryFile("password.json", #"{"password": "correct horse", "passwordConfirmation": "correct horse"}"#)
        let shown = runCLI(["validate", "--today", "2026-11-21", "--spec", Self.profile, "--update", "--format", "json", link, password])
        #expect(shown.status == 0)
        #expect(shown.output.contains(#""normalized":{},"changed":["facebook-token"]"#), "\(shown.output)")
        #expect(shown.output.contains(#""normalized":{},"changed":["password","passwordConfirmation"]"#), "\(shown.output)")
        #expect(!shown.output.contains("EAAB token") && !shown.output.contains("correct horse"))
        let applied = runCLI(["validate", "--today", "2026-11-21", "--spec", Self.profile, "--update", "--include-secrets", "--format", "json", link])
        #expect(applied.status == 0)
        #expect(applied.output.contains(#""normalized":{"facebook-token":"EAAB token"},"changed":["facebook-token"]"#), "\(applied.output)")
    }

    @Test(arguments: [
        ("--original without --update", ["--original", "Examples/personal-details/stored-profile.json"], 64, "'--original' goes with '--update'."),
        ("a stored record that is not an object", ["--update", "--original", "Examples/json/batch.ndjson"], 65, "Error: "),
        ("a missing stored record", ["--update", "--original", "Examples/personal-details/none.json"], 66, "Error: "),
    ])
    func badUpdateSettingsAreRefused(_ name: String, _ options: [String], _ status: Int32, _ message: String) {
        let arguments = options.map { $0.hasPrefix("Examples/") ? Self.path($0) : $0 }
        let result = runCLI(["validate", "--spec", Self.profile] + arguments + [Self.path("Examples/personal-details/valid-update-first-name-only.json")])
        #expect(result.status == status, "\(name)")
        #expect(result.error.contains(message), "\(name): \(result.error)")
    }

    @Test func runTimeOptionsComeFromTheOptionsFile() {
        let spec = Self.path("Specs/player-avatar.json")
        let options = Self.path("Examples/player-avatar/options.json")
        let valid = Self.path("Examples/player-avatar/valid-cap-and-kilt.json")
        let result = runCLI(["validate", "--spec", spec, "--options", options, valid])
        #expect(result.status == 0)
        let missing = runCLI(["validate", "--spec", spec, valid])
        #expect(missing.status == 64)
        #expect(missing.error.hasPrefix(
            "Error: Field 'avatar.top' of \(spec) takes its options at run time (option set 'avatar.top'): give them with --options <file>, a JSON object such as {\"avatar.top\": [\"...\"]}.\n"))
    }

    @Test(arguments: [
        (#"["cap"]"#, "the options must be a JSON object of option lists by set name, not array"),
        (#"{"avatar.top": "cap"}"#, "option set 'avatar.top' must be a list of options (strings or numbers), not string"),
        (#"{"avatar.top": ["cap", true]}"#, "option 2 of set 'avatar.top' must be a string or a number, not boolean"),
        (#"{"avatar.top": ["cap", {"id": 1}]}"#, "option 2 of set 'avatar.top' must be a string or a number, not object"),
        (#"{"avatar.top": ["cap", "cap"]}"#, "option 'cap' is listed twice in set 'avatar.top'"),
        // A number is the option its literal spells: 11 and "11" are one option.
        (#"{"avatar.top": [11, "11"]}"#, "option '11' is listed twice in set 'avatar.top'"),
    ])
    func badOptionsFilesSayWhatIsWrong(_ contents: String, _ message: String) throws {
        let file = try temporaryFile("options.json", contents)
        let result = runCLI(["validate", "--spec", Self.path("Specs/player-avatar.json"), "--options", file, Self.path("Examples/player-avatar/valid-cap-and-kilt.json")])
        #expect(result.status == 65)
        #expect(result.error == "Error: \(file): \(message)\n")
    }

    @Test func theTokenExpiresAtTheReferenceInstant() {
        let spec = Self.path("Specs/customer-api-token.json")
        let token = Self.path("Examples/customer-api-token/valid-token.json")  // expires 2027-07-15T11:14:30Z
        #expect(runCLI(["validate", "--spec", spec, "--now", "2027-07-15T11:14:29Z", token]).status == 0)
        let expired = runCLI(["validate", "--spec", spec, "--now", "2027-07-15T11:14:31Z", token])
        #expect(expired.status == 1)
        #expect(expired.output.contains("[notBefore]"))
        #expect(runCLI(["validate", "--spec", spec, "--now", "tomorrow", token]).status == 64)
    }

    /// The messages are compiled into the binary: run from any folder, they are translated.
    @Test(arguments: [
        ("ru", "data.email: Поле «Электронная почта»: неверный адрес электронной почты. [email]"),
        ("pl", "data.email: Pole „E-mail”: nieprawidłowy adres e-mail. [email]"),
        ("en", "data.email: Email is not a valid email address. [email]"),
    ])
    func printsTranslatedMessagesWhenRunFromAnotherFolder(_ locale: String, _ line: String) throws {
        let elsewhere = URL(fileURLWithPath: NSTemporaryDirectory())
        let result = try runBinary(
            ["validate", "--spec", Self.path("Specs/login.json"), "--locale", locale, Self.path("Examples/login/invalid-email.json")], in: elsewhere)
        #expect(result.status == 1)
        #expect(result.output.contains("\n  " + line + "\n"), "\(result.output)")
        #expect(result.error.isEmpty)
    }

    /// A catalog given with --resources that lacks keys: each is named once on standard error,
    /// and in JSON each report lists the keys its messages lack.
    @Test(arguments: [(false, ["--format", "text"]), (false, ["--format", "json"]), (true, []), (true, ["--jobs", "2", "--format", "json"])])
    func namesEachMessageKeyNoTableHasOnce(_ ndjson: Bool, _ options: [String]) throws {
        let folder = NSTemporaryDirectory() + "formcheck-partial-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(#""rule.required" = "%1$@ is required.";\n"field.email" = "Email";\n"#.utf8).write(to: URL(fileURLWithPath: folder + "/Localizable.strings"))
        let body = Self.path("Examples/admin-unlock/invalid-password-missing.json")
        let inputs: [String]
        if ndjson {
            let line = try String(contentsOfFile: body, encoding: .utf8).replacingOccurrences(of: "\n", with: " ")
            inputs = ["--ndjson", try temporaryFile("twice.ndjson", line + "\n" + line + "\n")]
        } else {
            inputs = [body, body]
        }
        let result = runCLI(["validate", "--spec", Self.path("Specs/admin-unlock.json"), "--resources", folder] + options + inputs)
        #expect(result.status == 1)
        let notices = result.error.split(separator: "\n").map(String.init)
        #expect(notices.contains("warning: the message key 'field.password' is in no table of \(folder): the message shows the key"), "\(result.error)")
        #expect(notices.allSatisfy { $0.hasPrefix("warning: the message key '") }, "\(result.error)")
        #expect(Set(notices).count == notices.count, "each key said once: \(result.error)")
        if options.contains("json") {
            #expect(result.output.contains(#""missingMessageKeys":["field.password"]"#), "\(result.output)")
        }
        let complete = runCLI(["validate", "--spec", Self.path("Specs/admin-unlock.json"), "--format", "json", body])
        #expect(complete.error.isEmpty)
        #expect(!complete.output.contains("missingMessageKeys"))
    }
}
