import Localization
import FormRules

/// `form-check strings lint`: coverage tables and findings per catalog.
enum StringsLintCommand: Command {
    static let name = "lint"
    static let abstract = "Check translations: coverage per locale, then every finding with its file, line and column."
    static let arguments = [
        ArgumentDeclaration(
            name: "<resources>", help: "Catalogs: a Resources/ folder, an .lproj tree, an .xcstrings file, or a folder holding several.", count: .oneOrMore),
    ]

    struct Options: OptionGroup {
        let specs: Option<String?> = .text(
            "specs", "dir", help: "Form specs (a folder of *.json or one file): every message key they can produce must exist in every locale of the Localizable table.")
        let table = RepeatedOption(
            "table", "name", help: "Check only this table (Localizable, InfoPlist, Main, ...); repeat for several (default: every table).", parse: .tableName)
        let minCoverage = Option<Double?>(
            "min-coverage", "pct", help: "A locale translated less than this percentage is an error.", default: nil,
            parse: .optional(OptionParser(expected: "expected a percentage from 0 to 100") { text in
                Double(text.hasSuffix("%") ? String(text.dropLast()) : text).flatMap { (0...100).contains($0) ? $0 : nil }
            }))
        let format = Option(
            "format", "format", help: "text (default), json, html (one self-contained page: coverage by locale and table, findings to filter) or sarif (SARIF 2.1.0, for CI annotations).",
            default: LintPrinter.Format.text, parse: .choice)
        let minSeverity = Option<CatalogDiagnostic.Severity?>(
            "min-severity", "severity",
            help: "Print findings from this severity up: note (the default; for sarif, warning: code scanning has no room for notes), warning or error.",
            default: nil, parse: .optional(.choice(among: [.note, .warning, .error])))
        let ignore: Option<String?> = .text(
            "ignore", "file", help: "Findings the project decided are not problems, each with its reason (default: lint-ignore.json beside the tables, when there is one).")
        let each = Flag("each", help: "One line per finding with its file and line, instead of grouping a finding repeated across keys or locales.")
        let developmentLanguage = CatalogFiles.developmentLanguageOption

        var allOptions: [any DeclaredOption] { [specs, table, minCoverage, format, minSeverity, ignore, each, developmentLanguage] }
    }

    static let discussion: String? = """
        Errors: unreadable file, duplicate key, format mismatch (a translation whose specifiers could
        crash or garble the text), a plural form the locale's CLDR rules use for ordinary numbers,
        a key the specs need, coverage under --min-coverage. Warnings: untranslated (same as the
        development language), empty, stale key, where Apple's parser silently stops reading, a
        plural form used only for millions or fractions. Notes: keys not translated yet.

        Exit status: 0 no errors, 1 errors found, 65 a spec is broken or a path holds no
        tables, 66 a path does not exist, 64 usage.
        """

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws(CommandError) -> Int32 {
        let options = arguments.options
        let paths = arguments.positional
        guard !paths.isEmpty else { throw .usage("Missing expected argument '<resources>'.") }
        let format = arguments[options.format]
        let requestedTables = arguments[options.table]
        let givenSeverity = arguments[options.minSeverity]
        let minimumSeverity = givenSeverity ?? .note
        let minimumCoverage = arguments[options.minCoverage]
        let development = arguments[options.developmentLanguage]

        var requiredKeys: Set<String> = []
        if let specs = arguments[options.specs] {
            requiredKeys = try SpecKeys.collect(specs, io: io)
        }

        var catalogPaths: [String] = []
        var empty: [String] = []
        for path in paths {
            let found = Catalog.catalogPaths(under: path)
            if found.isEmpty {
                guard PlainFileSystem.kind(of: path) != nil else {
                    // Let loading say why: missing (66).
                    _ = try CatalogFiles.load(path, developmentLanguage: development, io: io)
                    continue
                }
                empty.append(path)
            }
            catalogPaths += found
        }
        if catalogPaths.isEmpty, let first = empty.first {
            // Nothing anywhere: loading says what is missing (65).
            _ = try CatalogFiles.load(first, developmentLanguage: development, io: io)
        }
        // A repository's folders without tables (sources, assets) are passed over, with a word.
        for path in empty { io.err("note: \(path) holds no tables (.strings, .stringsdict, .xcstrings, or .lproj folders with them or with storyboards); skipped") }

        var printer = LintPrinter(
            io: io, format: format, minimumSeverity: minimumSeverity, grouping: !arguments[options.each], sarifNotes: givenSeverity == .note)
        var checked = 0
        for path in catalogPaths {
            var tables: [String]?
            if !requestedTables.isEmpty {
                // A tree holds several catalogs; those without the tables asked for are passed over.
                let present = Catalog.tableNames(at: path)
                tables = requestedTables.filter(present.contains)
                if tables?.isEmpty == true {
                    io.err("note: \(path) has no table \(requestedTables.joined(separator: ", ")) (it has \(present.joined(separator: ", "))); skipped")
                    continue
                }
            }
            let (set, choice) = try CatalogFiles.loadSetChoosingDevelopmentLanguage(path, given: development, tables: tables, io: io)
            checked += 1
            var ignore = LintIgnoreList()
            let givenIgnore = arguments[options.ignore]
            let ignorePath = givenIgnore ?? PlainFileSystem.join(path, LintIgnoreList.defaultName)
            if givenIgnore != nil || PlainFileSystem.kind(of: ignorePath) == .file {
                do { ignore = try LintIgnoreList.load(ignorePath) } catch {
                    throw .reporting(error, reading: ignorePath, io: io)
                }
            }
            printer.print(
                TablesCoverageReport(set: set, requiredKeys: requiredKeys, minimumCoverage: minimumCoverage), path: path, choice: choice,
                ignoring: { finding in
                    guard let catalog = finding.table.flatMap({ set[$0] }) else { return false }
                    return ignore.ignores(finding.diagnostic, in: catalog)
                }, ignoreFile: ignore.path)
        }
        if checked == 0, !catalogPaths.isEmpty {
            io.err("Error: no table named \(requestedTables.joined(separator: ", ")) under \(paths.joined(separator: ", "))")
            throw .dataError
        }
        printer.finish(workingDirectory: format == .sarif ? PlainWorkingDirectory.path() : nil)
        return printer.errors > 0 ? ExitCode.findings : ExitCode.success
    }
}
