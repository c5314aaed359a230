import Testing
import Localization

/// `Catalog.overlaid(by:)`: an app's tables over shipped ones.
@Suite struct CatalogLayeringTests {
    static let shipped = catalog([
        ("Localizable.strings", nil, #""greeting" = "Hello, %1$@."; "farewell" = "Goodbye."; "count" = "%1$ld items";"#),
        ("ru.lproj/Localizable.strings", "ru", #""greeting" = "Привет, %1$@."; "farewell" = "До свидания."; "count" = "%1$ld шт.";"#),
    ])
    static let app = catalog([
        ("Localizable.strings", nil, #""farewell" = "See you."; "extra" = "Only the app has this.";"#),
        ("ru.lproj/Localizable.strings", "ru", #""greeting" = "Здравствуйте, %1$@.";"#),
        ("de.lproj/Localizable.strings", "de", #""greeting" = "Hallo, %1$@.";"#),
    ])
    static let layered = shipped.overlaid(by: app)

    static func text(_ key: String, _ locale: String, _ arguments: [FormatArgument] = []) -> String {
        layered.render(key, locale: CatalogFixtures.tag(locale), arguments: arguments).text
    }

    @Test(arguments: [
        // The overlay's text wins, in the development language and in a translation.
        ("farewell", "en", "See you."),
        ("greeting", "ru", "Здравствуйте, Ada."),
        // A language only the overlay has is added; its missing keys fall back to English.
        ("greeting", "de", "Hallo, Ada."),
        ("farewell", "de", "See you."),
        ("count", "de", "3 items"),
        // What the overlay lacks is the shipped catalog's.
        ("greeting", "en", "Hello, Ada."),
        ("farewell", "ru", "До свидания."),
        ("count", "ru", "3 шт."),
        // A key only the overlay has.
        ("extra", "ru", "Only the app has this."),
    ])
    func theOverlayWinsAndTheRestFallsBackToTheShippedTables(_ key: String, _ locale: String, _ expected: String) {
        let arguments: [FormatArgument] = key == "count" ? [.int(3)] : ["Ada"]
        #expect(Self.text(key, locale, arguments) == expected)
    }

    @Test func localesKeysAndFilesAreBothCatalogs() {
        #expect(Self.layered.locales.map(\.description) == ["en", "de", "ru"])
        #expect(Self.layered.developmentLanguage == CatalogFixtures.tag("en"))
        #expect(Self.layered.developmentTable.keys == ["greeting", "farewell", "count", "extra"])
        #expect(Self.layered.tables[CatalogFixtures.tag("ru")]?.files == ["ru.lproj/Localizable.strings"])
        #expect(Self.layered.negotiate(acceptLanguage: "de-AT, de;q=0.8") == CatalogFixtures.tag("de"))
        #expect(Self.layered.render("nowhere", locale: CatalogFixtures.tag("ru")).isMissing)
    }

    @Test func aTranslationIsCheckedAgainstTheOverlaidDevelopmentText() {
        // The app words the English with two arguments; the shipped Russian reads only one, an
        // object where the app's English now has a number: it no longer fits and is not shown.
        let app = catalog([("Localizable.strings", nil, #""greeting" = "%1$ld new messages for %2$@.";"#)])
        let layered = Self.shipped.overlaid(by: app)
        let rendered = layered.render("greeting", locale: CatalogFixtures.tag("ru"), arguments: [.int(2), "Ada"])
        #expect(rendered.text == "2 new messages for Ada.")
        #expect(rendered.locale == CatalogFixtures.tag("en"))
        #expect(rendered.problems.contains { $0.code == .incompatibleTranslation })
    }

    @Test func overlayingWithAnEmptyCatalogChangesNoText() {
        let same = Self.shipped.overlaid(by: catalog([]))
        for locale in ["en", "ru"] {
            for key in ["greeting", "farewell", "count"] {
                let tag = CatalogFixtures.tag(locale)
                #expect(same.render(key, locale: tag, arguments: ["Ada"]).text == Self.shipped.render(key, locale: tag, arguments: ["Ada"]).text)
            }
        }
        #expect(same.locales == Self.shipped.locales)
    }
}
