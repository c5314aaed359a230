import Localization
import FormRules

/// `strings lint --format html`: one self-contained page (inline style and script, nothing
/// fetched) for translators and reviewers: per catalog, the coverage of every locale in every
/// table as a table whose cells are coloured by coverage, then the findings grouped as the text
/// output groups them (``FindingGroups``), filterable by kind, locale, table and text.
///
/// The page stays small and quick with 100,000 findings: the DOM holds a summary per group,
/// and the findings are compact data (``LintFindingData``) that the script renders, 200 at a
/// time, only when a group is opened; the filters run over the data, so over every finding.
/// An opened finding shows its file and line, its message, and the development text beside
/// the translation.
///
/// Every text from the files (keys, values, paths) is escaped in the markup and in the data;
/// the script sets only `textContent` and attributes, never markup built from them.
struct LintHTMLPage {
    let catalogs: [LintPrinter.Printed]
    let totals: LintTotals
    let grouping: Bool

    /// The findings an opened group lists at first, and then at each "more".
    static let page = 200

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
        page += "<p id=\"shown\" aria-live=\"polite\"><span id=\"shown-count\">\(findings.count)</span> of <span id=\"finding-count\">\(findings.count)</span> findings shown; open a group to list its findings.</p>\n"
        page += "<p id=\"nothing\" hidden>No finding matches the filters.</p>\n"
        var data = LintFindingData()
        for catalog in catalogs {
            if catalogs.count > 1 { page += "<h3>\(Self.escaped(catalog.path))</h3>\n" }
            page += groups(catalog, data: &data)
        }
        page += "</section>\n</main>\n"
        page += "<script type=\"application/json\" id=\"findings-data\">\(data.json())</script>\n"
        page += "<script>\(Self.script)</script>\n</body>\n</html>"
        return page
    }

    // MARK: - Coverage

    private func section(_ catalog: LintPrinter.Printed, number: Int) -> String {
        let report = catalog.report
        let development = report.developmentLanguage.description
        var html = "<section aria-labelledby=\"catalog-\(number)\">\n"
        html += "<h2 id=\"catalog-\(number)\">\(Self.escaped(catalog.path))</h2>\n"
        html += "<p>\(Self.escaped(catalog.choice.description))</p>\n"
        for doubt in catalog.choice.doubts { html += "<p class=\"doubt\">\(Self.escaped(doubt))</p>\n" }
        if catalog.ignored > 0 { html += "<p>\(catalog.ignored) finding\(catalog.ignored == 1 ? "" : "s") ignored as the project's ignore file says.</p>\n" }
        html += "<p class=\"legend\" id=\"legend-\(number)\">Each cell: the keys translated over the keys required; "
        html += "<span class=\"untranslated\">below it, the share still showing the development text (\(Self.escaped(development)))</span>.</p>\n"
        html += "<div class=\"matrix-scroll\" role=\"region\" tabindex=\"0\" aria-labelledby=\"caption-\(number)\" aria-describedby=\"legend-\(number)\">\n"
        html += "<table class=\"matrix\">\n<caption id=\"caption-\(number)\">Coverage by locale and table: keys translated over keys required</caption>\n"
        html += "<thead><tr><th scope=\"col\">Locale</th>"
        for name in report.tableNames { html += Self.tableHeader(name) }
        html += "<th scope=\"col\">All tables</th><th scope=\"col\">Missing</th><th scope=\"col\">Untranslated</th></tr></thead>\n<tbody>\n"
        for row in report.overall {
            let mark = row.isDevelopmentLanguage ? " <small>(development)</small>" : ""
            html += "<tr data-locale=\"\(Self.escaped(row.locale.description))\"><th scope=\"row\">\(Self.escaped(row.locale.description))\(mark)</th>"
            for name in report.tableNames {
                if let cell = report.coverage(of: row.locale, in: name) {
                    html += Self.cell(cell, developmentLanguage: development)
                } else {
                    html += "<td class=\"absent\">–</td>"
                }
            }
            html += Self.cell(row, developmentLanguage: development, all: true) + "<td>\(row.missing)</td><td>\(row.untranslated)</td></tr>\n"
        }
        html += "</tbody>\n</table>\n</div>\n</section>\n"
        return html
    }

    /// A column header: the table's name, or for a long one a short form with the full name as
    /// its title (and for screen readers).
    static func tableHeader(_ name: String) -> String {
        let short = shortName(name)
        guard short != name else { return "<th scope=\"col\">\(escaped(name))</th>" }
        return "<th scope=\"col\" title=\"\(escaped(name))\"><span aria-hidden=\"true\">\(escaped(short))</span><span class=\"visually-hidden\">\(escaped(name))</span></th>"
    }

    /// A table's name short enough for a column: without a `ViewController`-like suffix, cut
    /// to 12 characters.
    ///
    /// ```
    /// shortName("PrefAdvancedViewController")  // "PrefAdvanced"
    /// shortName("PrefOSCToolbarSettingsSheetController")  // "PrefOSCTool…"
    /// ```
    static func shortName(_ name: String) -> String {
        var short = name
        for suffix in ["ViewController", "WindowController", "Controller"] where short.count > suffix.count && short.hasSuffix(suffix) {
            short.removeLast(suffix.count)
            break
        }
        return short.count > 12 ? String(short.prefix(11)) + "…" : short
    }

    /// A coverage cell: its colour goes from red (none) through yellow to green (all), and the
    /// percentage translated is its text, so the colour is never the only sign; where keys still
    /// show the development text, their share is a second line in its own colour.
    static func cell(_ row: LocaleCoverage, developmentLanguage: String, all: Bool = false) -> String {
        let hue = Int((row.coverage * 1.2).rounded())
        let coverage = CoverageReport.percent(row.coverage)
        var title = "\(row.translated) of \(row.required) keys translated"
        var html = "<td class=\"coverage\(all ? " all" : "")\" style=\"background-color: hsl(\(hue), 70%, 80%)\" data-coverage=\"\(coverage.dropLast())\""
        var untranslated = ""
        if row.untranslated > 0 {
            let share = CoverageReport.percent(row.untranslatedShare)
            title += "; \(row.untranslated) (\(share)) still in \(developmentLanguage)"
            html += " data-untranslated=\"\(share.dropLast())\""
            untranslated = "<span class=\"untranslated\">\(share) \(escaped(developmentLanguage))</span>"
        }
        return html + " title=\"\(escaped(title))\"><span class=\"translated\">\(coverage)</span>\(untranslated)</td>"
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

    /// A catalog's groups: a summary each, its findings added to `data`.
    private func groups(_ catalog: LintPrinter.Printed, data: inout LintFindingData) -> String {
        let groups = grouping
            ? FindingGroups.groups(catalog.shown, namingTables: catalog.report.tables.count > 1)
            : Self.kinds(catalog.shown)
        var html = "<div class=\"groups\">\n"
        for group in groups {
            let severity = group.severity.rawValue
            let number = data.add(group.findings, code: group.code, severity: group.severity, developmentLanguage: catalog.report.developmentLanguage)
            html += "<details class=\"group \(severity)\" data-group=\"\(number)\" data-count=\"\(group.findings.count)\">"
            html += "<summary><span class=\"badge \(severity)\">\(severity)</span> \(Self.escaped(group.line)) <span class=\"count\">(\(group.findings.count))</span></summary></details>\n"
        }
        return html + "</div>\n"
    }

    /// With `--each`: a group per kind (code and severity), errors first, whose findings are
    /// listed one by one when it is opened.
    static func kinds(_ findings: [TablesCoverageReport.Finding]) -> [FindingGroups.Group] {
        var groups: [FindingGroups.Group] = []
        var positions: [String: Int] = [:]
        for finding in findings {
            let name = finding.diagnostic.code.rawValue + " " + finding.diagnostic.severity.rawValue
            if let position = positions[name] {
                groups[position].findings.append(finding)
            } else {
                positions[name] = groups.count
                groups.append(FindingGroups.Group(code: finding.diagnostic.code, severity: finding.diagnostic.severity, findings: [finding], line: ""))
            }
        }
        for index in groups.indices {
            let count = groups[index].findings.count
            groups[index].line = "\(groups[index].severity): \(groups[index].code): \(count) finding\(count == 1 ? "" : "s"), each on its own line"
        }
        return groups.enumerated().sorted { ($1.element.severity, $0.offset) < ($0.element.severity, $1.offset) }.map(\.element)
    }

    /// Text for element content and quoted attribute values: `&`, `<`, `>`, `"` and `'` become
    /// references, so no file's text can close an element or an attribute.
    static func escaped(_ text: String) -> String {
        XMLText.escaped(text, inAttribute: true, apostrophes: true)
    }

    static let style = """
        body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:100rem;padding:1rem 1.5rem;color:#1b1b1b;background:#fff}
        h1{font-size:1.5rem}h2{font-size:1.2rem;margin-top:2rem;word-break:break-all}h3{font-size:1rem;word-break:break-all}
        .matrix-scroll{overflow:auto;max-height:80vh;max-width:100%;border:1px solid #bbb;margin:.5rem 0}
        .matrix-scroll:focus{outline:2px solid #1565c0;outline-offset:2px}
        table.matrix{border-collapse:separate;border-spacing:0;font-size:.8rem}caption{text-align:left;font-weight:600;padding:.3rem .4rem}
        .matrix th,.matrix td{border-right:1px solid #ccc;border-bottom:1px solid #ccc;padding:.2rem .4rem;text-align:right;white-space:nowrap}
        .matrix thead th{position:sticky;top:0;z-index:2;background:#eee;text-align:center}
        .matrix th[scope=row]{position:sticky;left:0;z-index:1;background:#fafafa;text-align:left}
        .matrix thead th:first-child{left:0;z-index:3;text-align:left}
        td.absent{color:#777;text-align:center}td.coverage{font-variant-numeric:tabular-nums;color:#111;min-width:3.6rem}
        td.coverage.all{font-weight:600;border-left:2px solid #888}
        td.coverage span{display:block}.untranslated{color:#5b1a8c;font-weight:600}td .untranslated{font-size:.72rem}
        .legend{font-size:.9rem;color:#333}
        .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
        #filters{display:flex;flex-wrap:wrap;gap:.8rem;padding:.6rem;background:#f4f4f4;border-radius:6px;position:sticky;top:0;z-index:4}
        #filters label{display:flex;gap:.3rem;align-items:center}
        details.group{border-left:4px solid #999;margin:.4rem 0;padding:.2rem .6rem}details.group.error{border-color:#c62828}
        details.group.warning{border-color:#e6a100}details.group.note{border-color:#1565c0}summary{cursor:pointer}
        .badge{display:inline-block;font-size:.75rem;font-weight:700;text-transform:uppercase;padding:0 .35rem;border-radius:3px;color:#fff}
        .badge.error{background:#c62828}.badge.warning{background:#8a6100}.badge.note{background:#1565c0}
        ul{margin:.3rem 0;padding-left:1.2rem}li.finding{margin:.3rem 0}code.place{color:#444;word-break:break-all}.code{color:#555}
        .texts{display:grid;grid-template-columns:1fr 1fr;gap:.3rem 1rem;margin:.2rem 0}
        .texts div{background:#f5f5f5;border-radius:4px;padding:.15rem .45rem;white-space:pre-wrap;overflow-wrap:anywhere}
        .texts .translation{background:#f3ecf9}.texts .lang{font-size:.72rem;font-weight:700;color:#444;margin-right:.5rem}
        .texts em{color:#666}button.more{margin:.2rem 0 .4rem 1.2rem;font:inherit}
        .total-error{color:#c62828;font-weight:600}.total-warning{color:#8a6100;font-weight:600}.total-note{color:#1565c0}.doubt{color:#8a6100}
        [hidden]{display:none!important}
        """

    /// Reads the findings' data, renders a group's findings when it is opened (200 at a time,
    /// then "more"), and filters over every finding: hides groups left empty, says how many
    /// are shown, and opens the few groups a text search leaves.
    static let script = """
        (function () {
          'use strict';
          var data = JSON.parse(document.getElementById('findings-data').textContent);
          var strings = data.strings, stride = data.fields.length, header = data.groupHeader, pageSize = \(page);
          var at = {};
          data.fields.forEach(function (name, index) { at[name] = index; });
          var code = document.getElementById('filter-code'), locale = document.getElementById('filter-locale'),
              table = document.getElementById('filter-table'), text = document.getElementById('filter-text');
          var lowered = null;
          var groups = Array.prototype.map.call(document.querySelectorAll('details.group'), function (element) {
            var numbers = data.groups[Number(element.dataset.group)];
            var count = (numbers.length - header) / stride, all = [];
            for (var i = 0; i < count; i += 1) { all.push(header + i * stride); }
            var group = { element: element, numbers: numbers, all: all, shown: all, rendered: 0, list: null, more: null,
                          count: element.querySelector('.count') };
            element.addEventListener('toggle', function () { if (element.open) { render(group); } else { clear(group); } });
            return group;
          });

          function string(index) { return index < 0 ? null : strings[index]; }
          function place(numbers, at0) {
            var file = string(numbers[at0 + at.file]);
            if (!file) { return ''; }
            var line = numbers[at0 + at.line];
            return line > 0 ? file + ':' + line + ':' + numbers[at0 + at.column] : file;
          }
          function message(numbers, at0) {
            var key = string(numbers[at0 + at.key]), where = string(numbers[at0 + at.locale]) || '';
            return string(numbers[at0 + at.message])
              .replace('\\u0002', function () { return where; })
              .replace('\\u0001', function () { return "'" + key + "'"; });
          }
          function searchable(numbers, at0) {
            return [place(numbers, at0), message(numbers, at0), string(numbers[at0 + at.key]) || '', strings[numbers[0]],
                    string(numbers[at0 + at.developmentText]) || '', string(numbers[at0 + at.text]) || ''].join(' ').toLowerCase();
          }

          function element(name, className, content) {
            var node = document.createElement(name);
            if (className) { node.className = className; }
            if (content !== undefined) { node.textContent = content; }
            return node;
          }
          function textBox(kind, language, value) {
            var box = element('div', kind);
            box.appendChild(element('span', 'lang', language || '?'));
            if (value === null) {
              box.appendChild(element('em', '', 'no text'));
            } else {
              var span = element('span', 'value', value);
              if (language) { span.lang = language; }
              box.appendChild(span);
            }
            return box;
          }
          function item(numbers, at0) {
            var li = element('li', 'finding');
            var where = string(numbers[at0 + at.locale]);
            li.dataset.code = strings[numbers[0]];
            li.dataset.severity = strings[numbers[1]];
            li.dataset.locale = where || '';
            li.dataset.table = string(numbers[at0 + at.table]) || '';
            var spot = place(numbers, at0);
            if (spot) { li.appendChild(element('code', 'place', spot)); li.appendChild(document.createTextNode(' ')); }
            li.appendChild(element('span', 'message', message(numbers, at0)));
            li.appendChild(document.createTextNode(' '));
            li.appendChild(element('span', 'code', '[' + strings[numbers[0]] + ']'));
            var development = string(numbers[at0 + at.developmentText]), translation = string(numbers[at0 + at.text]);
            if (development !== null || translation !== null) {
              var texts = element('div', 'texts');
              texts.appendChild(textBox('development', strings[numbers[2]], development));
              texts.appendChild(textBox('translation', where, translation));
              li.appendChild(texts);
            }
            return li;
          }

          function clear(group) {
            if (group.list) { group.list.remove(); }
            if (group.more) { group.more.remove(); }
            group.list = null;
            group.more = null;
            group.rendered = 0;
          }
          function render(group) {
            clear(group);
            group.list = element('ul', 'findings');
            group.element.appendChild(group.list);
            more(group);
          }
          function more(group) {
            var end = Math.min(group.shown.length, group.rendered + pageSize), fragment = document.createDocumentFragment();
            for (var i = group.rendered; i < end; i += 1) { fragment.appendChild(item(group.numbers, group.shown[i])); }
            group.list.appendChild(fragment);
            group.rendered = end;
            var left = group.shown.length - end;
            if (left > 0 && !group.more) {
              group.more = element('button', 'more');
              group.more.type = 'button';
              group.more.addEventListener('click', function () { more(group); });
              group.element.appendChild(group.more);
            }
            if (left > 0) {
              group.more.textContent = 'Show ' + Math.min(left, pageSize) + ' more (' + left + ' not shown yet)';
            } else if (group.more) {
              group.more.remove();
              group.more = null;
            }
          }

          function apply() {
            var wanted = text.value.trim().toLowerCase(), shown = 0, left = [];
            var wantedLocale = locale.value ? strings.indexOf(locale.value) : -1;
            var wantedTable = table.value ? strings.indexOf(table.value) : -1;
            if (wanted && !lowered) {
              lowered = groups.map(function (group) {
                return group.all.map(function (at0) { return searchable(group.numbers, at0); });
              });
            }
            groups.forEach(function (group, number) {
              var numbers = group.numbers, kept = group.all;
              if (code.value || locale.value || table.value || wanted) {
                kept = [];
                if (!code.value || strings[numbers[0]] === code.value) {
                  group.all.forEach(function (at0, index) {
                    if ((!locale.value || numbers[at0 + at.locale] === wantedLocale) &&
                        (!table.value || numbers[at0 + at.table] === wantedTable) &&
                        (!wanted || lowered[number][index].indexOf(wanted) >= 0)) { kept.push(at0); }
                  });
                }
              }
              group.shown = kept;
              group.element.hidden = kept.length === 0;
              group.count.textContent = kept.length === group.all.length ? '(' + kept.length + ')' : '(' + kept.length + ' of ' + group.all.length + ')';
              if (group.element.open) { render(group); }
              if (kept.length > 0) { left.push(group); }
              shown += kept.length;
            });
            if (wanted && left.length <= 20) { left.forEach(function (group) { group.element.open = true; }); }
            document.getElementById('shown-count').textContent = String(shown);
            document.getElementById('nothing').hidden = shown !== 0;
          }
          [code, locale, table].forEach(function (control) { control.addEventListener('change', apply); });
          text.addEventListener('input', apply);
          if (code.value || locale.value || table.value || text.value) { apply(); }
        })();
        """
}
