/// An international phone number shape: an optional `+` and 8 to 15 digits (E.164's length),
/// spaces, dots, hyphens and parentheses allowed between them and removed when normalizing.
enum PhoneRule {
    static func check(_ text: String) -> RuleOutcome {
        let (failure, normalizes) = check(utf8: text.utf8)
        if let failure { return .reject(failure) }
        guard normalizes else { return .accept(.string(text)) }
        // Valid numbers are ASCII: keep the leading "+" and the digits.
        return .accept(.string(String(decoding: text.utf8.filter { $0 == UInt8(ascii: "+") || ASCII.isDigit($0) }, as: UTF8.self)))
    }

    /// The rule over UTF-8 bytes: the failure, or whether normalizing changes the number (it
    /// has separators). Only ASCII is accepted, so bytes and scalars agree.
    static func check(utf8 bytes: some Sequence<UInt8>) -> (failure: RuleFailure?, normalizes: Bool) {
        var digits = 0
        var separators = false
        var index = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "+") where index == 0: break
            case UInt8(ascii: " "), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "("), UInt8(ascii: ")"): separators = true
            default: return (.phone, false)
            }
            index += 1
        }
        guard (8...15).contains(digits) else { return (.phone, false) }
        return (nil, separators)
    }
}
