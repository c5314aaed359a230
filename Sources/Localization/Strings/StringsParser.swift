/// CoreFoundation's old-style property list parser (`CFOldStylePList.c`), re-derived over UTF-8.
///
/// It follows the original's control flow closely, because Apple's results depend on it:
/// children that fail without `requireObject` return nothing and let the parent decide, errors
/// are recorded in a slot that later successes clear, and a top-level table simply ends at the
/// first thing after a `;` that cannot start a key. Where the original reads UTF-16 code units,
/// this reads UTF-8 bytes, and the multi-byte cases (U+2028 and U+2029 as spaces, surrogate
/// pairs from `\U` escapes, non-ASCII characters in `<data>`) are handled explicitly.
///
/// Positions are byte offsets into the buffer; line and column are computed once, afterwards.
struct StringsParser {
    /// Apple's nesting limit on 64-bit platforms.
    static let maximumDepth = 512

    let base: UnsafePointer<UInt8>
    /// Where the text starts (after a UTF-8 byte order mark).
    let start: Int
    let end: Int
    var position: Int

    /// The first failure since the slot was last cleared: the root cause, reported to users.
    var firstFailure: Failure?
    /// The latest failure since the slot was last cleared: what CoreFoundation reports.
    var lastFailure: Failure?

    /// The `/*` of a comment that ran to the end of the file.
    var unterminatedCommentStart: Int?
    /// Warnings found while reading strings (unpaired surrogates, `\u`).
    var notes: [Note] = []
    var recordsNotes = true
    /// Reused buffer for strings with escapes.
    var scratch: [UInt8] = []
    /// Where the file's first key or value starts.
    var firstObjectStart = 0
    /// Where the value parsed by the latest ``parseObjectStart(requireObject:depth:)`` starts.
    var lastValueStart = 0

    /// Finds the lines and columns of entries as they are read (while their bytes are in cache).
    var tracker: StringsPositionTracker
    let file: String?

    // The file's table: filled by `parseTable(braced:)`.
    var entries: [StringsEntry] = []
    var table: [String: StringsValue] = [:]
    /// When set, no `table` is made, repeats are not looked for, and `entries` are handed to
    /// this as they are read, `entryChunkSize` at a time (the last chunk fewer): what a catalog
    /// reads, making its own table (which tells repeats) from each chunk and freeing it. Kept
    /// whole, the entries, the table of values and a set of keys were each held until the end
    /// of a large file's read, beside what the catalog made of them.
    var entrySink: (([StringsEntry]) -> Void)?
    var entryChunkSize = 4_096
    /// How many entries were handed to `entrySink`.
    var handedOver = 0
    var duplicateKeys: [String] = []
    var truncation: Truncation?
    var commentRanges: [CommentRange] = []

    struct Failure {
        var code: StringsError.Code
        /// Where to point the user.
        var offset: Int
        /// CoreFoundation's cursor when it raised the error, for the line number in its message.
        var appleOffset: Int
        var detail: Detail
    }

    enum Detail {
        case none
        /// After this key (expected `=` or `;`).
        case key(String)
        /// After the value of this key (expected `;`).
        case valueOf(String)
        /// At the start of the file, where a key or a single value was expected.
        case topLevel
        /// The file ended after an array element (Apple: "Expected ','").
        case arrayComma
        case unevenHex
        case invalidHex
        case xml
        case binary
    }

    struct Note {
        var code: StringsWarning.Code
        var offset: Int
        var text: String
    }

    struct Truncation {
        var offset: Int
        /// Why the key could not be read, when it started like one (an unterminated string).
        var failure: Failure?
    }

    struct CommentRange {
        var start: Int
        var end: Int
    }

    init(buffer: UnsafeBufferPointer<UInt8>, start: Int, base: UnsafePointer<UInt8>, file: String?, encoding: StringsEncoding) {
        self.base = base
        self.start = start
        self.end = buffer.count
        self.position = start
        self.file = file
        self.tracker = StringsPositionTracker(base: base, start: start, end: buffer.count, file: file, encoding: encoding)
    }

    // MARK: Failures

    mutating func fail(_ code: StringsError.Code, at offset: Int, apple appleOffset: Int? = nil, _ detail: Detail = .none) {
        let failure = Failure(code: code, offset: offset, appleOffset: appleOffset ?? offset, detail: detail)
        if firstFailure == nil { firstFailure = failure }
        lastFailure = failure
    }

    /// CoreFoundation clears its error on every successful string, array, data and dictionary.
    mutating func clearFailure() {
        firstFailure = nil
        lastFailure = nil
    }

    mutating func note(_ code: StringsWarning.Code, at offset: Int, _ text: String) {
        if recordsNotes { notes.append(Note(code: code, offset: offset, text: text)) }
    }

    // MARK: Characters

    /// `[A-Za-z0-9_$/:.-]`, CoreFoundation's `isValidUnquotedStringCharacter`.
    @inline(__always)
    static func isUnquoted(_ byte: UInt8) -> Bool {
        let folded = byte | 0x20
        if folded >= 0x61, folded <= 0x7A { return true }  // letters
        if byte >= 0x30, byte <= 0x3A { return true }  // digits and ':'
        return byte == 0x5F || byte == 0x24 || byte == 0x2F || byte == 0x2E || byte == 0x2D
    }

    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    /// Whether U+2028 or U+2029 (`E2 80 A8`/`A9`) starts at `index`.
    @inline(__always)
    func isLineOrParagraphSeparator(at index: Int) -> Bool {
        base[index] == 0xE2 && index + 2 < end && base[index + 1] == 0x80 && base[index + 2] & 0xFE == 0xA8
    }

    /// The Unicode scalar starting at `index` (the text is valid UTF-8) and its length in bytes.
    func scalar(at index: Int) -> (value: UInt32, length: Int) {
        let lead = UInt32(base[index])
        switch lead {
        case 0..<0x80:
            return (lead, 1)
        case 0xC0..<0xE0:
            guard index + 1 < end else { return (0xFFFD, 1) }
            return ((lead & 0x1F) << 6 | UInt32(base[index + 1] & 0x3F), 2)
        case 0xE0..<0xF0:
            guard index + 2 < end else { return (0xFFFD, 1) }
            return ((lead & 0x0F) << 12 | UInt32(base[index + 1] & 0x3F) << 6 | UInt32(base[index + 2] & 0x3F), 3)
        default:
            guard index + 3 < end else { return (0xFFFD, 1) }
            let value = (lead & 0x07) << 18 | UInt32(base[index + 1] & 0x3F) << 12
                | UInt32(base[index + 2] & 0x3F) << 6 | UInt32(base[index + 3] & 0x3F)
            return (value, 4)
        }
    }

    @inline(__always)
    func makeString(from first: Int, to last: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: base + first, count: last - first), as: UTF8.self)
    }

    // MARK: Whitespace and comments

    /// Skips whitespace and comments (`advanceToNonSpace`); `false` at the end of the text.
    ///
    /// Whitespace is U+0009–U+000D, space, U+2028 and U+2029. A `//` comment ends before a line
    /// break (including U+2028/U+2029); an unterminated `/*` silently runs to the end.
    @inline(__always)
    mutating func skipSpace() -> Bool {
        var index = position
        while index < end {
            let byte = base[index]
            if byte == 0x20 || byte &- 0x09 < 5 {
                index += 1
                continue
            }
            if byte == 0x2F, index + 1 < end {
                let next = base[index + 1]
                if next == 0x2F {
                    index = endOfLineComment(from: index + 2)
                    continue
                }
                if next == 0x2A {
                    index = endOfBlockComment(from: index + 2, opening: index)
                    continue
                }
            } else if byte == 0xE2, isLineOrParagraphSeparator(at: index) {
                index += 3
                continue
            }
            position = index
            return true
        }
        position = end
        return false
    }

    /// The index of the line break that ends a `//` comment, or the end of the text.
    func endOfLineComment(from index: Int) -> Int {
        var index = index
        while index < end {
            let byte = base[index]
            if byte == 0x0A || byte == 0x0D { return index }
            if byte == 0xE2, isLineOrParagraphSeparator(at: index) { return index }
            index += 1
        }
        return end
    }

    /// The index just after the `*/` that ends a `/*` comment, or the end of the text.
    mutating func endOfBlockComment(from index: Int, opening: Int) -> Int {
        var index = index
        while index + 1 < end {
            if base[index] == 0x2A, base[index + 1] == 0x2F { return index + 2 }
            index += 1
        }
        unterminatedCommentStart = opening
        return end
    }
}
