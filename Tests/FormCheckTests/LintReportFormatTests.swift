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

    @Test func hasOnlyItsOwnScriptAndFetchesNothing() {
        let page = runCLI(["strings", "lint", "--format", "html", StringsFixtures.path("Hostile")]).output
        #expect(page.components(separatedBy: "<script").count == 2)
        // Markup from the files is escaped, so none of these can come from them either.
        for fetching in ["src=\"", "<link", "<img", "<iframe", "url(", "@import", "http"] { #expect(!page.contains(fetching)) }
    }

    @Test func showsTheMatrixAsATableWithHeaders() {
        let page = runCLI(["strings", "lint", "--format", "html", StringsFixtures.path("Tables")]).output
        let headers = ["Locale", "Localizable", "InfoPlist", "Main", "Settings", "All tables"].map { "<th scope=\"col\">\($0)</th>" }
        #expect(page.contains(headers.joined()))
        #expect(page.contains("<tr data-locale=\"de\"><th scope=\"row\">de</th>"))
        // A cell is coloured by coverage and says its percentage.
        #expect(page.contains("style=\"background-color: hsl(60, 70%, 80%)\" data-coverage=\"50.0\" title=\"1 of 2 keys with a text\">50.0%</td>"))
        // Warnings: an untranslated text and the folder whose name is no language.
        #expect(page.contains("data-errors=\"0\" data-warnings=\"2\" data-notes=\"9\""))
        #expect(page.components(separatedBy: "<li class=\"finding\"").count - 1 == 11)
    }

    @Test(arguments: [
        ("a<b", "a&lt;b"), ("\"q\"", "&quot;q&quot;"), ("it's", "it&#39;s"), ("&amp;", "&amp;amp;"), ("é", "é"),
    ])
    func escapesTheFiveMarkupCharacters(_ text: String, _ escaped: String) {
        #expect(LintHTMLPage.escaped(text) == escaped)
    }

    // MARK: - SARIF

    /// The SARIF log of the `Lint` fixture, places relative to the package root.
    static func lintLog() throws -> [String: Any] {
        let path = StringsFixtures.path("Lint")
        let set = try CatalogSet(contentsOf: path)
        let report = TablesCoverageReport(set: set)
        let printed = LintPrinter.Printed(
            path: path, report: report, choice: .given(set.catalogs[0].developmentLanguage, catalog: set.catalogs[0]),
            shown: report.findings, ignored: 0)
        let text = LintSARIF(catalogs: [printed], workingDirectory: StringsFixtures.root).log().jsonText()
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
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
        #expect(results.count == 17)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index] == result["ruleId"] as? String)
        }
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
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.count == 11)
        let tables = results.compactMap { ($0["properties"] as? [String: String])?["table"] }
        #expect(Set(tables) == ["Localizable", "InfoPlist", "Main", "Settings"])
    }
}
