import Foundation
import Testing
@testable import form_check

/// Paths of the catalog fixtures, relative to the package root, and outputs with the root removed.
enum StringsFixtures {
    static let root = packageRoot.path + "/"

    static func path(_ relative: String) -> String { root + "Tests/Fixtures/Catalog/" + relative }

    /// The text with the package root removed from paths.
    static func relative(_ text: String) -> String { text.replacingOccurrences(of: root, with: "") }
}

@Suite struct StringsLintTests {
    @Test func printsATablePerLocaleThenTheFindingsGrouped() {
        let result = runCLI(["strings", "lint", StringsFixtures.path("Lint")])
        #expect(result.status == 1)
        #expect(result.error.isEmpty)
        #expect(StringsFixtures.relative(result.output) == """
            Tests/Fixtures/Catalog/Lint: 5 locales; development language: en (the default where the project declares none, and there is an en table; --development-language changes it)
              locale  keys  translated  missing  stale  duplicates  empty  untranslated  mismatches  plural gaps  coverage
              en         6           6        0      0           0      0             0           0            0    100.0%
              de         6           5        0      0           0      0     1 (16.7%)           0            0     83.3%
              fr         6           6        0      0           0      0             0           0            1    100.0%
              pl         0           0        6      0           0      0             0           0            0      0.0%
              ru         6           3        1      1           1      1     1 (16.7%)           1            1     50.0%
              (translated: required keys with a text of their own; untranslated: the development text left in place; coverage: translated / required, rounded to 0.1%)
            Tests/Fixtures/Catalog/Lint/pl.lproj/Localizable.strings:2:11: error: unterminated quoted string: no closing " for the string that starts here [unreadableFile]
            Tests/Fixtures/Catalog/Lint/ru.lproj/Localizable.strings:2:1: error: 'title' is defined again (first on line 1); Apple silently uses the last definition [duplicateKey]
            Tests/Fixtures/Catalog/Lint/ru.lproj/Localizable.strings:3:1: error: 'count' in ru: '%@' reads argument 1 as object (%@), but the development text has '%ld' (long) [formatMismatch]
            Tests/Fixtures/Catalog/Lint/ru.lproj/Localizable.stringsdict:9:8: error: 'apples': plural variable 'apples' has no 'few', 'many' form in ru, which CLDR uses for few: 2, 3, 4, 22…; many: 0, 5, 6, 7… [pluralGap]
            Tests/Fixtures/Catalog/Lint/de.lproj/Localizable.strings:4:1: warning: 'name' in de is the same as in en: 'Name: %@' [untranslated]
            Tests/Fixtures/Catalog/Lint/ru.lproj/Localizable.strings:5:1: warning: 'same' in ru is the same as in en: 'Email' [untranslated]
            Tests/Fixtures/Catalog/Lint/fr.lproj/Localizable.stringsdict:9:8: warning: 'apples': plural variable 'apples' has no 'many' form in fr, which CLDR uses only for many: 1000000, 2000000…; 'other' is shown instead [pluralGap]
            Tests/Fixtures/Catalog/Lint/ru.lproj/Localizable.strings:4:1: warning: 'name' is empty in ru [emptyValue]
            Tests/Fixtures/Catalog/Lint/ru.lproj/Localizable.strings:6:1: warning: 'stale' is not a key of the development language (en): a leftover? [staleKey]
            Tests/Fixtures/Catalog/Lint/ru.lproj/Localizable.strings:6:20: warning: Apple's parser stops reading here without an error: ';' cannot start a key; the table ends with the 6 entries before this point, and 1 entry after it is ignored [appleStopsReading]
            note: pl has 6 keys: 'title', 'count', 'name', 'empty', 'same', 'apples' [missingKey] (for example: 'title' has no pl translation yet)
            Tests/Fixtures/Catalog/Lint/Localizable.strings:11:1: note: 'empty' has no ru translation yet [missingKey]
              findings by kind: missingKey 7 (note), pluralGap 2 (error), untranslated 2 (warning), appleStopsReading 1 (warning), duplicateKey 1 (error), emptyValue 1 (warning), formatMismatch 1 (error), staleKey 1 (warning), unreadableFile 1 (error) (--each or --format json lists each with its file and line)
            errors=4 warnings=6 notes=7

            """)
    }

    @Test func printsOnlyErrorsWhenAsked() {
        let result = runCLI(["strings", "lint", "--min-severity", "error", StringsFixtures.path("Lint")])
        let findings = result.output.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") || $0.contains(": note: ") }
        #expect(findings.count == 4)
        #expect(findings.allSatisfy { $0.contains(": error: ") })
        #expect(result.output.hasSuffix("errors=4 warnings=6 notes=7\n"))
    }

    @Test func failsLocalesUnderTheMinimumCoverage() {
        let result = runCLI(["strings", "lint", "--each", "--min-severity", "error", "--min-coverage", "70%", StringsFixtures.path("Catalog.xcstrings")])
        #expect(result.status == 1)
        #expect(StringsFixtures.relative(result.output).split(separator: "\n").filter { $0.contains("coverageBelowMinimum") } == [
            "Tests/Fixtures/Catalog/Catalog.xcstrings: error: fr is 50.0% translated, under the minimum of 70.0% [coverageBelowMinimum]",
            "Tests/Fixtures/Catalog/Catalog.xcstrings: error: uk is 33.3% translated, under the minimum of 70.0% [coverageBelowMinimum]",
        ])
    }

    @Test func writesOneJSONDocument() throws {
        let result = runCLI(["strings", "lint", "--format", "json", StringsFixtures.path("Lint")])
        #expect(result.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary == ["catalogs": 1, "locales": 5, "errors": 4, "warnings": 6, "notes": 7])
        let catalogs = try #require(document["catalogs"] as? [[String: Any]])
        let locales = try #require(catalogs.first?["locales"] as? [[String: Any]])
        let russian = try #require(locales.first { $0["locale"] as? String == "ru" })
        // The development text left in place is no translation: 3 of 6.
        #expect(russian["coverage"] as? Double == 50.0)
        #expect(russian["withText"] as? Int == 4)
        #expect(russian["translated"] as? Int == 3)
        #expect(russian["duplicates"] as? Int == 1)
        let findings = try #require(catalogs.first?["findings"] as? [[String: Any]])
        let mismatch = try #require(findings.first { $0["code"] as? String == "formatMismatch" })
        #expect(mismatch["line"] as? Int == 3)
        #expect(mismatch["column"] as? Int == 1)
        #expect(mismatch["severity"] as? String == "error")
        #expect(mismatch["key"] as? String == "count")
        #expect(mismatch["locale"] as? String == "ru")
        #expect(mismatch["detail"] as? String == "type-mismatch")
    }

    @Test func lintsEveryCatalogUnderAFolder() {
        let result = runCLI(["strings", "lint", "--min-severity", "error", StringsFixtures.path("")])
        let headers = StringsFixtures.relative(result.output).split(separator: "\n").filter { $0.contains("; development language: ") }
        let defaultEnglish = "development language: en (the default where the project declares none, and there is an en table; --development-language changes it)"
        // The folder itself holds a table (Catalog.xcstrings); the walk goes on below it.
        #expect(headers == [
            "Tests/Fixtures/Catalog/: 3 locales; development language: en (the sourceLanguage of Tests/Fixtures/Catalog/Catalog.xcstrings; --development-language changes it)",
            "Tests/Fixtures/Catalog/AppTree: 3 locales; \(defaultEnglish)",
            "Tests/Fixtures/Catalog/Hostile: 2 locales; \(defaultEnglish)",
            "Tests/Fixtures/Catalog/Lint: 5 locales; \(defaultEnglish)",
            "Tests/Fixtures/Catalog/Resources: 4 locales; \(defaultEnglish)",
            "Tests/Fixtures/Catalog/Tables: 3 locales, 4 tables (Localizable, InfoPlist, Main, Settings); \(defaultEnglish)",
            "Tests/Fixtures/Catalog/XMLStrings: 2 locales; \(defaultEnglish)",
        ])
    }

    /// Real app trees whose development language is not the default: each says which one was
    /// chosen and why in its first line, with the setting that changes it, and the findings
    /// that follow are real (no key of a complete translation reads as stale).
    @Test(arguments: [
        // English in code: en is still the development language, and the translations' keys are the key set.
        ("EnglishInCode", [], "3 locales; development language: en (the default where the project declares none, and there is an en table; --development-language changes it)", 0),
        ("PlatformSource", [], "3 locales; development language: en-US (inferred: the largest table, 5 keys; en has 2; --development-language changes it)", 0),
        ("XcodeProject/Resources", [],
         "2 locales; development language: de (the developmentRegion of Tests/Fixtures/DevelopmentLanguage/XcodeProject/App.xcodeproj/project.pbxproj; --development-language changes it)", 1),
        ("PlatformSource", ["--development-language", "en"], "3 locales; development language: en (given with --development-language; --development-language changes it)", 6),
    ])
    func explainsWhichDevelopmentLanguageItChose(_ fixture: String, _ options: [String], _ header: String, _ staleKeys: Int) {
        let path = packageRoot.appendingPathComponent("Tests/Fixtures/DevelopmentLanguage/\(fixture)").path
        let result = runCLI(["strings", "lint", "--each"] + options + [path])
        let output = StringsFixtures.relative(result.output)
        #expect(output.hasPrefix("Tests/Fixtures/DevelopmentLanguage/\(fixture): \(header)\n"), "\(output)")
        #expect(output.components(separatedBy: "[staleKey]").count - 1 == staleKeys)
        // A lagging development language is doubted, with the setting that changes it.
        #expect(output.contains("give --development-language en-US") == (options == ["--development-language", "en"]))
    }

    @Test func saysAPathDoesNotExist() {
        let result = runCLI(["strings", "lint", "/nonexistent/Resources"])
        #expect(result.status == 66)
        #expect(result.error == "Error: /nonexistent/Resources: no such file or folder\n")
        #expect(result.output.isEmpty)
    }

    @Test func saysAFolderHoldsNoTables() throws {
        let empty = NSTemporaryDirectory() + "formcheck-empty-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let result = runCLI(["strings", "lint", empty])
        #expect(result.status == 65)
        #expect(result.error == "Error: \(empty): no Localizable.strings, Localizable.stringsdict, Localizable.xcstrings, or .lproj folder with them or with Localizable.storyboard or Localizable.xib, here\n")
    }

    @Test func refusesABrokenSpec() throws {
        let spec = try temporaryFile("broken.json", #"{"form": "x", "fields": [{"name": "a", "type": "txt"}]}"#)
        let result = runCLI(["strings", "lint", "--specs", spec, StringsFixtures.path("Resources")])
        #expect(result.status == 65)
        #expect(result.error.contains("unknown field type 'txt'") || result.error.contains("'txt'"))
    }

    @Test func requiresTheKeysOfTheSpecs() throws {
        let spec = try temporaryFile("spec.json", #"{"form": "x", "fields": [{"name": "greeting", "type": "text", "required": true}]}"#)
        let result = runCLI(["strings", "lint", "--each", "--min-severity", "error", "--specs", spec, StringsFixtures.path("Resources")])
        #expect(result.status == 1)
        let required = StringsFixtures.relative(result.output).split(separator: "\n").filter { $0.contains("requiredKeyMissing") && $0.contains("'field.greeting'") }
        #expect(required == [
            "Tests/Fixtures/Catalog/Resources/Localizable.strings: error: 'field.greeting' is missing from en, and the specs need it [requiredKeyMissing]",
            "Tests/Fixtures/Catalog/Resources/pl.lproj/Localizable.strings: error: 'field.greeting' is missing from pl, and the specs need it [requiredKeyMissing]",
            "Tests/Fixtures/Catalog/Resources/ru.lproj/Localizable.strings: error: 'field.greeting' is missing from ru, and the specs need it [requiredKeyMissing]",
            "Tests/Fixtures/Catalog/Resources/uk.lproj/Localizable.stringsdict: error: 'field.greeting' is missing from uk, and the specs need it [requiredKeyMissing]",
        ])
    }

    /// A message can name a container (`avatar` sent as text: "Avatar: expected an object") and
    /// an option, so their labels are required in every language like a field's.
    @Test func requiresTheLabelsOfContainersAndOptions() throws {
        let fixture = packageRoot.path + "/Tests/Fixtures/MissingLabel"
        let result = runCLI(["strings", "lint", "--each", "--min-severity", "error", "--specs", fixture + "/avatar.json", fixture + "/Resources"])
        #expect(result.status == 1)
        let missing = result.output.split(separator: "\n").filter { $0.contains("requiredKeyMissing") && $0.contains("avatar") }
        #expect(missing.map { $0.replacingOccurrences(of: fixture + "/", with: "") } == [
            "Resources/pl.lproj/Localizable.strings: error: 'field.avatar' is missing from pl, and the specs need it [requiredKeyMissing]",
            "Resources/ru.lproj/Localizable.strings: error: 'option.avatar.top.cap' is missing from ru, and the specs need it [requiredKeyMissing]",
        ])
    }

    @Test(arguments: [
        (["strings", "lint"], "Error: Missing expected argument '<resources>'."),
        (["strings", "lint", "--min-coverage", "120", "Resources"], "Error: Invalid value '120' for '--min-coverage': expected a percentage from 0 to 100."),
        (["strings", "lint", "--format", "xml", "Resources"], "Error: Invalid value 'xml' for '--format': expected one of text, json, html, sarif."),
        (["strings"], "Error: Missing subcommand."),
        (["strings", "lnt"], "Error: Unknown subcommand 'lnt'. Did you mean 'lint'?"),
    ])
    func rejectsABadCommandLine(_ arguments: [String], _ firstLine: String) {
        let result = runCLI(arguments)
        #expect(result.status == 64)
        #expect(result.error.split(separator: "\n").first.map(String.init) == firstLine)
    }

    @Test func listsItsSubcommandsInHelp() {
        let result = runCLI(["strings", "--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("""
            SUBCOMMANDS:
              lint                    Check translations: coverage per locale, then every finding with its file, line and column.
              export                  Print a catalog's tables as JSON, or one language as XLIFF 1.2 for translators' tools.
              import                  Write an XLIFF file's translations back into the tables, editing them in place.
              render                  Show what a user would see for a key, plurals and fallback applied.
            """))
    }
}
