/// Digits only (`0`–`9`), for fields such as a phone number typed without separators.
enum DigitsRule {
    static func check(_ text: String) -> RuleFailure? {
        text.utf8.allSatisfy { $0 &- UInt8(ascii: "0") < 10 } ? nil : RuleFailure("digits")
    }
}
