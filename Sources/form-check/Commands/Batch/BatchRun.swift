import FormRules

/// `validate --ndjson` on several threads: workers validate and print each chunk's reports into
/// text of their own; the calling thread writes the texts in input order and adds up the counts.
enum BatchRun {
    /// What a worker made of one chunk.
    struct ChunkOutput: Sendable {
        var text: String
        var counts: BatchSummary
        var bytes: Int
        var lastLine: Int
    }

    /// Validates `input` (or one shard of it), printing through `output`; returns the counts.
    static func validate(
        _ input: borrowing InputFile, batch: BatchOptions.Settings, limits: JSONReader.Limits, validator: FormValidator, specPath: String,
        output: inout ReportPrinter, meter: inout ProgressMeter, file: String
    ) throws(InputError) -> BatchSummary {
        let format = output.format, renderer = output.renderer, countingProblems = batch.summaryPath != nil
        var summary = BatchSummary()
        var bytes = 0
        // Each worker loads and compiles the spec itself: workers that share no object never
        // contend for the same reference counts (see FormValidator.forAnotherThread()).
        let makeValidator: @Sendable () -> FormValidator = {
            guard let form = try? CompiledForm(contentsOf: specPath), form.spec == validator.form.spec else {
                return validator.forAnotherThread()
            }
            return form.makeValidator(context: validator.context)
        }
        try NDJSONBatch(jobs: batch.jobs, limits: limits, chunkSize: batch.chunkBytes).forEachChunk(in: input, shard: batch.shard, makeValidator: makeValidator) { worker, chunk in
            print(chunk, with: &worker, format: format, renderer: renderer, file: file, countingProblems: countingProblems)
        } deliver: { chunk in
            if !chunk.text.isEmpty { output.io.writeOutput(chunk.text) }
            output.notices?.flush(to: output.io)
            output.count(valid: chunk.counts.valid, invalid: chunk.counts.invalid, notJSON: chunk.counts.notJSON)
            summary.add(chunk.counts)
            bytes += chunk.bytes
            if meter.isOn { meter.update(bytes: bytes, lines: chunk.lastLine, valid: output.valid, invalid: output.invalid) }
        }
        return summary
    }

    /// Validates one chunk on a worker thread and prints its reports as `validate` prints them.
    @Sendable static func print(
        _ chunk: NDJSONChunk, with worker: inout NDJSONBatch.Worker, format: ReportPrinter.Format,
        renderer: any MessageRendering, file: String, countingProblems: Bool
    ) -> ChunkOutput {
        final class Text {
            var value = ""
        }
        let text = Text()
        var printer = ReportPrinter(io: CommandIO(writeOutput: { text.value += $0 }, writeError: { _ in }), format: format, renderer: renderer)
        var counts = BatchSummary()
        worker.forEachReport(in: chunk) { number, _, report in
            printer.report(report, file: file, line: number)
            if countingProblems { counts.addProblems(of: report) }
        } notJSON: { number, _, error in
            printer.notJSON(error, file: file, line: number)
        }
        counts.valid = printer.valid
        counts.invalid = printer.invalid
        counts.notJSON = printer.notJSON
        return ChunkOutput(text: text.value, counts: counts, bytes: chunk.byteCount, lastLine: chunk.firstLine + chunk.lineCount - 1)
    }
}
