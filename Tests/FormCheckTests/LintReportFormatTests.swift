import Foundation
import FormRules
import Localization
import Testing
@testable import form_check

/// `strings lint --format html` and `--format sarif`.
@Suite struct LintReportFormatTests {
    // MARK: - HTML

    /// Texts of the `Hostile` fixture (keys and values that are markup) as the page must not
    /// hold them, and as it must.
    static let hostile: [(raw: String, escaped: String)] = [
        ("<script>alert('key')</script>", "&lt;script&gt;alert(&#39;key&#39;)&lt;/script&gt;"),
        ("</td><script>alert(\"value\")</script>", "&lt;/td&gt;&lt;script&gt;alert(&quot;value&quot;)&lt;/script&gt;"),
        ("<b>bold</b>", "&lt;b&gt;bold&lt;/b&gt;"),
        ("\"><img src=x onerror=alert(1)>", "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"),
        (" & ", " &amp; "),
    ]

    @Test(arguments: hostile)
    func escapesKeysAndValuesThatAreMarkup(_ raw: String, _ escaped: String) {
        let result = runCLI(["strings", "lint", "--format", "html", StringsFixtures.path("Hostile")])
        #expect(result.status == 0)
        #expect(!result.output.contains(raw))
        #expect(result.output.contains(escaped))
    }

    @Test func hasOnlyItsOwnScriptsAndFetchesNothing() {
        let page = runCLI(["strings", "lint", "--format", "html", StringsFixtures.path("Hostile")]).output
        // The findings' data, then the code that reads it.
        #expect(page.components(separatedBy: "<script").count == 3)
        #expect(page.components(separatedBy: "<script type=\"application/json\" id=\"findings-data\">").count == 2)
        // Markup from the files is escaped, so none of these can come from them either.
        for fetching in ["src=\"", "<link", "<img", "<iframe", "url(", "@import", "http"] { #expect(!page.contains(fetching)) }
    }

    @Test func keepsTheHostileTextsInTheDataAsTheyAre() throws {
        let page = runCLI(["strings", "lint", "--format", "html", StringsFixtures.path("Hostile")]).output
        let data = try PageData(page)
        #expect(data.strings.contains("<script>alert('key')</script>"))
        #expect(data.strings.contains("</td><script>alert(\"value\")</script> & <b>bold</b>"))
        // Nothing in the data can end its element: the only "</script" is the element's own end.
        let json = try #require(page.split(separator: "id=\"findings-data\">").last?.split(separator: "</script>").first)
        #expect(!json.contains("<") && !json.contains(">") && !json.contains("&"))
    }

    @Test func showsTheMatrixAsATableWithHeaders() throws {
        let page = runCLI(["strings", "lint", "--format", "html", StringsFixtures.path("Tables")]).output
        let headers = ["Locale", "Localizable", "InfoPlist", "Main", "Settings", "All tables"].map { "<th scope=\"col\">\($0)</th>" }
        #expect(page.contains(headers.joined()))
        #expect(page.contains("<tr data-locale=\"de\"><th scope=\"row\">de</th>"))
        // A cell is coloured by coverage and says its percentage; ru's Settings has its untranslated share below.
        #expect(page.contains("style=\"background-color: hsl(60, 70%, 80%)\" data-coverage=\"50.0\" title=\"1 of 2 keys translated\"><span class=\"translated\">50.0%</span></td>"))
        // Warnings: an untranslated text and the folder whose name is no language.
        #expect(page.contains("data-errors=\"0\" data-warnings=\"2\" data-notes=\"9\""))
        #expect(try PageData(page).findings.count == 11)
    }

    // MARK: - HTML: findings as data

    @Test(arguments: [false, true])
    func keepsEachGroupsFindingsAsDataUntilItIsOpened(each: Bool) throws {
        let page = runCLI(["strings", "lint", "--format", "html"] + (each ? ["--each"] : []) + [StringsFixtures.path("Tables")]).output
        let data = try PageData(page)
        #expect(data.findings.count == 11)
        #expect(data.findings.contains { $0["key"] == "settings.reset" && $0["locale"] == "ru" && $0["table"] == "Settings" })
        // A summary per group, each naming its data; no finding is in the DOM before its group is opened.
        let summaries = page.components(separatedBy: "<details class=\"group ").count - 1
        #expect(summaries == data.groupCount)
        for group in 0..<data.groupCount { #expect(page.contains("data-group=\"\(group)\"")) }
        #expect(!page.contains("<li"))
        #expect(!page.contains("<ul"))
    }

    struct Texts: Sendable, CustomTestStringConvertible {
        var key: String
        var locale: String
        var code: String
        var development: String?
        var text: String?
        var testDescription: String { "\(code) of '\(key)' in \(locale)" }
    }

    @Test(arguments: [
        Texts(key: "files", locale: "de", code: "formatMismatch", development: "%d files", text: "%@ Dateien"),
        Texts(key: "greeting", locale: "fr", code: "untranslated", development: "Welcome back to the app!", text: "Welcome back to the app!"),
        Texts(key: "title", locale: "fr", code: "missingKey", development: "Settings", text: nil),
    ])
    func givesEachFindingTheDevelopmentTextBesideTheTranslation(_ expected: Texts) throws {
        let page = runCLI(["strings", "lint", "--format", "html", Self.shared]).output
        let finding = try #require(try PageData(page).findings.first { $0["key"] == expected.key && $0["locale"] == expected.locale })
        #expect(finding["code"] == expected.code)
        #expect(finding["developmentText"] == expected.development)
        #expect(finding["text"] == expected.text)
        // The message, rebuilt from its shared template as the page's script does, is the finding's own.
        #expect(finding["message"]?.contains("'\(expected.key)'") == true)
        #expect(finding["message"]?.contains(expected.locale) == true)
        // The script puts them side by side, labelled by language.
        #expect(LintHTMLPage.script.contains("textBox('development', strings[numbers[2]], development)"))
        #expect(LintHTMLPage.script.contains("textBox('translation', where, translation)"))
    }

    @Test(arguments: [
        (message: "'ok' has no de translation yet", key: "ok", locale: "de", template: "\u{1} has no \u{2} translation yet"),
        (message: "'de' in de is the same as in en: 'de'", key: "de", locale: "de", template: "\u{1} in \u{2} is the same as in en: 'de'"),
        (message: "'a' in pt-BR: no pt form", key: "a", locale: "pt", template: "\u{1} in pt-BR: no \u{2} form"),
        (message: "odd \u{1}\u{2} text", key: "k", locale: "fr", template: "odd \u{FFFD}\u{FFFD} text"),
        (message: "no key here", key: "", locale: "", template: "no key here"),
    ])
    func sharesAMessageAsATemplateOfItsKeyAndLocale(message: String, key: String, locale: String, template: String) {
        let made = LintFindingData.template(message, key: key, locale: locale)
        #expect(made == template)
        if !message.contains("\u{1}") { #expect(PageData.message(made, key: key, locale: locale) == message) }
    }

    /// The Shared fixture: 'greeting' left in English in de, fr and ja, a format mismatch in
    /// de, 'title' missing in fr.
    static let shared = packageRoot.path + "/Tests/Fixtures/LintReport/Shared"

    @Test(arguments: [
        (locale: "de", translated: "75.0%", untranslated: "25.0% en"),
        (locale: "fr", translated: "50.0%", untranslated: "25.0% en"),
        (locale: "ja", translated: "75.0%", untranslated: "25.0% en"),
    ])
    func showsTheUntranslatedShareBelowTheCoverageInACell(locale: String, translated: String, untranslated: String) throws {
        let page = runCLI(["strings", "lint", "--format", "html", Self.shared]).output
        let row = try #require(page.split(separator: "\n").first { $0.hasPrefix("<tr data-locale=\"\(locale)\">") })
        let cell = "<span class=\"translated\">\(translated)</span><span class=\"untranslated\">\(untranslated)</span></td>"
        // The table's cell and the "All tables" cell.
        #expect(row.components(separatedBy: cell).count - 1 == 2)
        #expect(row.contains("data-untranslated=\"\(untranslated.prefix { $0 != "%" })\""))
    }

    @Test(arguments: [
        ("Localizable", "Localizable"), ("PrefAdvancedViewController", "PrefAdvanced"),
        ("MiniPlayerWindowController", "MiniPlayer"), ("PrefOSCToolbarSettingsSheetController", "PrefOSCTool…"),
        ("Controller", "Controller"),
    ])
    func shortensLongTableNamesInTheHeaderKeepingTheFullName(_ name: String, _ short: String) {
        #expect(LintHTMLPage.shortName(name) == short)
        let header = LintHTMLPage.tableHeader(name)
        #expect(header.contains(">\(short)<"))
        if short != name { #expect(header.contains("title=\"\(name)\"") && header.contains("class=\"visually-hidden\">\(name)<")) }
    }

    @Test(arguments: [
        ("a<b", "a&lt;b"), ("\"q\"", "&quot;q&quot;"), ("it's", "it&#39;s"), ("&amp;", "&amp;amp;"), ("é", "é"),
    ])
    func escapesTheFiveMarkupCharacters(_ text: String, _ escaped: String) {
        #expect(LintHTMLPage.escaped(text) == escaped)
    }

    // MARK: - SARIF

    /// The SARIF log of the `Lint` fixture, places relative to the package root, with a
    /// result per finding, notes included.
    static func lintLog() throws -> [String: Any] {
        let path = StringsFixtures.path("Lint")
        let set = try CatalogSet(contentsOf: path)
        let report = TablesCoverageReport(set: set)
        let text = LintSARIF(catalogs: [printed(report, set: set, shown: report.findings)], workingDirectory: StringsFixtures.root, grouping: false, includesNotes: true).text()
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func printed(_ report: TablesCoverageReport, set: CatalogSet, shown: [TablesCoverageReport.Finding]) -> LintPrinter.Printed {
        LintPrinter.Printed(
            path: set.path, report: report, choice: .given(set.catalogs[0].developmentLanguage, catalog: set.catalogs[0]),
            shown: shown, ignored: 0)
    }

    static func run(_ log: [String: Any]) throws -> [String: Any] {
        try #require((log["runs"] as? [[String: Any]])?.first)
    }

    @Test func writesOneRunWithARulePerKind() throws {
        let log = try Self.lintLog()
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "form-check")
        let rules = try #require(driver["rules"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(Set(rules).count == rules.count)
        #expect(rules.contains("formatMismatch") && rules.contains("pluralGap") && rules.contains("coverageBelowMinimum"))
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        let report = TablesCoverageReport(set: try CatalogSet(contentsOf: StringsFixtures.path("Lint")))
        #expect(results.count == report.findings.count)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index] == result["ruleId"] as? String)
        }
        // Errors first, then warnings, then notes.
        let levels = results.compactMap { $0["level"] as? String }
        #expect(levels == levels.sorted { ["error", "warning", "note"].firstIndex(of: $0)! < ["error", "warning", "note"].firstIndex(of: $1)! })
        let base = (runs[0]["originalUriBaseIds"] as? [String: [String: String]])?["SRCROOT"]?["uri"]
        #expect(base == LintSARIF.fileURI(StringsFixtures.root, folder: true))
    }

    struct Placed: Sendable, CustomTestStringConvertible {
        var code: String
        var level: String
        var uri: String
        var line: Int
        var column: Int
        var testDescription: String { "\(code) at \(uri):\(line):\(column)" }
    }

    static let placed: [Placed] = [
        Placed(code: "formatMismatch", level: "error", uri: "Tests/Fixtures/Catalog/Lint/ru.lproj/Localizable.strings", line: 3, column: 1),
        Placed(code: "pluralGap", level: "error", uri: "Tests/Fixtures/Catalog/Lint/ru.lproj/Localizable.stringsdict", line: 9, column: 8),
        Placed(code: "appleStopsReading", level: "warning", uri: "Tests/Fixtures/Catalog/Lint/ru.lproj/Localizable.strings", line: 6, column: 20),
        Placed(code: "unreadableFile", level: "error", uri: "Tests/Fixtures/Catalog/Lint/pl.lproj/Localizable.strings", line: 2, column: 11),
    ]

    @Test(arguments: placed)
    func placesEachResultAtItsLineAndColumn(_ expected: Placed) throws {
        let runs = try #require(try Self.lintLog()["runs"] as? [[String: Any]])
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        let result = try #require(results.first { result in
            let location = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            return result["ruleId"] as? String == expected.code
                && (location?["artifactLocation"] as? [String: String])?["uri"] == expected.uri
        })
        #expect(result["level"] as? String == expected.level)
        let physical = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        let artifact = try #require(physical["artifactLocation"] as? [String: String])
        #expect(artifact == ["uri": expected.uri, "uriBaseId": "SRCROOT"])
        #expect(physical["region"] as? [String: Int] == ["startLine": expected.line, "startColumn": expected.column])
    }

    @Test(arguments: [
        ("Tests/Klingon Stuff.lproj/Localizable.strings", "Tests/Klingon%20Stuff.lproj/Localizable.strings"),
        ("ü/#?.strings", "%C3%BC/%23%3F.strings"),
        ("a-b_c.d~e", "a-b_c.d~e"),
    ])
    func percentEncodesPathsIntoURIs(_ path: String, _ uri: String) {
        #expect(LintSARIF.percentEncoded(path) == uri)
    }

    @Test func writesSARIFFromTheCommandLine() throws {
        let result = runCLI(["strings", "lint", "--format", "sarif", StringsFixtures.path("Tables")])
        #expect(result.status == 0)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let results = try #require(try Self.run(log)["results"] as? [[String: Any]])
        // The two warnings; the nine notes are counted, not listed.
        #expect(results.count == 2)
        let tables = results.compactMap { ($0["properties"] as? [String: Any])?["table"] as? String }
        #expect(Set(tables) == ["Localizable", "Settings"])
    }

    // MARK: - SARIF: what fits

    static func sharedLog(_ options: [String] = []) throws -> (run: [String: Any], results: [[String: Any]]) {
        let result = runCLI(["strings", "lint", "--format", "sarif"] + options + [Self.shared])
        #expect(result.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let run = try Self.run(log)
        return (run, try #require(run["results"] as? [[String: Any]]))
    }

    @Test func groupsAKeysFindingsAcrossLocalesIntoOneResult() throws {
        let results = try Self.sharedLog().results
        #expect(results.compactMap { $0["ruleId"] as? String } == ["formatMismatch", "untranslated"])
        let grouped = results[1]
        let message = try #require((grouped["message"] as? [String: String])?["text"])
        #expect(message.hasPrefix("'greeting' (Localizable) in 3 locales: de, fr, ja; for example: 'greeting' in de is the same as in en"))
        let properties = try #require(grouped["properties"] as? [String: Any])
        #expect(properties["locales"] as? [String] == ["de", "fr", "ja"])
        #expect(properties["key"] as? String == "greeting")
        func uri(_ location: [String: Any]) -> String? {
            ((location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String])?["uri"]
        }
        let location = try #require((grouped["locations"] as? [[String: Any]])?.first)
        #expect(uri(location) == "Tests/Fixtures/LintReport/Shared/de.lproj/Localizable.strings")
        let related = try #require(grouped["relatedLocations"] as? [[String: Any]])
        #expect(related.compactMap(uri) == ["fr", "ja"].map { "Tests/Fixtures/LintReport/Shared/\($0).lproj/Localizable.strings" })
        #expect(related.compactMap { ($0["message"] as? [String: String])?["text"] } == ["fr", "ja"])
        #expect(related.compactMap { $0["id"] as? Int } == [1, 2])
    }

    @Test(arguments: [([], 2), (["--each"], 4)])
    func keepsAResultPerFindingWithEach(_ options: [String], _ count: Int) throws {
        let (run, results) = try Self.sharedLog(options)
        #expect(results.count == count)
        #expect((run["properties"] as? [String: Any])?["findings"] as? Int == 4)
    }

    @Test(arguments: [[], ["--each"], ["--min-severity", "warning"]])
    func leavesNotesOutByDefaultAndSaysSo(_ options: [String]) throws {
        let (run, results) = try Self.sharedLog(options)
        #expect(!results.contains { $0["level"] as? String == "note" })
        let notes = (run["properties"] as? [String: Any])?["notesLeftOut"] as? Int
        let said = ((run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]])?
            .compactMap { ($0["message"] as? [String: String])?["text"] } ?? []
        if options.contains("warning") {
            // Asked for: nothing is left out by the log.
            #expect(notes == nil && said.isEmpty)
        } else {
            #expect(notes == 1)
            #expect(said == ["1 note (keys not translated yet and the like) left out, as a log has room only for errors and warnings; --min-severity note lists them, as do --format json and --format html."])
        }
    }

    /// Asked for with `--min-severity note`, notes are results like the others.
    @Test func listsNotesWhenAskedFor() throws {
        let (run, results) = try Self.sharedLog(["--min-severity", "note"])
        #expect(results.contains { $0["level"] as? String == "note" })
        #expect((run["properties"] as? [String: Any])?["notesLeftOut"] == nil)
    }

    struct Flood: Sendable, CustomTestStringConvertible {
        var warnings: Int
        var errors: Int
        var messageLength: Int
        /// Whether each has a place (a result without one is about 250 bytes, with one 700).
        var placed: Bool
        var testDescription: String { "\(warnings) warnings and \(errors) errors of \(messageLength) characters" }
    }

    /// More results, or more bytes, than CI accepts: the errors are kept, the rest cut, and the
    /// cut said.
    @Test(arguments: [
        Flood(warnings: 25_400, errors: 100, messageLength: 10, placed: false),
        Flood(warnings: 9_000, errors: 600, messageLength: 1_200, placed: true),
    ])
    func staysWithinWhatCodeScanningAcceptsAndSaysWhatItCut(_ flood: Flood) throws {
        let path = Self.shared
        let set = try CatalogSet(contentsOf: path)
        let report = TablesCoverageReport(set: set)
        let filler = String(repeating: "x", count: flood.messageLength)
        // Warnings first in the input, errors last: the log puts the errors first and keeps them.
        let findings = (0..<(flood.warnings + flood.errors)).map { number in
            TablesCoverageReport.Finding(table: "Localizable", diagnostic: CatalogDiagnostic(
                code: number < flood.warnings ? .untranslated : .formatMismatch, severity: number < flood.warnings ? .warning : .error,
                message: "finding \(number) \(filler)",
                location: flood.placed ? SourceLocation(file: path + "/de.lproj/Localizable.strings", offset: 0, line: number + 1, column: 1) : nil,
                locale: try? LanguageTag("de"), key: "key\(number)"))
        }
        let text = LintSARIF(catalogs: [Self.printed(report, set: set, shown: findings)], workingDirectory: packageRoot.path).text()
        #expect(text.utf8.count < LintSARIF.maximumBytes)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try Self.run(log)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count <= LintSARIF.maximumResults)
        #expect(results.prefix(flood.errors).allSatisfy { $0["level"] as? String == "error" })
        let properties = try #require(run["properties"] as? [String: Any])
        let leftOut = try #require(properties["resultsLeftOut"] as? Int)
        #expect(leftOut > 0 && results.count + leftOut == flood.warnings + flood.errors)
        #expect(properties["findings"] as? Int == results.count)
        #expect((properties["findingsLeftOutByLevel"] as? [String: Int]) == ["warning": leftOut])
        let said = ((run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]])?
            .compactMap { ($0["message"] as? [String: String])?["text"] } ?? []
        #expect(said.contains { $0.hasPrefix("\(leftOut) results left out (\(leftOut) warnings) to keep the log within 25000 results and 10 MB") })
    }
}

/// The findings' data of a page (``LintFindingData``), read back as its script reads it.
struct PageData {
    var fields: [String]
    var strings: [String]
    var groups: [[Int]]
    var header: Int

    init(_ page: String) throws {
        let start = try #require(page.range(of: "<script type=\"application/json\" id=\"findings-data\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
        fields = try #require(object["fields"] as? [String])
        strings = try #require(object["strings"] as? [String])
        groups = try #require(object["groups"] as? [[Int]])
        header = try #require(object["groupHeader"] as? Int)
    }

    var groupCount: Int { groups.count }

    /// Every finding as its fields' texts (line and column as numbers in text), with its
    /// group's code and its message rebuilt.
    var findings: [[String: String]] {
        groups.flatMap { group in
            stride(from: header, to: group.count, by: fields.count).map { start in
                var finding: [String: String] = ["code": strings[group[0]], "severity": strings[group[1]]]
                for (offset, name) in fields.enumerated() {
                    let value = group[start + offset]
                    if name == "line" || name == "column" {
                        finding[name] = String(value)
                    } else if value >= 0 {
                        finding[name] = strings[value]
                    }
                }
                finding["message"] = finding["message"].map { Self.message($0, key: finding["key"] ?? "", locale: finding["locale"] ?? "") }
                return finding
            }
        }
    }

    /// A template's message, as the page's script rebuilds it.
    static func message(_ template: String, key: String, locale: String) -> String {
        var text = template
        if let marker = text.firstIndex(of: "\u{2}") { text.replaceSubrange(marker...marker, with: locale) }
        if let marker = text.firstIndex(of: "\u{1}") { text.replaceSubrange(marker...marker, with: "'" + key + "'") }
        return text
    }
}
