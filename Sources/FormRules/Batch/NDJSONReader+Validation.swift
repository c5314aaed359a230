/// One line of an NDJSON stream, validated.
public struct NDJSONReport: Sendable {
    /// 1-based line number in the stream.
    public var number: Int
    /// Byte offset of the line's first byte in the stream.
    public var offset: Int
    /// The line's report, or why it is not one JSON text.
    public var result: Result<ValidationReport, JSONReadError>
}

extension NDJSONReader {
    /// Reads and validates every line of a file or standard input, in order, in bounded memory.
    ///
    /// Each line gets the report that reading it (``forEachLine(in:_:)``) and validating the
    /// value would give; lines are checked straight from their bytes where the validator can
    /// (see ``FormValidator/validate(json:limits:file:)``).
    ///
    /// ```swift
    /// var validator = form.makeValidator(context: ValidationContext(today: today, output: .problems))
    /// try NDJSONReader().forEachReport(in: InputFile(path: "batch.ndjson"), validator: &validator) { line in
    ///     if case .success(let report) = line.result, !report.isValid { print(line.number, report.issues.count) }
    /// }
    /// ```
    /// - Throws: ``InputError`` only when the input cannot be read.
    public func forEachReport(
        in input: borrowing InputFile, validator: inout FormValidator, _ body: (NDJSONReport) -> Void
    ) throws(InputError) {
        try forEachReport(in: input, validator: &validator) { number, offset, report in
            body(NDJSONReport(number: number, offset: offset, result: .success(report)))
        } notJSON: { number, offset, error in
            body(NDJSONReport(number: number, offset: offset, result: .failure(error)))
        }
    }

    /// ``forEachReport(in:validator:_:)`` with a closure for reports and one for lines that are
    /// not JSON: a batch then never wraps a report in a `Result`, whose copies and destruction
    /// take the runtime's generic path (the error type is large), a cost paid on every line.
    package func forEachReport(
        in input: borrowing InputFile, validator: inout FormValidator,
        report: (_ number: Int, _ offset: Int, _ report: borrowing ValidationReport) -> Void,
        notJSON: (_ number: Int, _ offset: Int, _ error: JSONReadError) -> Void
    ) throws(InputError) {
        let file = input.path == "-" ? "<stdin>" : input.path
        // One report for the lines the byte path checks, its problems replaced line by line: a
        // report made and destroyed per line was three destroys through the runtime's value
        // witnesses (its three members), about 300 instructions a line.
        var quick = ValidationReport(issues: [])
        let run = validator.byteLevelRun()
        try forEachRawLine(readingWith: { (buffer) throws(InputError) in try input.read(into: buffer) }) { number, offset, bytes in
            if let bytes, let run, let issues = run.issues(bytes, limits: limits) {
                quick.issues = issues
                report(number, offset, quick)
                return
            }
            switch parseLine(number: number, offset: offset, bytes: bytes, file: file).result {
            case .success(let value): report(number, offset, validator.validate(value))
            case .failure(let error): notJSON(number, offset, error)
            }
        }
    }
}
