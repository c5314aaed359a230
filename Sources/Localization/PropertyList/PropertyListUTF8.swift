import FormCore

/// UTF-8 checks shared by the property-list and String Catalog readers.
enum PropertyListUTF8 {
    /// The offset of the first byte that does not start a well-formed UTF-8 sequence, or `nil`.
    ///
    /// Well-formed means RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF.
    static func firstInvalidOffset(in bytes: [UInt8], from start: Int = 0) -> Int? {
        bytes.withUnsafeBufferPointer { UTF8Sequence.firstInvalidOffset(in: $0, from: start) }
    }
}

/// Line starts of a text, so that many positions can be turned into line and column cheaply.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`, as in `SourceExcerpt`. Readers ask for positions
/// in increasing order, so the last answer is kept and the next column is counted from there:
/// a megabyte-long single line with thousands of keys stays linear.
struct PropertyListLineIndex {
    private let lineStarts: [Int]
    private var lastLine = 0
    private var lastOffset = 0
    private var lastColumn = 1

    init(_ bytes: [UInt8]) {
        var starts = [0]
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A {
                starts.append(index + 1)
            } else if byte == 0x0D, !(index + 1 < count && bytes[index + 1] == 0x0A) {
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
    }

    /// The location of `offset`; the column counts Unicode scalars (UTF-8 lead bytes).
    mutating func location(of offset: Int, in bytes: [UInt8], file: String?) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        if low == lastLine, offset >= lastOffset, lastOffset >= index {
            column = lastColumn
            index = lastOffset
        }
        let end = min(offset, bytes.count)
        while index < end {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        (lastLine, lastOffset, lastColumn) = (low, offset, column)
        return SourceLocation(file: file, offset: offset, line: low + 1, column: column)
    }
}
