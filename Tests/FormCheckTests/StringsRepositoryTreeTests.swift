import Foundation
import Testing
@testable import form_check

/// `strings lint`, `export` and `import` on a repository laid out as real apps are
/// (`Tests/Fixtures/StoryboardApp`): a storyboard with Base internationalization and `.strings`
/// per locale, a storyboard localized through `mul.lproj/*.xcstrings`, a widget's String Catalog,
/// English living in code, a package that declares its language, a folder without tables and
/// vendored code.
@Suite struct StringsRepositoryTreeTests {
    static let root = packageRoot.appendingPathComponent("Tests/Fixtures/StoryboardApp").path

    static func path(_ relative: String) -> String { root + "/" + relative }

    /// The lint's JSON document of one tree.
    static func lint(_ relative: String) throws -> [[String: Any]] {
        let result = runCLI(["strings", "lint", "--format", "json", path(relative)])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        return try #require(document["catalogs"] as? [[String: Any]])
    }

    static func row(_ catalog: [String: Any], _ locale: String) throws -> [String: Any] {
        try #require((catalog["locales"] as? [[String: Any]])?.first { $0["locale"] as? String == locale })
    }

    @Test func walksEveryFolderWithTablesAndSkipsTheRest() {
        let result = runCLI(["strings", "lint", "--min-severity", "error", Self.root])
        #expect(result.status == 0)
        let headers = result.output.split(separator: "\n").filter { $0.contains("; development language: ") }
            .map { String($0.prefix { $0 != ":" }).replacingOccurrences(of: Self.root + "/", with: "") }
        // Docs holds no table; Pods is vendored code.
        #expect(headers == ["App", "PackageDeclared/Sources/Kit/Resources", "Settings", "StringsInCode", "Widget"])
    }

    @Test func aFolderWithoutTablesBesideOthersIsANote() {
        let result = runCLI(["strings", "lint", Self.path("Docs"), Self.path("Widget")])
        #expect(result.status == 0)
        #expect(result.error == "note: \(Self.path("Docs")) holds no tables (.strings, .stringsdict, .xcstrings, or .lproj folders with them or with storyboards); skipped\n")
    }

    /// The storyboard's text is the development text: its keys are live, not stale, and each
    /// locale's `Main.strings` is measured against it.
    // Nine texts in the storyboard; "Label", Interface Builder's placeholder, is nobody's work.
    @Test(arguments: [("en", 8, 0, 0), ("ru", 8, 0, 1), ("de", 3, 5, 0)])
    func readsAStoryboardAsTheDevelopmentTextOfItsTable(_ locale: String, _ withText: Int, _ missing: Int, _ stale: Int) throws {
        let catalog = try #require(try Self.lint("App").first)
        let main = try #require((catalog["tables"] as? [[String: Any]])?.first { $0["name"] as? String == "Main" })
        let row = try #require((main["locales"] as? [[String: Any]])?.first { $0["locale"] as? String == locale })
        #expect(row["withText"] as? Int == withText)
        #expect(row["missing"] as? Int == missing)
        #expect(row["stale"] as? Int == stale)
    }

    @Test func reportsEnglishLeftInPlaceAndSparesPlaceholders() throws {
        let catalog = try #require(try Self.lint("App").first)
        let findings = try #require(catalog["findings"] as? [[String: Any]])
        let untranslated = findings.filter { $0["code"] as? String == "untranslated" }
        // The disabled title is English in the Russian table, though not the current English;
        // "Label" is Interface Builder's placeholder, replaced at run time.
        #expect(untranslated.compactMap { $0["key"] as? String } == ["B1t-cc-S01.disabledTitle"])
        #expect(untranslated.first?["detail"] as? String == "latinScript")
        let stale = findings.filter { $0["code"] as? String == "staleKey" }.compactMap { $0["key"] as? String }
        #expect(stale == ["Old-xx-001.text"])
        // Coverage counts translated text only: 9 of 10 keys in ru.
        let russian = try Self.row(catalog, "ru")
        #expect(russian["withText"] as? Int == 10)
        #expect(russian["translated"] as? Int == 9)
        #expect(russian["coverage"] as? Double == 90.0)
    }

    /// Xcode 15's way: a storyboard beside `mul.lproj/Settings.xcstrings`, whose English entries
    /// are in state `new` (extracted, not translated): English is complete, not 0%.
    @Test(arguments: [("en", 100.0), ("fr", 100.0), ("ru", 75.0)])
    func readsAStoryboardLocalizedThroughAStringCatalog(_ locale: String, _ coverage: Double) throws {
        let catalog = try #require(try Self.lint("Settings").first)
        #expect(try Self.row(catalog, locale)["coverage"] as? Double == coverage)
    }

    @Test func countsDevelopmentEntriesInStateNewAsPresent() throws {
        let catalog = try #require(try Self.lint("Widget").first)
        #expect(try Self.row(catalog, "en")["coverage"] as? Double == 100.0)
        // A translation still `new` is not translated yet.
        #expect(try Self.row(catalog, "fr")["missing"] as? Int == 1)
    }

    /// English in code: `en.lproj` holds only a `.stringsdict`. English stays the development
    /// language, the translations' keys are the key set (none stale), and a Russian `zero` form
    /// left in English is reported.
    @Test func takesTheTranslationsKeysWhenTheEnglishTextLivesInCode() throws {
        let result = runCLI(["strings", "lint", "--format", "json", Self.path("StringsInCode")])
        let catalog = try #require(try Self.lint("StringsInCode").first)
        #expect(catalog["developmentLanguage"] as? String == "en")
        let findings = try #require(catalog["findings"] as? [[String: Any]])
        #expect(!findings.contains { $0["code"] as? String == "staleKey" })
        let zero = findings.filter { $0["code"] as? String == "untranslated" }
        #expect(zero.map { "\($0["locale"] as? String ?? "") \($0["key"] as? String ?? "")" } == ["ru files.count"])
        #expect((zero.first?["message"] as? String)?.contains("the 'zero' form of 'files'") == true)
        #expect((catalog["doubts"] as? [String])?.first?.contains("its text lives in code") == true)
        #expect(result.status == 0)
    }

    @Test func takesTheDevelopmentLanguageAPackageDeclares() throws {
        let catalog = try #require(try Self.lint("PackageDeclared/Sources/Kit/Resources").first)
        #expect(catalog["developmentLanguage"] as? String == "de")
        #expect((catalog["developmentLanguageChoice"] as? String)?.contains("the defaultLocalization of") == true)
    }

    /// A whole repository in one document, each table named by its path from the folder given,
    /// and an unchanged document imported back changes nothing.
    @Test func exportsAndImportsAWholeRepository() throws {
        let export = runCLI(["strings", "export", "--format", "xliff", "--locale", "ru", Self.root])
        #expect(export.status == 0, "\(export.error)")
        let originals = export.output.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "<file original=\"") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
        #expect(originals.contains("App/Base.lproj/Main.storyboard"))
        #expect(originals.contains("Settings/mul.lproj/Settings.xcstrings"))
        #expect(originals.contains("Widget/Localizable.xcstrings"))
        #expect(!originals.contains { $0.hasPrefix("Pods/") || $0.hasPrefix("Docs/") })

        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("repository-\(UUID().uuidString)")
        try FileManager.default.copyItem(atPath: Self.root, toPath: copy.path)
        defer { try? FileManager.default.removeItem(at: copy) }
        let document = FileManager.default.temporaryDirectory.appendingPathComponent("repository-\(UUID().uuidString).xliff")
        try export.output.write(to: document, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: document) }
        let result = runCLI(["strings", "import", document.path, copy.path])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasSuffix("0 added, 0 changed, \(export.output.components(separatedBy: "<target").count - 1) unchanged, 0 refused; wrote 0 files\n"))
    }

    /// XLIFF carries the storyboard as Xcode does, and a translator's work comes back into the
    /// locale's `Main.strings`.
    @Test func exportsAndImportsAStoryboardTable() throws {
        let export = runCLI(["strings", "export", "--format", "xliff", "--locale", "de", Self.path("App")])
        #expect(export.status == 0)
        #expect(export.output.contains("<file original=\"Base.lproj/Main.storyboard\" source-language=\"en\" target-language=\"de\""))
        #expect(export.output.contains("<trans-unit id=\"T1f-bb-E01.placeholder\" xml:space=\"preserve\">\n        <source>E-mail address</source>\n        <note>"))

        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-\(UUID().uuidString)")
        try FileManager.default.copyItem(atPath: Self.path("App"), toPath: copy.path)
        defer { try? FileManager.default.removeItem(at: copy) }
        let translated = export.output.replacingOccurrences(
            of: "<source>E-mail address</source>", with: "<source>E-mail address</source>\n        <target>E-Mail-Adresse</target>")
        let document = copy.appendingPathComponent("de.xliff")
        try translated.write(to: document, atomically: true, encoding: .utf8)
        let result = runCLI(["strings", "import", document.path, copy.path])
        #expect(result.status == 0, "\(result.error)")
        let strings = try String(contentsOf: copy.appendingPathComponent("de.lproj/Main.strings"), encoding: .utf8)
        #expect(strings.contains("\"T1f-bb-E01.placeholder\" = \"E-Mail-Adresse\";"))
        // The storyboard itself is never written.
        #expect(try Data(contentsOf: copy.appendingPathComponent("Base.lproj/Main.storyboard"))
            == Data(contentsOf: URL(fileURLWithPath: Self.path("App/Base.lproj/Main.storyboard"))))
    }
}
