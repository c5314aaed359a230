/// The line around a position in UTF-8 text, with a caret under the position.
///
/// Errors are rare, so this does its work only when one is reported: readers keep a byte offset
/// on their hot path and call ``locate(offset:in:file:)`` once, when they throw.
///
/// ```
/// {"a": tru}
///       ^
/// ```
public struct SourceExcerpt: Sendable, Hashable, CustomStringConvertible {
    /// The text of the line, shortened around the position when it is long.
    public var line: String
    /// Zero-based column of the caret within ``line``, in Unicode scalars.
    public var caretColumn: Int

    public init(line: String, caretColumn: Int) {
        self.line = line
        self.caretColumn = caretColumn
    }

    /// The line, a newline, then spaces and `^` under the position.
    public var description: String {
        line + "\n" + String(repeating: " ", count: caretColumn) + "^"
    }

    /// Widest excerpt shown, in Unicode scalars; longer lines are cut around the position.
    public static let maximumWidth = 72

    /// Finds the line and column of a byte offset and cuts the excerpt around it.
    ///
    /// - Parameters:
    ///   - offset: Byte offset of the position; clamped to the text.
    ///   - bytes: The UTF-8 text (invalid sequences are shown as U+FFFD).
    ///   - file: The file's path for the location, if any.
    /// - Returns: The location (line and column are 1-based) and the excerpt.
    /// - Complexity: O(offset); the excerpt itself decodes only a bounded window, so a position
    ///   deep inside a 100 MB line costs no more than counting up to it.
    public static func locate(
        offset: Int, in bytes: some Collection<UInt8>, file: String? = nil
    ) -> (location: SourceLocation, excerpt: SourceExcerpt) {
        if let found = bytes.withContiguousStorageIfAvailable({ locate(offset: offset, in: $0, file: file) }) {
            return found
        }
        return Array(bytes).withUnsafeBufferPointer { locate(offset: offset, in: $0, file: file) }
    }

    private static func locate(
        offset: Int, in buffer: UnsafeBufferPointer<UInt8>, file: String?
    ) -> (location: SourceLocation, excerpt: SourceExcerpt) {
        let target = max(0, min(offset, buffer.count))
        var line = 1
        var lineStart = 0
        var index = 0
        while index < target {
            let byte = buffer[index]
            if byte == 0x0A {
                line += 1
                lineStart = index + 1
            } else if byte == 0x0D, !(index + 1 < buffer.count && buffer[index + 1] == 0x0A) {
                // A lone \r ends a line; in \r\n the \n does.
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        // Columns count scalars: every byte that is not a UTF-8 continuation byte starts one.
        var column = 1
        for byte in buffer[lineStart..<target] where byte & 0xC0 != 0x80 { column += 1 }

        // Decode only a window around the position; 4 bytes per scalar at most.
        let half = maximumWidth / 2
        let windowStart = max(lineStart, target - 4 * half)
        var lineEnd = target
        let windowLimit = min(buffer.count, target + 4 * maximumWidth)
        while lineEnd < windowLimit, buffer[lineEnd] != 0x0A, buffer[lineEnd] != 0x0D { lineEnd += 1 }
        let cutAtEnd = lineEnd == windowLimit && lineEnd < buffer.count && buffer[lineEnd] != 0x0A && buffer[lineEnd] != 0x0D

        var before = scalars(buffer[windowStart..<target])
        let after = scalars(buffer[target..<lineEnd])
        var prefix = windowStart > lineStart ? "…" : ""
        if before.count > half {
            before = Array(before.suffix(half))
            prefix = "…"
        }
        var shownAfter = after
        var suffix = cutAtEnd ? "…" : ""
        if before.count + shownAfter.count > maximumWidth {
            shownAfter = Array(shownAfter.prefix(maximumWidth - before.count))
            suffix = "…"
        }
        var text = prefix
        for scalar in before + shownAfter { text.unicodeScalars.append(printable(scalar)) }
        text += suffix
        let location = SourceLocation(file: file, offset: target, line: line, column: column)
        return (location, SourceExcerpt(line: text, caretColumn: prefix.unicodeScalars.count + before.count))
    }

    private static func scalars(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(bytes.count)
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): result.append(scalar)
            case .error: result.append("\u{FFFD}")
            case .emptyInput: break loop
            }
        }
        return result
    }

    /// Control characters would move the caret out of place in a terminal: show them as symbols.
    private static func printable(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x09: return " "
        case 0x00..<0x20: return Unicode.Scalar(0x2400 + scalar.value) ?? "?"
        case 0x7F: return "\u{2421}"
        default: return scalar
        }
    }
}
