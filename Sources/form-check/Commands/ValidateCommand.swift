import Localization
import FormRules

/// `form-check validate`: validates JSON submissions against a form spec.
enum ValidateCommand: Command {
    static let name = "validate"
    static let abstract = "Validate JSON submissions against a form spec."
    static let usage = "--spec <spec> [--locale <l> | --accept-language <h>] [--today <date>] [--now <date-time>] [--update [--original <file>]] [--options <file>] [--format text|json|problem] [--quiet] (<file> ... | - | --ndjson <file> [--jobs <n>] [--shard K/N] [--summary-json <file>] [--progress | --no-progress])"
    static let argumentsHelp = [("<file>", "Submissions, one JSON object per file; '-' reads standard input.")]
    static let options: [OptionSpec] = [
        .value("spec", "spec", help: "The form spec (Specs/<form>.json)."),
        .value("ndjson", "file", help: "Validate every line of a newline-delimited JSON file ('-' for standard input)."),
        .value("locale", "locale", help: "Language of the messages (ru, pl-PL, ...); falls back to English."),
        .value("accept-language", "header", help: "Choose the language as a backend would, from an Accept-Language header."),
        .value("resources", "dir", help: "Translations to use instead of the built-in ones (a Resources/ folder, an .lproj tree, an .xcstrings file)."),
        .value("format", "format", help: "text (default), json (one report per line) or problem (RFC 9457 per line)."),
        .flag("quiet", short: "q", help: "Print only the summary line valid=N invalid=M."),
    ] + BatchOptions.options + ValidationSettings.options + LimitOptions.options
    static let discussion: String? = """
        Text output lists each problem as 'path: message [rule]'. With --ndjson, each input line is
        validated on its own (bounded memory; a line that is not JSON is reported and counted as
        invalid, and validation goes on) and only lines with problems are listed. The last line is
        always the summary valid=N invalid=M.

        With --ndjson, chunks of lines are validated on --jobs threads at once and reported in
        input order, exactly as one thread reports them. --shard K/N validates the K-th of N
        parts of a file, one per machine of a cluster; their --summary-json files add up with
        'form-check summary merge' to the summary of the whole file.

        Exit status: 0 all valid, 1 some submission has problems, 65 some input is not JSON or the
        spec is broken, 66 a file is missing, 64 usage.
        """

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        guard let specPath = arguments.value("spec") else { throw UsageError(message: "Missing expected option '--spec <spec>'.") }
        let ndjson = arguments.value("ndjson")
        let files = arguments.positional
        if ndjson == nil, files.isEmpty { throw UsageError(message: "Missing expected argument '<file>' (or --ndjson <file>).") }
        if ndjson != nil, !files.isEmpty { throw UsageError(message: "Give either files or --ndjson <file>, not both.") }
        if arguments.value("locale") != nil, arguments.value("accept-language") != nil {
            throw UsageError(message: "Give either --locale or --accept-language, not both.")
        }
        if ndjson == nil, let option = ["jobs", "shard", "summary-json"].first(where: { arguments.value($0) != nil }) {
            throw UsageError(message: "'--\(option)' goes with '--ndjson <file>'.")
        }
        let format = try arguments.choice("format", from: ["text", "json", "problem"], default: "text")
        let limits = try LimitOptions.limits(from: arguments)
        let settings: ValidationSettings
        switch try ValidationSettings.read(from: arguments, io: io) {
        case .success(let read): settings = read
        case .failure(let failure): return failure.status
        }

        let form: CompiledForm
        switch SpecFiles.compile(specPath, io: io) {
        case .success(let compiled): form = compiled
        case .failure(let failure): return failure.status
        }
        let context = settings.context(withOutput: format == "json")
        if let missing = form.missingOptionSets(in: context).first {
            throw UsageError(message: "Field '\(missing.field)' of \(specPath) takes its options at run time (option set '\(missing.optionSet)'): give them with --options <file>, a JSON object such as {\"\(missing.optionSet)\": [\"...\"]}.")
        }
        let quiet = arguments.flag("quiet")
        let messages: MessageCatalog
        switch MessageCatalog.load(
            resources: arguments.value("resources"), locale: arguments.value("locale"),
            acceptLanguage: arguments.value("accept-language"), onDemand: true, loadingCatalog: !quiet, io: io)
        {
        case .success(let found): messages = found
        case .failure(let failure): return failure.status
        }
        var output = ReportPrinter(
            io: io, format: quiet ? .quiet : ReportPrinter.Format(rawValue: format)!, renderer: messages.renderer, notices: messages.notices)
        var validator = form.makeValidator(context: context)

        if let ndjson {
            let batch = try BatchOptions.read(from: arguments, io: io, quiet: quiet)
            if batch.shard != nil, ndjson == "-" { throw UsageError(message: "'--shard' needs a file, not standard input.") }
            let input: InputFile
            do { input = try InputFile(path: ndjson) } catch {
                io.err("Error: \(error)")
                return ExitCode.noInput
            }
            let file = ndjson == "-" ? "<stdin>" : ndjson
            let size = input.regularFileSize.map { size in batch.shard.map { $0.nominalRange(size: size).count } ?? size }
            var meter = ProgressMeter(mode: batch.progress, io: io, totalBytes: size)
            do {
                if batch.jobs == 1, batch.shard == nil, batch.summaryPath == nil {
                    let reader = NDJSONReader(limits: limits)
                    try reader.forEachReport(in: input, validator: &validator) { number, offset, report in
                        output.report(report, file: file, line: number)
                        if meter.isOn { meter.lineDone(bytes: offset, lines: number, valid: output.valid, invalid: output.invalid) }
                    } notJSON: { number, offset, error in
                        output.notJSON(error, file: file, line: number)
                        if meter.isOn { meter.lineDone(bytes: offset, lines: number, valid: output.valid, invalid: output.invalid) }
                    }
                } else {
                    let summary = try BatchRun.validate(input, batch: batch, limits: limits, validator: validator, specPath: specPath, output: &output, meter: &meter, file: file)
                    meter.finish()
                    if let path = batch.summaryPath, !SummaryFile.write(summary, to: path, io: io) { return ExitCode.noInput }
                }
            } catch {
                meter.finish()
                io.err("Error: \(error)")
                return ExitCode.noInput
            }
            meter.finish()
        } else {
            for path in files {
                let file = path == "-" ? "<stdin>" : path
                do {
                    let bytes = try InputFile(path: path).readAll(limit: limits.maxDocumentBytes)
                    output.report(try validator.validate(json: bytes, limits: limits, file: file), file: file, line: nil)
                } catch let error as JSONReadError {
                    output.notJSON(error, file: file, line: nil)
                } catch let error as InputError where error.code == .tooLarge {
                    output.tooLarge(error)
                } catch {
                    io.err("Error: \(error)")
                    output.missing += 1
                }
            }
        }
        output.summary()
        if output.missing > 0 { return ExitCode.noInput }
        if output.notJSON > 0 { return ExitCode.dataError }
        return output.invalid > 0 ? ExitCode.findings : ExitCode.success
    }
}

/// Loads and compiles a spec for a command, printing what is wrong with it.
enum SpecFiles {
    static func compile(_ path: String, io: CommandIO) -> Result<CompiledForm, CommandFailure> {
        do {
            return .success(try CompiledForm(FormSpec.load(contentsOf: path)))
        } catch {
            return .failure(.reporting(error, reading: path, io: io))
        }
    }
}
