import Localization
import Foundation
import Testing
import FormRules

/// `Resources/Screens.strings` and its Russian and Polish tables: the texts the apps' screens
/// show themselves (quoted by the apps' briefs, `app-contracts.md`), kept for translators. The
/// library never shows them and does not compile them in.
@Suite struct ScreenTextsTests {
    static let resources = packageRoot.path + "/Resources"
    static let table = "Screens"
    static let languages = shippedLanguages

    /// The texts the contract quotes, with the English exactly as quoted there (the ellipsis is
    /// U+2026, the apostrophe ASCII).
    static let quoted: [(key: String, english: String)] = [
        ("screen.createAccount.creating", "Creating Account\u{2026}"),
        ("screen.createAccount.error", "There was an error creating your account"),
        ("screen.personalDetails.close.message", "Are you sure you want to close? Any changes you have made will be lost."),
        ("screen.profile.nameMissing", "What's your name?!"),
        ("screen.profile.nameMissing.tap", "Tap here to let us know"),
        ("screen.profile.skyCamPhotos.empty", "Wear a SkyBand during your next visit, and see your SkyCam Photos here"),
    ]

    /// The texts the contract describes without quoting them, worded here.
    static let worded = [
        "screen.signIn.failed",
        "screen.personalDetails.close.confirm", "screen.personalDetails.close.cancel",
        "screen.kioskRegistration.incomplete.title", "screen.kioskRegistration.incomplete.message",
        "screen.kioskRegistration.incomplete.ok",
        "screen.kioskRegistration.alreadySigned.title", "screen.kioskRegistration.alreadySigned.message",
        "screen.kioskRegistration.alreadySigned.confirm", "screen.kioskRegistration.alreadySigned.cancel",
    ]

    static func catalog() throws -> Catalog {
        try Catalog(contentsOf: resources, table: table)
    }

    @Test func everyKeyIsInEveryLanguageWithATextAndATranslatorsComment() throws {
        let catalog = try Self.catalog()
        #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
        #expect(catalog.locales.map(\.description).sorted() == Self.languages.sorted())
        let expectedKeys = Set(Self.quoted.map(\.key) + Self.worded)
        for language in Self.languages {
            let table = try #require(catalog.tables[try LanguageTag(language)], "no \(language) table")
            #expect(table.files.count == 1 && table.files.allSatisfy { $0.hasSuffix("/Screens.strings") }, "\(language): \(table.files)")
            #expect(Set(table.keys) == expectedKeys, "\(language): \(Set(table.keys).symmetricDifference(expectedKeys).sorted())")
            for key in table.keys {
                let message = try #require(table.messages[key])
                #expect(!message.displayText.trimmingCharacters(in: .whitespaces).isEmpty, "\(key) is empty in \(language)")
                let comment = message.comment?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
                #expect(!comment.isEmpty, "\(key) in \(language) has no comment for translators")
                #expect(comment.contains("screen") || comment.contains("Kiosk"), "\(key) in \(language): the comment names no screen: \(comment)")
                #expect(!message.displayText.contains("..."), "\(key) in \(language): three dots instead of the ellipsis")
            }
        }
        // Every language's comments are the development language's, as in Localizable.
        let english = try #require(catalog.tables[try LanguageTag("en")])
        for language in Self.languages.dropFirst() {
            let table = try #require(catalog.tables[try LanguageTag(language)])
            for key in english.keys {
                #expect(table.messages[key]?.comment == english.messages[key]?.comment, "\(key): the \(language) comment differs from the English one")
            }
        }
    }

    @Test(arguments: quoted)
    func theEnglishIsTheContractsQuote(_ key: String, _ english: String) throws {
        let catalog = try Self.catalog()
        #expect(catalog.tables[try LanguageTag("en")]?.messages[key]?.displayText == english)
        for language in ["ru", "pl"] {
            let text = catalog.tables[try LanguageTag(language)]?.messages[key]?.displayText
            #expect(text != nil && text != english, "\(key) is not translated into \(language)")
        }
    }

    /// The quotes above are the contract's own, when the shared reference is beside the package.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: contract), "../shared/reference/app-contracts.md is absent"))
    func theQuotesAreInTheContract() throws {
        let text = try String(contentsOfFile: Self.contract, encoding: .utf8)
        let flowing = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        for quote in Self.quoted {
            #expect(flowing.contains("\"\(quote.english)\""), "\(quote.english) is not quoted in the contract")
        }
    }

    static let contract = packageRoot.deletingLastPathComponent().path + "/shared/reference/app-contracts.md"

    @Test func eachLanguageQuotesAndWritesBrandsItsOwnWay() throws {
        let catalog = try Self.catalog()
        let brands = ["SkyBand", "SkyCam"]
        let foreignQuotes: [String: Set<Character>] = ["ru": ["\"", "\u{201C}", "\u{201D}", "\u{201E}"], "pl": ["\"", "\u{201C}", "\u{00AB}", "\u{00BB}"]]
        let english = try #require(catalog.tables[try LanguageTag("en")])
        for language in ["ru", "pl"] {
            let table = try #require(catalog.tables[try LanguageTag(language)])
            for key in table.keys {
                let text = table.messages[key]?.displayText ?? ""
                #expect(!text.contains { foreignQuotes[language]?.contains($0) == true }, "\(key) in \(language) uses another language's quotes: \(text)")
                for brand in brands where english.messages[key]?.displayText.contains(brand) == true {
                    #expect(text.contains(brand), "\(key) in \(language) lost the brand \(brand): \(text)")
                }
            }
        }
    }

    @Test func theLintChecksTheTableAndFindsNothing() {
        let result = runCLI(["strings", "lint", "--table", Self.table, Self.resources])
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("errors=0 warnings=0 notes=0\n"), "\(result.output)")
    }

    /// The engine never shows a screen text: the built-in catalog is `Localizable` alone.
    @Test func theLibraryDoesNotCompileThemIn() throws {
        let builtIn = Catalog.builtIn
        for locale in builtIn.locales {
            let keys = Set(builtIn.tables[locale]?.keys ?? [])
            #expect(keys.isDisjoint(with: Self.quoted.map(\.key) + Self.worded), "\(locale)")
            #expect(!(builtIn.tables[locale]?.files ?? []).contains { $0.hasSuffix("Screens.strings") })
        }
    }
}
