import FormRules

/// The options of a batch over NDJSON: jobs, progress, shards and the summary file.
struct BatchOptions {
    var jobs: Int
    var progress: ProgressMeter.Mode
    var shard: NDJSONShard?
    var summaryPath: String?

    static let jobsOption = OptionSpec.value("jobs", "n", help: "With --ndjson: validate on n threads at once (default: one per processor; 1 reads and validates on one thread).")
    static let progressOptions: [OptionSpec] = [
        .flag("progress", help: "Show progress on standard error even when it is not a terminal (a line every few seconds)."),
        .flag("no-progress", help: "Never show progress (by default it shows on a terminal once a run takes over a second)."),
    ]
    static let options: [OptionSpec] = [jobsOption] + progressOptions + [
        .value("shard", "K/N", help: "With --ndjson <file>: validate only the lines starting in the K-th of N equal byte ranges of the file (line numbers stay those of the whole file)."),
        .value("summary-json", "file", help: "With --ndjson: also write the counts (valid, invalid, notJSON, problems per rule and per field) as JSON to <file>."),
    ]

    static func read(from arguments: ParsedArguments, io: CommandIO, quiet: Bool) throws(UsageError) -> BatchOptions {
        let jobs = try arguments.integer("jobs", in: 1...1024, default: NDJSONBatch.availableProcessors)
        var shard: NDJSONShard?
        if let text = arguments.value("shard") {
            do {
                shard = try NDJSONShard(parsing: text)
            } catch {
                throw UsageError(message: "Invalid value '\(text)' for '--shard': expected K/N with K from 1 to N, such as 2/8.")
            }
        }
        return BatchOptions(jobs: jobs, progress: try progressMode(from: arguments, io: io, quiet: quiet),
                            shard: shard, summaryPath: arguments.value("summary-json"))
    }

    /// `--progress`, `--no-progress`, or by default: on a terminal, unless the report goes to
    /// the same terminal (the two would mix; `--quiet` prints nothing until the end).
    static func progressMode(from arguments: ParsedArguments, io: CommandIO, quiet: Bool) throws(UsageError) -> ProgressMeter.Mode {
        if arguments.flag("progress"), arguments.flag("no-progress") {
            throw UsageError(message: "Give either --progress or --no-progress, not both.")
        }
        if arguments.flag("no-progress") { return .off }
        if arguments.flag("progress") { return io.errorIsTerminal ? .terminal : .plain }
        return io.errorIsTerminal && (quiet || !io.outputIsTerminal) ? .terminal : .off
    }
}
