/// Text fields refuse characters a person cannot see or type (unless the field says
/// `controlCharacters: true`): C0 controls but tab, line feed and carriage return, DEL, the
/// C1 controls, and the bidirectional embeddings, overrides and isolates that reorder what is
/// shown (U+202A to U+202E, U+2066 to U+2069: "Trojan Source"). NUL alone breaks stores
/// (PostgreSQL's `text` refuses it), ESC starts terminal escapes in a log, and U+202E makes a
/// name display backwards. The problem quotes the character's code (`U+202E`), never the
/// character.
enum ControlCharacterRule {
    /// The problem of the first such character in UTF-8 text, or nil.
    @inline(never)
    static func check(utf8 bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> RuleFailure? {
        firstControl(utf8: bytes, isASCII: isASCII).map { RuleFailure(.control, [.text(Quoting.codeName($0))]) }
    }

    /// Whether text may hold a refused character: false for nearly all text, which is then
    /// passed without building anything (the caller tests this first, inline).
    @inline(__always)
    static func mayHoldControl(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        return mayHoldControl(base, bytes.count)
    }

    /// The first refused scalar's value.
    static func firstControl(utf8 bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> UInt32? {
        guard let base = bytes.baseAddress, mayHoldControl(base, bytes.count) else { return nil }
        let count = bytes.count
        var index = 0
        while index < count {
            let byte = base[index]
            if byte < 0x20 {
                if byte != 0x09, byte != 0x0A, byte != 0x0D { return UInt32(byte) }
            } else if byte == 0x7F {
                return 0x7F
            } else if byte >= 0x80, !isASCII {
                // Valid UTF-8 (the reader checked it): C1 controls are C2 80 to C2 9F; the
                // bidirectional controls E2 80 AA to AE and E2 81 A6 to A9.
                if byte == 0xC2, index &+ 1 < count, base[index &+ 1] < 0xA0 { return UInt32(base[index &+ 1]) }
                if byte == 0xE2, index &+ 2 < count {
                    let second = base[index &+ 1], third = base[index &+ 2]
                    if second == 0x80, third &- 0xAA <= 0xAE - 0xAA { return 0x2000 &+ UInt32(third &- 0x80) }
                    if second == 0x81, third &- 0xA6 <= 0xA9 - 0xA6 { return 0x2040 &+ UInt32(third &- 0x80) }
                }
            }
            index &+= 1
        }
        return nil
    }

    /// Whether any byte is below 0x20, DEL or beyond ASCII: false for nearly all text, which
    /// is then passed without a byte loop. Run on every text of every submission, so words
    /// are tested whole, the last one overlapping the one before (a byte tested twice changes
    /// nothing); text of 4 to 7 bytes is two overlapping 32-bit words.
    @inline(__always)
    static func mayHoldControl(_ base: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        let raw = UnsafeRawPointer(base)
        if count >= 8 {
            var offset = 0
            while offset &+ 8 <= count {
                if flags(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) != 0 { return true }
                offset &+= 8
            }
            return offset < count && flags(raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)) != 0
        }
        if count >= 4 {
            return flags(raw.loadUnaligned(as: UInt32.self)) | flags(raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)) != 0
        }
        for index in 0..<count where base[index] &- 0x20 >= 0x5F { return true }
        return false
    }

    /// The high bit of each byte of `word` that is below 0x20 (it borrows in `word - 0x20…`),
    /// DEL (zero after `^ 0x7F…`) or beyond ASCII; a borrow marks only bytes after a real
    /// match, so zero means none is.
    @inline(__always)
    static func flags<Word: FixedWidthInteger & UnsignedInteger>(_ word: Word) -> Word {
        let ones = Word.max / 0xFF
        let highBits = ones &* 0x80
        let below20 = (word &- ones &* 0x20) & ~word & highBits
        let delete = word ^ (ones &* 0x7F)
        let isDelete = (delete &- ones) & ~delete & highBits
        return (word & highBits) | below20 | isDelete
    }
}
