import FormRules

/// `form-check json`: checks that input is strict JSON exactly as `validate` reads it.
enum JSONCommand: Command {
    static let name = "json"
    static let abstract = "Check that files are strict JSON (RFC 8259, no duplicate keys)."
    static let usage = "[--ndjson [--jobs <n>]] [--format text|json] [<limits>] <file> ..."
    static let argumentsHelp = [
        ("<file>", "JSON files to check; '-' reads standard input."),
    ]
    static let options: [OptionSpec] = [
        .flag("ndjson", help: "Each line of each file is one JSON document (newline-delimited JSON)."),
        .value("format", "format", help: "Output: text for people (default), json for programs (one JSON object per line)."),
        BatchOptions.jobsOption,
    ] + LimitOptions.options
    static let discussion: String? = """
        Every problem is printed with its file, line, column and an excerpt with a caret; NDJSON
        input is read in bounded memory and checking goes on after a bad line. The last line is
        a summary: documents=N valid=N invalid=N.

        Exit status: 0 all valid, 65 some input is not strict JSON, 66 a file is missing, 64 usage.
        """

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        let files = arguments.positional
        guard !files.isEmpty else { throw UsageError(message: "Missing expected argument '<file>'.") }
        let limits = try LimitOptions.limits(from: arguments)
        let format = try arguments.choice("format", from: ["text", "json"], default: "text")
        let jobs = try arguments.integer("jobs", in: 1...1024, default: NDJSONBatch.availableProcessors)
        if arguments.value("jobs") != nil, !arguments.flag("ndjson") { throw UsageError(message: "'--jobs' goes with '--ndjson'.") }
        let report = JSONProblemReport(io: io, asJSON: format == "json")
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
            if arguments.flag("ndjson"), jobs > 1 {
                let asJSON = report.asJSON
                do {
                    try NDJSONBatch(jobs: jobs, limits: limits).forEachChunk(in: input) { lines, chunk in
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
            } else if arguments.flag("ndjson") {
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

/// How many documents were valid and invalid.
struct DocumentCounts: Sendable {
    var valid = 0
    var invalid = 0
    var total: Int { valid + invalid }
}

/// The reader limits, settable from the command line.
enum LimitOptions {
    static let options: [OptionSpec] = [
        .value("max-depth", "n", help: "Deepest nesting of arrays and objects (default 512, at most 10000)."),
        .value("max-document-bytes", "n", help: "Largest document or NDJSON line, in bytes (default 33554432)."),
        .value("max-string-bytes", "n", help: "Longest string, in bytes (default 8388608)."),
        .value("max-values", "n", help: "Most values in one document (default 100000)."),
        .value("duplicate-keys", "policy", help: "reject (default): a repeated key is an error; keep-last: the last value wins."),
    ]

    static func limits(from arguments: ParsedArguments) throws(UsageError) -> JSONReader.Limits {
        let defaults = JSONReader.Limits()
        return JSONReader.Limits(
            maxDepth: try arguments.integer("max-depth", in: 1...JSONReader.Limits.maximumDepth, default: defaults.maxDepth),
            maxDocumentBytes: try arguments.integer("max-document-bytes", in: 2...(1 << 40), default: defaults.maxDocumentBytes),
            maxStringBytes: try arguments.integer("max-string-bytes", in: 0...(1 << 40), default: defaults.maxStringBytes),
            maxValues: try arguments.integer("max-values", in: 1...(1 << 40), default: defaults.maxValues),
            duplicateKeys: try arguments.choice("duplicate-keys", from: ["reject", "keep-last"], default: "reject") == "reject" ? .reject : .keepLast)
    }
}

/// Prints JSON problems as text for people or as JSON lines for programs.
struct JSONProblemReport {
    var io: CommandIO
    var asJSON: Bool

    func problem(_ error: JSONReadError) {
        if asJSON {
            var object: FormObject = [
                "file": error.location.file.map { .string($0) } ?? .null,
                "line": FormValue(error.location.line),
                "column": FormValue(error.location.column),
                "offset": FormValue(error.location.offset),
                "code": .string(error.code.rawValue),
                "message": .string(error.message),
            ]
            if let related = error.relatedLocation {
                object["related"] = ["line": FormValue(related.line), "column": FormValue(related.column)]
            }
            io.out(FormValue.object(object).jsonText())
        } else {
            io.out("\(error.location): error: \(error.message) [\(error.code)]")
            for line in error.excerpt.description.split(separator: "\n", omittingEmptySubsequences: false) {
                io.out("    " + line)
            }
        }
    }

    func tooLarge(_ error: InputError, limit: Int) {
        if asJSON {
            io.out(FormValue.object([
                "file": .string(error.path), "line": 1, "column": 1, "offset": 0,
                "code": .string(JSONReadError.Code.documentTooLarge.rawValue), "message": .string(error.message),
            ]).jsonText())
        } else {
            io.out("\(error.path):1:1: error: \(error.message) [\(JSONReadError.Code.documentTooLarge)]")
        }
    }

    func unreadable(_ error: InputError) {
        if asJSON {
            io.out(FormValue.object([
                "file": .string(error.path), "code": .string(error.code.rawValue), "message": .string(error.message),
            ]).jsonText())
        }
        io.err("Error: \(error)")
    }

    func summary(_ counts: DocumentCounts) {
        if asJSON {
            io.out(FormValue.object([
                "summary": ["documents": FormValue(counts.total), "valid": FormValue(counts.valid),
                            "invalid": FormValue(counts.invalid)],
            ]).jsonText())
        } else {
            io.out("documents=\(counts.total) valid=\(counts.valid) invalid=\(counts.invalid)")
        }
    }
}
