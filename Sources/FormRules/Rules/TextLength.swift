/// Length limits in user-perceived characters (grapheme clusters), as a person counts them:
/// "é" written as e + U+0301 is one character, and so is a flag emoji.
struct LengthRule: Sendable, Hashable {
    var minimum: Int?
    var maximum: Int?

    func check(_ text: String) -> RuleFailure? {
        check(length: TextLength.count(text))
    }

    /// The rule over non-empty UTF-8 text. Characters are counted only when the byte count
    /// cannot settle it: a character is at least one byte, and non-empty text has one.
    func check(utf8 bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> RuleFailure? {
        if isASCII { return check(length: bytes.count) }
        if (minimum ?? 0) <= 1, bytes.count <= (maximum ?? Int.max) { return nil }
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
