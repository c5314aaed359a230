/// Byte-level helpers shared by the domain scanners; internal, allocation-free.
enum ASCII {
    /// ASCII whitespace as the WHATWG Infra standard defines it: tab, LF, FF, CR, space.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

    /// `0`-`9`, `a`-`f` or `A`-`F`.
    @inline(__always)
    static func isHexDigit(_ byte: UInt8) -> Bool { isDigit(byte) || (byte | 0x20) &- 0x61 < 6 }

    @inline(__always)
    static func isUppercase(_ byte: UInt8) -> Bool { byte &- 0x41 < 26 }

    @inline(__always)
    static func uppercased(_ byte: UInt8) -> UInt8 { byte &- 0x61 < 26 ? byte - 0x20 : byte }

    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte + 0x20 : byte }

    /// Packs a code of at most 7 bytes into an integer, first byte highest, so that short codes
    /// compare with one integer comparison; 0 when the code is empty or longer than 7 bytes.
    @inline(__always)
    static func packedCode(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var key: UInt64 = 0
        var count = 0
        for byte in bytes {
            count += 1
            if count > 7 || byte == 0 { return 0 }
            key = key << 8 | UInt64(byte)
        }
        return key
    }

    /// Like ``packedCode(_:)`` after trimming ASCII whitespace and upper-casing ASCII letters;
    /// nil when nothing is left or the code is too long.
    static func packedCodeNormalizing(_ bytes: some Collection<UInt8>) -> UInt64? {
        var key: UInt64 = 0
        var count = 0
        var pendingSpaces = 0
        for byte in bytes {
            if isWhitespace(byte) {
                if count > 0 { pendingSpaces += 1 }
                continue
            }
            // Whitespace inside the code is kept (and so fails the lookup), not skipped.
            if pendingSpaces > 0 {
                count += pendingSpaces
                if count > 7 { return nil }
                for _ in 0..<pendingSpaces { key = key << 8 | 0x20 }
                pendingSpaces = 0
            }
            count += 1
            if count > 7 || byte == 0 { return nil }
            key = key << 8 | UInt64(uppercased(byte))
        }
        return count == 0 ? nil : key
    }

    /// The packed form of a literal code, for tables and `switch` cases.
    static func pack(_ code: StaticString) -> UInt64 {
        var key: UInt64 = 0
        code.withUTF8Buffer { for byte in $0 { key = key << 8 | UInt64(byte) } }
        return key
    }
}
