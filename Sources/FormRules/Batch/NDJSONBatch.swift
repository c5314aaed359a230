#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Validates NDJSON on several threads and hands back the results in input order.
///
/// The input is cut into chunks of whole lines (`chunkSize` bytes each, 1 MiB); `jobs`
/// worker threads validate chunks at the same time, each with its own copy of the validator
/// (compiled anew: see ``FormValidator/forAnotherThread()``), and
/// the calling thread reads the input and calls back, chunk after chunk, in input order. Line
/// numbers, offsets and reports are exactly those of ``NDJSONReader/forEachReport(in:validator:_:)``
/// on the same input: blank lines are skipped, `\r\n` is accepted, a line that is not JSON is
/// reported and validation goes on, and a line over `maxDocumentBytes` is reported once and
/// skipped without being held.
///
/// Memory stays bounded: at most `2 × jobs` chunks are read and not yet called back at any time,
/// so a batch holds about `2 × jobs × chunkSize` bytes of input (a chunk grows past `chunkSize`
/// only to hold a longer line, up to `maxDocumentBytes`) plus the results of those chunks.
///
/// ```swift
/// let form = try CompiledForm(contentsOf: "Specs/create-account.json")
/// let validator = form.makeValidator(context: ValidationContext(today: today, output: .problems))
/// let batch = NDJSONBatch(jobs: 4)
/// try batch.forEachReport(in: InputFile(path: "day.ndjson"), validator: validator) { line in
///     if case .success(let report) = line.result, !report.isValid { print(line.number, report.issues.count) }
/// }
/// batch.forEachReport(in: requestBody, validator: validator) { line in ... }   // NDJSON in memory
/// ```
public struct NDJSONBatch: Sendable {
    /// How many worker threads validate at the same time; 1 validates on the calling thread.
    public var jobs: Int
    /// The limits each line is read with.
    public var limits: JSONReader.Limits
    /// How many bytes a chunk holds (at least 16).
    public var chunkSize: Int

    /// The default chunk size: 1 MiB, large enough that handing a chunk over costs nothing next
    /// to validating it (about 3 ms of work), small enough that the workers start soon and end
    /// together.
    public static let defaultChunkSize = 1 << 20

    /// Creates a batch of `jobs` workers (by default one per online processor).
    public init(jobs: Int = NDJSONBatch.availableProcessors, limits: JSONReader.Limits = JSONReader.Limits(), chunkSize: Int = NDJSONBatch.defaultChunkSize) {
        self.jobs = max(1, jobs)
        self.limits = limits
        self.chunkSize = max(16, chunkSize)
    }

    /// The number of processors online, at least 1.
    public static var availableProcessors: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    // MARK: Reports in order

    /// Validates every line of a file or standard input and calls `body` with each line's report,
    /// in input order, on the calling thread.
    ///
    /// - Throws: ``InputError`` when the input cannot be read; the lines read before the failure
    ///   are reported first.
    public func forEachReport(
        in input: borrowing InputFile, validator: FormValidator, _ body: (NDJSONReport) -> Void
    ) throws(InputError) {
        try forEachReport(in: input, shard: nil, validator: validator, body)
    }

    /// ``forEachReport(in:validator:_:)`` over one shard of a file (`form-check validate --shard`),
    /// or the whole input when `shard` is nil.
    ///
    /// - Throws: ``InputError`` when the input cannot be read, or a shard is asked of standard
    ///   input; the lines read before the failure are reported first.
    package func forEachReport(
        in input: borrowing InputFile, shard: NDJSONShard?, validator: FormValidator, _ body: (NDJSONReport) -> Void
    ) throws(InputError) {
        try forEachChunk(in: input, shard: shard, validator: validator, map: Self.reports) { reports in
            for report in reports { body(report) }
        }
    }

    /// Validates every line of NDJSON text held in memory (a request body, say) and calls `body`
    /// with each line's report, in input order, on the calling thread.
    public func forEachReport(in bytes: [UInt8], file: String? = nil, validator: FormValidator, _ body: (NDJSONReport) -> Void) {
        forEachChunk(in: bytes, file: file, validator: validator, map: Self.reports) { reports in
            for report in reports { body(report) }
        }
    }

    @Sendable private static func reports(_ worker: inout Worker, _ chunk: NDJSONChunk) -> [NDJSONReport] {
        var reports: [NDJSONReport] = []
        worker.forEachReport(in: chunk) { number, offset, report in
            reports.append(NDJSONReport(number: number, offset: offset, result: .success(copy report)))
        } notJSON: { number, offset, error in
            reports.append(NDJSONReport(number: number, offset: offset, result: .failure(error)))
        }
        return reports
    }

    // MARK: Chunks

    /// The general form: on worker threads, `map` turns each chunk into an output (reports,
    /// counts, printed text); on the calling thread, `deliver` gets the outputs in input order.
    ///
    /// ```swift
    /// var total = 0
    /// try batch.forEachChunk(in: input, validator: validator) { worker, chunk in
    ///     var invalid = 0
    ///     worker.forEachReport(in: chunk) { _, _, report in if !report.isValid { invalid += 1 } } notJSON: { _, _, _ in invalid += 1 }
    ///     return invalid
    /// } deliver: { invalid in total += invalid }
    /// ```
    package func forEachChunk<Output: Sendable>(
        in input: borrowing InputFile, shard: NDJSONShard? = nil, validator: FormValidator,
        map: @escaping @Sendable (inout Worker, NDJSONChunk) -> Output,
        deliver: (Output) -> Void
    ) throws(InputError) {
        try forEachChunk(in: input, shard: shard, makeValidator: { validator.forAnotherThread() }, map: map, deliver: deliver)
    }

    /// ``forEachChunk(in:shard:validator:map:deliver:)`` with each worker's validator made on its
    /// own thread by `makeValidator`: a validator loaded there from the spec's file shares not
    /// even its strings with the other workers (see ``FormValidator/forAnotherThread()``).
    package func forEachChunk<Output: Sendable>(
        in input: borrowing InputFile, shard: NDJSONShard? = nil, makeValidator: @escaping @Sendable () -> FormValidator,
        map: @escaping @Sendable (inout Worker, NDJSONChunk) -> Output,
        deliver: (Output) -> Void
    ) throws(InputError) {
        let limits = self.limits, file = Self.displayName(input.path)
        try run(in: input, shard: shard, makeWorker: { Worker(validator: makeValidator(), limits: limits, file: file) }, map: map, deliver: deliver)
    }

    /// ``forEachChunk(in:shard:validator:map:deliver:)`` over NDJSON text held in memory.
    package func forEachChunk<Output: Sendable>(
        in bytes: [UInt8], file: String? = nil, validator: FormValidator,
        map: @escaping @Sendable (inout Worker, NDJSONChunk) -> Output,
        deliver: (Output) -> Void
    ) {
        let limits = self.limits
        run(in: bytes, makeWorker: { Worker(validator: validator.forAnotherThread(), limits: limits, file: file) }, map: map, deliver: deliver)
    }

    /// ``forEachChunk(in:shard:validator:map:deliver:)`` over any byte source: `read` fills the
    /// buffer it is given and returns how many bytes it wrote, 0 at the end of the stream.
    package func forEachChunk<Output: Sendable>(
        readingWith read: (UnsafeMutableRawBufferPointer) throws(InputError) -> Int, file: String?, validator: FormValidator,
        map: @escaping @Sendable (inout Worker, NDJSONChunk) -> Output,
        deliver: (Output) -> Void
    ) throws(InputError) {
        let limits = self.limits
        try run(readingWith: read, firstLine: 1, firstOffset: 0, makeWorker: { Worker(validator: validator.forAnotherThread(), limits: limits, file: file) }, map: map, deliver: deliver)
    }

    /// Reads lines on several threads without validating them (`form-check json --ndjson`):
    /// `map` gets a ``LineReader`` of its own for each chunk's lines.
    package func forEachChunk<Output: Sendable>(
        in input: borrowing InputFile, shard: NDJSONShard? = nil,
        map: @escaping @Sendable (LineReader, NDJSONChunk) -> Output,
        deliver: (Output) -> Void
    ) throws(InputError) {
        let limits = self.limits, file = Self.displayName(input.path)
        try run(in: input, shard: shard, makeWorker: { LineReader(limits: limits, file: file) }, map: { reader, chunk in map(reader, chunk) }, deliver: deliver)
    }

    static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    // MARK: Sources

    private func run<State, Output: Sendable>(
        in input: borrowing InputFile, shard: NDJSONShard?,
        makeWorker: @escaping @Sendable () -> State,
        map: @escaping @Sendable (inout State, NDJSONChunk) -> Output,
        deliver: (Output) -> Void
    ) throws(InputError) {
        guard let shard else {
            try run(readingWith: { (buffer) throws(InputError) in try input.read(into: buffer) },
                    firstLine: 1, firstOffset: 0, makeWorker: makeWorker, map: map, deliver: deliver)
            return
        }
        guard let size = input.regularFileSize else {
            throw InputError(code: .readFailed, path: Self.displayName(input.path),
                             message: "a shard (\(shard)) needs a regular file, not a pipe or standard input")
        }
        let nominal = shard.nominalRange(size: size)
        let start = try input.lineStart(atOrAfter: nominal.lowerBound, size: size)
        let end = max(start, try input.lineStart(atOrAfter: nominal.upperBound, size: size))
        let firstLine = try input.countNewlines(before: start) + 1
        var position = start
        try run(readingWith: { (buffer) throws(InputError) in
            let wanted = min(buffer.count, end - position)
            guard wanted > 0 else { return 0 }
            let count = try input.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<wanted]), at: position)
            position += count
            return count
        }, firstLine: firstLine, firstOffset: start, makeWorker: makeWorker, map: map, deliver: deliver)
    }

    private func run<State, Output: Sendable>(
        in bytes: [UInt8],
        makeWorker: @escaping @Sendable () -> State,
        map: @escaping @Sendable (inout State, NDJSONChunk) -> Output,
        deliver: (Output) -> Void
    ) {
        var position = 0
        bytes.withUnsafeBytes { source in
            // Reading from memory cannot fail.
            try? run(readingWith: { (buffer) throws(InputError) in
                let count = min(buffer.count, source.count - position)
                if count > 0 { buffer.baseAddress!.copyMemory(from: source.baseAddress! + position, byteCount: count) }
                position += count
                return count
            }, firstLine: 1, firstOffset: 0, makeWorker: makeWorker, map: map, deliver: deliver)
        }
    }

    /// Splits what `read` gives into chunks; `jobs` threads each make their state once and map
    /// chunks with it; outputs are delivered in order on this thread.
    private func run<State, Output: Sendable>(
        readingWith read: (UnsafeMutableRawBufferPointer) throws(InputError) -> Int,
        firstLine: Int, firstOffset: Int,
        makeWorker: @escaping @Sendable () -> State,
        map: @escaping @Sendable (inout State, NDJSONChunk) -> Output,
        deliver: (Output) -> Void
    ) throws(InputError) {
        let splitter = ChunkSplitter(chunkSize: chunkSize, maxLine: limits.maxDocumentBytes)
        if jobs > 1 {
            let pipeline = BatchPipeline<Output>()
            let threads = (0..<jobs).compactMap { _ in
                WorkerThread {
                    var worker = makeWorker()
                    while let (sequence, chunk) = pipeline.nextChunk() {
                        pipeline.finish(sequence, output: map(&worker, chunk), storage: chunk.storage)
                    }
                }
            }
            if !threads.isEmpty {
                defer { for thread in threads { thread.join() } }
                try runPipeline(pipeline, workers: threads.count, splitter: splitter, firstLine: firstLine, firstOffset: firstOffset, read: read, deliver: deliver)
                return
            }
        }
        // One job (or no thread could start): the same chunks, mapped on this thread.
        var worker = makeWorker()
        var spare: ChunkStorage?
        try splitter.split(firstLine: firstLine, firstOffset: firstOffset, read: read, take: { minimum in
            let storage = spare ?? ChunkStorage(capacity: minimum)
            spare = nil
            storage.grow(to: minimum, keeping: 0)
            return storage
        }, emit: { chunk in
            deliver(map(&worker, chunk))
            if let storage = chunk.storage { spare = storage }
        }, recycle: { _ in })
    }

    /// Reads on this thread while `workers` threads validate; delivers in order; stops the
    /// workers at the end, also when reading fails (after delivering what was read).
    private func runPipeline<Output: Sendable>(
        _ pipeline: BatchPipeline<Output>, workers: Int, splitter: ChunkSplitter, firstLine: Int, firstOffset: Int,
        read: (UnsafeMutableRawBufferPointer) throws(InputError) -> Int,
        deliver: (Output) -> Void
    ) throws(InputError) {
        let window = 2 * workers
        var submitted = 0
        var delivered = 0
        func deliverNext(waiting: Bool) -> Bool {
            guard delivered < submitted, let output = pipeline.takeResult(delivered, waiting: waiting) else { return false }
            deliver(output)
            delivered += 1
            return true
        }
        var failure: InputError?
        do {
            try splitter.split(firstLine: firstLine, firstOffset: firstOffset, read: read, take: { minimum in
                // At most `window` chunks between reading and delivery: wait for the oldest.
                while submitted - delivered >= window { _ = deliverNext(waiting: true) }
                while deliverNext(waiting: false) {}
                let storage = pipeline.freeStorage() ?? ChunkStorage(capacity: minimum)
                storage.grow(to: minimum, keeping: 0)
                return storage
            }, emit: { chunk in
                pipeline.submit(chunk, sequence: submitted)
                submitted += 1
            }, recycle: { _ in })
        } catch {
            failure = error
        }
        pipeline.stop(workers: workers)
        while delivered < submitted { _ = deliverNext(waiting: true) }
        if let failure { throw failure }
    }
}

extension NDJSONBatch {
    /// What one worker thread validates with: its own validator and parser.
    package struct Worker {
        /// This worker's copy of the validator.
        package var validator: FormValidator
        /// Reads the lines of chunks, for lines the validator cannot check from their bytes.
        package let lines: LineReader

        init(validator: FormValidator, limits: JSONReader.Limits, file: String?) {
            self.validator = validator
            self.lines = LineReader(limits: limits, file: file)
        }

        /// Validates each line of `chunk`: `report` gets the report of each JSON line, `notJSON`
        /// why a line is not JSON (or is over the size limit), with line numbers and offsets in
        /// the whole stream.
        package mutating func forEachReport(
            in chunk: NDJSONChunk,
            report: (_ number: Int, _ offset: Int, _ report: borrowing ValidationReport) -> Void,
            notJSON: (_ number: Int, _ offset: Int, _ error: JSONReadError) -> Void
        ) {
            let limits = lines.reader.limits
            let run = validator.byteLevelRun()
            // One report for the lines the byte path checks, its problems replaced line by line.
            var quick = ValidationReport(issues: [])
            chunk.forEachRawLine(maxLine: limits.maxDocumentBytes) { number, offset, bytes in
                if let bytes, let run, let issues = run.issues(bytes, limits: limits) {
                    quick.issues = issues
                    report(number, offset, quick)
                    return
                }
                switch lines.reader.parseLine(number: number, offset: offset, bytes: bytes, file: lines.file).result {
                case .success(let value): report(number, offset, validator.validate(value))
                case .failure(let error): notJSON(number, offset, error)
                }
            }
        }
    }

    /// Reads the lines of chunks on one worker thread (each worker has its own parser).
    package struct LineReader {
        /// The file name errors are located in (`<stdin>` for standard input).
        package let file: String?
        let reader: NDJSONReader

        init(limits: JSONReader.Limits, file: String?) {
            self.file = file
            self.reader = NDJSONReader(limits: limits)
        }

        /// Reads each line of `chunk` (as ``NDJSONReader/forEachLine(in:_:)`` reads a stream),
        /// with line numbers and offsets in the whole stream.
        package func forEachLine(in chunk: NDJSONChunk, _ body: (NDJSONLine) -> Void) {
            chunk.forEachRawLine(maxLine: reader.limits.maxDocumentBytes) { number, offset, bytes in
                body(reader.parseLine(number: number, offset: offset, bytes: bytes, file: file))
            }
        }
    }
}
