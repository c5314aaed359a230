import Testing
@testable import FormRules

/// The bundled `Specs/personal-details.json`: the app sends only changed fields, so everything
/// but the email is optional; address parts pull in the country, and the country the state.
@Suite struct PersonalDetailsSpecTests {
    static let cases: [SubmissionCase] = [
        SubmissionCase(#"{ "email": "ada@example.com" }"#),
        SubmissionCase(#"""
            { "photo": "https://example.com/a.png", "displayPhotoPublicly": false, "handle": "ada", "firstName": "Ada",
              "lastName": "Lovelace", "email": "ada@example.com", "password": "correct horse", "passwordConfirmation": "correct horse",
              "mobilePhoneNumber": "0412345678", "birthday": "1990-12-10", "gender": "female",
              "address": { "countryCode": "AU", "street": "1 Main St", "city": "Sydney", "stateCode": "NSW", "postalCode": "2000" } }
            """#),
        SubmissionCase("{}", [expected("email", "required")]),
        SubmissionCase(#"{ "email": "ada@example.com", "password": "correct horse" }"#, [expected("passwordConfirmation", "required")]),
        // A country chosen and no state yet: the screen only disables the picker until a country is chosen.
        SubmissionCase(#"{ "email": "ada@example.com", "address": { "countryCode": "US" } }"#),
        SubmissionCase(
            #"{ "email": "ada@example.com", "address": { "postalCode": "2000" } }"#, [expected("address.countryCode", "required")]),
        SubmissionCase(#"{ "email": "ada@example.com", "address": { "countryCode": "AU", "stateCode": "CA", "postalCode": "2000" } }"#, [
            expected("address.stateCode", "region", [.text("CA"), .key("country.AU")]),
        ]),
        SubmissionCase(#"{ "email": "ada@example.com", "address": { "countryCode": "US", "stateCode": "CA", "postalCode": "2000" } }"#, [
            expected("address.postalCode", "postalCode", [.key("country.US")]),
        ]),
        SubmissionCase(#"{ "email": "ada@example.com", "address": { "countryCode": "NZ" } }"#, [
            expected("address.countryCode", "country", [.text("NZ")]),
        ]),
        SubmissionCase(#"{ "email": "ada@example.com", "birthday": "2026-11-22", "gender": "f", "userId": 7 }"#, [
            expected("birthday", "notInFuture", [.text("2026-11-21")]), expected("gender", "choice", [.text("f")]),
            FormIssue(path: "userId", rule: "unknownField", messageKey: "rule.unknownField", arguments: [.text("userId")]),
        ]),
    ]

    @Test(arguments: cases)
    func validatesProfileUpdates(_ testCase: SubmissionCase) throws {
        #expect(try Engine.bundledSpec("personal-details").check(testCase.json).issues == testCase.issues)
    }

    /// A state sent without a country cannot be checked: it should not vanish without a word.
    @Test func asksForTheCountryOfAStateSentAlone() throws {
        let report = try Engine.bundledSpec("personal-details").check(#"{ "email": "ada@example.com", "address": { "stateCode": "CA" } }"#)
        #expect(report.issues == [expected("address.countryCode", "required")])
        #expect(report.normalizedValue("address.stateCode") == nil)
    }
}
