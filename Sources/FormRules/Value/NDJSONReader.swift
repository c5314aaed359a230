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
/// ``JSONReader/Limits/maxDocumentBytes``), so a multi-gigabyte file needs a few megabytes. A line
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
    private var parser: JSONParser
    private let chunkSize: Int

    /// Creates a reader; `chunkSize` is how much is read from the input at a time.
    public init(limits: JSONReader.Limits = JSONReader.Limits(), chunkSize: Int = 1 << 20) {
        self.limits = limits
        self.parser = JSONParser(limits: limits)
        self.chunkSize = max(16, chunkSize)
    }

    /// Reads every line of a file or standard input, in order.
    ///
    /// - Throws: ``InputError`` only when the input cannot be read; bad lines are reported to `body`.
    public mutating func forEachLine(in input: borrowing InputFile, _ body: (NDJSONLine) -> Void) throws(InputError) {
        let file = input.path == "-" ? "<stdin>" : input.path
        try forEachRawLine(readingWith: { (buffer) throws(InputError) in try input.read(into: buffer) }) { number, offset, bytes in
            body(parseLine(number: number, offset: offset, bytes: bytes, file: file))
        }
    }

    /// Reads every line of NDJSON text held in memory.
    public mutating func forEachLine(in bytes: [UInt8], file: String? = nil, _ body: (NDJSONLine) -> Void) {
        var position = 0
        let read = { (buffer: UnsafeMutableRawBufferPointer) throws(InputError) -> Int in
            let count = min(buffer.count, bytes.count - position)
            bytes.withUnsafeBytes { source in
                buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[position..<(position + count)]))
            }
            position += count
            return count
        }
        // Reading from memory cannot fail.
        try? forEachRawLine(readingWith: read) { number, offset, line in
            body(parseLine(number: number, offset: offset, bytes: line, file: file))
        }
    }

    /// Parses one line; `bytes` is nil when the line is over the size limit.
    private mutating func parseLine(number: Int, offset: Int, bytes: UnsafeBufferPointer<UInt8>?, file: String?) -> NDJSONLine {
        guard let bytes else {
            let failure = JSONParser.Failure(
                code: .documentTooLarge, offset: 0,
                message: "line is longer than the limit of \(limits.maxDocumentBytes) bytes (maxDocumentBytes); skipped")
            let error = JSONReadError(failure, in: EmptyCollection<UInt8>(), file: file, lineOffset: offset, lineNumber: number)
            return NDJSONLine(number: number, offset: offset, result: .failure(error))
        }
        do throws(JSONParser.Failure) {
            return NDJSONLine(number: number, offset: offset, result: .success(try parser.parse(bytes)))
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

        func emit(_ start: Int, _ end: Int) {
            var stop = end
            if stop > start, buffer[stop - 1] == 0x0D { stop -= 1 }
            let line = UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[start..<stop])
            if !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
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
                } else if skipping || filled > maxLine {
                    // A line over the limit: report it once, then drop its bytes until its end.
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

            while let newline = findNewline(buffer, from: scanned, to: filled) {
                if skipping {
                    skipping = false
                } else if newline - lineStart > maxLine {
                    body(lineNumber, streamOffset + lineStart, nil)
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
            if filled - lineStart > maxLine {
                body(lineNumber, streamOffset + lineStart, nil)
            } else {
                emit(lineStart, filled)
            }
        }
    }

    @inline(__always)
    private func findNewline(_ buffer: UnsafeMutableRawBufferPointer, from start: Int, to end: Int) -> Int? {
        guard start < end, let base = buffer.baseAddress else { return nil }
        guard let found = memchr(base + start, 0x0A, end - start) else { return nil }
        return base.distance(to: UnsafeMutableRawPointer(found))
    }
}
