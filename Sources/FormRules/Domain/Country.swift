/// A country the domain rules know: one of the 252 of Google's address metadata (ISO 3166-1
/// alpha-2 codes, and a few Google adds, such as `AC` for Ascension Island), with its
/// subdivisions and postal-code format (``AddressData``).
///
/// The code is exactly what a submission carries: two capital letters.
///
/// ```swift
/// Country(code: "AU")               // .australia
/// Country(code: "au")               // nil: codes are exact; see normalizing(_:)
/// Country(code: "FR")?.messageKey   // "country.FR"
/// Country(code: "XX")               // nil: not a country of the data
/// ```
package struct Country: Sendable, Hashable, CustomStringConvertible {
    /// The code's two bytes, the first in the high byte (`US` is 0x5553).
    let packed: UInt16

    /// The United States (`US`): its states and ZIP codes have the engine's own tables.
    public static let unitedStates = Country(packed: 0x5553)
    /// Australia (`AU`): its states, territories and postcodes have the engine's own tables.
    public static let australia = Country(packed: 0x4155)

    private init(packed: UInt16) { self.packed = packed }

    /// The country of a packed code the caller knows the data has (the data's own reader).
    static func unchecked(_ packed: UInt16) -> Country { Country(packed: packed) }

    /// The country whose code is exactly `code` (case-sensitive).
    public init?(code: some StringProtocol) {
        self.init(utf8: code.utf8)
    }

    /// ``init(code:)`` for a code given as UTF-8 bytes.
    @inline(__always)
    init?(utf8 code: some Sequence<UInt8>) {
        guard let packed = Self.known(ASCII.packedCode(code)) else { return nil }
        self.packed = packed
    }

    /// The country for a code as a person might type it: ASCII whitespace trimmed, letters
    /// upper-cased (`" au "` gives ``australia``).
    public static func normalizing(_ code: some StringProtocol) -> Country? {
        guard let key = ASCII.packedCodeNormalizing(code.utf8), let packed = known(key) else { return nil }
        return Country(packed: packed)
    }

    /// Every country of the address data, in code order.
    public static var allCases: [Country] { knownCodes.packedCodes.map(Country.init(packed:)) }

    /// The data's country codes, read from the short list of codes the build step wrote beside
    /// the table (``AddressData/codes``): a form of US and Australian addresses never reads the
    /// table of 252 countries itself.
    private static let knownCodes: CapitalPairSet = {
        var set = CapitalPairSet()
        AddressData.codes.withUTF8Buffer { codes in
            var index = 0
            while index + 1 < codes.count {
                set.insert(UInt64(codes[index]) << 8 | UInt64(codes[index + 1]))
                index += 2
            }
        }
        return set
    }()

    /// The packed code of a country of the data, from a packed code of any length.
    @inline(__always)
    private static func known(_ key: UInt64) -> UInt16? {
        knownCodes.contains(key) ? UInt16(key) : nil
    }

    /// The ISO 3166-1 alpha-2 code (`US`, `AU`).
    public var code: String {
        String(decoding: [UInt8(packed >> 8), UInt8(packed & 0xFF)], as: UTF8.self)
    }

    /// The code.
    public var description: String { code }

    /// What the address data says of the country: its postal-code format and regions.
    var entry: AddressData.CountryEntry { AddressData.standard.entry(packed) }

    /// The English short name, for documentation and as a last-resort fallback only: labels
    /// shown to people come from ``messageKey``.
    public var englishName: String { entry.englishName }

    /// The message key of the country's label, `country.` followed by its code.
    public var messageKey: String { "country." + code }
}
