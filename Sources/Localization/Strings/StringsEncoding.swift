/// How a `.strings` file's bytes were encoded, detected the way CoreFoundation detects it.
///
/// Apple's rules, in order: a UTF-32 byte order mark (files longer than 4 bytes), a UTF-8 byte
/// order mark (longer than 3 bytes), a UTF-16 byte order mark (longer than 2 bytes); then, with no
/// mark, a zero in either of the first two bytes means UTF-16; anything else is UTF-8.
public enum StringsEncoding: String, Sendable, Hashable, CaseIterable {
    /// UTF-8 without a byte order mark.
    case utf8
    /// UTF-8 starting with the byte order mark `EF BB BF`.
    case utf8BOM
    /// UTF-16 little-endian with the byte order mark `FF FE`.
    case utf16LE
    /// UTF-16 big-endian with the byte order mark `FE FF`.
    case utf16BE
    /// UTF-32 little-endian with the byte order mark `FF FE 00 00`.
    case utf32LE
    /// UTF-32 big-endian with the byte order mark `00 00 FE FF`.
    case utf32BE
    /// UTF-16 without a byte order mark (one of the first two bytes is zero).
    ///
    /// Apple skips the first two bytes as if they were a byte order mark, so the first character
    /// is lost, and reads the rest in the machine's byte order (little-endian on every current
    /// Apple platform). This reader does the same and warns.
    case utf16WithoutBOM

    /// The number of bytes before the text: the byte order mark, or the two bytes Apple skips.
    public var prefixLength: Int {
        switch self {
        case .utf8: 0
        case .utf8BOM: 3
        case .utf16LE, .utf16BE, .utf16WithoutBOM: 2
        case .utf32LE, .utf32BE: 4
        }
    }
}
