import Testing
import Localization

@Suite struct CoverageReportTests {
    static let lint: Catalog = {
        do { return try Catalog(contentsOf: CatalogFixtures.path("Lint")) } catch { fatalError("fixture: \(error)") }
    }()

    struct Row: Equatable, CustomStringConvertible {
        var locale: String
        var numbers: [Int]  // keys, translated, missing, stale, duplicates, empty, untranslated, mismatches, plural gaps
        var coverage: String
        var description: String { "\(locale) \(numbers) \(coverage)" }

        init(_ locale: String, _ numbers: [Int], _ coverage: String) {
            self.locale = locale
            self.numbers = numbers
            self.coverage = coverage
        }

        init(_ row: LocaleCoverage) {
            locale = row.locale.description
            numbers = [row.keys, row.translated, row.missing, row.stale, row.duplicates, row.empty, row.untranslated,
                       row.formatMismatches, row.pluralGaps]
            coverage = CoverageReport.percent(row.coverage)
        }
    }

    @Test func countsEachProblemPerLocale() {
        let report = CoverageReport(catalog: Self.lint)
        #expect(report.locales.map(Row.init) == [
            Row("en", [6, 6, 0, 0, 0, 0, 0, 0, 0], "100.0%"),
            Row("de", [6, 5, 0, 0, 0, 0, 1, 0, 0], "83.3%"),
            Row("fr", [6, 6, 0, 0, 0, 0, 0, 0, 1], "100.0%"),
            Row("pl", [0, 0, 6, 0, 0, 0, 0, 0, 0], "0.0%"),
            Row("ru", [6, 3, 1, 1, 1, 1, 1, 1, 1], "50.0%"),
        ])
    }

    struct Finding: Equatable, CustomStringConvertible {
        var place: String
        var severity: CatalogDiagnostic.Severity
        var code: CatalogDiagnostic.Code
        var description: String { "\(place) \(severity) \(code)" }
        init(_ place: String, _ severity: CatalogDiagnostic.Severity, _ code: CatalogDiagnostic.Code) {
            self.place = place
            self.severity = severity
            self.code = code
        }
    }

    @Test func locatesEveryFindingWithItsSeverity() {
        let report = CoverageReport(catalog: Self.lint)
        let found = report.findings.map { finding in
            Finding(
                (finding.place ?? "").replacing(CatalogFixtures.path("Lint") + "/", with: ""),
                finding.severity, finding.code)
        }
        #expect(found == [
            Finding("Localizable.strings:2:1", .note, .missingKey),
            Finding("Localizable.strings:5:1", .note, .missingKey),
            Finding("Localizable.strings:8:1", .note, .missingKey),
            Finding("Localizable.strings:11:1", .note, .missingKey),
            Finding("Localizable.strings:11:1", .note, .missingKey),
            Finding("Localizable.strings:14:1", .note, .missingKey),
            Finding("Localizable.stringsdict:5:7", .note, .missingKey),
            Finding("de.lproj/Localizable.strings:4:1", .warning, .untranslated),
            Finding("fr.lproj/Localizable.stringsdict:9:8", .warning, .pluralGap),
            Finding("pl.lproj/Localizable.strings:2:11", .error, .unreadableFile),
            Finding("ru.lproj/Localizable.strings:2:1", .error, .duplicateKey),
            Finding("ru.lproj/Localizable.strings:3:1", .error, .formatMismatch),
            Finding("ru.lproj/Localizable.strings:4:1", .warning, .emptyValue),
            Finding("ru.lproj/Localizable.strings:5:1", .warning, .untranslated),
            Finding("ru.lproj/Localizable.strings:6:1", .warning, .staleKey),
            Finding("ru.lproj/Localizable.strings:6:20", .warning, .appleStopsReading),
            Finding("ru.lproj/Localizable.stringsdict:9:8", .error, .pluralGap),
        ])
        #expect(report.errorCount == 4)
        #expect(report.warningCount == 6)
    }

    @Test func wordsPluralGapsWithTheNumbersThatNeedThem() throws {
        let report = CoverageReport(catalog: Self.lint)
        let gaps = report.findings.filter { $0.code == .pluralGap }
        #expect(gaps.map(\.message) == [
            "'apples': plural variable 'apples' has no 'many' form in fr, which CLDR uses only for many: 1000000, 2000000…; 'other' is shown instead",
            "'apples': plural variable 'apples' has no 'few', 'many' form in ru, which CLDR uses for few: 2, 3, 4, 22…; many: 0, 5, 6, 7…",
        ])
        #expect(gaps.map(\.detail) == ["many", "few,many"])
    }

    @Test func quotesTheSpecifiersOfAFormatMismatch() throws {
        let report = CoverageReport(catalog: Self.lint)
        let mismatch = try #require(report.findings.first { $0.code == .formatMismatch })
        #expect(mismatch.message == "'count' in ru: '%@' reads argument 1 as object (%@), but the development text has '%ld' (long)")
        #expect(mismatch.detail == "type-mismatch")
        #expect(mismatch.key == "count")
        #expect(mismatch.locale?.description == "ru")
    }

    @Test func requiresKeysInEveryLocaleIncludingTheDevelopmentLanguage() {
        let report = CoverageReport(catalog: Self.lint, requiredKeys: ["title", "needed"])
        let required = report.findings.filter { $0.code == .requiredKeyMissing }
        #expect(Set(required.map { "\($0.locale?.description ?? "-") \($0.key ?? "-")" }) == [
            "en needed", "de needed", "fr needed", "ru needed", "pl needed", "pl title",
        ])
        #expect(required.allSatisfy { $0.severity == .error })
        // A required key missing is not also a note.
        #expect(!report.findings.contains { $0.code == .missingKey && $0.key == "title" })
        #expect(report.locales.first?.missing == 1)
        #expect(report.locales.first?.required == 7)
    }

    @Test func flagsCoverageUnderTheMinimum() {
        let report = CoverageReport(catalog: Self.lint, minimumCoverage: 70)
        let under = report.findings.filter { $0.code == .coverageBelowMinimum }
        #expect(Set(under.compactMap { $0.locale?.description }) == ["pl", "ru"])
        #expect(under.allSatisfy { $0.severity == .error })
        #expect(under.first { $0.locale?.description == "ru" }?.message == "ru is 50.0% translated, under the minimum of 70.0%")
    }

    @Test(arguments: [
        // (locale, categories present, error categories, warning categories)
        ("ru", ["one", "other"], ["few", "many"], [String]()),
        ("uk", ["one", "few", "other"], ["many"], []),
        ("pl", ["one", "few", "other"], ["many"], []),
        ("cs", ["one", "few", "other"], [], ["many"]),  // fractions only, and the value is an integer
        ("fr", ["one", "other"], [], ["many"]),
        ("es", ["one", "other"], [], ["many"]),
        ("it", ["one", "other"], [], ["many"]),
        ("pt", ["one", "other"], [], ["many"]),
        ("ar", ["zero", "one", "two", "few", "many"], ["other"], []),
        ("ja", ["other"], [], []),
        ("en", ["one"], ["other"], []),
    ])
    func gradesMissingPluralCategoriesByTheNumbersThatUseThem(_ locale: String, _ present: [String], _ errors: [String], _ warnings: [String]) {
        let variants = present.map { ($0, "%ld x") }
        let dictionary = stringsDict([("n", "%#@n@", "n", "ld", variants)])
        let english = stringsDict([("n", "%#@n@", "n", "ld", [("one", "%ld x"), ("other", "%ld x")])])
        let files: [(String, String?, String)] = locale == "en"
            ? [("Localizable.stringsdict", nil, dictionary)]
            : [("Localizable.stringsdict", nil, english), ("\(locale).lproj/Localizable.stringsdict", locale, dictionary)]
        let report = CoverageReport(catalog: catalog(files))
        let gaps = report.findings.filter { $0.code == .pluralGap && $0.locale?.description == locale }
        #expect(gaps.filter { $0.severity == .error }.compactMap(\.detail) == (errors.isEmpty ? [] : [errors.joined(separator: ",")]))
        #expect(gaps.filter { $0.severity == .warning }.compactMap(\.detail) == (warnings.isEmpty ? [] : [warnings.joined(separator: ",")]))
    }

    @Test func treatsFractionalPluralValuesAsNeedingFractionForms() {
        let czech = stringsDict([("n", "%#@n@", "n", "f", [("one", "%f x"), ("few", "%f x"), ("other", "%f x")])])
        let english = stringsDict([("n", "%#@n@", "n", "f", [("one", "%f x"), ("other", "%f x")])])
        let report = CoverageReport(catalog: catalog([
            ("Localizable.stringsdict", nil, english), ("cs.lproj/Localizable.stringsdict", "cs", czech),
        ]))
        #expect(report.findings.filter { $0.code == .pluralGap }.map(\.severity) == [.error])
    }

    @Test func ignoresIdenticalTextMarkedAsSuchAndTextWithoutLetters() {
        let report = CoverageReport(catalog: catalog([
            ("Localizable.strings", nil, "\"state\" = \"Ohio\";\n\"sep\" = \"%@ — %@\";\n\"word\" = \"Email\";"),
            ("pl.lproj/Localizable.strings", "pl", "/* A US state. [identical] */\n\"state\" = \"Ohio\";\n\"sep\" = \"%@ — %@\";\n\"word\" = \"Email\";"),
            ("en-GB.lproj/Localizable.strings", "en-GB", "\"state\" = \"Ohio\";\n\"sep\" = \"%@ — %@\";\n\"word\" = \"Email\";"),
        ]))
        #expect(report.findings.filter { $0.code == .untranslated }.map { "\($0.locale?.description ?? "") \($0.key ?? "")" } == ["pl word"])
    }

    @Test func skipsFormatComparisonWhenTheDevelopmentTextIsNotAFormat() {
        let report = CoverageReport(catalog: catalog([
            // "50% off" would be '% o', a valid specifier, as Apple reads it; a '%' at the end is none.
            ("Localizable.strings", nil, "\"done\" = \"Done: 100%\";"),
            ("fr.lproj/Localizable.strings", "fr", "\"done\" = \"Terminé : 100 %\";"),
        ]))
        #expect(report.findings.map(\.code) == [.invalidFormat])
        #expect(report.findings.first?.severity == .warning)
    }

    @Test func comparesPluralVariantsWithTheDevelopmentText() {
        let english = stringsDict([("n", "%#@n@ in %@", "n", "ld", [("one", "one file"), ("other", "%ld files")])])
        let russian = stringsDict([("n", "%#@n@ в %@", "n", "ld", [("one", "%ld файл"), ("few", "%d файла"), ("many", "%ld файлов"), ("other", "%@ файла")])])
        let report = CoverageReport(catalog: catalog([
            ("Localizable.stringsdict", nil, english), ("ru.lproj/Localizable.stringsdict", "ru", russian),
        ]))
        let mismatches = report.findings.filter { $0.code == .formatMismatch }
        #expect(mismatches.compactMap(\.detail).sorted() == ["size-mismatch", "type-mismatch"])
        #expect(report.locales.last?.formatMismatches == 1)
    }

    @Test(arguments: [
        (66.666, "66.7%"), (66.64, "66.6%"), (0.0, "0.0%"), (100.0, "100.0%"),
        // Never complete while a key is missing, never nothing while one is there.
        (99.96, "99.9%"), (99.999, "99.9%"), (0.04, "0.1%"), (12.25, "12.3%"),
    ])
    func percentagesAreRoundedButNeverOverstateTheEnds(_ value: Double, _ shown: String) {
        #expect(CoverageReport.percent(value) == shown)
    }

    /// A brand or cognate most translations keep is not an oversight; where most translate it,
    /// the locales that kept it are reported.
    @Test func aTextMostLocalesKeepIsDeliberate() {
        let locales = ["de", "fr", "it", "pl"]
        var files: [(String, String?, String)] = [("Localizable.strings", nil, "\"browser\" = \"Safari\";\n\"title\" = \"Settings\";")]
        for locale in locales {
            let title = locale == "pl" ? "Settings" : "Title in \(locale)"
            files.append(("\(locale).lproj/Localizable.strings", locale, "\"browser\" = \"Safari\";\n\"title\" = \"\(title)\";"))
        }
        let report = CoverageReport(catalog: catalog(files))
        #expect(report.findings.filter { $0.code == .untranslated }.map { "\($0.locale?.description ?? "") \($0.key ?? "")" } == ["pl title"])
    }

    /// A String Catalog's `translated` state is its translator's word: identical text is not flagged.
    @Test func aStringCatalogEntryMarkedTranslatedIsNotUntranslated() {
        let json = """
            { "sourceLanguage": "en", "version": "1.0", "strings": {
              "Version": { "localizations": {
                "en": { "stringUnit": { "state": "translated", "value": "Version" } },
                "fr": { "stringUnit": { "state": "translated", "value": "Version" } },
                "de": { "stringUnit": { "state": "needs_review", "value": "Version" } } } } } }
            """
        let report = CoverageReport(catalog: catalog([("Localizable.xcstrings", nil, json)]))
        #expect(report.findings.filter { $0.code == .untranslated }.map { $0.locale?.description ?? "" } == ["de"])
    }

    /// Apple uses `zero` for 0 in every language: a `zero` form left in English shows English to
    /// a Russian reader, though the rest of the entry is translated.
    @Test func aPluralVariantLeftInTheDevelopmentLanguageIsUntranslated() {
        let english = stringsDict([("items", "%#@n@", "n", "ld", [("zero", "No items"), ("one", "%ld item"), ("other", "%ld items")])])
        let russian = stringsDict([("items", "%#@n@", "n", "ld", [
            ("zero", "No items"), ("one", "%ld предмет"), ("few", "%ld предмета"), ("many", "%ld предметов"), ("other", "%ld предмета"),
        ])])
        let report = CoverageReport(catalog: catalog([
            ("Localizable.stringsdict", nil, english), ("ru.lproj/Localizable.stringsdict", "ru", russian),
        ]))
        let untranslated = report.findings.filter { $0.code == .untranslated }
        #expect(untranslated.map(\.message) == ["'items' in ru: the 'zero' form of 'n' is the same as in en: 'No items'"])
        #expect(report.locales.first { $0.locale.description == "ru" }?.untranslated == 1)
    }
}
