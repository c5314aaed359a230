/// A country the domain rules know: its subdivisions, postal codes and phone shapes.
///
/// The raw value is the ISO 3166-1 alpha-2 code, exactly as a submission carries it.
///
/// ```swift
/// Country(code: "AU")          // .australia
/// Country(code: "au")          // nil: codes are exact; see normalizing(_:)
/// Country.unitedStates.messageKey  // "country.US"
/// ```
package enum Country: String, Sendable, Hashable, CaseIterable {
    /// The United States (`US`).
    case unitedStates = "US"
    /// Australia (`AU`).
    case australia = "AU"

    /// The country whose ISO 3166-1 alpha-2 code is exactly `code` (case-sensitive).
    public init?(code: some StringProtocol) {
        self.init(utf8: code.utf8)
    }

    /// ``init(code:)`` for a code given as UTF-8 bytes.
    @inline(__always)
    init?(utf8 code: some Sequence<UInt8>) {
        // Packed codes: 0x5553 is "US", 0x4155 is "AU".
        switch ASCII.packedCode(code) {
        case 0x5553: self = .unitedStates
        case 0x4155: self = .australia
        default: return nil
        }
    }

    /// The country for a code as a person might type it: ASCII whitespace trimmed, letters
    /// upper-cased (`" au "` gives ``australia``).
    public static func normalizing(_ code: some StringProtocol) -> Country? {
        guard let key = ASCII.packedCodeNormalizing(code.utf8) else { return nil }
        switch key {
        case 0x5553: return .unitedStates
        case 0x4155: return .australia
        default: return nil
        }
    }

    /// The ISO 3166-1 alpha-2 code (`US`, `AU`).
    public var code: String { rawValue }

    /// The English short name, for documentation and as a last-resort fallback only: labels
    /// shown to people come from ``messageKey``.
    public var englishName: String {
        switch self {
        case .unitedStates: "United States"
        case .australia: "Australia"
        }
    }

    /// The message key of the country's label, `country.` followed by its code.
    public var messageKey: String { "country." + rawValue }
}
