import FormCore
import Localization
import Testing
@testable import form_check

/// The same finding in many locales is one line; a finding alone keeps its place.
@Suite struct FindingGroupsTests {
    static func finding(_ code: CatalogDiagnostic.Code, _ severity: CatalogDiagnostic.Severity, _ key: String, _ locale: String) -> CatalogDiagnostic {
        CatalogDiagnostic(
            code: code, severity: severity, message: "'\(key)' in \(locale) is the same as in en", location: FormCore.SourceLocation(file: "\(locale).lproj/L.strings", offset: 0, line: 3, column: 1),
            locale: try? LanguageTag(locale), key: key)
    }

    @Test func aKeyUntranslatedInManyLocalesIsOneLine() {
        let findings = ["de", "fr", "it", "ja", "pl", "ru"].map { Self.finding(.untranslated, .warning, "Safari", $0) }
        #expect(FindingGroups.lines(findings) == [
            "warning: 'Safari' in 6 locales: de, fr, it, ja, pl, ru [untranslated] (for example: 'Safari' in de is the same as in en)",
        ])
        #expect(FindingGroups.totals(findings) == "untranslated 6 (warning)")
    }

    @Test func aLocaleMissingManyKeysIsOneLineAndLongListsAreCut() {
        let findings = (1...12).map { Self.finding(.missingKey, .note, "key\($0)", "pl") }
        #expect(FindingGroups.lines(findings) == [
            "note: pl has 12 keys: 'key1', 'key2', 'key3', 'key4', 'key5', 'key6', 'key7', 'key8', 'key9', 'key10', … [missingKey] (for example: 'key1' in pl is the same as in en)",
        ])
    }

    @Test func aFindingAloneKeepsItsPlaceAndErrorsComeFirst() {
        let findings = [
            Self.finding(.untranslated, .warning, "Name", "de"),
            Self.finding(.formatMismatch, .error, "count", "ru"),
        ]
        #expect(FindingGroups.lines(findings) == findings.reversed().map(\.description))
        // The same code at two severities is two kinds: the error is not hidden in a warning's line.
        let gaps = [Self.finding(.pluralGap, .warning, "apples", "fr"), Self.finding(.pluralGap, .error, "apples", "ru")]
        #expect(FindingGroups.lines(gaps) == [gaps[1].description, gaps[0].description])
        #expect(FindingGroups.totals(gaps) == "pluralGap 2 (error)")
    }
}
