/// A text field's `characters` and `pattern`: every character of the value from the set, and
/// the whole value matching the pattern (``PatternParser`` reads the documented subset;
/// ``PatternProgram`` matches in linear time). Both read the value as the field keeps it:
/// trimmed, unless the field says `"trim": false` (passwords never are).
///
/// The failures name no regular expression: `characters` ("contains characters that are not
/// allowed") and `pattern` ("is not in the expected form"), whose keys a field's `messages` can
/// replace with words for its own form ("six letters or digits").
///
/// ```swift
/// let rule = PatternRule(
///     characters: try CharacterSetSpelling.parse("A-Z0-9"), pattern: try PatternParser.parse("[A-Z]{3}[0-9]{3}"))
/// rule.check("ABC123")   // nil
/// rule.check("abc123")   // characters
/// rule.check("ABCD12")   // pattern
/// ```
struct PatternRule: Sendable {
    /// A `digits` field's own check, made here first: the field's kind is this rule's.
    var digitsOnly = false
    var characters: ScalarSet?
    var pattern: PatternProgram?

    init(characters: ScalarSet?, pattern: PatternNode?, digitsOnly: Bool = false) {
        self.digitsOnly = digitsOnly
        self.characters = characters
        self.pattern = pattern.map(PatternProgram.init)
    }

    func check(_ text: String) -> RuleFailure? {
        var text = text
        return text.withUTF8 { check(utf8: $0) }
    }

    /// The set first (a value with a character it does not allow is not also said to be in
    /// the wrong form), then the pattern.
    func check(utf8 bytes: UnsafeBufferPointer<UInt8>) -> RuleFailure? {
        if let characters, !Self.allIn(characters, bytes) { return .characters }
        if let pattern, !pattern.matches(utf8: bytes) { return .pattern }
        return nil
    }

    /// Whether every scalar of the UTF-8 text is in `set`.
    private static func allIn(_ set: ScalarSet, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let lead = UInt32(bytes[index])
            if lead < 0x80 {
                guard set.contains(lead) else { return false }
                index += 1
                continue
            }
            let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            guard index + length <= bytes.count else { return false }
            var value = lead & (0xFF >> UInt32(length + 1))
            for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
            guard set.contains(value) else { return false }
            index += length
        }
        return true
    }
}
