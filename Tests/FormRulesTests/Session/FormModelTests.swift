import Observation
import Testing
@testable import FormRules

/// Which field models' observers an edit of a ``FormModel`` tells, checked with the
/// `Observation` module's own tracking.
@MainActor
@Suite struct FormModelTests {
    /// Whether an observation's onChange ran (it may run on any thread, so behind a lock).
    final class Fired: Sendable {
        private let state = LockedState(false)
        var value: Bool { state.withLock { $0 } }
        func fire() { state.withLock { $0 = true } }
    }

    /// Tracks what `read` reads and says whether `edit` invalidated it.
    static func fires(_ read: () -> Void, when edit: () -> Void) -> Bool {
        let fired = Fired()
        withObservationTracking(read, onChange: { fired.fire() })
        edit()
        return fired.value
    }

    static func model() -> FormModel {
        FormModel(session: SessionFixtures.session())
    }

    /// One edit, and the fields whose models it must invalidate among those observed.
    struct Edit: Sendable, CustomTestStringConvertible {
        var name: String
        var edit: @MainActor @Sendable (FormModel) -> Void
        /// Fields whose observers must be told; every other field of the spec must not be.
        var told: Set<String>
        var testDescription: String { name }
    }

    nonisolated static let edits: [Edit] = [
        // The Californian state no longer fits: it is cleared, and its options, ZIP code rule and
        // the country's own value change. The city does not depend on the country.
        Edit(name: "choosing another country", edit: { $0.set("address.countryCode", to: "AU") },
             told: ["address.countryCode", "address.stateCode", "address.postalCode"]),
        Edit(name: "typing into the email", edit: { $0.set("email", to: "ada@") }, told: ["email"]),
        Edit(name: "setting the same value again", edit: { $0.set("email", to: "ada@example.com") }, told: []),
        // A password makes its confirmation required.
        Edit(name: "typing a password", edit: { $0.set("password", to: "correct horse") }, told: ["password", "passwordConfirmation"]),
        // The original is valid, so touching shows nothing new: only the touched flag moves.
        Edit(name: "touching the city", edit: { $0.touch("address.city") }, told: ["address.city"]),
    ]

    @Test(arguments: edits)
    func anEditTellsTheObserversOfTheFieldsItChangedAndNoOthers(_ edit: Edit) {
        let model = Self.model()
        for field in model.fields {
            let fired = Self.fires({
                _ = field.value; _ = field.state; _ = field.issues; _ = field.visibleIssues
                _ = field.isTouched; _ = field.isChanged; _ = field.label
            }, when: { edit.edit(model) })
            #expect(fired == edit.told.contains(field.name), "\(field.name)")
            // Back to the start for the next field.
            model.reset()
        }
    }

    @Test func observersOfTheStatePickerAreToldWhenTheCountryChangesAndTheCitysAreNot() {
        let model = Self.model()
        let state = model.field("address.stateCode")
        let city = model.field("address.city")
        #expect(Self.fires({ _ = state.state }, when: { model.set("address.countryCode", to: "AU") }))
        #expect(state.state?.options?.count == 8)
        #expect(state.value == nil)  // the Californian state was cleared
        #expect(!Self.fires({ _ = city.state; _ = city.value; _ = city.issues }, when: { model.set("address.countryCode", to: "US") }))
    }

    @Test func fieldModelsMatchTheSessionAfterEveryKindOfEdit() {
        let model = Self.model()
        model.set("address.countryCode", to: "AU")
        model.set("address.city", to: "Sydney")
        model.touch("address.postalCode")
        #expect(model.field("address.postalCode").visibleIssues.map(\.rule.rawValue) == ["postalCode"])  // 94103 is no Australian postcode
        #expect(model.visibleIssues.map(\.path) == ["address.postalCode"])
        #expect(model.hasChanges)
        #expect(!model.isValid)
        Self.expectFieldsMatchSession(model)

        let report = model.submit()
        #expect(model.isSubmitted)
        #expect(report == model.session.report)
        #expect(model.field("address.postalCode").visibleIssues.map(\.rule.rawValue) == ["postalCode"])
        Self.expectFieldsMatchSession(model)

        model.discardChanges()
        #expect(!model.hasChanges)
        #expect(model.isValid)
        #expect(model.field("address.city").value == "San Francisco")
        #expect(model.field("address.city").isTouched)  // touches stay
        Self.expectFieldsMatchSession(model)

        model.context.today = try! CalendarDate("1990-01-01")
        Self.expectFieldsMatchSession(model)
    }

    static func expectFieldsMatchSession(_ model: FormModel) {
        let session = model.session
        for field in model.fields {
            #expect(field.value == session.value(field.name), "\(field.name)")
            #expect(field.state == session.state(field.name), "\(field.name)")
            #expect(field.issues == session.issues(field.name), "\(field.name)")
            #expect(field.visibleIssues == session.visibleIssues(field.name), "\(field.name)")
            #expect(field.isTouched == session.isTouched(field.name), "\(field.name)")
            #expect(field.isChanged == session.changedFields.contains(field.name), "\(field.name)")
            #expect(session.isChanged(field.name) == field.isChanged, "\(field.name)")
        }
    }

    @Test func observersOfTheFormAreToldOfItsFlagsOnlyWhenTheyChange() {
        let model = Self.model()
        #expect(Self.fires({ _ = model.hasChanges }, when: { model.set("firstName", to: "Grace") }))
        #expect(!Self.fires({ _ = model.hasChanges }, when: { model.set("lastName", to: "Hopper") }))
        #expect(Self.fires({ _ = model.isValid }, when: { model.set("email", to: "") }))
        #expect(Self.fires({ _ = model.session }, when: { model.set("handle", to: "ada") }))
        #expect(Self.fires({ _ = model.isSubmitted }, when: { _ = model.submit() }))
    }

    @Test func aNameSetOnPurposeHasAModelWithoutStateThatOutlivesAReset() {
        let model = Self.model()
        model.setUndeclared("nickname", to: "ada")
        let nickname = model.field("nickname")
        #expect(nickname === model.field("nickname"))
        #expect(nickname.state == nil)
        #expect(nickname.issues.map(\.rule.rawValue) == ["unknownField"])
        #expect(Self.fires({ _ = nickname.value }, when: { model.setUndeclared("nickname", to: "bo") }))
        #expect(nickname.value == "bo")
        // The reset forgets the value; the model stays, and is refreshed without a check of its name.
        #expect(Self.fires({ _ = nickname.issues }, when: { model.reset() }))
        #expect(nickname.value == nil)
        #expect(nickname.issues == [])
        #expect(model.label(for: "nickname") == "field.nickname")
    }

    @Test func labelsFollowTheModelsLanguage() {
        let model = Self.model()
        let state = model.field("address.stateCode")
        #expect(state.label == "field.address.stateCode")
        #expect(model.label(forOption: "CA", of: "address.stateCode") == "region.US-CA")
        #expect(Self.fires({ _ = state.label }, when: { model.messages = Upper() }))
        #expect(state.label == "FIELD.ADDRESS.STATECODE")
        #expect(model.label(for: "email") == "FIELD.EMAIL")
    }

    /// Shows each key in capitals: a second "language".
    struct Upper: MessageRendering {
        func message(_ key: String, arguments: [MessageArgument]) -> String { key.uppercased() }
    }

    @Test func typedSettersStoreWhatTheSessionsDo() {
        let model = Self.model()
        let count: Int = 3, amount: Double = 2.5, flag: Bool = true, text: String = " x "
        model.set("handle", to: count)
        #expect(model.field("handle").value == 3)
        model.set("handle", to: amount)
        #expect(model.field("handle").value == 2.5)
        model.set("displayPhotoPublicly", to: flag)
        #expect(model.field("displayPhotoPublicly").value == true)
        model.set("handle", to: text)
        #expect(model.field("handle").value == " x ")
        model.set("handle", to: Double.infinity)
        #expect(model.field("handle").value == "inf")
    }
}
