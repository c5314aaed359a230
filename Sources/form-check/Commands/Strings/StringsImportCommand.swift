import Localization

/// `form-check strings import`: translations from an XLIFF file written back into the tables.
enum StringsImportCommand: Command {
    static let name = "import"
    static let abstract = "Write an XLIFF file's translations back into the tables, editing them in place."
    static let arguments = [
        ArgumentDeclaration(name: "<file.xliff>", help: "XLIFF 1.2 from Xcode or a translators' tool (`strings export --format xliff`)."),
        ArgumentDeclaration(name: "<resources>", help: "The tree it was exported from: a Resources/ folder, an .lproj tree or an .xcstrings file."),
    ]

    struct Options: OptionGroup {
        let dryRun = Flag("dry-run", help: "Print what would change; write nothing.")
        let developmentLanguage = CatalogFiles.developmentLanguageOption

        var allOptions: [any DeclaredOption] { [dryRun, developmentLanguage] }
    }

    static let discussion: String? = """
        Each <file> goes to its table in the file's target-language: <locale>.lproj/<table>.strings
        or .stringsdict (created, with its folder, when missing) or the String Catalog. Files are
        edited in place: a changed text is replaced at its own bytes, a new one appended at the
        end in the file's quoting style (a new plural variant or key inserted in its dictionary);
        comments, order, whitespace and untouched entries stay byte for byte. Targets in state
        new or needs-translation, and units with translate="no", are left alone.

        A target whose format specifiers do not fit its source (the check strings lint makes)
        or that holds inline markup (<g>, <x/>, <ph>...; tables hold plain text) is refused with
        the trans-unit's line and column; the other targets of its table are still written.
        Prints per table: added, changed, unchanged, refused.

        Exit status: 0 done, 1 some targets refused or a <file> not imported (no such table, a
        table that cannot be read or edited), 65 the XLIFF is malformed or a file cannot be
        written, 66 a path does not exist, 64 usage.
        """

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws(CommandError) -> Int32 {
        let options = arguments.options
        guard arguments.positional.count >= 2 else { throw .usage("Missing expected argument '\(arguments.positional.isEmpty ? "<file.xliff>" : "<resources>")'.") }
        guard arguments.positional.count == 2 else { throw .usage("Unexpected argument '\(arguments.positional[2])'.") }
        let (xliffPath, resources) = (arguments.positional[0], arguments.positional[1])
        let dryRun = arguments[options.dryRun]
        let bytes: [UInt8]
        switch PlainFileSystem.readFile(xliffPath) {
        case .success(let read): bytes = read
        case .failure(let failure):
            io.err("Error: \(xliffPath) \(failure.message)")
            throw .noInput
        }
        let document: XLIFFDocument
        do { document = try XLIFFReader.read(bytes, file: xliffPath) } catch {
            io.err("\(error.location.map { "\($0): " } ?? "")error: \(error.message)")
            throw .dataError
        }
        let tables = try XLIFFTablesLoading.load(resources, given: arguments[options.developmentLanguage], io: io)
        let result = XLIFFImport(document: document, tables: tables)
        for table in result.tables {
            for refusal in table.refused { io.err(refusal.description) }
        }
        for problem in result.problems { io.err(problem) }
        var failedWrites = 0
        if !dryRun {
            for (path, bytes) in result.changedFiles {
                if case .failure(let failure) = PlainFileSystem.write(bytes, to: path) {
                    io.err("Error: \(path) \(failure.message)")
                    failedWrites += 1
                }
            }
        }
        var totals = (added: 0, changed: 0, unchanged: 0, refused: 0)
        for table in result.tables {
            var line = "\(table.file) (\(table.language)): \(table.added) added, \(table.changed) changed, \(table.unchanged) unchanged, \(table.refused.count) refused"
            if !table.unknown.isEmpty { line += ", \(table.unknown.count) not in the table (left out)" }
            io.out(line)
            totals.added += table.added
            totals.changed += table.changed
            totals.unchanged += table.unchanged
            totals.refused += table.refused.count
        }
        let verb = dryRun ? "would write" : "wrote"
        io.out("\(totals.added) added, \(totals.changed) changed, \(totals.unchanged) unchanged, \(totals.refused) refused; \(verb) \(result.changedFiles.count) file\(result.changedFiles.count == 1 ? "" : "s")")
        if failedWrites > 0 { return ExitCode.dataError }
        return result.hasRefusals ? ExitCode.findings : ExitCode.success
    }
}
