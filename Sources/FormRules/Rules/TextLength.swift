/// Length limits in user-perceived characters (grapheme clusters), as a person counts them:
/// "é" written as e + U+0301 is one character, and so is a flag emoji.
///
/// `maxLength` is a size bound too: text of more than ``maxBytesPerCharacter`` UTF-8 bytes per
/// allowed character is too long whatever it counts as. One base letter with a million
/// combining marks is one character, and would otherwise pass `maxLength: 50` as a megabyte.
struct LengthRule: Sendable, Hashable {
    var minimum: Int?
    var maximum: Int?

    /// The most UTF-8 bytes a character may take under a maximum. Real characters take far
    /// fewer: a family emoji of seven scalars is 25 bytes, a flag 8, a Devanagari conjunct 9.
    static let maxBytesPerCharacter = 32

    func check(_ text: String) -> RuleFailure? {
        check(length: TextLength.count(text))
    }

    /// The rule over non-empty UTF-8 text. Characters are counted only when the byte count
    /// cannot settle it: a character is at least one byte, and non-empty text has one.
    func check(utf8 bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> RuleFailure? {
        if isASCII { return check(length: bytes.count) }
        if (minimum ?? 0) <= 1, bytes.count <= (maximum ?? Int.max) { return nil }
        if let maximum {
            // Settled by size before counting: counting a megabyte of marks costs a megabyte.
            let (limit, overflow) = maximum.multipliedReportingOverflow(by: Self.maxBytesPerCharacter)
            if !overflow, bytes.count > limit { return .maxLength(maximum) }
        }
        return check(length: String(decoding: bytes, as: UTF8.self).count)
    }

    private func check(length: Int) -> RuleFailure? {
        if let minimum, length < minimum { return .minLength(minimum) }
        if let maximum, length > maximum { return .maxLength(maximum) }
        return nil
    }
}

enum TextLength {
    /// Characters in `text`: its byte count when it is ASCII (the common case, no grapheme
    /// breaking needed), else its `Character` count.
    static func count(_ text: String) -> Int {
        var text = text
        let ascii = text.withUTF8 { bytes in (bytes.count, bytes.allSatisfy { $0 < 0x80 }) }
        if ascii.1 { return ascii.0 }
        return text.count
    }
}
