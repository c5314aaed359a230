import FormRules

/// `form-check json`: checks that input is strict JSON exactly as `validate` reads it.
enum JSONCommand: Command {
    static let name = "json"
    static let abstract = "Check that files are strict JSON (RFC 8259, no duplicate keys)."
    static let arguments = [
        ArgumentDeclaration(name: "<file>", help: "JSON files to check; '-' reads standard input.", count: .oneOrMore),
    ]

    struct Options: OptionGroup {
        let ndjson = Flag("ndjson", help: "Each line of each file is one JSON document (newline-delimited JSON).")
        let format = Option(
            "format", "format", help: "Output: text for people (default), json for programs (one JSON object per line).",
            default: Format.text, parse: .choice)
        let jobs = BatchOptions.jobsOption
        let chunkBytes = BatchOptions.chunkBytesOption
        let limits = LimitOptions()

        var allOptions: [any DeclaredOption] { [ndjson, format, jobs, chunkBytes] + limits.allOptions }
    }

    /// What `--format` prints.
    enum Format: String, CaseIterable, Sendable {
        case text, json
    }

    static let discussion: String? = """
        Every problem is printed with its file, line, column and an excerpt with a caret; NDJSON
        input is read in bounded memory and checking goes on after a bad line. The last line is
        a summary: documents=N valid=N invalid=N.

        Exit status: 0 all valid, 65 some input is not strict JSON, 66 a file is missing, 64 usage.
        """

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws(CommandError) -> Int32 {
        let options = arguments.options
        let files = arguments.positional
        guard !files.isEmpty else { throw .usage("Missing expected argument '<file>'.") }
        let limits = LimitOptions.limits(arguments, options.limits)
        let jobs = arguments[options.jobs], ndjson = arguments[options.ndjson]
        if arguments.isGiven(options.jobs), !ndjson { throw .usage("'--jobs' goes with '--ndjson'.") }
        if arguments.isGiven(options.chunkBytes), !ndjson { throw .usage("'--chunk-bytes' goes with '--ndjson'.") }
        let report = JSONProblemReport(io: io, asJSON: arguments[options.format] == .json)
        var counts = DocumentCounts()
        var missing = false

        for path in files {
            let input: InputFile
            do {
                input = try InputFile(path: path)
            } catch {
                report.unreadable(error)
                missing = true
                continue
            }
            if ndjson, jobs > 1 {
                let asJSON = report.asJSON
                do {
                    try NDJSONBatch(jobs: jobs, limits: limits, chunkSize: arguments[options.chunkBytes]).forEachChunk(in: input) { lines, chunk in
                        Self.check(chunk, with: lines, asJSON: asJSON)
                    } deliver: { (checked: (text: String, counts: DocumentCounts)) in
                        if !checked.text.isEmpty { io.writeOutput(checked.text) }
                        counts.valid += checked.counts.valid
                        counts.invalid += checked.counts.invalid
                    }
                } catch {
                    report.unreadable(error)
                    missing = true
                }
            } else if ndjson {
                let reader = NDJSONReader(limits: limits)
                do {
                    try reader.forEachLine(in: input) { line in
                        switch line.result {
                        case .success: counts.valid += 1
                        case .failure(let error):
                            counts.invalid += 1
                            report.problem(error)
                        }
                    }
                } catch {
                    report.unreadable(error)
                    missing = true
                }
            } else {
                do {
                    let bytes = try input.readAll(limit: limits.maxDocumentBytes)
                    _ = try JSONReader(limits: limits).read(bytes, file: displayName(path))
                    counts.valid += 1
                } catch let error as JSONReadError {
                    counts.invalid += 1
                    report.problem(error)
                } catch let error as InputError where error.code == .tooLarge {
                    counts.invalid += 1
                    report.tooLarge(error, limit: limits.maxDocumentBytes)
                } catch let error as InputError {
                    report.unreadable(error)
                    missing = true
                } catch {
                    report.unreadable(InputError(code: .readFailed, path: path, message: "\(error)"))
                    missing = true
                }
            }
        }
        report.summary(counts)
        if missing { return ExitCode.noInput }
        return counts.invalid > 0 ? ExitCode.dataError : ExitCode.success
    }

    static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    /// Checks the lines of one chunk on a worker thread, printing problems as one thread would.
    @Sendable static func check(_ chunk: NDJSONChunk, with lines: NDJSONBatch.LineReader, asJSON: Bool) -> (text: String, counts: DocumentCounts) {
        final class Text {
            var value = ""
        }
        let text = Text()
        let report = JSONProblemReport(io: CommandIO(writeOutput: { text.value += $0 }, writeError: { _ in }), asJSON: asJSON)
        var counts = DocumentCounts()
        lines.forEachLine(in: chunk) { line in
            switch line.result {
            case .success: counts.valid += 1
            case .failure(let error):
                counts.invalid += 1
                report.problem(error)
            }
        }
        return (text.value, counts)
    }
}
