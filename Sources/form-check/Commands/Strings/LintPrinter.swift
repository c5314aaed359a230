import Localization
import FormRules

/// Prints coverage reports: a table per catalog and its findings, one JSON document, one HTML
/// page (``LintHTMLPage``) or one SARIF log (``LintSARIF``).
struct LintPrinter {
    /// What the run writes.
    enum Format: String, CaseIterable {
        case text, json, html, sarif
    }

    /// One catalog's report as the page and the log need it.
    struct Printed {
        var path: String
        var report: TablesCoverageReport
        var choice: DevelopmentLanguageChoice
        /// The findings shown (at or above the minimum severity, not ignored).
        var shown: [TablesCoverageReport.Finding]
        var ignored: Int
    }

    let io: CommandIO
    let format: Format
    let minimumSeverity: CatalogDiagnostic.Severity
    private(set) var errors = 0
    private(set) var warnings = 0
    private(set) var notes = 0
    private var catalogs: [FormValue] = []
    private var printed: [Printed] = []
    private var localeCount = 0

    /// Whether a finding repeated across keys or locales is one line (``FindingGroups``).
    let grouping: Bool

    /// Whether a SARIF log lists notes (asked for with `--min-severity note`); by default it
    /// counts them only.
    let sarifNotes: Bool

    init(io: CommandIO, format: Format, minimumSeverity: CatalogDiagnostic.Severity, grouping: Bool = true, sarifNotes: Bool = false) {
        self.grouping = grouping
        self.sarifNotes = sarifNotes
        self.io = io
        self.format = format
        self.minimumSeverity = minimumSeverity
    }

    /// "translated" counts the required keys a locale has its own text for; "untranslated" those
    /// whose text is the development text left in place (its share in brackets); coverage is
    /// translated over the keys required, rounded.
    static let headers = ["locale", "keys", "translated", "missing", "stale", "duplicates", "empty", "untranslated", "mismatches", "plural gaps", "coverage"]

    mutating func print(
        _ report: TablesCoverageReport, path: String, choice: DevelopmentLanguageChoice,
        ignoring isIgnored: (TablesCoverageReport.Finding) -> Bool = { _ in false }, ignoreFile: String? = nil
    ) {
        localeCount += report.overall.count
        let findings = report.findings.filter { !isIgnored($0) }
        let ignored = report.findings.count - findings.count
        for finding in findings {
            switch finding.diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }
        let shown = findings.filter { $0.diagnostic.severity >= minimumSeverity }
        switch format {
        case .json:
            catalogs.append(.object([
                "path": .string(path),
                "developmentLanguage": .string(report.developmentLanguage.description),
                "developmentLanguageChoice": .string(choice.description),
                "doubts": .array(choice.doubts.map { .string($0) }),
                "locales": .array(report.overall.map(Self.json)),
                "tables": .array(report.tables.map { table in
                    .object(["name": .string(table.name), "locales": .array(table.report.locales.map(Self.json))])
                }),
                "findings": .array(shown.map(Self.json)),
            ]))
            return
        case .html, .sarif:
            printed.append(Printed(path: path, report: report, choice: choice, shown: shown, ignored: ignored))
            return
        case .text:
            break
        }
        let multiple = report.tables.count > 1
        let tableNote = multiple ? ", \(report.tables.count) tables (\(report.tableNames.joined(separator: ", ")))" : ""
        io.out("\(path): \(report.overall.count) locale\(report.overall.count == 1 ? "" : "s")\(tableNote); \(choice)")
        for doubt in choice.doubts { io.out("  warning: \(doubt)") }
        if let ignoreFile { io.out("  \(ignored) finding\(ignored == 1 ? "" : "s") ignored as \(ignoreFile) says, each with its reason") }
        let rows = [Self.headers] + report.overall.map { row in
            [row.locale.description, String(row.keys), String(row.translated), String(row.missing), String(row.stale),
             String(row.duplicates), String(row.empty),
             row.untranslated == 0 ? "0" : "\(row.untranslated) (\(CoverageReport.percent(row.untranslatedShare)))", String(row.formatMismatches),
             String(row.pluralGaps), CoverageReport.percent(row.coverage)]
        }
        printColumns(rows)
        io.out("  (translated: required keys with a text of their own; untranslated: the development text left in place; coverage: translated / required, rounded to 0.1%\(multiple ? "; over every table" : ""))")
        if multiple {
            io.out("  coverage by table:")
            printColumns([["locale"] + report.tableNames] + report.overall.map { row in
                [row.locale.description] + report.tableNames.map { table in
                    report.coverage(of: row.locale, in: table).map { CoverageReport.percent($0.coverage) } ?? "-"
                }
            })
        }
        guard grouping else {
            for finding in shown { io.out(finding.diagnostic.description) }
            return
        }
        for group in FindingGroups.groups(shown, namingTables: multiple) { io.out(group.line) }
        let diagnostics = shown.map(\.diagnostic)
        if shown.count > 1 { io.out("  findings by kind: \(FindingGroups.totals(diagnostics)) (--each or --format json lists each with its file and line)") }
    }

    /// Rows padded to columns: the first left-aligned, the others right-aligned.
    private func printColumns(_ rows: [[String]]) {
        var widths = rows.first?.map(\.count) ?? []
        for row in rows { for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) } }
        for row in rows {
            var line = "  "
            for (column, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                line += column == 0 ? cell + padding : "  " + padding + cell
            }
            io.out(line)
        }
    }

    /// Writes what a whole run gives at its end: the JSON document, the page, the log, or the totals.
    func finish(workingDirectory: String? = nil) {
        let totals = LintTotals(errors: errors, warnings: warnings, notes: notes, locales: localeCount)
        switch format {
        case .html:
            io.out(LintHTMLPage(catalogs: printed, totals: totals, grouping: grouping).html())
            return
        case .sarif:
            io.out(LintSARIF(catalogs: printed, workingDirectory: workingDirectory, grouping: grouping, includesNotes: sarifNotes).text())
            return
        case .json, .text:
            break
        }
        if format == .json {
            io.out(FormValue.object([
                "catalogs": .array(catalogs),
                "summary": ["catalogs": FormValue(catalogs.count), "locales": FormValue(localeCount),
                            "errors": FormValue(errors), "warnings": FormValue(warnings),
                            "notes": FormValue(notes)],
            ]).jsonText())
        } else {
            io.out("errors=\(errors) warnings=\(warnings) notes=\(notes)")
        }
    }

    private static func json(_ row: LocaleCoverage) -> FormValue {
        .object([
            "locale": .string(row.locale.description),
            "developmentLanguage": .bool(row.isDevelopmentLanguage),
            "files": .array(row.files.map { .string($0) }),
            "keys": FormValue(row.keys), "withText": FormValue(row.withText), "translated": FormValue(row.translated),
            "missing": FormValue(row.missing), "stale": FormValue(row.stale),
            "duplicates": FormValue(row.duplicates), "empty": FormValue(row.empty),
            "untranslated": FormValue(row.untranslated), "formatMismatches": FormValue(row.formatMismatches),
            "pluralGaps": FormValue(row.pluralGaps), "needsReview": FormValue(row.needsReview),
            "coverage": .number(FormNumber(Double(String(CoverageReport.percent(row.coverage).dropLast())) ?? row.coverage)),
        ])
    }

    private static func json(_ finding: TablesCoverageReport.Finding) -> FormValue {
        var object = json(finding.diagnostic)
        if let table = finding.table { object["table"] = .string(table) }
        return .object(object)
    }

    static func json(_ finding: CatalogDiagnostic) -> FormObject {
        var object: FormObject = [:]
        if let file = finding.location?.file { object["file"] = .string(file) }
        if let location = finding.location, location.line > 0 {
            object["line"] = FormValue(location.line)
            object["column"] = FormValue(location.column)
        }
        object["severity"] = .string(finding.severity.rawValue)
        object["code"] = .string(finding.code.rawValue)
        object["message"] = .string(finding.message)
        if let locale = finding.locale { object["locale"] = .string(locale.description) }
        if let key = finding.key { object["key"] = .string(key) }
        if let detail = finding.detail { object["detail"] = .string(detail) }
        return object
    }
}

/// The counts of a whole run, as the text and JSON outputs give them.
struct LintTotals {
    var errors: Int
    var warnings: Int
    var notes: Int
    var locales: Int
}
