import Foundation
import Testing
@testable import FormRules

/// Field names from app code: a name the session does not know stops a debug build with the
/// nearest name it does know; declared fields, objects holding fields, names inside a list's
/// item and names set on purpose pass.
@Suite struct FormSessionNameTests {
    /// Whether this build checks assertions (as `swift test` builds, the library's build does too).
    static let assertionsAreOn: Bool = {
        var on = false
        assert({ on = true; return true }())
        return on
    }()

    /// The form a case runs on.
    enum Form: String, Codable, Sendable {
        /// personal-details, from the Californian profile.
        case personalDetails
        /// ListFieldTests' booking: `jumpers` (items of name, ageGroup, guardian, socks), `emails`
        /// (a list of values), `park`; one jumper, Ann.
        case booking

        func session() -> FormSession {
            switch self {
            case .personalDetails:
                return SessionFixtures.session()
            case .booking:
                let form = try! Engine.form(ListFieldTests.booking)
                return FormSession(form: form, original: ["jumpers": [["name": "Ann", "ageGroup": "adult"]]], context: Engine.context)
            }
        }
    }

    // MARK: Which names a session knows

    struct Name: Sendable, CustomTestStringConvertible {
        var form: Form
        var name: String
        var known: Bool
        var why: String
        var testDescription: String { "\(form.rawValue) \(name): \(why)" }

        static func known(_ form: Form, _ name: String, _ why: String) -> Self { Name(form: form, name: name, known: true, why: why) }
        static func unknown(_ form: Form, _ name: String, _ why: String) -> Self { Name(form: form, name: name, known: false, why: why) }
    }

    static let names: [Name] = [
        .known(.personalDetails, "address.countryCode", "a declared field"),
        .known(.personalDetails, "facebook-token", "a declared field"),
        .known(.personalDetails, "address", "the object holding the address fields"),
        .unknown(.personalDetails, "adress.countryCode", "a typo"),
        .unknown(.personalDetails, "adress", "a typo of the object"),
        .unknown(.personalDetails, "emial", "a typo"),
        .unknown(.personalDetails, "Email", "names are case-sensitive"),
        .unknown(.personalDetails, "address.city.name", "inside a text field"),
        .unknown(.personalDetails, "nickname", "not declared, not set, not sent"),
        .unknown(.personalDetails, "", "the empty name"),
        .known(.booking, "jumpers", "a declared list"),
        .known(.booking, "jumpers[0].name", "a field of an item"),
        .known(.booking, "jumpers[4].guardian", "a field of an item the list does not have yet"),
        .known(.booking, "jumpers[0]", "a whole item"),
        .known(.booking, "emails[1]", "an item of a list of values"),
        .unknown(.booking, "jumpers[0].nmae", "a typo of an item's field"),
        .unknown(.booking, "jumprs[0].name", "a typo of the list"),
        .unknown(.booking, "jumpers[x].name", "not a position"),
        .unknown(.booking, "jumpers[-1].name", "a negative position"),
        .unknown(.booking, "emails[0].address", "an item of a list of values has no fields"),
        .unknown(.booking, "park[0]", "not a list"),
    ]

    @Test(arguments: names)
    func aSessionKnowsTheFormsNamesAndNoOthers(_ name: Name) {
        #expect(name.form.session().knows(name.name) == name.known)
    }

    @Test func aNameSetOnPurposeIsKnownFromThenOnResetsIncluded() {
        var session = SessionFixtures.session()
        #expect(!session.knows("nickname"))
        session.setUndeclared("nickname", to: nil)  // nothing to remove: no change, but the name is known
        #expect(session.knows("nickname"))
        #expect(session == SessionFixtures.session())
        session.setUndeclared("nickname", to: "ada")
        session.reset()
        #expect(session.knows("nickname"))
    }

    @Test func aNameTheServerSentIsKnown() {
        var profile = SessionFixtures.profile
        profile["nickname"] = "ada"
        let session = SessionFixtures.session(profile)
        #expect(session.knows("nickname"))
        #expect(session.issues("nickname").map(\.rule) == ["unknownField"])
    }

    @Test func anUndeclaredFieldOfAnItemSetOnPurposeIsKnown() {
        var session = Form.booking.session()
        session.setUndeclared("jumpers[0].nickname", to: "A")
        #expect(session.knows("jumpers[0].nickname"))
        #expect(session.value("jumpers[0].nickname") == "A")
        #expect(session.issues("jumpers[0].nickname").map(\.rule) == ["unknownField"])
    }

    // MARK: What a debug build says

    struct Message: Sendable, CustomTestStringConvertible {
        var form: Form
        var name: String
        var method: String
        var text: String
        var testDescription: String { "\(method) \(name)" }
    }

    static let messages: [Message] = [
        Message(form: .personalDetails, name: "adress.countryCode", method: "FormSession.set(_:to:)", text: """
            FormSession.set(_:to:): unknown field 'adress.countryCode' in form 'personal-details'. Did you mean \
            'address.countryCode'? To set a name the spec does not declare on purpose, use setUndeclared(_:to:).
            """),
        Message(form: .personalDetails, name: "adress", method: "FormSession.set(_:to:)", text: """
            FormSession.set(_:to:): unknown field 'adress' in form 'personal-details'. Did you mean 'address'? \
            To set a name the spec does not declare on purpose, use setUndeclared(_:to:).
            """),
        Message(form: .personalDetails, name: "emial", method: "FormSession.touch(_:)", text: """
            FormSession.touch(_:): unknown field 'emial' in form 'personal-details'. Did you mean 'email'?
            """),
        // Nothing near: no suggestion.
        Message(form: .personalDetails, name: "nope", method: "FormModel.field(_:)", text: """
            FormModel.field(_:): unknown field 'nope' in form 'personal-details'.
            """),
        Message(form: .booking, name: "jumpers[2].nmae", method: "FormSession.state(_:)", text: """
            FormSession.state(_:): unknown field 'jumpers[2].nmae' in form 'test'. Did you mean 'jumpers[2].name'?
            """),
        Message(form: .booking, name: "jumprs[0].ageGroup", method: "FormModel.set(_:to:)", text: """
            FormModel.set(_:to:): unknown field 'jumprs[0].ageGroup' in form 'test'. Did you mean \
            'jumpers[0].ageGroup'? To set a name the spec does not declare on purpose, use setUndeclared(_:to:).
            """),
        Message(form: .booking, name: "jumpers[x].name", method: "FormSession.value(_:)", text: """
            FormSession.value(_:): unknown field 'jumpers[x].name' in form 'test'. Did you mean 'jumpers[0].name'?
            """),
    ]

    @Test(arguments: messages)
    func theMessageNamesTheEntryPointTheFormAndTheNearestKnownName(_ message: Message) {
        #expect(message.form.session().undeclaredNameMessage(message.name, method: message.method) == message.text)
    }

    // MARK: Entry points, in a process of their own

    /// One call that takes a name from app code.
    enum EntryPoint: String, Codable, Sendable, CaseIterable {
        case set, setText, setInt, setDouble, setBool, value, originalValue, state, issues, label, optionLabel
        case touch, isTouched, visibleIssues, isChanged, heightSlider, items, appendItem, removeItem, moveItem
        case modelField, modelSet, modelSetText, modelTouch, modelLabel, modelOptionLabel

        /// How the debug message names it.
        var method: String {
            switch self {
            case .set, .setText, .setInt, .setDouble, .setBool: "FormSession.set(_:to:)"
            case .value: "FormSession.value(_:)"
            case .originalValue: "FormSession.originalValue(_:)"
            case .state: "FormSession.state(_:)"
            case .issues: "FormSession.issues(_:)"
            case .label: "FormSession.label(for:using:)"
            case .optionLabel: "FormSession.label(forOption:of:using:)"
            case .touch: "FormSession.touch(_:)"
            case .isTouched: "FormSession.isTouched(_:)"
            case .visibleIssues: "FormSession.visibleIssues(_:)"
            case .isChanged: "FormSession.isChanged(_:)"
            case .heightSlider: "FormSession.heightSlider(_:)"
            case .items: "FormSession.items(of:)"
            case .appendItem: "FormSession.appendItem(to:_:)"
            case .removeItem: "FormSession.removeItem(at:from:)"
            case .moveItem: "FormSession.moveItem(from:to:in:)"
            case .modelField: "FormModel.field(_:)"
            case .modelSet, .modelSetText: "FormModel.set(_:to:)"
            case .modelTouch: "FormModel.touch(_:)"
            case .modelLabel: "FormModel.label(for:)"
            case .modelOptionLabel: "FormModel.label(forOption:of:)"
            }
        }

        /// Calls the entry point with `name` on a session (or a model) of `form`.
        @MainActor func call(_ name: String, on form: Form) {
            var session = form.session()
            let model = FormModel(session: session)
            switch self {
            case .set: session.set(name, to: FormValue.string("x"))
            case .setText: session.set(name, to: "x" as String)
            case .setInt: session.set(name, to: 1)
            case .setDouble: session.set(name, to: 1.5)
            case .setBool: session.set(name, to: true)
            case .value: _ = session.value(name)
            case .originalValue: _ = session.originalValue(name)
            case .state: _ = session.state(name)
            case .issues: _ = session.issues(name)
            case .label: _ = session.label(for: name, using: MessageKeysOnly())
            case .optionLabel: _ = session.label(forOption: "x", of: name, using: MessageKeysOnly())
            case .touch: session.touch(name)
            case .isTouched: _ = session.isTouched(name)
            case .visibleIssues: _ = session.visibleIssues(name)
            case .isChanged: _ = session.isChanged(name)
            case .heightSlider: _ = session.heightSlider(name)
            case .items: _ = session.items(of: name)
            case .appendItem: session.appendItem(to: name)
            case .removeItem: session.removeItem(at: 0, from: name)
            case .moveItem: session.moveItem(from: 0, to: 0, in: name)
            case .modelField: _ = model.field(name)
            case .modelSet: model.set(name, to: FormValue.string("x"))
            case .modelSetText: model.set(name, to: "x" as String)
            case .modelTouch: model.touch(name)
            case .modelLabel: _ = model.label(for: name)
            case .modelOptionLabel: _ = model.label(forOption: "x", of: name)
            }
        }
    }

    /// A name given to one entry point.
    struct Use: Codable, Sendable, CustomTestStringConvertible {
        var entry: EntryPoint
        var form: Form
        var name: String
        var testDescription: String { "\(entry.method) '\(name)'" }
    }

    /// Every entry point, each with a typo of one kind or another.
    static let typos: [Use] = EntryPoint.allCases.enumerated().map { index, entry in
        let kinds: [(Form, String)] = [
            (.personalDetails, "adress.countryCode"), (.personalDetails, "emial"), (.personalDetails, "adress"),
            (.booking, "jumpers[0].nmae"), (.booking, "jumprs"),
        ]
        let (form, name) = kinds[index % kinds.count]
        return Use(entry: entry, form: form, name: name)
    }

    @Test(.enabled(if: assertionsAreOn, "release builds skip the check"), arguments: typos)
    func aNameTheSessionDoesNotKnowStopsADebugBuild(_ use: Use) async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [use] in
            await use.entry.call(use.name, on: use.form)
        }
        let expected = use.form.session().undeclaredNameMessage(use.name, method: use.entry.method)
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains(expected), "\(standardError)")
    }

    /// Names the session knows, through the setters and the model's `field`, which every form
    /// UI calls, and the reads a picker or a list row makes.
    static let knownUses: [Use] = [
        Use(entry: .set, form: .personalDetails, name: "address.countryCode"),
        Use(entry: .modelSetText, form: .personalDetails, name: "email"),
        Use(entry: .set, form: .personalDetails, name: "address"),
        Use(entry: .modelField, form: .personalDetails, name: "address"),
        Use(entry: .set, form: .booking, name: "jumpers[0].name"),
        Use(entry: .modelField, form: .booking, name: "jumpers[1].ageGroup"),
        Use(entry: .optionLabel, form: .booking, name: "jumpers[0].ageGroup"),
        Use(entry: .set, form: .booking, name: "emails[0]"),
        Use(entry: .appendItem, form: .booking, name: "jumpers"),
    ]

    @Test(arguments: knownUses)
    func aNameTheSessionKnowsDoesNotStopIt(_ use: Use) async {
        await #expect(processExitsWith: .success) { [use] in
            await use.entry.call(use.name, on: use.form)
        }
    }

    /// What a release build's `set` does with a typo, done on purpose: kept, sent, reported.
    @Test func aNameSetOnPurposeIsKeptSentAndReportedAsTheSpecSays() {
        var session = SessionFixtures.session()
        session.setUndeclared("adress.countryCode", to: "AU")
        #expect(session.report.issues.map { "\($0.path) \($0.rule)" } == ["adress unknownField"])
        #expect(session.changedFields == ["adress.countryCode"])
        #expect(session.changedPayload == ["adress": ["countryCode": "AU"]])
    }

    @Test(.enabled(if: !assertionsAreOn, "debug builds stop on the typo"))
    func aReleaseBuildSetsATypoAsSetUndeclaredDoes() {
        var viaSet = SessionFixtures.session()
        var onPurpose = viaSet
        #expect(viaSet.set("adress.countryCode", to: "AU") == onPurpose.setUndeclared("adress.countryCode", to: "AU"))
        #expect(viaSet == onPurpose)
    }

    // MARK: Reads inside a list's item

    @Test func readsOfANameInsideAnItemAnswerForThatItem() {
        var session = Form.booking.session()
        #expect(session.value("jumpers[0].name") == "Ann")
        #expect(session.originalValue("jumpers[0].name") == "Ann")
        #expect(session.value("jumpers[0]") == ["name": "Ann", "ageGroup": "adult"])
        #expect(session.value("jumpers[1].name") == nil)
        #expect(!session.isChanged("jumpers[0].name"))
        session.appendItem(to: "jumpers")
        session.set("jumpers[1].name", to: "Bo")
        #expect(session.value("jumpers[1].name") == "Bo")
        #expect(session.isChanged("jumpers[1].name"))
        #expect(!session.isChanged("jumpers[0].name"))
        #expect(session.isChanged("jumpers"))
    }
}
