import Localization
import FormRules

/// `strings lint --format html`: one self-contained page (inline style and script, nothing
/// fetched) for translators and reviewers: per catalog, the coverage of every locale in every
/// table as a table whose cells are coloured by coverage, then the findings grouped as the text
/// output groups them (``FindingGroups``), each with its file and line, filterable by kind,
/// locale, table and text.
///
/// Every text from the files (keys, values, paths) is escaped; the script reads only `data-`
/// attributes, never markup built from them.
struct LintHTMLPage {
    let catalogs: [LintPrinter.Printed]
    let totals: LintTotals
    let grouping: Bool

    func html() -> String {
        let findings = catalogs.flatMap(\.shown)
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Translation coverage</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <header>
            <h1>Translation coverage</h1>
            <p id="summary" data-errors="\(totals.errors)" data-warnings="\(totals.warnings)" data-notes="\(totals.notes)">\
            <span class="total-error">\(totals.errors) error\(totals.errors == 1 ? "" : "s")</span>, \
            <span class="total-warning">\(totals.warnings) warning\(totals.warnings == 1 ? "" : "s")</span>, \
            <span class="total-note">\(totals.notes) note\(totals.notes == 1 ? "" : "s")</span> \
            in \(catalogs.count) catalog\(catalogs.count == 1 ? "" : "s") and \(totals.locales) locale\(totals.locales == 1 ? "" : "s").</p>
            </header>
            <main>

            """
        for (number, catalog) in catalogs.enumerated() { page += section(catalog, number: number) }
        page += filters(findings)
        page += "<section aria-labelledby=\"findings-title\">\n<h2 id=\"findings-title\">Findings</h2>\n"
        page += "<p id=\"shown\" aria-live=\"polite\"><span id=\"shown-count\">\(findings.count)</span> of <span id=\"finding-count\">\(findings.count)</span> findings shown</p>\n"
        page += "<p id=\"nothing\" hidden>No finding matches the filters.</p>\n"
        for (number, catalog) in catalogs.enumerated() {
            if catalogs.count > 1 { page += "<h3>\(Self.escaped(catalog.path))</h3>\n" }
            page += groups(catalog, number: number)
        }
        page += "</section>\n</main>\n<script>\(Self.script)</script>\n</body>\n</html>"
        return page
    }

    // MARK: - Coverage

    private func section(_ catalog: LintPrinter.Printed, number: Int) -> String {
        let report = catalog.report
        var html = "<section aria-labelledby=\"catalog-\(number)\">\n"
        html += "<h2 id=\"catalog-\(number)\">\(Self.escaped(catalog.path))</h2>\n"
        html += "<p>\(Self.escaped(catalog.choice.description))</p>\n"
        for doubt in catalog.choice.doubts { html += "<p class=\"doubt\">\(Self.escaped(doubt))</p>\n" }
        if catalog.ignored > 0 { html += "<p>\(catalog.ignored) finding\(catalog.ignored == 1 ? "" : "s") ignored as the project's ignore file says.</p>\n" }
        html += "<table class=\"matrix\">\n<caption>Coverage by locale and table: keys with a text over keys required</caption>\n"
        html += "<thead><tr><th scope=\"col\">Locale</th>"
        for name in report.tableNames { html += "<th scope=\"col\">\(Self.escaped(name))</th>" }
        html += "<th scope=\"col\">All tables</th><th scope=\"col\">Missing</th><th scope=\"col\">Untranslated</th></tr></thead>\n<tbody>\n"
        for row in report.overall {
            let development = row.isDevelopmentLanguage ? " <small>(development)</small>" : ""
            html += "<tr data-locale=\"\(Self.escaped(row.locale.description))\"><th scope=\"row\">\(Self.escaped(row.locale.description))\(development)</th>"
            for name in report.tableNames {
                if let cell = report.coverage(of: row.locale, in: name) {
                    html += Self.cell(cell)
                } else {
                    html += "<td class=\"absent\">–</td>"
                }
            }
            html += Self.cell(row) + "<td>\(row.missing)</td><td>\(row.untranslated)</td></tr>\n"
        }
        html += "</tbody>\n</table>\n</section>\n"
        return html
    }

    /// A coverage cell: its colour goes from red (none) through yellow to green (all), and the
    /// percentage is its text, so the colour is never the only sign.
    static func cell(_ row: LocaleCoverage) -> String {
        let hue = Int((row.coverage * 1.2).rounded())
        let title = "\(row.translated) of \(row.required) keys with a text"
        return "<td class=\"coverage\" style=\"background-color: hsl(\(hue), 70%, 80%)\" data-coverage=\"\(CoverageReport.percent(row.coverage).dropLast())\" title=\"\(title)\">\(CoverageReport.percent(row.coverage))</td>"
    }

    // MARK: - Findings

    private func filters(_ findings: [TablesCoverageReport.Finding]) -> String {
        func options(_ values: [String]) -> String {
            var seen: Set<String> = []
            return values.filter { seen.insert($0).inserted }.sorted()
                .map { "<option value=\"\(Self.escaped($0))\">\(Self.escaped($0))</option>" }.joined()
        }
        var html = "<form id=\"filters\" role=\"search\" aria-label=\"Filter the findings\" onsubmit=\"return false\">\n"
        html += "<label>Kind <select id=\"filter-code\"><option value=\"\">every kind</option>\(options(findings.map(\.diagnostic.code.rawValue)))</select></label>\n"
        html += "<label>Locale <select id=\"filter-locale\"><option value=\"\">every locale</option>\(options(findings.compactMap { $0.diagnostic.locale?.description }))</select></label>\n"
        html += "<label>Table <select id=\"filter-table\"><option value=\"\">every table</option>\(options(findings.compactMap(\.table)))</select></label>\n"
        html += "<label>Text <input id=\"filter-text\" type=\"search\" placeholder=\"key, text, file…\"></label>\n</form>\n"
        return html
    }

    private func groups(_ catalog: LintPrinter.Printed, number: Int) -> String {
        let namingTables = catalog.report.tables.count > 1
        let groups = grouping
            ? FindingGroups.groups(catalog.shown, namingTables: namingTables)
            : catalog.shown.map { FindingGroups.Group(code: $0.diagnostic.code, severity: $0.diagnostic.severity, findings: [$0], line: $0.diagnostic.description) }
        var html = "<div class=\"groups\">\n"
        for group in groups {
            let severity = group.severity.rawValue
            html += "<details class=\"group \(severity)\">\n"
            html += "<summary><span class=\"badge \(severity)\">\(severity)</span> \(Self.escaped(group.line)) <span class=\"count\">(\(group.findings.count))</span></summary>\n<ul>\n"
            for finding in group.findings { html += item(finding) }
            html += "</ul>\n</details>\n"
        }
        return html + "</div>\n"
    }

    private func item(_ finding: TablesCoverageReport.Finding) -> String {
        let diagnostic = finding.diagnostic
        var place = ""
        if let location = diagnostic.location, let file = location.file, !file.isEmpty {
            place = file + (location.line > 0 ? ":\(location.line):\(location.column)" : "")
        }
        let searchable = [place, diagnostic.message, diagnostic.key ?? "", diagnostic.code.rawValue].joined(separator: " ").lowercased()
        var html = "<li class=\"finding\" data-code=\"\(Self.escaped(diagnostic.code.rawValue))\""
        html += " data-locale=\"\(Self.escaped(diagnostic.locale?.description ?? ""))\" data-table=\"\(Self.escaped(finding.table ?? ""))\""
        html += " data-severity=\"\(diagnostic.severity.rawValue)\" data-text=\"\(Self.escaped(searchable))\">"
        if !place.isEmpty { html += "<code class=\"place\">\(Self.escaped(place))</code> " }
        html += "<span class=\"message\">\(Self.escaped(diagnostic.message))</span>"
        html += " <span class=\"code\">[\(Self.escaped(diagnostic.code.rawValue))]</span></li>\n"
        return html
    }

    /// Text for element content and quoted attribute values: `&`, `<`, `>`, `"` and `'` become
    /// references, so no file's text can close an element or an attribute.
    static func escaped(_ text: String) -> String {
        XMLText.escaped(text, inAttribute: true, apostrophes: true)
    }

    static let style = """
        body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem 1.5rem;color:#1b1b1b;background:#fff}
        h1{font-size:1.5rem}h2{font-size:1.2rem;margin-top:2rem;word-break:break-all}h3{font-size:1rem;word-break:break-all}
        table.matrix{border-collapse:collapse;margin:.5rem 0}caption{text-align:left;font-weight:600;padding:.3rem 0}
        th,td{border:1px solid #bbb;padding:.25rem .6rem;text-align:right}th[scope=row],thead th:first-child{text-align:left}
        thead th{background:#eee}td.absent{color:#777;text-align:center}td.coverage{font-variant-numeric:tabular-nums;color:#111}
        #filters{display:flex;flex-wrap:wrap;gap:.8rem;padding:.6rem;background:#f4f4f4;border-radius:6px;position:sticky;top:0}
        #filters label{display:flex;gap:.3rem;align-items:center}
        details.group{border-left:4px solid #999;margin:.4rem 0;padding:.2rem .6rem}details.group.error{border-color:#c62828}
        details.group.warning{border-color:#e6a100}details.group.note{border-color:#1565c0}summary{cursor:pointer}
        .badge{display:inline-block;font-size:.75rem;font-weight:700;text-transform:uppercase;padding:0 .35rem;border-radius:3px;color:#fff}
        .badge.error{background:#c62828}.badge.warning{background:#8a6100}.badge.note{background:#1565c0}
        ul{margin:.3rem 0;padding-left:1.2rem}li.finding{margin:.15rem 0}code.place{color:#444}.code{color:#555}
        .total-error{color:#c62828;font-weight:600}.total-warning{color:#8a6100;font-weight:600}.total-note{color:#1565c0}.doubt{color:#8a6100}
        [hidden]{display:none!important}
        """

    /// Shows the findings that match every filter, hides groups left empty, and says how many are shown.
    static let script = """
        (function () {
          var code = document.getElementById('filter-code'), locale = document.getElementById('filter-locale'),
              table = document.getElementById('filter-table'), text = document.getElementById('filter-text');
          function apply() {
            var wanted = text.value.trim().toLowerCase(), shown = 0;
            document.querySelectorAll('details.group').forEach(function (group) {
              var visible = 0;
              group.querySelectorAll('li.finding').forEach(function (item) {
                var ok = (!code.value || item.dataset.code === code.value) &&
                  (!locale.value || item.dataset.locale === locale.value) &&
                  (!table.value || item.dataset.table === table.value) &&
                  (!wanted || item.dataset.text.indexOf(wanted) >= 0);
                item.hidden = !ok;
                if (ok) { visible += 1; }
              });
              group.hidden = visible === 0;
              if (wanted && visible > 0) { group.open = true; }
              shown += visible;
            });
            document.getElementById('shown-count').textContent = String(shown);
            document.getElementById('nothing').hidden = shown !== 0;
          }
          [code, locale, table].forEach(function (element) { element.addEventListener('change', apply); });
          text.addEventListener('input', apply);
          apply();
        })();
        """
}
