import FormRules

/// Prints coverage reports: a table per catalog and its findings, or one JSON document.
struct LintPrinter {
    let io: CommandIO
    let asJSON: Bool
    let minimumSeverity: CatalogDiagnostic.Severity
    private(set) var errors = 0
    private(set) var warnings = 0
    private(set) var notes = 0
    private var catalogs: [FormValue] = []
    private var localeCount = 0

    /// Whether a finding repeated across keys or locales is one line (``FindingGroups``).
    let grouping: Bool

    init(io: CommandIO, asJSON: Bool, minimumSeverity: CatalogDiagnostic.Severity, grouping: Bool = true) {
        self.grouping = grouping
        self.io = io
        self.asJSON = asJSON
        self.minimumSeverity = minimumSeverity
    }

    /// "with text" counts the required keys a locale has a text for, untranslated ones (the
    /// development text kept) included; coverage is that over the keys required, rounded.
    static let headers = ["locale", "keys", "with text", "missing", "stale", "duplicates", "empty", "untranslated", "mismatches", "plural gaps", "coverage"]

    mutating func print(
        _ report: CoverageReport, path: String, choice: DevelopmentLanguageChoice,
        ignoring isIgnored: (CatalogDiagnostic) -> Bool = { _ in false }, ignoreFile: String? = nil
    ) {
        localeCount += report.locales.count
        let findings = report.findings.filter { !isIgnored($0) }
        let ignored = report.findings.count - findings.count
        for finding in findings {
            switch finding.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }
        let shown = findings.filter { $0.severity >= minimumSeverity }
        if asJSON {
            catalogs.append(.object([
                "path": .string(path),
                "developmentLanguage": .string(report.developmentLanguage.description),
                "developmentLanguageChoice": .string(choice.description),
                "doubts": .array(choice.doubts.map { .string($0) }),
                "locales": .array(report.locales.map(Self.json)),
                "findings": .array(shown.map(Self.json)),
            ]))
            return
        }
        io.out("\(path): \(report.locales.count) locale\(report.locales.count == 1 ? "" : "s"); \(choice)")
        for doubt in choice.doubts { io.out("  warning: \(doubt)") }
        if let ignoreFile { io.out("  \(ignored) finding\(ignored == 1 ? "" : "s") ignored as \(ignoreFile) says, each with its reason") }
        let rows = [Self.headers] + report.locales.map { row in
            [row.locale.description, String(row.keys), String(row.translated), String(row.missing), String(row.stale),
             String(row.duplicates), String(row.empty), String(row.untranslated), String(row.formatMismatches),
             String(row.pluralGaps), CoverageReport.percent(row.coverage)]
        }
        var widths = Self.headers.map(\.count)
        for row in rows { for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) } }
        for row in rows {
            var line = "  "
            for (column, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                line += column == 0 ? cell + padding : "  " + padding + cell
            }
            io.out(line)
        }
        io.out("  (with text: required keys with a text, untranslated ones included; coverage: with text / required, rounded to 0.1%)")
        guard grouping else {
            for finding in shown { io.out(finding.description) }
            return
        }
        for line in FindingGroups.lines(shown) { io.out(line) }
        if shown.count > 1 { io.out("  findings by kind: \(FindingGroups.totals(shown)) (--each or --format json lists each with its file and line)") }
    }

    func finish() {
        if asJSON {
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
            // "translated" kept for earlier readers of this JSON: it is "withText".
            "keys": FormValue(row.keys), "withText": FormValue(row.translated), "translated": FormValue(row.translated),
            "missing": FormValue(row.missing), "stale": FormValue(row.stale),
            "duplicates": FormValue(row.duplicates), "empty": FormValue(row.empty),
            "untranslated": FormValue(row.untranslated), "formatMismatches": FormValue(row.formatMismatches),
            "pluralGaps": FormValue(row.pluralGaps), "needsReview": FormValue(row.needsReview),
            "coverage": .number(FormNumber(Double(String(CoverageReport.percent(row.coverage).dropLast())) ?? row.coverage)),
        ])
    }

    private static func json(_ finding: CatalogDiagnostic) -> FormValue {
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
        return .object(object)
    }
}
