#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FormRules

/// `form-check summary`: works on the summaries that `validate --summary-json` writes.
enum SummaryCommand: Command {
    static let name = "summary"
    static let abstract = "Work with batch summaries (validate --summary-json)."
    static let usage = "<subcommand>"
    static let options: [OptionSpec] = []
    static var subcommands: [any Command.Type] { [SummaryMergeCommand.self] }

    /// Never called: `summary` is a group.
    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        ExitCode.usage
    }
}

/// `form-check summary merge`: adds up the summaries of the shards of one batch.
enum SummaryMergeCommand: Command {
    static let name = "merge"
    static let abstract = "Add up summaries of shards (validate --shard K/N --summary-json) into one."
    static let usage = "[--output <file>] <summary> ..."
    static let argumentsHelp = [("<summary>", "Summary files written by validate --summary-json.")]
    static let options: [OptionSpec] = [
        .value("output", "file", help: "Also write the merged summary to <file>."),
    ]
    static let discussion: String? = """
        Prints the merged summary as one line of JSON: the counts of valid, invalid and notJSON
        lines, and of problems per rule and per field, each the sum over the files. Merging the
        summaries of shards 1/N to N/N gives the summary of the whole file.

        Exit status: 0 merged, 65 a file is not a summary, 66 a file is missing, 64 usage.
        """

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        guard !arguments.positional.isEmpty else { throw UsageError(message: "Missing expected argument '<summary>'.") }
        var merged = BatchSummary()
        for path in arguments.positional {
            let value: FormValue
            do {
                value = try JSONReader().read(try InputFile(path: path).readAll(limit: 64 << 20), file: path)
            } catch let error as JSONReadError {
                io.err("Error: \(error.summary)")
                return ExitCode.dataError
            } catch let error as InputError {
                io.err("Error: \(error)")
                return error.code == .tooLarge ? ExitCode.dataError : ExitCode.noInput
            } catch {
                io.err("Error: \(path): \(error)")
                return ExitCode.dataError
            }
            do {
                merged.add(try BatchSummary(json: value))
            } catch {
                io.err("Error: \(path): \(error.message).")
                return ExitCode.dataError
            }
        }
        if let output = arguments.value("output") {
            guard SummaryFile.write(merged, to: output, io: io) else { return ExitCode.noInput }
        }
        io.out(merged.jsonText)
        return ExitCode.success
    }
}

/// Writes a summary file.
enum SummaryFile {
    /// Writes `summary` to `path` as one line of JSON; says why on standard error when it cannot.
    static func write(_ summary: BatchSummary, to path: String, io: CommandIO) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            io.err("Error: cannot write \(path): \(String(cString: strerror(errno))).")
            return false
        }
        FileDescriptorWriter.writeAll(Array((summary.jsonText + "\n").utf8), to: descriptor)
        return close(descriptor) == 0
    }
}
