import Localization
import FormRules

/// `form-check strings lint`: coverage tables and findings per catalog.
enum StringsLintCommand: Command {
    static let name = "lint"
    static let abstract = "Check translations: coverage per locale, then every finding with its file, line and column."
    static let usage = "[--specs <dir>] [--table <name>] ... [--min-coverage <pct>] [--format text|json|html|sarif] [--min-severity note|warning|error] <resources> ..."
    static let argumentsHelp = [
        ("<resources>", "Catalogs: a Resources/ folder, an .lproj tree, an .xcstrings file, or a folder holding several."),
    ]
    static let options: [OptionSpec] = [
        .value("specs", "dir", help: "Form specs (a folder of *.json or one file): every message key they can produce must exist in every locale of the Localizable table."),
        .value("table", "name", help: "Check only this table (Localizable, InfoPlist, Main, ...); repeat for several (default: every table)."),
        .value("min-coverage", "pct", help: "A locale translated less than this percentage is an error."),
        .value("format", "format", help: "text (default), json, html (one self-contained page: coverage by locale and table, findings to filter) or sarif (SARIF 2.1.0, for CI annotations)."),
        .value("min-severity", "severity", help: "Print findings from this severity up: note (default), warning or error."),
        .value("ignore", "file", help: "Findings the project decided are not problems, each with its reason (default: lint-ignore.json beside the tables, when there is one)."),
        .flag("each", help: "One line per finding with its file and line, instead of grouping a finding repeated across keys or locales."),
        CatalogFiles.developmentLanguageOption,
    ]
    static let discussion: String? = """
        Errors: unreadable file, duplicate key, format mismatch (a translation whose specifiers could
        crash or garble the text), a plural form the locale's CLDR rules use for ordinary numbers,
        a key the specs need, coverage under --min-coverage. Warnings: untranslated (same as the
        development language), empty, stale key, where Apple's parser silently stops reading, a
        plural form used only for millions or fractions. Notes: keys not translated yet.

        Exit status: 0 no errors, 1 errors found, 65 a spec is broken or a path holds no
        tables, 66 a path does not exist, 64 usage.
        """

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        let paths = arguments.positional
        guard !paths.isEmpty else { throw UsageError(message: "Missing expected argument '<resources>'.") }
        let formatName = try arguments.choice("format", from: LintPrinter.Format.allCases.map(\.rawValue), default: "text")
        let format = LintPrinter.Format(rawValue: formatName) ?? .text
        let requestedTables = arguments.allValues("table")
        if let bad = requestedTables.first(where: { $0.isEmpty || $0.contains("/") }) {
            throw UsageError(message: "Invalid value '\(bad)' for '--table': a table is a file's base name, such as Localizable or InfoPlist.")
        }
        let severityName = try arguments.choice("min-severity", from: ["note", "warning", "error"], default: "note")
        let minimumSeverity = CatalogDiagnostic.Severity(rawValue: severityName) ?? .note
        var minimumCoverage: Double?
        if let text = arguments.value("min-coverage") {
            guard let value = Double(text.hasSuffix("%") ? String(text.dropLast()) : text), (0...100).contains(value) else {
                throw UsageError(message: "Invalid value '\(text)' for '--min-coverage': expected a percentage from 0 to 100.")
            }
            minimumCoverage = value
        }
        let development = try CatalogFiles.developmentLanguage(arguments)

        var requiredKeys: Set<String> = []
        if let specs = arguments.value("specs") {
            switch SpecKeys.collect(specs, io: io) {
            case .success(let keys): requiredKeys = keys
            case .failure(let failure): return failure.status
            }
        }

        var catalogPaths: [String] = []
        for path in paths {
            let found = Catalog.catalogPaths(under: path)
            if found.isEmpty {
                // Let loading say why: missing (66) or no tables (65).
                if case .failure(let failure) = CatalogFiles.load(path, developmentLanguage: development, io: io) {
                    return failure.status
                }
            }
            catalogPaths += found
        }

        var printer = LintPrinter(io: io, format: format, minimumSeverity: minimumSeverity, grouping: !arguments.flag("each"))
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
            let set: CatalogSet
            let choice: DevelopmentLanguageChoice
            switch CatalogFiles.loadSetChoosingDevelopmentLanguage(path, given: development, tables: tables, io: io) {
            case .success(let loaded): (set, choice) = loaded
            case .failure(let failure): return failure.status
            }
            checked += 1
            var ignore = LintIgnoreList()
            let ignorePath = arguments.value("ignore") ?? PlainFileSystem.join(path, LintIgnoreList.defaultName)
            if arguments.value("ignore") != nil || PlainFileSystem.kind(of: ignorePath) == .file {
                do { ignore = try LintIgnoreList.load(ignorePath) } catch {
                    return CommandFailure.reporting(error, reading: ignorePath, io: io).status
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
            return ExitCode.dataError
        }
        printer.finish(workingDirectory: format == .sarif ? PlainWorkingDirectory.path() : nil)
        return printer.errors > 0 ? ExitCode.findings : ExitCode.success
    }
}

/// The message keys of every spec in a folder (or of one spec file).
enum SpecKeys {
    static func collect(_ path: String, io: CommandIO) -> Result<Set<String>, CommandFailure> {
        var files: [String] = []
        if let names = PlainFileSystem.contents(of: path) {
            files = names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") && !$0.hasPrefix(".") }
                .map { path.hasSuffix("/") ? path + $0 : path + "/" + $0 }
        } else {
            files = [path]
        }
        var keys: Set<String> = []
        for file in files {
            do {
                keys.formUnion(try FormSpec.load(contentsOf: file).messageKeys)
            } catch {
                return .failure(.reporting(error, reading: file, io: io))
            }
        }
        return .success(keys)
    }
}
