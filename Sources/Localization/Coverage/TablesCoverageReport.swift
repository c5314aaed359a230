import FormCore

/// Coverage of every table of a ``CatalogSet``: one ``CoverageReport`` per table, a row per
/// locale summed over the tables, and each finding with the table it belongs to.
///
/// ```swift
/// let report = TablesCoverageReport(set: try CatalogSet(contentsOf: "App/Resources"))
/// report.coverage(of: try LanguageTag("ru"), in: "InfoPlist")?.coverage   // 50.0
/// for row in report.overall { print(row.locale, row.coverage) }          // over every table
/// for finding in report.findings { print(finding.table ?? "every table", finding.diagnostic) }
/// ```
///
/// Required keys (the message keys of form specs) are checked in `Localizable` only: that is
/// the table the form engine renders from. A set without that table still gets one, empty, so
/// that every required key is reported missing rather than silently skipped.
package struct TablesCoverageReport: Sendable {
    /// A table and its report.
    public struct Table: Sendable {
        public let name: String
        public let report: CoverageReport
    }

    /// A finding and the table it was found in; `nil` for one about every table (coverage under
    /// the minimum, counted over all of them).
    public struct Finding: Sendable, Hashable {
        public let table: String?
        public let diagnostic: CatalogDiagnostic
        /// The development language's text of the finding's key, for reports that show it beside
        /// the translation; `nil` without a key or a development text.
        public let developmentText: String?
        /// The finding's locale's text of its key, `nil` where it has none.
        public let text: String?

        public init(table: String?, diagnostic: CatalogDiagnostic, developmentText: String? = nil, text: String? = nil) {
            self.table = table
            self.diagnostic = diagnostic
            self.developmentText = developmentText
            self.text = text
        }
    }

    /// The development language of the first table.
    public let developmentLanguage: LanguageTag
    /// Each table's report, `Localizable` first.
    public let tables: [Table]
    /// One row per locale (of any table), summed over the tables: keys, keys with text,
    /// missing..., and coverage as with text over required of all tables together.
    public let overall: [LocaleCoverage]
    /// Every finding, by file, line and column (for one table, exactly its report's order).
    public let findings: [Finding]

    /// Checks every table of a set.
    ///
    /// - Parameters:
    ///   - set: The tables.
    ///   - requiredKeys: Keys the `Localizable` table must have in every locale.
    ///   - minimumCoverage: A percentage under which a locale's overall coverage is an error.
    public init(set: CatalogSet, requiredKeys: Set<String> = [], minimumCoverage: Double? = nil) {
        var catalogs = set.catalogs
        if !requiredKeys.isEmpty, set[Catalog.defaultTableName] == nil {
            catalogs.insert(Catalog(files: [], developmentLanguage: catalogs.first?.developmentLanguage), at: 0)
        }
        // A locale one table lacks has every key of that table missing: the app shows the
        // development text there.
        let allLocales = set.locales
        let tables = catalogs.map { catalog in
            Table(
                name: catalog.tableName,
                report: CoverageReport(
                    catalog: catalog, requiredKeys: catalog.tableName == Catalog.defaultTableName ? requiredKeys : [],
                    minimumCoverage: nil, alsoChecking: allLocales))
        }
        let development = catalogs.first?.developmentLanguage ?? .english
        var order: [LanguageTag] = []
        var rows: [LanguageTag: LocaleCoverage] = [:]
        for table in tables {
            for row in table.report.locales {
                guard var total = rows[row.locale] else {
                    order.append(row.locale)
                    rows[row.locale] = row
                    continue
                }
                total.add(row)
                rows[row.locale] = total
            }
        }
        // The development language first, then the others sorted, as within one table.
        let sortedLocales = order.filter { $0 == development } + order.filter { $0 != development }.sorted()
        let overall = sortedLocales.compactMap { rows[$0] }

        var found: [Finding] = []
        for (catalog, table) in zip(catalogs, tables) {
            let development = catalog.developmentTable
            for diagnostic in table.report.findings {
                guard let key = diagnostic.key else {
                    found.append(Finding(table: table.name, diagnostic: diagnostic))
                    continue
                }
                let text = diagnostic.locale == catalog.developmentLanguage ? nil : diagnostic.locale.flatMap { catalog.tables[$0]?.messages[key]?.displayText }
                found.append(Finding(
                    table: table.name, diagnostic: diagnostic, developmentText: development.messages[key]?.displayText, text: text))
            }
        }
        if let minimumCoverage {
            for row in overall where !row.isDevelopmentLanguage && row.coverage < minimumCoverage {
                found.append(Finding(table: tables.count == 1 ? tables.first?.name : nil, diagnostic: CatalogDiagnostic(
                    code: .coverageBelowMinimum, severity: .error,
                    message: "\(row.locale) is \(CoverageReport.percent(row.coverage)) translated, under the minimum of \(CoverageReport.percent(minimumCoverage))",
                    location: row.files.first.map { SourceLocation(file: $0, offset: 0, line: 0, column: 0) }, locale: row.locale)))
            }
        }
        self.developmentLanguage = development
        self.tables = tables
        self.overall = overall
        self.findings = found.enumerated().sorted { lhs, rhs in
            let left = lhs.element.diagnostic.location, right = rhs.element.diagnostic.location
            let leftKey = (left?.file ?? "", left?.line ?? 0, left?.column ?? 0)
            let rightKey = (right?.file ?? "", right?.line ?? 0, right?.column ?? 0)
            return leftKey != rightKey ? leftKey < rightKey : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The table names, in ``tables`` order.
    public var tableNames: [String] { tables.map(\.name) }

    /// A locale's row in one table, or `nil` when that table has no such locale.
    public func coverage(of locale: LanguageTag, in table: String) -> LocaleCoverage? {
        tables.first { $0.name == table }?.report.locales.first { $0.locale == locale }
    }
}

extension LocaleCoverage {
    /// Adds another table's counts for the same locale.
    mutating func add(_ other: LocaleCoverage) {
        files += other.files
        keys += other.keys
        withText += other.withText
        missing += other.missing
        stale += other.stale
        duplicates += other.duplicates
        empty += other.empty
        untranslated += other.untranslated
        formatMismatches += other.formatMismatches
        pluralGaps += other.pluralGaps
        needsReview += other.needsReview
        required += other.required
    }
}
