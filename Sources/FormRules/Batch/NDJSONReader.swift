#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One line of an NDJSON stream, read.
public struct NDJSONLine: Sendable {
    /// 1-based line number in the stream.
    public var number: Int
    /// Byte offset of the line's first byte in the stream.
    public var offset: Int
    /// The line's value, or why it is not one JSON text.
    public var result: Result<FormValue, JSONReadError>
}

/// Reads newline-delimited JSON (one JSON text per line) of any size in bounded memory.
///
/// The stream passes through one buffer that grows only to the longest line (at most
/// `JSONReader/Limits/maxDocumentBytes`), so a multi-gigabyte file needs a few megabytes. A line
/// that is not valid JSON is reported with its line number, and reading goes on with the next;
/// a line over the size limit is reported and skipped without being held in memory. Lines that
/// are empty or only white space are not documents and are skipped; `\r\n` endings are accepted.
///
/// ```swift
/// var reader = NDJSONReader()
/// let input = try InputFile(path: "submissions.ndjson")
/// try reader.forEachLine(in: input) { line in
///     if case .failure(let error) = line.result { print(error.summary) }  // "submissions.ndjson:7:12: ..."
/// }
/// ```
public struct NDJSONReader {
    /// The limits each line is read with; `maxDocumentBytes` bounds the line length.
    public let limits: JSONReader.Limits
    /// The parser, boxed so that reading a line mutates it in place (one access check per line)
    /// rather than copying it.
    private let box: ParserBox
    private final class ParserBox {
        var parser: JSONParser
        init(_ parser: JSONParser) { self.parser = parser }
    }
    private let chunkSize: Int

    /// Creates a reader; `chunkSize` is how much is read from the input at a time.
    public init(limits: JSONReader.Limits = JSONReader.Limits(), chunkSize: Int = 1 << 20) {
        self.limits = limits
        self.box = ParserBox(JSONParser(limits: limits, cachingKeys: true))
        self.chunkSize = max(16, chunkSize)
    }

    /// Reads every line of a file or standard input, in order.
    ///
    /// - Throws: ``InputError`` only when the input cannot be read; bad lines are reported to `body`.
    public func forEachLine(in input: borrowing InputFile, _ body: (NDJSONLine) -> Void) throws(InputError) {
        let file = input.path == "-" ? "<stdin>" : input.path
        try forEachRawLine(readingWith: { (buffer) throws(InputError) in try input.read(into: buffer) }) { number, offset, bytes in
            body(parseLine(number: number, offset: offset, bytes: bytes, file: file))
        }
    }

    /// Reads every line of NDJSON text held in memory, in place (no copying).
    public func forEachLine(in bytes: [UInt8], file: String? = nil, _ body: (NDJSONLine) -> Void) {
        bytes.withUnsafeBufferPointer { buffer in
            var lineStart = 0
            var lineNumber = 1
            while lineStart < buffer.count {
                let remaining = UnsafeBufferPointer(rebasing: buffer[lineStart...])
                let lineEnd = findNewline(remaining).map { lineStart + $0 } ?? buffer.count
                var stop = lineEnd
                if stop > lineStart, buffer[stop - 1] == 0x0D { stop -= 1 }
                let line = UnsafeBufferPointer(rebasing: buffer[lineStart..<stop])
                if line.count > limits.maxDocumentBytes {
                    body(parseLine(number: lineNumber, offset: lineStart, bytes: nil, file: file))
                } else if !NDJSONReader.isBlank(line) {
                    body(parseLine(number: lineNumber, offset: lineStart, bytes: line, file: file))
                }
                lineNumber += 1
                lineStart = lineEnd + 1
            }
        }
    }

    private static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }

    /// Parses one line; `bytes` is nil when the line is over the size limit.
    func parseLine(number: Int, offset: Int, bytes: UnsafeBufferPointer<UInt8>?, file: String?) -> NDJSONLine {
        guard let bytes else {
            let failure = JSONParser.Failure(
                code: .documentTooLarge, offset: 0,
                message: "line is longer than the limit of \(limits.maxDocumentBytes) bytes (maxDocumentBytes); skipped")
            let error = JSONReadError(failure, in: EmptyCollection<UInt8>(), file: file, lineOffset: offset, lineNumber: number)
            return NDJSONLine(number: number, offset: offset, result: .failure(error))
        }
        do throws(JSONParser.Failure) {
            return NDJSONLine(number: number, offset: offset, result: .success(try box.parser.parse(bytes)))
        } catch {
            let located = JSONReadError(error, in: bytes, file: file, lineOffset: offset, lineNumber: number)
            return NDJSONLine(number: number, offset: offset, result: .failure(located))
        }
    }

    /// Splits the input into lines: `body` gets each non-blank line's number, stream offset and
    /// bytes (without the line break), or `nil` bytes for a line over the limit.
    func forEachRawLine(
        readingWith read: (UnsafeMutableRawBufferPointer) throws(InputError) -> Int,
        _ body: (Int, Int, UnsafeBufferPointer<UInt8>?) -> Void
    ) throws(InputError) {
        let maxLine = limits.maxDocumentBytes
        var buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        var filled = 0          // bytes in the buffer
        var lineStart = 0       // where the current line starts in the buffer
        var scanned = 0         // bytes already searched for a line break
        var lineNumber = 1
        var streamOffset = 0    // stream offset of buffer[0]
        var skipping = false    // inside a line that was over the limit

        /// Reports the line in `start..<end` (without its `\n`); its length, like the in-memory
        /// reader's, leaves out a `\r` before the `\n`.
        func emit(_ start: Int, _ end: Int) {
            var stop = end
            if stop > start, buffer[stop - 1] == 0x0D { stop -= 1 }
            if stop - start > maxLine {
                body(lineNumber, streamOffset + start, nil)
                return
            }
            let line = UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[start..<stop])
            if !NDJSONReader.isBlank(line) {
                body(lineNumber, streamOffset + start, line)
            }
        }

        while true {
            if filled == buffer.count {
                if lineStart > 0 {
                    // Move the unfinished line to the front.
                    let rest = filled - lineStart
                    if rest > 0 {
                        buffer.baseAddress!.copyMemory(from: buffer.baseAddress! + lineStart, byteCount: rest)
                    }
                    streamOffset += lineStart
                    scanned -= lineStart
                    filled = rest
                    lineStart = 0
                } else if skipping || filled > maxLine + 1 {
                    // A line over the limit (even without a final `\r`): report it once, then
                    // drop its bytes until its end.
                    if !skipping {
                        body(lineNumber, streamOffset, nil)
                        skipping = true
                    }
                    streamOffset += filled
                    filled = 0
                    scanned = 0
                } else {
                    let grown = UnsafeMutableRawBufferPointer.allocate(
                        byteCount: min(buffer.count * 2, maxLine + chunkSize), alignment: 16)
                    grown.copyMemory(from: UnsafeRawBufferPointer(buffer))
                    buffer.deallocate()
                    buffer = grown
                }
            }
            let count = try read(UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
            if count == 0 { break }
            filled += count

            while let newline = findNewline(UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[scanned..<filled])).map({ scanned + $0 }) {
                if skipping {
                    skipping = false
                } else {
                    emit(lineStart, newline)
                }
                lineNumber += 1
                lineStart = newline + 1
                scanned = lineStart
            }
            scanned = filled
        }
        if !skipping, filled > lineStart {
            emit(lineStart, filled)
        }
    }

    /// The index of the first line feed in `bytes`.
    @inline(__always)
    private func findNewline(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return nil }
        guard let found = memchr(base, 0x0A, bytes.count) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }
}
