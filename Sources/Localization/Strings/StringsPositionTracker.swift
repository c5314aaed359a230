import FormCore

/// Turns increasing byte offsets of the parsed UTF-8 text into locations in one pass.
///
/// Entries are recorded with byte offsets only; their lines and columns are found afterwards by
/// walking the text once, so reading a file costs no line bookkeeping on the hot path. Offsets
/// must be asked for in increasing order.
struct StringsPositionTracker {
    private let base: UnsafePointer<UInt8>
    private let end: Int
    private let file: String?
    /// 0 when locations report the buffer's own offsets (UTF-8 input); else the width in bytes
    /// of the input's code units (2 or 4), to report offsets in the original file.
    private let unitWidth: Int
    private let prefix: Int
    private var index: Int
    private var line = 1
    private var column = 1
    private var units = 0
    /// For UTF-8 input: where the current line starts, and the last position whose column is known.
    private var lineStart: Int
    private var columnIndex: Int

    init(base: UnsafePointer<UInt8>, start: Int, end: Int, file: String?, encoding: StringsEncoding) {
        self.base = base
        self.end = end
        self.file = file
        self.index = start
        self.lineStart = start
        self.columnIndex = start
        self.prefix = encoding.prefixLength
        switch encoding {
        case .utf8, .utf8BOM: unitWidth = 0
        case .utf16LE, .utf16BE, .utf16WithoutBOM: unitWidth = 2
        case .utf32LE, .utf32BE: unitWidth = 4
        }
    }

    /// The location of `target`, which must not be before the previous one asked for.
    mutating func location(at target: Int) -> SourceLocation {
        position(at: target).location(in: file)
    }

    /// ``location(at:)`` without the file.
    mutating func position(at target: Int) -> StringsEntry.Position {
        let target = min(target, end)
        if unitWidth != 0 {
            while index < target { step() }
            return StringsEntry.Position(offset: prefix + units * unitWidth, line: line, column: column)
        }
        findLineBreaks(before: target)
        // Columns count the scalars from the start of the line (or from the last position on
        // the same line), so only the bytes between a line's start and the entries are visited.
        if columnIndex < lineStart {
            columnIndex = lineStart
            column = 1
        }
        while columnIndex + 8 <= target {
            let word = UnsafeRawPointer(base + columnIndex).loadUnaligned(as: UInt64.self)
            if word & 0x8080_8080_8080_8080 != 0 { break }
            column += 8
            columnIndex += 8
        }
        while columnIndex < target {
            if base[columnIndex] & 0xC0 != 0x80 { column += 1 }
            columnIndex += 1
        }
        return StringsEntry.Position(offset: target, line: line, column: column)
    }

    /// Counts the line breaks before `target`, eight bytes at a time where there are none.
    private mutating func findLineBreaks(before target: Int) {
        let lineFeeds: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
        let carriageReturns: UInt64 = 0x0D0D_0D0D_0D0D_0D0D
        var i = index
        while i < target {
            if i + 8 <= target {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                if !StringsParser.hasZeroByte(word ^ lineFeeds), !StringsParser.hasZeroByte(word ^ carriageReturns) {
                    i += 8
                    continue
                }
            }
            let byte = base[i]
            // `\r\n` is one line break, counted at its `\n`.
            if byte == 0x0A || (byte == 0x0D && (i + 1 >= end || base[i + 1] != 0x0A)) {
                line += 1
                lineStart = i + 1
            }
            i += 1
        }
        index = target
    }

    /// One byte of the general walk, which also counts the input's code units.
    private mutating func step() {
        let byte = base[index]
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte == 0x0D, index + 1 >= end || base[index + 1] != 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
        if byte & 0xC0 != 0x80 {
            units += unitWidth == 2 && byte >= 0xF0 ? 2 : 1
        }
        index += 1
    }
}
