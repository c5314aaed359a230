/// A first-level subdivision of a ``Country`` as addresses name it: a US state, district or
/// outlying area, an Australian state or territory, a Canadian province, a Japanese prefecture…
///
/// Submissions carry the short ``code``, Google's key (`NSW`, `CA`, `QC`, `北海道`); the ISO
/// 3166-2 code (`AU-NSW`, `US-CA`, `JP-01`) names the region everywhere else, including its
/// label's message key.
///
/// ```swift
/// let nsw = RegionCatalog.standard.region("NSW", in: .australia)!
/// nsw.isoCode      // "AU-NSW"
/// nsw.kind         // .state
/// nsw.messageKey   // "region.AU-NSW"
/// ```
package struct Region: Sendable, Hashable, CustomStringConvertible {
    /// What sort of subdivision a region is, as ISO 3166-2 (iso-codes) classifies it.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A state (the 50 US states; NSW, VIC, QLD, SA, WA, TAS).
        case state
        /// An Australian territory (ACT, NT).
        case territory
        /// The District of Columbia.
        case district
        /// A US outlying area (American Samoa, Guam, Northern Mariana Islands, Puerto Rico,
        /// U.S. Virgin Islands).
        case outlyingArea
        /// A region of any other country: a province, prefecture, county, emirate… (what the
        /// country calls it is ``AddressData/CountryEntry/regionKind``).
        case subdivision
    }

    /// The country the region belongs to.
    public let country: Country
    /// The code a submission carries: the USPS code for the US (`CA`), the upper-case
    /// libaddressinput key elsewhere (`NSW`, `QC`), written in the country's script where
    /// Google's data keys it so (`北海道`).
    public let code: String
    /// The ISO 3166-2 code (`US-CA`, `AU-NSW`); for the 51 regions ISO does not list, the
    /// country's code and the key (`BS-Abaco`), so that every region has one label key.
    public let isoCode: String
    /// The English name, for documentation and as a last-resort fallback only: labels shown to
    /// people come from ``messageKey``.
    public let englishName: String
    /// The kind of subdivision.
    public let kind: Kind
    /// Postal codes of the region as inclusive ranges of their numeric value (5 digits in the
    /// US, 4 in Australia), expanded from libaddressinput's prefix patterns.
    let postalCodes: [ClosedRange<Int32>]
    /// Elsewhere, the start of the region's postal codes, when the data gives one, and its
    /// pattern as the data writes it (for the JSON Schema export).
    let postalPrefix: PatternProgram?
    let postalPrefixSource: String

    init(
        _ country: Country, _ code: String, _ englishName: String, _ kind: Kind,
        postalCodes: [ClosedRange<Int32>]
    ) {
        self.country = country
        self.code = code
        self.isoCode = country.code + "-" + code
        self.englishName = englishName
        self.kind = kind
        self.postalCodes = postalCodes
        self.postalPrefix = nil
        self.postalPrefixSource = ""
    }

    /// A region of the address data (``AddressData``).
    init(
        _ country: Country, _ code: String, _ englishName: String, _ kind: Kind, isoCode: String,
        postalPrefix: PatternProgram?, source: String
    ) {
        self.country = country
        self.code = code
        self.isoCode = isoCode
        self.englishName = englishName
        self.kind = kind
        self.postalCodes = []
        self.postalPrefix = postalPrefix
        self.postalPrefixSource = source
    }

    /// The message key of the region's label, `region.` followed by the ISO 3166-2 code
    /// (`region.AU-NSW`).
    public var messageKey: String { "region." + isoCode }

    /// The ISO 3166-2 code.
    public var description: String { isoCode }

    /// Whether `value`, the numeric value of a postal code of the country's length, lies in one
    /// of the region's postal code ranges.
    func containsPostalCode(_ value: Int32) -> Bool {
        for range in postalCodes where range.contains(value) { return true }
        return false
    }

    // Identity is the country and code; the remaining fields follow from them.
    public static func == (lhs: Region, rhs: Region) -> Bool {
        lhs.country == rhs.country && lhs.code == rhs.code
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(country)
        hasher.combine(code)
    }
}
