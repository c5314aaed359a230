import Localization
import Testing
@testable import FormRules

/// A report lists at most ``ValidationContext/maxIssues`` problems, then one `tooManyProblems`
/// that counts the rest; messages quote submitted text as a short excerpt. Both engine paths:
/// the tree (field states asked for) and the bytes (only problems asked for).
@Suite struct ProblemLimitTests {
    enum Path: String, CaseIterable, Sendable { case tree, bytes }

    static func context(_ path: Path, maxIssues: Int = ValidationContext.defaultMaxIssues) -> ValidationContext {
        ValidationContext(
            today: Engine.today, includeFieldStates: path == .tree, includeNormalized: path == .tree, maxIssues: maxIssues)
    }

    static func report(_ json: String, form: CompiledForm, _ path: Path, maxIssues: Int = ValidationContext.defaultMaxIssues) throws -> ValidationReport {
        var validator = form.makeValidator(context: context(path, maxIssues: maxIssues))
        return try validator.validate(json: Array(json.utf8))
    }

    static let login = try! Engine.form([
        #"{"name": "email", "type": "email", "required": true}"#, #"{"name": "password", "type": "password", "required": true}"#,
    ], unknownFields: "reject")

    static func unknownKeys(_ count: Int) -> String {
        "{" + (0..<count).map { "\"u\($0)\": \($0)" }.joined(separator: ", ") + "}"
    }

    /// (unknown keys, maximum, problems listed before the closing one or nil when none closes,
    /// the closing count). Two `required` problems come first.
    static let cases: [(unknown: Int, maximum: Int, listed: Int, more: Int?)] = [
        (0, 200, 2, nil), (198, 200, 200, nil), (199, 200, 200, 1), (96_000, 200, 200, 95_802),
        (10, 1, 1, 11), (10, 0, 0, 12), (40, 5, 5, 37),
    ]

    @Test(arguments: Path.allCases, cases.indices)
    func aReportStopsAtTheMaximumAndCountsTheRest(path: Path, index: Int) throws {
        let (unknown, maximum, listed, more) = Self.cases[index]
        let report = try Self.report(Self.unknownKeys(unknown), form: Self.login, path, maxIssues: maximum)
        // The true count, whether or not the report was cut: the fields' two and every unknown key.
        #expect(report.problemCount == unknown + 2)
        // The problem document says so, not how many it lists ("The submission has 96002 problems.").
        let messages = CatalogMessages(catalog: .builtIn, locale: try LanguageTag("en"))
        let document = report.problemDocument(using: messages)
        #expect(document["detail"] == .string(messages.message("problem.detail", arguments: [.integer(unknown + 2)])))
        #expect(document["errors"]?.array?.count == report.issues.count)
        guard let more else {
            #expect(report.issues.count == listed)
            #expect(!report.issues.contains { $0.rule == "tooManyProblems" })
            return
        }
        #expect(report.issues.count == listed + 1)
        let last = try #require(report.issues.last)
        #expect(last.rule == "tooManyProblems")
        #expect(last.messageKey == "rule.tooManyProblems")
        #expect(last.arguments == [.integer(more)])
        #expect(last.path.isEmpty)
        // The listed ones are the first of the usual order: the fields', then unknown members in order.
        let expected = (["email", "password"] + (0..<unknown).map { "u\($0)" }).prefix(listed)
        #expect(report.issues.dropLast().map(\.path) == Array(expected))
    }

    @Test(arguments: Path.allCases)
    func theDefaultMaximumIsTwoHundred(path: Path) throws {
        let report = try Self.report(Self.unknownKeys(1_000), form: Self.login, path)
        #expect(ValidationContext.defaultMaxIssues == 200)
        #expect(report.issues.count == 201)
        #expect(report.issues.last?.arguments == [.integer(802)])
    }

    /// (submitted text, what the message quotes): cut after 64 characters, between characters.
    static let excerpts: [(String, String, String)] = [
        ("abc", "abc", "short text is quoted whole"),
        (String(repeating: "a", count: 64), String(repeating: "a", count: 64), "exactly 64 characters are quoted whole"),
        (String(repeating: "a", count: 65), String(repeating: "a", count: 64) + "…", "one more is cut"),
        (String(repeating: "e\u{301}", count: 70), String(repeating: "e\u{301}", count: 64) + "…", "a combining accent stays with its letter"),
        (String(repeating: "👩‍👩‍👧‍👦", count: 65), String(repeating: "👩‍👩‍👧‍👦", count: 64) + "…", "a family emoji is one character"),
        (String(repeating: "x", count: 1 << 20), String(repeating: "x", count: 64) + "…", "a 1 MiB value is cut"),
    ]

    @Test(arguments: Path.allCases, excerpts.indices)
    func anUnknownKeyIsQuotedAsAnExcerpt(path: Path, index: Int) throws {
        let (submitted, quoted, reason) = Self.excerpts[index]
        let report = try Self.report("{\"email\": \"a@b.example\", \"password\": \"x\", \"\(submitted)\": 1}", form: Self.login, path)
        let issue = try #require(report.issues.first)
        #expect(issue.rule == "unknownField", "\(reason)")
        #expect(issue.arguments == [.text(quoted)], "\(reason)")
    }

    @Test(arguments: Path.allCases, excerpts.indices)
    func aChoiceQuotesTheValueAsAnExcerpt(path: Path, index: Int) throws {
        let (submitted, quoted, reason) = Self.excerpts[index]
        let form = try Engine.form([#"{"name": "size", "type": "choice", "options": ["S", "M"]}"#])
        let report = try Self.report("{\"size\": \"\(submitted)\"}", form: form, path)
        #expect(report.issues.map(\.rule.rawValue) == ["choice"], "\(reason)")
        // The field's label, then the value.
        #expect(report.issues.first?.arguments.dropFirst().first == .text(quoted), "\(reason)")
    }

    @Test(arguments: Path.allCases)
    func aRegionQuotesTheValueAsAnExcerpt(path: Path) throws {
        let form = try Engine.form([
            #"{"name": "country", "type": "country", "options": ["US"]}"#,
            #"{"name": "state", "type": "region", "country": "country"}"#,
        ])
        let report = try Self.report("{\"country\": \"US\", \"state\": \"\(String(repeating: "Z", count: 100))\"}", form: form, path)
        #expect(report.issues.first?.arguments.dropFirst().first == .text(String(repeating: "Z", count: 64) + "…"))
    }
}
