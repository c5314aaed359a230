import FormCore
import Localization
import Testing

/// Every table of a folder read, each kept apart, and coverage per table and per locale overall
/// (fixture `Tables`: en, ru and de; Localizable, InfoPlist, Main in Base.lproj, and a custom
/// Settings table whose `.strings` and `.stringsdict` merge).
@Suite struct CatalogTablesTests {
    static let tables = CatalogFixtures.path("Tables")

    @Test func namesEveryTableLocalizableFirst() {
        // Klingon.strings is in a folder whose name is no language ("Klingon Stuff.lproj"),
        // which loading does not read: it names no table.
        #expect(Catalog.tableNames(at: Self.tables) == ["Localizable", "InfoPlist", "Main", "Settings"])
        #expect(Catalog.tableNames(at: Self.tables + "/ru.lproj/InfoPlist.strings") == ["InfoPlist"])
        #expect(Catalog.tableNames(at: CatalogFixtures.path("Catalog.xcstrings")) == ["Catalog"])
        #expect(Catalog.tableNames(at: CatalogFixtures.path("no such folder")).isEmpty)
    }

    struct KeyCase: Sendable, CustomTestStringConvertible {
        var key: String
        var tables: [String]
        var why: String
        var testDescription: String { "\(key): \(why)" }
    }

    static let keyCases: [KeyCase] = [
        KeyCase(key: "title", tables: ["Localizable"], why: "a Localizable.strings key"),
        KeyCase(key: "CFBundleDisplayName", tables: ["InfoPlist"], why: "InfoPlist.strings, not Localizable"),
        KeyCase(key: "e5f-6g-7h8.text", tables: ["Main"], why: "Base.lproj/Main.strings stands in for en, which has no Main.strings"),
        KeyCase(key: "settings.reset", tables: ["Settings"], why: "Settings.strings"),
        KeyCase(key: "settings.saved", tables: ["Settings"], why: "Settings.stringsdict merges into the Settings table"),
        KeyCase(key: "nowhere", tables: [], why: "no table has it"),
    ]

    @Test(arguments: keyCases)
    func keepsEachKeyInItsOwnTable(_ testCase: KeyCase) throws {
        let set = try CatalogSet(contentsOf: Self.tables)
        #expect(set.tables(containing: testCase.key).map(\.tableName) == testCase.tables)
    }

    @Test func saysOnceThatAFolderIsNotALanguage() throws {
        let set = try CatalogSet(contentsOf: Self.tables)
        let notes = set.catalogs.flatMap(\.diagnostics).filter { $0.code == .unknownLanguage }
        #expect(notes.count == 1)
        #expect(notes.first?.location?.file?.hasSuffix("Klingon Stuff.lproj") == true)
    }

    @Test func theDefaultTableIsStillLocalizableAlone() throws {
        // The form engine renders from Catalog(contentsOf:): other tables must not leak into it.
        let catalog = try Catalog(contentsOf: Self.tables)
        #expect(catalog.tableName == "Localizable")
        #expect(catalog.developmentTable.keys == ["title", "submit", "count"])
        #expect(catalog.message("CFBundleDisplayName", locale: CatalogFixtures.tag("ru")) == nil)
    }

    struct CoverageCase: Sendable, CustomTestStringConvertible {
        var locale: String
        var table: String
        var required: Int
        var withText: Int
        /// With text of its own: the development text left in place does not count.
        var translated: Int
        var coverage: String
        var testDescription: String { "\(locale) in \(table): \(coverage)" }
    }

    static let coverageCases: [CoverageCase] = [
        CoverageCase(locale: "en", table: "InfoPlist", required: 2, withText: 2, translated: 2, coverage: "100.0%"),
        CoverageCase(locale: "ru", table: "InfoPlist", required: 2, withText: 1, translated: 1, coverage: "50.0%"),
        // settings.reset is still English in ru: it has a text, but not a translation.
        CoverageCase(locale: "ru", table: "Settings", required: 3, withText: 3, translated: 2, coverage: "66.7%"),
        CoverageCase(locale: "ru", table: "Main", required: 2, withText: 2, translated: 2, coverage: "100.0%"),
        CoverageCase(locale: "de", table: "Localizable", required: 3, withText: 2, translated: 2, coverage: "66.7%"),
        // de has no InfoPlist.strings at all: every key of the table is missing there.
        CoverageCase(locale: "de", table: "InfoPlist", required: 2, withText: 0, translated: 0, coverage: "0.0%"),
        CoverageCase(locale: "de", table: "Settings", required: 3, withText: 0, translated: 0, coverage: "0.0%"),
    ]

    @Test(arguments: coverageCases)
    func reportsCoveragePerTable(_ testCase: CoverageCase) throws {
        let report = TablesCoverageReport(set: try CatalogSet(contentsOf: Self.tables))
        let row = try #require(report.coverage(of: CatalogFixtures.tag(testCase.locale), in: testCase.table))
        #expect(row.required == testCase.required)
        #expect(row.withText == testCase.withText)
        #expect(row.translated == testCase.translated)
        #expect(CoverageReport.percent(row.coverage) == testCase.coverage)
    }

    @Test(arguments: [("en", 10, 10), ("ru", 10, 9), ("de", 10, 2)])
    func sumsEveryTableIntoALocalesOverallRow(_ locale: String, _ required: Int, _ withText: Int) throws {
        let report = TablesCoverageReport(set: try CatalogSet(contentsOf: Self.tables))
        #expect(report.overall.map(\.locale.description) == ["en", "de", "ru"])
        let row = try #require(report.overall.first { $0.locale.description == locale })
        #expect(row.required == required)
        #expect(row.withText == withText)
    }

    @Test func tagsEachFindingWithItsTable() throws {
        let report = TablesCoverageReport(set: try CatalogSet(contentsOf: Self.tables))
        let untranslated = report.findings.filter { $0.diagnostic.code == .untranslated }
        #expect(untranslated.map(\.table) == ["Settings"])
        #expect(untranslated.map(\.diagnostic.key) == ["settings.reset"])
        let missingInfoPlist = report.findings.filter { $0.table == "InfoPlist" && $0.diagnostic.code == .missingKey }
        #expect(missingInfoPlist.map { "\($0.diagnostic.locale?.description ?? "") \($0.diagnostic.key ?? "")" }.sorted() == [
            "de CFBundleDisplayName", "de NSCameraUsageDescription", "ru NSCameraUsageDescription",
        ])
    }

    @Test(arguments: [
        (["InfoPlist"], ["InfoPlist"]),
        (["Settings", "Localizable"], ["Localizable", "Settings"]),
    ])
    func readsOnlyTheTablesAskedFor(_ asked: [String], _ read: [String]) throws {
        #expect(try CatalogSet(contentsOf: Self.tables, tables: asked).tableNames == read)
    }

    @Test func refusesATableThatIsNotThere() {
        #expect(throws: CatalogError.self) { try CatalogSet(contentsOf: Self.tables, tables: ["Nope"]) }
        do {
            _ = try CatalogSet(contentsOf: Self.tables, tables: ["Nope"])
        } catch {
            #expect(error.code == .noTables)
            #expect(error.message.contains("Localizable, InfoPlist, Main, Settings"))
        }
    }

    @Test func requiredKeysAreCheckedInLocalizableOnly() throws {
        let report = TablesCoverageReport(set: try CatalogSet(contentsOf: Self.tables), requiredKeys: ["title", "form.only"])
        let missing = report.findings.filter { $0.diagnostic.code == .requiredKeyMissing }
        #expect(Set(missing.map(\.table)) == ["Localizable"])
        #expect(Set(missing.compactMap(\.diagnostic.locale?.description)) == ["en", "de", "ru"])
        // A set without Localizable still reports every required key missing.
        let infoOnly = TablesCoverageReport(set: try CatalogSet(contentsOf: Self.tables, tables: ["InfoPlist"]), requiredKeys: ["title"])
        #expect(infoOnly.tableNames == ["Localizable", "InfoPlist"])
        #expect(infoOnly.findings.contains { $0.diagnostic.code == .requiredKeyMissing && $0.diagnostic.key == "title" })
    }
}
