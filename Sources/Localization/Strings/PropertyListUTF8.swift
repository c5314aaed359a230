/// UTF-8 checks shared by the property-list and String Catalog readers.
enum PropertyListUTF8 {
    /// The offset of the first byte that does not start a well-formed UTF-8 sequence, or `nil`.
    ///
    /// Well-formed means RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF.
    static func firstInvalidOffset(in bytes: [UInt8], from start: Int = 0) -> Int? {
        var index = start
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return index
            }
            guard index + length <= count else { return index }
            let second = bytes[index + 1]
            guard second >= low, second <= high else { return index }
            for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return index }
            index += length
        }
        return nil
    }
}

/// Line starts of a text, so that many positions can be turned into line and column cheaply.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`, as in ``SourceExcerpt``. Readers ask for positions
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
