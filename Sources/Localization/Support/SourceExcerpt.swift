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
    /// - Complexity: O(offset + length of the line).
    public static func locate(
        offset: Int, in bytes: some Collection<UInt8>, file: String? = nil
    ) -> (location: SourceLocation, excerpt: SourceExcerpt) {
        let buffer = Array(bytes)
        let target = max(0, min(offset, buffer.count))
        var line = 1
        var lineStart = 0
        var index = 0
        while index < target {
            let byte = buffer[index]
            if byte == 0x0A {
                line += 1
                lineStart = index + 1
            } else if byte == 0x0D {
                if index + 1 < buffer.count, buffer[index + 1] == 0x0A {
                    // \r\n: the line ends at the \n, counted on the next step.
                } else {
                    line += 1
                    lineStart = index + 1
                }
            }
            index += 1
        }
        var lineEnd = target
        while lineEnd < buffer.count, buffer[lineEnd] != 0x0A, buffer[lineEnd] != 0x0D { lineEnd += 1 }

        let before = scalars(buffer[lineStart..<target])
        let after = scalars(buffer[target..<lineEnd])
        let column = before.count + 1

        // Keep the caret visible: at most half the width before it, the rest after it.
        let half = maximumWidth / 2
        var shownBefore = before
        var prefix = ""
        if shownBefore.count > half {
            shownBefore = Array(shownBefore.suffix(half))
            prefix = "…"
        }
        var shownAfter = after
        var suffix = ""
        if shownBefore.count + shownAfter.count > maximumWidth {
            shownAfter = Array(shownAfter.prefix(maximumWidth - shownBefore.count))
            suffix = "…"
        }
        var text = prefix
        for scalar in shownBefore + shownAfter { text.unicodeScalars.append(printable(scalar)) }
        text += suffix
        let location = SourceLocation(file: file, offset: target, line: line, column: column)
        return (location, SourceExcerpt(line: text, caretColumn: prefix.unicodeScalars.count + shownBefore.count))
    }

    private static func scalars(_ bytes: ArraySlice<UInt8>) -> [Unicode.Scalar] {
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
