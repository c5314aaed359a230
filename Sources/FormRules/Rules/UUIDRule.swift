/// The 8-4-4-4-12 hexadecimal shape of a UUID, upper or lower case: `a29e4fd0-581d-e06b-c837-4f5f4be7dd18`.
///
/// Only the shape is checked. The WebSocket apps' own `sequence_id` values are not RFC 9562
/// version-valid (`e06b` has no version digit), so checking the version and variant bits would
/// refuse real traffic.
enum UUIDRule {
    static func check(_ text: String) -> RuleFailure? {
        check(utf8: text.utf8)
    }

    /// The rule over UTF-8 bytes, for submissions checked straight from their JSON text.
    static func check(utf8 bytes: some Collection<UInt8>) -> RuleFailure? {
        accepts(utf8: bytes) ? nil : .uuid
    }

    /// Whether the bytes are 36 characters: hexadecimal digits with hyphens at 8, 13, 18 and 23.
    static func accepts(utf8 bytes: some Collection<UInt8>) -> Bool {
        guard bytes.count == 36 else { return false }
        for (offset, byte) in bytes.enumerated() {
            switch offset {
            case 8, 13, 18, 23:
                guard byte == UInt8(ascii: "-") else { return false }
            default:
                guard ASCII.isHexDigit(byte) else { return false }
            }
        }
        return true
    }
}
