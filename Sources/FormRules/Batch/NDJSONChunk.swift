#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A run of whole lines of an NDJSON stream, as a batch hands it to one worker.
///
/// A chunk is either consecutive whole lines (the last one may lack its line feed at the end of
/// the stream) or a single line over `JSONReader/Limits/maxDocumentBytes` that the reader
/// skipped without holding it. Workers go through its lines with
/// ``NDJSONBatch/Worker/forEachReport(in:report:notJSON:)`` or
/// ``NDJSONBatch/LineReader/forEachLine(in:_:)``.
package struct NDJSONChunk: Sendable {
    let storage: ChunkStorage?
    /// How many bytes of `storage` hold lines.
    let length: Int
    /// The 1-based number of the chunk's first line in the whole stream.
    package let firstLine: Int
    /// The stream offset of the chunk's first byte.
    package let offset: Int
    /// How many bytes of the stream the chunk stands for (for an over-long line, those read so far).
    package let byteCount: Int
    /// How many lines (blank ones included) the chunk holds.
    package let lineCount: Int

    /// Calls `body` with each non-blank line's number, stream offset and bytes (without the line
    /// break and a `\r` before it), or `nil` bytes for a line longer than `maxLine`: the same
    /// lines, numbers and offsets as ``NDJSONReader`` gives for the same stream.
    func forEachRawLine(maxLine: Int, _ body: (Int, Int, UnsafeBufferPointer<UInt8>?) -> Void) {
        guard let storage else {
            body(firstLine, offset, nil)
            return
        }
        let buffer = storage.bytes(length)
        var lineStart = 0
        var number = firstLine
        while lineStart < buffer.count {
            var lineEnd = buffer.count
            if let found = memchr(buffer.baseAddress! + lineStart, 0x0A, buffer.count - lineStart) {
                lineEnd = UnsafeRawPointer(buffer.baseAddress!).distance(to: UnsafeRawPointer(found))
            }
            var stop = lineEnd
            if stop > lineStart, buffer[stop - 1] == 0x0D { stop -= 1 }
            if stop - lineStart > maxLine {
                body(number, offset + lineStart, nil)
            } else {
                let line = UnsafeBufferPointer(rebasing: buffer[lineStart..<stop])
                if !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
                    body(number, offset + lineStart, line)
                }
            }
            number += 1
            lineStart = lineEnd + 1
        }
    }

    /// Counts line feeds in `bytes`.
    static func countNewlines(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard var cursor = bytes.baseAddress, !bytes.isEmpty else { return 0 }
        let end = cursor + bytes.count
        var count = 0
        while cursor < end, let found = memchr(cursor, 0x0A, end - cursor) {
            count += 1
            cursor = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
        }
        return count
    }
}
