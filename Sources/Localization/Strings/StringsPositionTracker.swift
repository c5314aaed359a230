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

    init(base: UnsafePointer<UInt8>, start: Int, end: Int, file: String?, encoding: StringsEncoding) {
        self.base = base
        self.end = end
        self.file = file
        self.index = start
        self.prefix = encoding.prefixLength
        switch encoding {
        case .utf8, .utf8BOM: unitWidth = 0
        case .utf16LE, .utf16BE, .utf16WithoutBOM: unitWidth = 2
        case .utf32LE, .utf32BE: unitWidth = 4
        }
    }

    /// The location of `target`, which must not be before the previous one asked for.
    mutating func location(at target: Int) -> SourceLocation {
        let target = min(target, end)
        if unitWidth == 0 { skipWords(to: target) }
        while index < target {
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
            if unitWidth != 0, byte & 0xC0 != 0x80 {
                units += unitWidth == 2 && byte >= 0xF0 ? 2 : 1
            }
            index += 1
        }
        let offset = unitWidth == 0 ? target : prefix + units * unitWidth
        return SourceLocation(file: file, offset: offset, line: line, column: column)
    }

    /// Eight bytes at a time while there is no line break: count the columns they add.
    private mutating func skipWords(to target: Int) {
        let lineFeeds: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
        let carriageReturns: UInt64 = 0x0D0D_0D0D_0D0D_0D0D
        let high: UInt64 = 0x8080_8080_8080_8080
        while index + 8 <= target {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if StringsParser.hasZeroByte(word ^ lineFeeds) || StringsParser.hasZeroByte(word ^ carriageReturns) { return }
            // Continuation bytes are 10xxxxxx: bit 7 set and bit 6 clear.
            let continuations = (word & ~(word << 1) & high).nonzeroBitCount
            column += 8 - continuations
            index += 8
        }
    }
}
