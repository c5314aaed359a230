/// A strict RFC 8259 JSON reader over raw bytes.
///
/// It accepts exactly the JSON that RFC 8259 defines and rejects the rest, duplicate keys in an
/// object included: when two parsers disagree on which duplicate wins, one of them can be shown
/// a value the other never checked. Every error says where, with a caret under the spot:
///
/// ```swift
/// let reader = JSONReader()
/// let value = try reader.read(#"{"name": "Ada", "age": 36}"#)
/// value["age"]?.number?.int  // 36
///
/// do { _ = try reader.read(#"{"a": 1, "a": 2}"#) }
/// catch { print(error) }
/// // 1:10: duplicate key "a" in one object; readers disagree on which value wins, so it is rejected
/// // {"a": 1, "a": 2}
/// //          ^
/// ```
///
/// What the reader does where RFC 8259 leaves the choice to it (JSONTestSuite's `i_` cases):
/// - Numbers of any size or precision are accepted and their literal is kept exactly; the
///   `Double` is the nearest one, `±infinity` beyond its range and `0` below it.
/// - Invalid UTF-8 anywhere, and `\u` escapes that leave a lone surrogate, are rejected.
/// - A UTF-8 byte order mark is rejected with an error that says so; UTF-16 and UTF-32 input
///   is rejected as invalid UTF-8 (JSON exchanged between systems is UTF-8, RFC 8259 §8.1).
/// - Nesting up to ``Limits/maxDepth`` (512) is accepted, deeper is rejected.
public struct JSONReader: Sendable {
    /// The bounds this reader enforces.
    public var limits: Limits

    /// Creates a reader with the given limits.
    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Reads one JSON text.
    ///
    /// - Parameters:
    ///   - bytes: The UTF-8 text; white space may surround the value.
    ///   - file: The path shown in error locations.
    /// - Returns: The value.
    /// - Throws: ``JSONReadError`` saying what is wrong and where.
    /// - Complexity: O(*n*) in the length of the text.
    public func read(_ bytes: some Collection<UInt8>, file: String? = nil) throws(JSONReadError) -> FormValue {
        // The outcome in two optionals, not a `Result`: as the closures' generic result, a
        // `Result` needs its metadata, whose first instantiation costs a one-file run a scan of
        // every protocol conformance in the binary (for `Failure: Error`).
        var value: FormValue?
        var failure: JSONParser.Failure?
        func parse(_ buffer: UnsafeBufferPointer<UInt8>) {
            var parser = JSONParser(limits: limits)
            do throws(JSONParser.Failure) {
                value = try parser.parse(buffer)
            } catch {
                failure = error
            }
        }
        if bytes.withContiguousStorageIfAvailable(parse) == nil { Array(bytes).withUnsafeBufferPointer(parse) }
        if let failure { throw JSONReadError(failure, in: bytes, file: file) }
        guard let value else { preconditionFailure("the parser returns a value or throws") }
        return value
    }

    /// Reads one JSON text from a string.
    public func read(_ text: String, file: String? = nil) throws(JSONReadError) -> FormValue {
        try read(Array(text.utf8), file: file)
    }
}

extension JSONReadError {
    /// Locates a parser failure in the text it came from.
    ///
    /// - Parameters:
    ///   - lineOffset: For one line of a larger stream: the stream offset of the line's first byte,
    ///     so the error's offset is the stream's.
    ///   - lineNumber: For one line of a larger stream: its 1-based number.
    package init(
        _ failure: JSONParser.Failure, in bytes: some Collection<UInt8>, file: String?,
        lineOffset: Int = 0, lineNumber: Int? = nil
    ) {
        func place(_ offset: Int) -> (SourceLocation, SourceExcerpt) {
            var (location, excerpt) = SourceExcerpt.locate(offset: offset, in: bytes, file: file)
            if let lineNumber { location.line = lineNumber + location.line - 1 }
            location.offset += lineOffset
            return (location, excerpt)
        }
        let (location, excerpt) = place(failure.offset)
        var message = failure.message
        var related: SourceLocation?
        if let relatedOffset = failure.relatedOffset {
            related = place(relatedOffset).0
            if failure.code == .duplicateKey, let related {
                message += " (first at \(related.line):\(related.column))"
            } else if failure.code == .unterminatedString, let related {
                message += " (string opened at \(related.line):\(related.column))"
            }
        }
        self.init(code: failure.code, message: message, location: location, excerpt: excerpt, relatedLocation: related)
    }
}
