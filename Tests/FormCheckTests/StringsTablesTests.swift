import Foundation
import Testing
@testable import form_check

/// `strings lint` and `strings render` over every table (fixture `Tables`: Localizable,
/// InfoPlist, Main in Base.lproj, a custom Settings table).
@Suite struct StringsTablesTests {
    static let tables = StringsFixtures.path("Tables")

    @Test func printsCoverageByTableBesideTheOverallRows() {
        let result = runCLI(["strings", "lint", Self.tables])
        #expect(result.status == 0)
        let lines = StringsFixtures.relative(result.output).split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Tests/Fixtures/Catalog/Tables: 3 locales, 4 tables (Localizable, InfoPlist, Main, Settings); ") == true)
        let start = lines.firstIndex(of: "  coverage by table:")
        #expect(start.map { Array(lines[($0 + 1)...($0 + 4)]) } == [
            "  locale  Localizable  InfoPlist    Main  Settings",
            "  en           100.0%     100.0%  100.0%    100.0%",
            "  de            66.7%       0.0%    0.0%      0.0%",
            "  ru           100.0%      50.0%  100.0%     66.7%",
        ])
        // A grouped line names its table: the same key may be in two tables.
        #expect(lines.contains { $0.hasPrefix("note: de (InfoPlist) has 2 keys: 'CFBundleDisplayName', 'NSCameraUsageDescription' [missingKey]") })
    }

    struct Selection: Sendable, CustomTestStringConvertible {
        var tables: [String]
        var read: [String]
        var coverage: [String: Double]
        var testDescription: String { tables.isEmpty ? "every table" : tables.joined(separator: ", ") }
    }

    static let selections: [Selection] = [
        Selection(tables: [], read: ["Localizable", "InfoPlist", "Main", "Settings"], coverage: ["en": 100, "de": 20, "ru": 80]),
        Selection(tables: ["InfoPlist"], read: ["InfoPlist"], coverage: ["en": 100, "de": 0, "ru": 50]),
        Selection(tables: ["Localizable"], read: ["Localizable"], coverage: ["en": 100, "de": 66.7, "ru": 100]),
        Selection(tables: ["Settings", "InfoPlist"], read: ["InfoPlist", "Settings"], coverage: ["en": 100, "de": 0, "ru": 60]),
    ]

    @Test(arguments: selections)
    func checksOnlyTheTablesPicked(_ selection: Selection) throws {
        let result = runCLI(["strings", "lint", "--format", "json"] + selection.tables.flatMap { ["--table", $0] } + [Self.tables])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let catalog = try #require((document["catalogs"] as? [[String: Any]])?.first)
        #expect((catalog["tables"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == selection.read)
        let locales = try #require(catalog["locales"] as? [[String: Any]])
        var coverage: [String: Double] = [:]
        for row in locales { coverage[row["locale"] as? String ?? ""] = row["coverage"] as? Double }
        #expect(coverage == selection.coverage)
        let findings = try #require(catalog["findings"] as? [[String: Any]])
        #expect(Set(findings.compactMap { $0["table"] as? String }).isSubset(of: Set(selection.read)))
    }

    @Test(arguments: [
        (["--table", "Nope", StringsFixtures.path("Tables")], "Error: no table named Nope under "),
        (["--table", "../x", "Resources"], "Error: Invalid value '../x' for '--table': a table is a file's base name, such as Localizable or InfoPlist."),
    ])
    func refusesATableThatIsNotThere(_ arguments: [String], _ message: String) {
        let result = runCLI(["strings", "lint"] + arguments)
        #expect(result.status == (message.contains("Invalid value") ? 64 : 65))
        #expect(result.error.split(separator: "\n").contains { $0.hasPrefix(message) })
    }

    struct RenderCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var output: String
        var error: String
        var status: Int32
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let renderCases: [RenderCase] = [
        RenderCase(arguments: ["title", "--locale", "ru"], output: "Регистрация", error: "", status: 0),
        RenderCase(arguments: ["CFBundleDisplayName", "--locale", "ru"], output: "Формы",
                   error: "note: 'CFBundleDisplayName' is in the InfoPlist table, not in Localizable\n", status: 0),
        RenderCase(arguments: ["CFBundleDisplayName", "--table", "InfoPlist", "--locale", "ru"], output: "Формы", error: "", status: 0),
        RenderCase(arguments: ["settings.saved", "--locale", "ru", "--arg", "3"], output: "Сохранены 3 формы",
                   error: "note: 'settings.saved' is in the Settings table, not in Localizable\n", status: 0),
        RenderCase(arguments: ["e5f-6g-7h8.text", "--table", "Main"], output: "Welcome", error: "", status: 0),
        RenderCase(arguments: ["CFBundleDisplayName", "--table", "Localizable", "--locale", "ru"], output: "CFBundleDisplayName",
                   error: "warning: no locale has the key 'CFBundleDisplayName'; the key itself is shown, as Apple shows it\n", status: 1),
    ]

    @Test(arguments: renderCases)
    func rendersAKeyFromTheTableThatHasIt(_ testCase: RenderCase) {
        let result = runCLI(["strings", "render", "--resources", Self.tables] + testCase.arguments)
        #expect(result.output == testCase.output + "\n")
        #expect(result.error == testCase.error)
        #expect(result.status == testCase.status)
    }

    @Test func saysWhichTablesThereAreWhenRenderIsGivenAnother() {
        let result = runCLI(["strings", "render", "--resources", Self.tables, "--table", "Nope", "title"])
        #expect(result.status == 65)
        #expect(StringsFixtures.relative(result.error)
            == "Error: Tests/Fixtures/Catalog/Tables has no table named Nope (it has Localizable, InfoPlist, Main, Settings).\n")
    }
}
