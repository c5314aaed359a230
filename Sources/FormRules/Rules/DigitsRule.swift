/// Digits only (`0`–`9`), for fields such as a phone number typed without separators.
enum DigitsRule {
    static func check(_ text: String) -> RuleFailure? {
        check(utf8: text.utf8)
    }

    /// The rule over UTF-8 bytes, for submissions checked straight from their JSON text.
    @inline(__always)
    static func check(utf8 bytes: some Sequence<UInt8>) -> RuleFailure? {
        accepts(utf8: bytes) ? nil : .digits
    }

    /// Whether every byte is an ASCII digit.
    @inline(__always)
    static func accepts(utf8 bytes: some Sequence<UInt8>) -> Bool {
        bytes.allSatisfy { $0 &- UInt8(ascii: "0") < 10 }
    }
}
