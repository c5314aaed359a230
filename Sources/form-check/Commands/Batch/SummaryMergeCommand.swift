import FormRules

/// `form-check summary merge`: adds up the summaries of the shards of one batch.
enum SummaryMergeCommand: Command {
    static let name = "merge"
    static let abstract = "Add up summaries of shards (validate --shard K/N --summary-json) into one."
    static let arguments = [ArgumentDeclaration(name: "<summary>", help: "Summary files written by validate --summary-json.", count: .oneOrMore)]

    struct Options: OptionGroup {
        let output: Option<String?> = .text("output", "file", help: "Also write the merged summary to <file>.")

        var allOptions: [any DeclaredOption] { [output] }
    }

    static let discussion: String? = """
        Prints the merged summary as one line of JSON: the counts of valid, invalid and notJSON
        lines, and of problems per rule and per field, each the sum over the files. Merging the
        summaries of shards 1/N to N/N gives the summary of the whole file.

        Exit status: 0 merged, 65 a file is not a summary, 66 a file is missing, 64 usage.
        """

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws(CommandError) -> Int32 {
        let options = arguments.options
        guard !arguments.positional.isEmpty else { throw .usage("Missing expected argument '<summary>'.") }
        var merged = BatchSummary()
        for path in arguments.positional {
            let value: FormValue
            do {
                value = try JSONReader().read(try InputFile(path: path).readAll(limit: 64 << 20), file: path)
            } catch let error as JSONReadError {
                io.err("Error: \(error.summary)")
                throw .dataError
            } catch let error as InputError {
                io.err("Error: \(error)")
                throw error.code == .tooLarge ? .dataError : .noInput
            } catch {
                io.err("Error: \(path): \(error)")
                throw .dataError
            }
            do {
                merged.add(try BatchSummary(json: value))
            } catch {
                io.err("Error: \(path): \(error.message).")
                throw .dataError
            }
        }
        if let output = arguments[options.output] {
            guard SummaryFile.write(merged, to: output, io: io) else { throw .noInput }
        }
        io.out(merged.jsonText)
        return ExitCode.success
    }
}
