/// Text fields refuse characters a person cannot see or type (unless the field says
/// `controlCharacters: true`): C0 controls but tab, line feed and carriage return, DEL, the
/// C1 controls, and the bidirectional embeddings, overrides and isolates that reorder what is
/// shown (U+202A to U+202E, U+2066 to U+2069: "Trojan Source"). NUL alone breaks stores
/// (PostgreSQL's `text` refuses it), ESC starts terminal escapes in a log, and U+202E makes a
/// name display backwards. The problem quotes the character's code (`U+202E`), never the
/// character.
enum ControlCharacterRule {
    /// The problem of the first such character in UTF-8 text, or nil.
    static func check(utf8 bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> RuleFailure? {
        firstControl(utf8: bytes, isASCII: isASCII).map { RuleFailure(.control, [.text(codeName($0))]) }
    }

    /// The first refused scalar's value.
    static func firstControl(utf8 bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> UInt32? {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x20 {
                if byte != 0x09, byte != 0x0A, byte != 0x0D { return UInt32(byte) }
            } else if byte == 0x7F {
                return 0x7F
            } else if byte >= 0x80, !isASCII {
                // Valid UTF-8 (the reader checked it): C1 controls are C2 80 to C2 9F; the
                // bidirectional controls E2 80 AA to AE and E2 81 A6 to A9.
                if byte == 0xC2, index + 1 < count, bytes[index + 1] < 0xA0 { return UInt32(bytes[index + 1]) }
                if byte == 0xE2, index + 2 < count {
                    let second = bytes[index + 1], third = bytes[index + 2]
                    if second == 0x80, (0xAA...0xAE).contains(third) { return 0x2000 + UInt32(third - 0x80) }
                    if second == 0x81, (0xA6...0xA9).contains(third) { return 0x2040 + UInt32(third - 0x80) }
                }
            }
            index += 1
        }
        return nil
    }

    /// `U+0000`: the code as people look it up, four hex digits at least.
    static func codeName(_ scalar: UInt32) -> String {
        let digits = "0123456789ABCDEF".utf8.map { $0 }
        var hex: [UInt8] = []
        var value = scalar
        repeat {
            hex.append(digits[Int(value & 0xF)])
            value >>= 4
        } while value > 0
        while hex.count < 4 { hex.append(UInt8(ascii: "0")) }
        return "U+" + String(decoding: hex.reversed(), as: UTF8.self)
    }
}
