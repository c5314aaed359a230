import FormCore

/// What translators need to know, locale by locale: missing, stale, duplicate, empty and
/// untranslated keys, format strings that do not match the development language's, plural
/// forms the language needs, and the problems of the files themselves.
///
/// ```swift
/// let report = CoverageReport(catalog: try Catalog(contentsOf: "Resources"), requiredKeys: specKeys)
/// for row in report.locales { print(row.locale, row.coverage) }     // en 100.0, pl 100.0, ru 97.5
/// for finding in report.findings where finding.severity == .error { print(finding) }
/// // Resources/ru.lproj/Localizable.strings:40:1: error: 'rule.minimum' in ru: '%2$d' reads argument 2 as int, but the development text has '%2$@' (object (%@)) [formatMismatch]
/// ```
///
/// Severities follow what breaks at run time: errors for what can crash, garble or hide text
/// (unreadable files, duplicate keys, format mismatches, a plural form the language uses for
/// ordinary counts, required keys), warnings for what is suspicious (untranslated, empty,
/// stale, Apple's parser stopping early, a plural form only huge numbers or fractions use),
/// notes for what is merely unfinished (a key not translated yet).
package struct CoverageReport: Sendable {
    /// The catalog's development language.
    public let developmentLanguage: LanguageTag
    /// One row per locale, the development language first.
    public let locales: [LocaleCoverage]
    /// Every finding, ordered by file, line and column.
    public let findings: [CatalogDiagnostic]

    /// Checks a catalog.
    ///
    /// - Parameters:
    ///   - catalog: The catalog, with the diagnostics of its files.
    ///   - requiredKeys: Keys every locale must have, the development language included (for
    ///     example every message key a form can produce); each one missing is an error.
    ///   - minimumCoverage: A percentage under which a translation is an error.
    public init(catalog: Catalog, requiredKeys: Set<String> = [], minimumCoverage: Double? = nil) {
        self.init(catalog: catalog, requiredKeys: requiredKeys, minimumCoverage: minimumCoverage, alsoChecking: [])
    }

    /// Checks a catalog, with a row for each of `otherLocales` it has no table for (every key
    /// missing): another table of the same app has them.
    init(catalog: Catalog, requiredKeys: Set<String>, minimumCoverage: Double?, alsoChecking otherLocales: [LanguageTag]) {
        var checker = CoverageChecker(catalog: catalog, requiredKeys: requiredKeys)
        var rows: [LocaleCoverage] = []
        for locale in catalog.locales { rows.append(checker.check(locale)) }
        for locale in otherLocales where catalog.tables[locale] == nil && locale != catalog.developmentLanguage {
            rows.append(checker.check(locale))
        }
        if catalog.tables[catalog.developmentLanguage] == nil {
            rows.insert(checker.check(catalog.developmentLanguage), at: 0)
        }
        if let minimumCoverage {
            for row in rows where !row.isDevelopmentLanguage && row.coverage < minimumCoverage {
                checker.findings.append(CatalogDiagnostic(
                    code: .coverageBelowMinimum, severity: .error,
                    message: "\(row.locale) is \(Self.percent(row.coverage)) translated, under the minimum of \(Self.percent(minimumCoverage))",
                    location: row.files.first.map { SourceLocation(file: $0, offset: 0, line: 0, column: 0) }, locale: row.locale))
            }
        }
        self.developmentLanguage = catalog.developmentLanguage
        self.locales = rows
        self.findings = (catalog.diagnostics + checker.findings).enumerated().sorted { lhs, rhs in
            let left = lhs.element.location, right = rhs.element.location
            let leftKey = (left?.file ?? "", left?.line ?? 0, left?.column ?? 0)
            let rightKey = (right?.file ?? "", right?.line ?? 0, right?.column ?? 0)
            return leftKey != rightKey ? leftKey < rightKey : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// How many findings are errors.
    public var errorCount: Int { findings.count(where: { $0.severity == .error }) }
    /// How many findings are warnings.
    public var warningCount: Int { findings.count(where: { $0.severity == .warning }) }

    /// A percentage rounded to one decimal (66.67 reads 66.7%), except at the ends: anything
    /// short of complete reads at most 99.9%, anything above none at least 0.1%, so that a
    /// missing key never hides behind "100.0%".
    public static func percent(_ value: Double) -> String {
        var tenths = Int((value * 10).rounded(.toNearestOrAwayFromZero))
        if value < 100, tenths >= 1000 { tenths = 999 }
        if value > 0, tenths <= 0 { tenths = 1 }
        return "\(tenths / 10).\(tenths % 10)%"
    }
}
