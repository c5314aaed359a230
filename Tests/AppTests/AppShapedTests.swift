import Localization
import Foundation
import Observation
import Testing
import FormRules

/// The library as an app meets it: a plain `import FormRules` (no `@testable`), the messages
/// built into the library with one table of the app's own laid over them, and the observable
/// model driving a profile screen.
@MainActor
@Suite struct AppShapedTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// The app's catalog: the built-in one with its own translations laid over it.
    static func catalog() throws -> Catalog {
        Catalog.builtIn.overlaid(by: try Catalog(contentsOf: path("Tests/Fixtures/App/Translations")))
    }

    static func model() throws -> FormModel {
        let form = try CompiledForm(FormSpec.load(contentsOf: path("Specs/personal-details.json")))
        let stored = try JSONReader().read(Array(try Data(contentsOf: URL(fileURLWithPath: path("Examples/personal-details/stored-profile.json")))))
        let session = FormSession(form: form, original: stored.object ?? FormObject(), context: ValidationContext(today: try CalendarDate("2026-11-21")))
        return FormModel(session: session)
    }

    /// Words the first problem of `field` once `value` is set and the field is touched.
    static func message(_ locale: String, field: String, value: String) throws -> String? {
        let model = try model()
        model.set(field, to: value)
        model.touch(field)
        let messages = CatalogMessages(catalog: try catalog(), locale: try LanguageTag(locale))
        return model.field(field).visibleIssues.first?.message(using: messages)
    }

    struct Wording: Sendable, CustomTestStringConvertible {
        var locale: String
        var expected: String
        var testDescription: String { locale }
    }

    /// The app's English wins over the library's; its German replaces the library's German where it has a text;
    /// Russian, which the app does not touch, keeps the built-in text.
    @Test(arguments: [
        Wording(locale: "en", expected: "Please fill in Email."),
        Wording(locale: "de", expected: "Bitte E-Mail ausfüllen."),
        Wording(locale: "ru", expected: "Поле «Электронная почта» обязательно для заполнения."),
    ])
    func theAppsTablesWinAndEveryOtherKeyKeepsTheBuiltInText(_ wording: Wording) throws {
        #expect(try Self.message(wording.locale, field: "email", value: "  ") == wording.expected)
    }

    @Test func aKeyTheAppLacksInItsOwnLanguageFallsBackToTheLibrarysTextInThatLanguage() throws {
        // The app's German words the label but not `rule.email`: the message is the library's
        // German around the app's German label, not the English of either.
        #expect(try Self.message("de", field: "email", value: "ada@") == "Das Feld „E-Mail“ enthält keine gültige E-Mail-Adresse.")
        #expect(try Self.message("en", field: "email", value: "ada@") == "Email is not a valid email address.")
    }

    /// Whether `edit` invalidates what `read` observed.
    static func invalidates(_ read: () -> Void, _ edit: () -> Void) -> Bool {
        final class Flag: @unchecked Sendable {
            private let lock = NSLock()
            private var raised = false
            func raise() { lock.lock(); raised = true; lock.unlock() }
            var value: Bool { lock.lock(); defer { lock.unlock() }; return raised }
        }
        let flag = Flag()
        withObservationTracking(read, onChange: { flag.raise() })
        edit()
        return flag.value
    }

    @Test func choosingACountryRedrawsTheStatePickerAndNotTheCity() throws {
        let model = try Self.model()
        let state = model.field("address.stateCode")
        let city = model.field("address.city")
        #expect(Self.invalidates({ _ = state.state }, { model.set("address.countryCode", to: "AU") }))
        #expect(state.state?.options?.count == 8)
        #expect(!Self.invalidates({ _ = city.value; _ = city.state; _ = city.issues }, { model.set("address.countryCode", to: "US") }))
    }
}
