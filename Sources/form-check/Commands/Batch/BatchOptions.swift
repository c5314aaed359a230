import FormRules

/// The options of a batch over NDJSON: jobs, progress, shards and the summary file.
struct BatchOptions: OptionGroup {
    /// `--jobs`, which `json --ndjson` takes too.
    static var jobsOption: Option<Int> {
        Option(
            "jobs", "n", help: "With --ndjson: validate on n threads at once (default: one per processor; 1 reads and validates on one thread).",
            default: NDJSONBatch.availableProcessors, parse: .integer(in: 1...1024))
    }

    /// `--chunk-bytes`, which `json --ndjson` takes too.
    static var chunkBytesOption: Option<Int> {
        Option(
            "chunk-bytes", "n", help: "With --ndjson and more than one job: cut the input into chunks of about n bytes of whole lines (default 1 MiB); a run holds about 2 × jobs chunks.",
            default: NDJSONBatch.defaultChunkSize, parse: .integer(in: 16...(1 << 30)))
    }

    let jobs = BatchOptions.jobsOption
    let chunkBytes = BatchOptions.chunkBytesOption
    let progress = Flag("progress", help: "Show progress on standard error even when it is not a terminal (a line every few seconds).")
    let noProgress = Flag("no-progress", help: "Never show progress (by default it shows on a terminal once a run takes over a second).")
    let shard = Option<NDJSONShard?>(
        "shard", "K/N", help: "With --ndjson <file>: validate only the lines starting in the K-th of N equal byte ranges of the file (line numbers stay those of the whole file).",
        default: nil, parse: .optional(OptionParser(expected: "expected K/N with K from 1 to N, such as 2/8") { try? NDJSONShard(parsing: $0) }))
    let summaryJSON: Option<String?> = .text(
        "summary-json", "file", help: "With --ndjson: also write the counts (valid, invalid, notJSON, problems per rule and per field) as JSON to <file>.")

    var allOptions: [any DeclaredOption] { [jobs, chunkBytes, progress, noProgress, shard, summaryJSON] }

    /// What a batch run does, read from these options.
    struct Settings {
        var jobs: Int
        var chunkBytes: Int
        var progress: ProgressMeter.Mode
        var shard: NDJSONShard?
        var summaryPath: String?
    }

    /// The settings of `group` (a command's own group) in a command line.
    static func settings<Options>(
        _ arguments: ParsedArguments<Options>, _ group: BatchOptions, io: CommandIO, quiet: Bool
    ) throws(CommandError) -> Settings {
        Settings(
            jobs: arguments[group.jobs],
            chunkBytes: arguments[group.chunkBytes],
            progress: try progressMode(arguments, group, io: io, quiet: quiet),
            shard: arguments[group.shard],
            summaryPath: arguments[group.summaryJSON])
    }

    /// `--progress`, `--no-progress`, or by default: on a terminal, unless the report goes to
    /// the same terminal (the two would mix; `--quiet` prints nothing until the end).
    static func progressMode<Options>(
        _ arguments: ParsedArguments<Options>, _ group: BatchOptions, io: CommandIO, quiet: Bool
    ) throws(CommandError) -> ProgressMeter.Mode {
        let forced = arguments[group.progress], off = arguments[group.noProgress]
        if forced, off { throw .usage("Give either --progress or --no-progress, not both.") }
        if off { return .off }
        if forced { return io.errorIsTerminal ? .terminal : .plain }
        return io.errorIsTerminal && (quiet || !io.outputIsTerminal) ? .terminal : .off
    }
}
