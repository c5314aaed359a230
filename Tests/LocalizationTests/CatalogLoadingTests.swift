import FormCore
import Testing
import Localization

@Suite struct CatalogLoadingTests {
    @Test func readsAResourcesFolderWithTheDevelopmentLanguageAtTheTop() throws {
        let catalog = try Catalog(contentsOf: CatalogFixtures.path("Resources"))
        #expect(catalog.developmentLanguage.description == "en")
        #expect(catalog.locales.map(\.description) == ["en", "pl", "ru", "uk"])
        #expect(catalog.diagnostics.isEmpty)
        let english = catalog.developmentTable
        #expect(english.keys == ["greeting", "empty.list", "price", "progress", "files.count", "files.in.folder"])
        #expect(english.files.map { String($0.split(separator: "/").suffix(2).joined(separator: "/")) }
            == ["Resources/Localizable.strings", "Resources/Localizable.stringsdict"])
        #expect(english["greeting"]?.comment == "Greeting on the home screen. %@ = the user's name.")
        #expect(english["greeting"]?.source == .strings)
        #expect(english["files.count"]?.source == .stringsDict)
        #expect(catalog.table(for: CatalogFixtures.tag("uk"))?.keys == ["files.count"])
    }

    @Test func guessesTheDevelopmentLanguageOfAnLprojTreeFromBase() throws {
        let catalog = try Catalog(contentsOf: CatalogFixtures.path("AppTree"))
        #expect(catalog.developmentLanguage.description == "en")
        #expect(catalog.locales.map(\.description) == ["en", "de", "pt-BR"])
        #expect(catalog.developmentTable["cancel"]?.format.text == "Cancel")
        // An unreadable folder name is reported, not fatal.
        let codes = catalog.diagnostics.map(\.code)
        #expect(codes == [.unknownLanguage])
        #expect(catalog.diagnostics[0].location?.file?.hasSuffix("Klingon Stuff.lproj") == true)
    }

    @Test func readsStringsTablesAloneAsFilesDoesAndReportsOtherKindsUnreadable() throws {
        let strings = CatalogFile(path: "Localizable.strings", locale: nil, kind: .strings, bytes: Array(#""a" = "A";"#.utf8))
        let russian = CatalogFile(path: "ru.lproj/Localizable.strings", locale: CatalogFixtures.tag("ru"), kind: .strings, bytes: Array(#""a" = "А";"#.utf8))
        let both = Catalog(files: [strings, russian]), tablesOnly = Catalog(stringsTables: [strings, russian])
        #expect(tablesOnly.locales == both.locales)
        #expect(tablesOnly.render("a", locale: CatalogFixtures.tag("ru")).text == "А")
        #expect(tablesOnly.diagnostics.isEmpty)
        let xcstrings = CatalogFile(path: "Localizable.xcstrings", locale: nil, kind: .stringCatalog, bytes: Array(#"{"sourceLanguage": "en", "strings": {}}"#.utf8))
        let refused = Catalog(stringsTables: [strings, xcstrings])
        #expect(refused.diagnostics.map(\.code) == [.unreadableFile])
        #expect(refused.diagnostics.first?.detail == "unsupportedKind")
        #expect(Catalog(files: [strings, xcstrings]).diagnostics.isEmpty)
    }

    @Test func leavesBaseOutWhenTheDevelopmentLanguageHasItsOwnFolder() {
        let catalog = catalog([
            ("Base.lproj/Localizable.strings", nil, "\"a\" = \"Base\";"),
            ("en.lproj/Localizable.strings", nil, "\"a\" = \"English\";"),
        ])
        #expect(catalog.render("a", locale: CatalogFixtures.tag("en")).text == "English")
    }

    @Test func readsAStringCatalogWithItsSourceLanguage() throws {
        let catalog = try Catalog(contentsOf: CatalogFixtures.path("Catalog.xcstrings"))
        #expect(catalog.developmentLanguage.description == "en")
        #expect(catalog.locales.map(\.description) == ["en", "fr", "uk"])
        #expect(catalog.stringCatalogs.count == 1)
        let english = catalog.developmentTable
        // A key without a source localization is its own text, as in Xcode.
        #expect(english["Untranslated key"]?.format.text == "Untranslated key")
        #expect(english["Cancel"]?.format.text == "Cancel")
        #expect(english["internal.id"]?.shouldTranslate == false)
        #expect(catalog.message("Cancel", locale: CatalogFixtures.tag("uk"))?.state == .needsReview)
        #expect(catalog.message("New", locale: CatalogFixtures.tag("fr"))?.state == .new)
        let followers = try #require(english["followers %lld %@"])
        #expect(followers.variables.map(\.name) == ["followers"])
        // Xcode's %arg becomes the substitution's own argument.
        #expect(followers.variables[0].variant(for: .one)?.format.text == "%2$@ has %1$lld follower")
    }

    @Test func readsAStringsFileSavedAsAnXMLPropertyList() throws {
        let catalog = try Catalog(contentsOf: CatalogFixtures.path("XMLStrings"))
        #expect(catalog.developmentTable["hello"]?.format.text == "Hello again")
        #expect(catalog.developmentTable["number"] == nil)
        #expect(catalog.diagnostics.map(\.code) == [.duplicateKey, .notAString])
        #expect(catalog.diagnostics.map { $0.location?.line } == [5, 9])
        #expect(catalog.diagnostics[1].message == "the value of 'number' is an integer, not a string: a lookup cannot show it")
    }

    @Test func readsUTF16WithAByteOrderMark() throws {
        let catalog = try Catalog(contentsOf: CatalogFixtures.path("Lint"))
        let german = try #require(catalog.table(for: CatalogFixtures.tag("de")))
        #expect(german["title"]?.format.text == "Einstellungen")
        #expect(german["title"]?.location?.line == 2)
        #expect(german["title"]?.comment == "Title of the settings screen.")
    }

    @Test func reportsABrokenFileAndLoadsTheRest() throws {
        let catalog = try Catalog(contentsOf: CatalogFixtures.path("Lint"))
        let broken = catalog.diagnostics.filter { $0.code == .unreadableFile }
        #expect(broken.count == 1)
        #expect(broken.first?.severity == .error)
        #expect(broken.first?.locale?.description == "pl")
        #expect(broken.first?.location?.line == 2)
        #expect(broken.first?.location?.column == 11)
        #expect(catalog.table(for: CatalogFixtures.tag("pl"))?.count == 0)
        #expect(catalog.table(for: CatalogFixtures.tag("fr"))?.count == 6)
    }

    @Test func readsAnLprojFolderAsItsLanguage() throws {
        let catalog = try Catalog(contentsOf: CatalogFixtures.path("Resources/ru.lproj"))
        #expect(catalog.locales.map(\.description) == ["ru"])
        #expect(catalog.table(for: CatalogFixtures.tag("ru"))?.count == 6)
    }

    @Test func readsOneFileWithTheLocaleOfItsFolder() throws {
        let catalog = try Catalog(contentsOf: CatalogFixtures.path("Resources/ru.lproj/Localizable.strings"))
        #expect(catalog.locales.map(\.description) == ["ru"])
        #expect(catalog.message("greeting", locale: CatalogFixtures.tag("ru"))?.format.text == "Привет, %@!")
    }

    @Test(arguments: [
        ("does-not-exist", CatalogError.Code.notFound),
        ("..", .noTables),
        ("../../../Package.swift", .unsupportedFile),
    ])
    func refusesPathsThatHoldNoCatalog(_ relative: String, _ code: CatalogError.Code) {
        #expect {
            try Catalog(contentsOf: CatalogFixtures.path(relative))
        } throws: { error in
            (error as? CatalogError)?.code == code
        }
    }

    @Test func findsEveryCatalogUnderAFolder() {
        let found = Catalog.catalogPaths(under: CatalogFixtures.root).map { $0.replacing(CatalogFixtures.root + "/", with: "") }
        // The root holds a table itself (Catalog.xcstrings), and the walk goes on below it.
        #expect(found == [CatalogFixtures.root, "AppTree", "Hostile", "Lint", "Resources", "Tables", "XMLStrings"])
    }

    @Test func stringsDictOverridesStringsWhateverTheOrder() {
        let catalog = catalog([
            ("Localizable.stringsdict", nil, stringsDict([("n", "%#@n@", "n", "ld", [("one", "%ld thing"), ("other", "%ld things")])])),
            ("Localizable.strings", nil, "\"n\" = \"%ld things (strings)\";"),
        ])
        #expect(catalog.developmentTable["n"]?.source == .stringsDict)
        #expect(catalog.render("n", locale: CatalogFixtures.tag("en"), arguments: [1]).text == "1 thing")
    }

    @Test func hostileInputGivesDiagnosticsNotTraps() {
        let garbage = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2654435761 >> 7) }
        let catalog = Catalog(files: [
            CatalogFile(path: "Localizable.strings", locale: nil, kind: .strings, bytes: garbage),
            CatalogFile(path: "ru.lproj/Localizable.stringsdict", locale: CatalogFixtures.tag("ru"), kind: .stringsDict, bytes: garbage),
            CatalogFile(path: "Localizable.xcstrings", locale: nil, kind: .stringCatalog, bytes: Array("{\"sourceLanguage\": 3}".utf8)),
            CatalogFile(path: "fr.lproj/Localizable.strings", locale: CatalogFixtures.tag("fr"), kind: .strings, bytes: []),
        ])
        #expect(catalog.diagnostics.filter { $0.code == .unreadableFile }.count == 4)
        #expect(catalog.render("x", locale: CatalogFixtures.tag("ru")).isMissing)
    }
}

@Suite struct CatalogHostileInputTests {
    @Test func boundsVariantsThatReferenceEachOtherManyTimes() {
        // Each variant references the other variable eight times: unbounded, 8^8 expansions.
        let eight = String(repeating: "%#@b@", count: 8)
        let eightA = String(repeating: "%#@a@", count: 8)
        let text = """
            <plist version="1.0"><dict><key>k</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@a@</string>
            <key>a</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>\(eight)</string></dict>
            <key>b</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>\(eightA)</string></dict>
            </dict></dict></plist>
            """
        let catalog = catalog([("Localizable.stringsdict", nil, text)])
        let rendered = catalog.render("k", locale: CatalogFixtures.tag("en"), arguments: [1])
        #expect(rendered.text.utf8.count < 1 << 21)
        #expect(catalog.developmentTable["k"]?.variables.map(\.name) == ["a", "b"])
    }
}
