import Localization
import FormRules

/// `form-check validate`: validates JSON submissions against a form spec.
enum ValidateCommand: Command {
    static let name = "validate"
    static let abstract = "Validate JSON submissions against a form spec."
    static let arguments = [
        ArgumentDeclaration(name: "<file>", help: "Submissions, one JSON object per file; '-' reads standard input.", count: .any),
    ]

    struct Options: OptionGroup {
        let spec = Option(required: "spec", "spec", help: "The form spec (Specs/<form>.json).", parse: .text)
        let ndjson: Option<String?> = .text(
            "ndjson", "file", help: "Validate every line of a newline-delimited JSON file ('-' for standard input).")
        let locale = Option<LanguageTag?>(
            "locale", "locale", help: "Language of the messages (ru, pl-PL, ...); falls back to English.", default: nil, parse: .optional(.languageTag))
        let acceptLanguage: Option<String?> = .text(
            "accept-language", "header", help: "Choose the language as a backend would, from an Accept-Language header.")
        let resources: Option<String?> = .text(
            "resources", "dir", help: "Translations to use instead of the built-in ones (a Resources/ folder, an .lproj tree, an .xcstrings file).")
        let format = Option(
            "format", "format", help: "text (default), json (one report per line) or problem (RFC 9457 per line).",
            default: ReportPrinter.Format.text, parse: .choice(among: [.text, .json, .problem]))
        let quiet = Flag("quiet", short: "q", help: "Print only the summary line valid=N invalid=M.")
        let batch = BatchOptions()
        let settings = ValidationSettings.Options()
        let limits = LimitOptions()

        var allOptions: [any DeclaredOption] { [spec, ndjson, locale, acceptLanguage, resources, format, quiet] + batch.allOptions + settings.allOptions + limits.allOptions }
    }

    static let discussion: String? = """
        Text output lists each problem as 'path: message [rule]'. With --ndjson, each input line is
        validated on its own (bounded memory; a line that is not JSON is reported and counted as
        invalid, and validation goes on) and only lines with problems are listed. The last line is
        always the summary valid=N invalid=M.

        With --ndjson, chunks of lines are validated on --jobs threads at once and reported in
        input order, exactly as one thread reports them. --shard K/N validates the K-th of N
        parts of a file, one per machine of a cluster; their --summary-json files add up with
        'form-check summary merge' to the summary of the whole file.

        A spec's remote checks ("remote" in a field: a service's answer, such as whether an email
        has already signed a release) are answered from files: --remote NAME=FILE fails a field
        whose normalized value is in FILE, --remote-allowed NAME=FILE passes only such a value.
        A check the spec declares must be answered (exit 64 otherwise), never skipped.

        Exit status: 0 all valid, 1 some submission has problems, 65 some input is not JSON or the
        spec is broken, 66 a file is missing, 64 usage.
        """

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws(CommandError) -> Int32 {
        let options = arguments.options
        let specPath = arguments[options.spec]
        let ndjson = arguments[options.ndjson]
        let files = arguments.positional
        if ndjson == nil, files.isEmpty { throw .usage("Missing expected argument '<file>' (or --ndjson <file>).") }
        if ndjson != nil, !files.isEmpty { throw .usage("Give either files or --ndjson <file>, not both.") }
        let locale = arguments[options.locale], acceptLanguage = arguments[options.acceptLanguage]
        if locale != nil, acceptLanguage != nil {
            throw .usage("Give either --locale or --accept-language, not both.")
        }
        let batchOptions = arguments.options.batch
        let batchOnly: [any DeclaredOption] = [batchOptions.jobs, batchOptions.chunkBytes, batchOptions.shard, batchOptions.summaryJSON]
        if ndjson == nil, let option = batchOnly.first(where: { arguments.isGiven($0) }) {
            throw .usage("'--\(option.declaration.name)' goes with '--ndjson <file>'.")
        }
        let format = arguments[options.format]
        let limits = LimitOptions.limits(arguments, options.limits)
        let settings = try ValidationSettings.read(arguments, options.settings, io: io)
        let form = try SpecFiles.compile(specPath, io: io)
        let context = settings.context(withOutput: format == .json)
        if let missing = form.missingOptionSets(in: context).first {
            throw .usage("Field '\(missing.field)' of \(specPath) takes its options at run time (option set '\(missing.optionSet)'): give them with --options <file>, a JSON object such as {\"\(missing.optionSet)\": [\"...\"]}.")
        }
        try settings.requireRemoteAnswers(for: form, specPath: specPath)
        let quiet = arguments[options.quiet]
        let messages = try MessageCatalog.load(
            resources: arguments[options.resources], locale: locale, acceptLanguage: acceptLanguage, onDemand: true, loadingCatalog: !quiet, io: io)
        var output = ReportPrinter(io: io, format: quiet ? .quiet : format, renderer: messages.renderer, notices: messages.notices)
        var validator = form.makeValidator(context: context)

        if let ndjson {
            let batch = try BatchOptions.settings(arguments, options.batch, io: io, quiet: quiet)
            if batch.shard != nil, ndjson == "-" { throw .usage("'--shard' needs a file, not standard input.") }
            let input: InputFile
            do { input = try InputFile(path: ndjson) } catch {
                io.err("Error: \(error)")
                throw .noInput
            }
            let file = ndjson == "-" ? "<stdin>" : ndjson
            let size = input.regularFileSize.map { size in batch.shard.map { $0.nominalRange(size: size).count } ?? size }
            var meter = ProgressMeter(mode: batch.progress, io: io, totalBytes: size)
            var summary: BatchSummary?
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
                    summary = try BatchRun.validate(input, batch: batch, limits: limits, validator: validator, specPath: specPath, output: &output, meter: &meter, file: file)
                }
            } catch {
                meter.finish()
                io.err("Error: \(error)")
                throw .noInput
            }
            meter.finish()
            if let summary, let path = batch.summaryPath, !SummaryFile.write(summary, to: path, io: io) { throw .noInput }
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
