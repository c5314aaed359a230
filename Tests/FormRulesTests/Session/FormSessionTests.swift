import Testing
@testable import FormRules

@Suite struct FormSessionTests {
    /// One edit of the Californian profile and what it should change.
    struct Edit: Sendable, CustomTestStringConvertible {
        var field: String
        var value: FormValue?
        /// Dotted names in `FormChange.updates`, the edited field first.
        var updates: [String]
        /// Rule codes of the problems of the updated fields that have any.
        var problems: [String: [String]] = [:]
        var testDescription: String { "\(field) = \(value?.jsonText() ?? "nil")" }
    }

    static let edits: [Edit] = [
        Edit(field: "email", value: "ada@", updates: ["email"], problems: ["email": ["email"]]),
        Edit(field: "email", value: nil, updates: ["email"], problems: ["email": ["required"]]),
        Edit(field: "email", value: 42, updates: ["email"], problems: ["email": ["type"]]),
        // Trimmed to the same value: nothing else moves.
        Edit(field: "firstName", value: " Ada ", updates: ["firstName"]),
        Edit(field: "handle", value: "ada", updates: ["handle"]),
        Edit(field: "gender", value: "robot", updates: ["gender"], problems: ["gender": ["choice"]]),
        Edit(field: "mobilePhoneNumber", value: "12ab", updates: ["mobilePhoneNumber"], problems: ["mobilePhoneNumber": ["digits"]]),
        // A password makes its confirmation required.
        Edit(field: "password", value: "correct horse", updates: ["password", "passwordConfirmation"],
             problems: ["passwordConfirmation": ["required"]]),
        Edit(field: "passwordConfirmation", value: "correct horse", updates: ["passwordConfirmation"],
             problems: ["passwordConfirmation": ["equals"]]),
        Edit(field: "birthday", value: "2030-01-01", updates: ["birthday"], problems: ["birthday": ["notInFuture"]]),
        // The state decides which ZIP codes fit.
        Edit(field: "address.stateCode", value: "NY", updates: ["address.stateCode", "address.postalCode"],
             problems: ["address.postalCode": ["postalCode.region"]]),
        // The state is optional: removing it is no problem, and the ZIP code is checked against the country alone.
        Edit(field: "address.stateCode", value: nil, updates: ["address.stateCode"], problems: [:]),
        Edit(field: "address.postalCode", value: "10001", updates: ["address.postalCode"],
             problems: ["address.postalCode": ["postalCode.region"]]),
        // Typing an unknown state is reported, not cleared.
        Edit(field: "address.stateCode", value: "XX", updates: ["address.stateCode"], problems: ["address.stateCode": ["region"]]),
        // Set on purpose (setUndeclared): the form rejects names it does not declare.
        Edit(field: "nickname", value: "ada", updates: ["nickname"], problems: ["nickname": ["unknownField"]]),
    ]

    /// The original profile is valid, so every problem after one edit comes from that edit: the
    /// backend, validating only the changed fields against the stored profile, finds exactly
    /// the problems the app shows.
    @Test(arguments: edits)
    func theBackendFindsWhatTheAppShowsFromTheChangedFieldsAlone(_ edit: Edit) {
        var session = SessionFixtures.session()
        session.setFromTable(edit.field, to: edit.value)
        #expect(session.changesReport.issues == session.report.issues)
    }

    @Test func changesReportIsValidWithoutChangesAndPatchesOnlyTheChanges() throws {
        var session = SessionFixtures.session()
        #expect(session.changesReport.isValid)
        #expect(session.changesReport.normalized == .object([:]))
        session.set("firstName", to: " Grace ")
        session.set("address.countryCode", to: "AU")  // clears the Californian state
        #expect(session.changesReport.issues.map { "\($0.path) \($0.rule)" } == ["address.postalCode postalCode"])
        #expect(session.changesReport.normalized == ["firstName": "Grace", "address": ["countryCode": "AU", "stateCode": .null]])
    }

    @Test(arguments: edits)
    func reportsTheEditedFieldAndWhatDependsOnIt(_ edit: Edit) {
        var session = SessionFixtures.session()
        let before = session.report
        let change = session.setFromTable(edit.field, to: edit.value)

        #expect(change.field == edit.field)
        #expect(change.names == edit.updates)
        #expect(change.cleared == [])
        var problems: [String: [String]] = [:]
        for update in change.updates where !update.issues.isEmpty { problems[update.name] = update.issues.map(\.rule.rawValue) }
        #expect(problems == edit.problems)
        #expect(change.issues.map(\.rule.rawValue) == (edit.problems[edit.field] ?? []))
        #expect(change.isValid == edit.problems.isEmpty)
        // Every update carries the field's state in the new report; fields not listed kept theirs.
        for update in change.updates { #expect(update.state == session.report.field(update.name)) }
        for (old, new) in zip(before.fields, session.report.fields) where !edit.updates.contains(new.name) {
            #expect(old == new)
        }
        #expect(session.value(edit.field) == edit.value)
    }

    @Test func removingAFieldDeletesItFromTheCurrentValues() {
        var session = SessionFixtures.session()
        session.set("address.city", to: nil)
        #expect(session.current["address"]?["city"] == nil)
        #expect(session.current["address"]?["stateCode"] == "CA")
        for name in ["address.countryCode", "address.stateCode", "address.postalCode"] { session.set(name, to: nil) }
        // The emptied object goes too, rather than linger as {}.
        #expect(session.current["address"] == nil)
        #expect(session.report.isValid)
    }

    @Test func settingTheSameValueAgainChangesNothingButAnswersForTheField() {
        var session = SessionFixtures.session()
        session.set("email", to: "ada@")
        let report = session.report
        let change = session.set("email", to: "ada@")
        #expect(change.names == ["email"])
        #expect(change.issues.map(\.rule.rawValue) == ["email"])
        #expect(session.report == report)
    }

    // MARK: Country

    @Test func choosingAnotherCountryClearsTheStateAndOffersTheNewOnes() throws {
        var session = SessionFixtures.session()
        let change = session.set("address.countryCode", to: "AU")

        #expect(change.cleared == ["address.stateCode"])
        #expect(session.value("address.stateCode") == nil)
        #expect(change.names == ["address.countryCode", "address.stateCode", "address.postalCode"])
        let state = try #require(change["address.stateCode"]?.state)
        let options = try #require(state.options)
        #expect(options.count == 8)
        #expect(options.contains { $0.value == "NSW" && $0.labelKey == "region.AU-NSW" })
        #expect(!options.contains { $0.value == "CA" })
        #expect(state.value == nil)
        // The profile's state is optional: a country chosen without a state is valid.
        #expect(!state.required)
        #expect(change["address.stateCode"]?.issues.map(\.rule.rawValue) == [])
        // 94103 is no Australian postcode; typed text is reported, never cleared.
        #expect(change["address.postalCode"]?.issues.map(\.rule.rawValue) == ["postalCode"])
        #expect(session.value("address.postalCode") == "94103")
        #expect(session.report == SessionFixtures.personalDetails.validate(.object(session.current), context: SessionFixtures.context))
    }

    @Test func aStateThatBelongsToTheNewCountryStays() {
        var session = SessionFixtures.session()
        session.set("address.countryCode", to: "AU")
        session.set("address.stateCode", to: "NSW")
        session.set("address.postalCode", to: "2000")
        #expect(session.report.isValid)
        // Back to the US: NSW is not a state there.
        let back = session.set("address.countryCode", to: "US")
        #expect(back.cleared == ["address.stateCode"])
        // WA is Washington in the US and Western Australia in Australia: it belongs to both.
        session.set("address.stateCode", to: "WA")
        let again = session.set("address.countryCode", to: "AU")
        #expect(again.cleared == [])
        #expect(session.value("address.stateCode") == "WA")
    }

    @Test(arguments: [
        // Not a country the form offers: the state cannot be judged, so it stays.
        ("FR", ["address.countryCode": ["country"]]),
        // No country: the state is disabled and kept, the postal code makes the country required.
        (nil, ["address.countryCode": ["required"]]),
    ] as [(FormValue?, [String: [String]])])
    func aCountryWithoutStatesKeepsTheStateButDisablesIt(_ country: FormValue?, _ expected: [String: [String]]) throws {
        var session = SessionFixtures.session()
        let change = session.set("address.countryCode", to: country)
        #expect(change.cleared == [])
        #expect(session.value("address.stateCode") == "CA")
        let state = try #require(change["address.stateCode"]?.state)
        #expect(!state.enabled)
        #expect(state.options == [])
        var problems: [String: [String]] = [:]
        for update in change.updates where !update.issues.isEmpty { problems[update.name] = update.issues.map(\.rule.rawValue) }
        #expect(problems == expected)
    }

    // MARK: Touched

    @Test func showsProblemsOnlyForTouchedFields() {
        var session = SessionFixtures.session()
        session.set("email", to: "ada@")
        session.set("gender", to: "robot")
        #expect(session.visibleIssues == [])
        #expect(!session.isTouched("email"))

        session.touch("email")
        #expect(session.isTouched("email"))
        #expect(session.touched == ["email"])
        #expect(session.visibleIssues.map(\.path) == ["email"])
        #expect(session.visibleIssues("email").map(\.rule.rawValue) == ["email"])
        #expect(session.visibleIssues("gender") == [])
        #expect(session.issues("gender").map(\.rule.rawValue) == ["choice"])
    }

    @Test func submittingTouchesEveryFieldAndReturnsTheWholeReport() {
        var session = SessionFixtures.session()
        session.set("email", to: nil)
        session.setUndeclared("nickname", to: "ada")
        let report = session.submit()
        #expect(report == session.report)
        #expect(report.issues.map(\.rule.rawValue) == ["required", "unknownField"])
        #expect(session.isSubmitted)
        #expect(session.visibleIssues == report.issues)
        #expect(session.touched.isSuperset(of: SessionFixtures.personalDetails.spec.fields.map(\.name)))
        #expect(session.touched.contains("nickname"))

        session.reset()
        #expect(!session.isSubmitted)
        #expect(session.touched.isEmpty)
        #expect(session.visibleIssues == [])
    }

    @Test func aGroupProblemShowsOnceAnyOfItsFieldsIsTouched() {
        var session = FormSession(form: SessionFixtures.releaseForm, context: SessionFixtures.context)
        #expect(session.report.issues.map(\.rule.rawValue) == ["exactlyOne"])
        #expect(session.report.issues.map(\.path) == ["isAdult"])
        session.set("isMinor", to: false)
        #expect(session.visibleIssues == [])
        session.touch("isMinor")
        #expect(session.visibleIssues.map(\.rule.rawValue) == ["exactlyOne"])
        let change = session.set("isMinor", to: true)
        // The group's problem is filed under its first field, which the change lists.
        #expect(change.names == ["isMinor", "isAdult"])
        #expect(change["isAdult"]?.issues == [])
        #expect(session.visibleIssues == [])
    }

    // MARK: Changes

    struct Edits: Sendable, CustomTestStringConvertible {
        var steps: [(String, FormValue?)]
        var changed: [String]
        var payload: FormValue
        var testDescription: String { steps.map { "\($0.0)=\($0.1?.jsonText() ?? "nil")" }.joined(separator: ", ") }
    }

    static let changes: [Edits] = [
        Edits(steps: [], changed: [], payload: [:]),
        Edits(steps: [("email", "a@b.co")], changed: ["email"], payload: ["email": "a@b.co"]),
        Edits(steps: [("email", "x@y.z"), ("email", "ada@example.com")], changed: [], payload: [:]),
        // A removed field goes as null: the server must delete it.
        Edits(steps: [("lastName", nil)], changed: ["lastName"], payload: ["lastName": nil]),
        // Typing into an empty field and erasing it again is no change...
        Edits(steps: [("handle", "a"), ("handle", "")], changed: [], payload: [:]),
        // ...but emptying a field that had a value is, and sends "".
        Edits(steps: [("firstName", "")], changed: ["firstName"], payload: ["firstName": ""]),
        Edits(steps: [("firstName", "Ada ")], changed: ["firstName"], payload: ["firstName": "Ada "]),
        // Spec order, nested by dotted names.
        Edits(steps: [("address.city", "Oakland"), ("firstName", "Augusta"), ("birthday", "1990-12-10")],
              changed: ["firstName", "birthday", "address.city"],
              payload: ["firstName": "Augusta", "birthday": "1990-12-10", "address": ["city": "Oakland"]]),
        // The stale state the session cleared is sent as null.
        Edits(steps: [("address.countryCode", "AU")], changed: ["address.countryCode", "address.stateCode"],
              payload: ["address": ["countryCode": "AU", "stateCode": nil]]),
        Edits(steps: [("nickname", "ada"), ("gender", "male")], changed: ["gender", "nickname"],
              payload: ["gender": "male", "nickname": "ada"]),
        // Removing the whole address object removes each of its fields.
        Edits(steps: [("address", nil)], changed: ["address.countryCode", "address.city", "address.stateCode", "address.postalCode"],
              payload: ["address": ["countryCode": nil, "city": nil, "stateCode": nil, "postalCode": nil]]),
        Edits(steps: [("displayPhotoPublicly", false)], changed: ["displayPhotoPublicly"], payload: ["displayPhotoPublicly": false]),
    ]

    @Test(arguments: changes)
    func listsAndSendsOnlyTheChangedFields(_ edits: Edits) {
        var session = SessionFixtures.session()
        for (field, value) in edits.steps { session.setFromTable(field, to: value) }
        #expect(session.changedFields == edits.changed)
        #expect(session.changedPayload == edits.payload)
        #expect(session.hasChanges == !edits.changed.isEmpty)
    }

    @Test func discardingChangesRestoresTheOriginalAndKeepsTouches() {
        var session = SessionFixtures.session()
        session.set("email", to: "ada@")
        session.set("address.countryCode", to: "AU")
        session.touch("email")
        session.discardChanges()
        #expect(session.current == SessionFixtures.profile)
        #expect(!session.hasChanges)
        #expect(session.report.isValid)
        #expect(session.report == SessionFixtures.session().report)
        #expect(session.touched == ["email"])
    }

    @Test func resettingToNewOriginalValuesStartsOver() {
        var session = SessionFixtures.session()
        session.set("email", to: "augusta@example.com")
        session.touch("email")
        let saved = session.current
        session.reset(original: saved)
        #expect(session.original == saved)
        #expect(session.originalValue("email") == "augusta@example.com")
        #expect(session.changedFields == [])
        #expect(session.touched.isEmpty)
    }

    @Test func changingTheContextRevalidates() throws {
        var session = SessionFixtures.session()
        session.set("birthday", to: "2026-12-01")
        #expect(session.issues("birthday").map(\.rule.rawValue) == ["notInFuture"])
        session.context = ValidationContext(today: try CalendarDate("2026-12-05"), includeFieldStates: false)
        #expect(session.issues("birthday") == [])
        // Field states are kept on: the session needs them.
        #expect(session.context.includeFieldStates)
        #expect(session.state("birthday")?.value == "2026-12-01")
    }

    @Test func anOriginalWithProblemsIsReportedFromTheStart() {
        let session = SessionFixtures.session(["email": "nope", "address": ["stateCode": "CA", "postalCode": "94103"]])
        #expect(session.report.issues.map(\.rule.rawValue) == ["email", "required"])
        #expect(session.report.issues.map(\.path) == ["email", "address.countryCode"])
        #expect(!session.hasChanges)
    }
}
