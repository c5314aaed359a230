import Foundation
import Localization
import Testing
@testable import FormRules

@Suite struct FormSessionConveniencesTests {
    /// One typed value, what the session must store for it, and the rule codes of the field's
    /// problems after it.
    struct TypedEdit: Sendable, CustomTestStringConvertible {
        var field: String
        var set: @Sendable (inout FormSession) -> FormChange
        var stored: FormValue
        var problems: [String]
        var testDescription: String { "\(field) = \(stored.jsonText())" }
    }

    static let typedEdits: [TypedEdit] = [
        // A `String` variable, as a text field's binding holds it: kept untrimmed.
        TypedEdit(field: "email", set: { let text: String = " ada@ "; return $0.set("email", to: text) },
                  stored: .string(" ada@ "), problems: ["email"]),
        TypedEdit(field: "firstName", set: { let text: String = "Grace"; return $0.set("firstName", to: text) },
                  stored: "Grace", problems: []),
        TypedEdit(field: "displayPhotoPublicly", set: { let flag: Bool = true; return $0.set("displayPhotoPublicly", to: flag) },
                  stored: true, problems: []),
        // A number where text is expected is a type problem, as the same JSON would be.
        TypedEdit(field: "handle", set: { let count: Int = 42; return $0.set("handle", to: count) },
                  stored: 42, problems: ["type"]),
        TypedEdit(field: "handle", set: { let amount: Double = 1.5; return $0.set("handle", to: amount) },
                  stored: 1.5, problems: ["type"]),
        // JSON holds no NaN: kept as text, so the payload stays JSON and a number field would say why.
        TypedEdit(field: "handle", set: { $0.set("handle", to: Double.nan) }, stored: "nan", problems: []),
        TypedEdit(field: "handle", set: { $0.set("handle", to: -Double.infinity) }, stored: "-inf", problems: []),
    ]

    @Test(arguments: typedEdits)
    func typedValuesAreStoredAsTheJSONTheyStandFor(_ edit: TypedEdit) {
        var session = SessionFixtures.session()
        let change = edit.set(&session)
        #expect(session.value(edit.field) == edit.stored)
        #expect(change.issues.map(\.rule.rawValue) == edit.problems)
        // Exactly what setting the FormValue gives.
        var reference = SessionFixtures.session()
        #expect(reference.set(edit.field, to: edit.stored) == change)
        #expect(reference == session)
    }

    @Test func literalsPickTheTypedOverloadsAndNilStillRemoves() {
        var session = SessionFixtures.session()
        session.set("address.countryCode", to: "AU")
        #expect(session.value("address.countryCode") == .string("AU"))
        session.set("displayPhotoPublicly", to: false)
        #expect(session.value("displayPhotoPublicly") == .bool(false))
        session.set("email", to: nil)
        #expect(session.value("email") == nil)
        #expect(session.issues("email").map(\.rule.rawValue) == ["required"])
    }

    @Test(arguments: [
        ("firstName", "Grace" as FormValue?, true),
        ("firstName", "Ada", false),  // the original
        ("handle", "", false),  // absent, and "" are both no value
        ("handle", .null, false),
        ("handle", "ada", true),
        ("email", nil, true),  // removed
        ("address.city", "San Francisco ", true),  // compared as the control holds it
        ("nickname", "ada", true),  // a name the spec does not declare
    ])
    func oneFieldIsChangedAsChangedFieldsSays(_ field: String, _ value: FormValue?, _ changed: Bool) {
        var session = SessionFixtures.session()
        session.setFromTable(field, to: value)
        #expect(session.isChanged(field) == changed)
        #expect(session.changedFields.contains(field) == changed)
        #expect(!session.isChanged("lastName"))
    }

    // MARK: Labels

    static let catalog = Result { try Catalog(contentsOf: SharedCorpus.packageRoot.path + "/Resources") }

    @Test(arguments: [
        ("en", "address.stateCode", "State or territory"),
        ("ru", "address.stateCode", "Штат или территория"),
        ("ru", "email", "Электронная почта"),
        // Not in the spec (set on purpose): its key is field.<name>, and a missing key shows as itself.
        ("en", "nickname", "field.nickname"),
    ])
    func fieldLabelsRenderInTheMessagesLanguage(_ locale: String, _ field: String, _ label: String) throws {
        let messages = try CatalogMessages(catalog: Self.catalog.get(), locale: locale)
        var session = SessionFixtures.session()
        if SessionFixtures.undeclared.contains(field) { session.setUndeclared(field, to: "x") }
        #expect(session.label(for: field, using: messages) == label)
    }

    /// An option's label, or the option itself when the field does not offer it now.
    @Test(arguments: [
        ("US", "address.stateCode", "CA", "region.US-CA"),
        ("AU", "address.stateCode", "NSW", "region.AU-NSW"),
        // Not offered: a Californian state once Australia is chosen.
        ("AU", "address.stateCode", "CA", "CA"),
        ("AU", "address.countryCode", "AU", "country.AU"),
        ("AU", "gender", "other", "option.gender.other"),
        ("AU", "gender", "robot", "robot"),
        // A field without options.
        ("AU", "email", "ada@example.com", "ada@example.com"),
        ("AU", "nickname", "x", "x"),
    ])
    func optionLabelsComeFromTheOptionsOfferedNow(_ country: String, _ field: String, _ option: String, _ label: String) {
        var session = SessionFixtures.session()
        session.set("address.countryCode", to: country)
        if SessionFixtures.undeclared.contains(field) { session.setUndeclared(field, to: "x") }
        #expect(session.label(forOption: option, of: field, using: MessageKeysOnly()) == label)
    }

    @Test func aStatePickerWithoutACountryShowsAStateAsItself() {
        var session = SessionFixtures.session()
        session.set("address.countryCode", to: nil)
        #expect(session.label(forOption: "CA", of: "address.stateCode", using: MessageKeysOnly()) == "CA")
    }

    @Test func optionLabelsRenderInTheMessagesLanguage() throws {
        var session = SessionFixtures.session()
        session.set("address.countryCode", to: "AU")
        let polish = try CatalogMessages(catalog: Self.catalog.get(), locale: "pl_PL")
        #expect(session.label(forOption: "NSW", of: "address.stateCode", using: polish) == "Nowa Południowa Walia")
    }

    @Test func aLocaleTextThatIsNotATagSaysWhichSubtag() throws {
        let error = #expect(throws: LanguageTagError.self) {
            try CatalogMessages(catalog: Self.catalog.get(), locale: "en--US")
        }
        #expect(error?.code == .emptySubtag)
        #expect(error?.offset == 3)
    }

    // MARK: Equatable

    /// What was done to a session since it was copied, and whether the two are still equal.
    struct History: Sendable, CustomTestStringConvertible {
        var name: String
        var edit: @Sendable (inout FormSession) -> Void
        var equal: Bool
        var testDescription: String { name }
    }

    static let histories: [History] = [
        History(name: "nothing done", edit: { _ in }, equal: true),
        History(name: "a value set and put back", edit: { $0.set("firstName", to: "Grace"); $0.set("firstName", to: "Ada") }, equal: true),
        History(name: "changes discarded", edit: { $0.set("email", to: "x"); $0.discardChanges() }, equal: true),
        History(name: "touched, then reset", edit: { $0.touch("email"); $0.reset() }, equal: true),
        History(name: "a value set", edit: { $0.set("firstName", to: "Grace") }, equal: false),
        History(name: "a field touched", edit: { $0.touch("email") }, equal: false),
        History(name: "submitted", edit: { _ = $0.submit() }, equal: false),
        History(name: "another date", edit: { $0.context.today = try! CalendarDate("2027-01-01") }, equal: false),
        History(name: "another original", edit: { $0.reset(original: ["email": "ada@example.com"]) }, equal: false),
        // The same value under a name the spec does not declare, set in another order.
        History(name: "an unknown name set", edit: { $0.setUndeclared("nickname", to: "ada") }, equal: false),
        // Only the debug check of names learns the name: nothing a form shows changes.
        History(name: "an unknown name set to nothing", edit: { $0.setUndeclared("nickname", to: nil) }, equal: true),
    ]

    @Test(arguments: histories)
    func sessionsAreEqualWhenTheyWouldShowTheSameForm(_ history: History) {
        let start = SessionFixtures.session()
        var session = start
        history.edit(&session)
        #expect((session == start) == history.equal)
        if history.equal { #expect(session.report == start.report) }
    }

    @Test func sessionsOfDifferentFormsDiffer() {
        let release = FormSession(form: SessionFixtures.releaseForm, context: SessionFixtures.context)
        let profile = FormSession(form: SessionFixtures.personalDetails, context: SessionFixtures.context)
        #expect(release != profile)
        #expect(release == FormSession(form: SessionFixtures.releaseForm, context: SessionFixtures.context))
    }
}
