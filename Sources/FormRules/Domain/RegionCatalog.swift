/// The subdivisions offered for each ``Country``, and lookup of submitted region codes.
///
/// By default the US offers its 50 states; ``Options`` adds the District of Columbia and the
/// five inhabited outlying areas. Australia always offers its 8 states and territories.
///
/// Lookup comes in two strengths. ``region(_:in:)`` accepts the exact code only (`NSW`, not
/// `nsw` or `AU-NSW`): that is what a picker submits, and a backend should not silently repair
/// a value its own form could not have produced. ``region(normalizing:in:)`` is for typed or
/// imported data: it trims ASCII whitespace, upper-cases ASCII letters and also accepts the
/// ISO 3166-2 form of the same country (`" au-nsw "` gives NSW).
///
/// ```swift
/// let catalog = RegionCatalog(options: .district)
/// catalog.regions(in: .unitedStates).count          // 51
/// catalog.region("DC", in: .unitedStates)?.kind      // .district
/// catalog.region("ca", in: .unitedStates)            // nil
/// catalog.region(normalizing: "ca", in: .unitedStates)?.isoCode  // "US-CA"
/// ```
///
/// - Complexity: lookups compare packed integer keys, at most one per region of the country,
///   and allocate nothing.
package struct RegionCatalog: Sendable, Hashable {
    /// Which optional US subdivisions are offered besides the 50 states.
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The District of Columbia (`DC`).
        public static let district = Options(rawValue: 1 << 0)
        /// American Samoa, Guam, the Northern Mariana Islands, Puerto Rico and the U.S. Virgin
        /// Islands (`AS`, `GU`, `MP`, `PR`, `VI`).
        public static let outlyingAreas = Options(rawValue: 1 << 1)
        /// Every subdivision the catalog knows.
        public static let all: Options = [.district, .outlyingAreas]
    }

    /// The options the catalog was made with.
    public let options: Options

    /// The regions and their lookup keys, behind one reference: a rule copies the catalog for
    /// each submitted region it checks, and a copy then counts one reference, not one per array.
    private let tables: Tables

    private final class Tables: Sendable {
        /// Per country (``Country`` order: the US, then Australia): the regions in display
        /// order, their codes packed (``ASCII/packedCode(_:)``), and their two-letter codes as
        /// bits, one per pair of capitals, so that checking a submitted `CA` is one test.
        let regions: [[Region]]
        let keys: [[UInt64]]
        let pairs: [CapitalPairSet]

        init(_ regions: [[Region]]) {
            self.regions = regions
            keys = regions.map { $0.map { ASCII.packedCode($0.code.utf8) } }
            pairs = keys.map { keys in
                var set = CapitalPairSet()
                for key in keys { set.insert(key) }
                return set
            }
        }
    }

    /// Makes a catalog offering the 50 US states plus what `options` adds, and Australia's 8.
    public init(options: Options = []) {
        self.options = options
        var us = Self.unitedStatesStates
        if options.contains(.district) { us += Self.unitedStatesDistrict }
        if options.contains(.outlyingAreas) { us += Self.unitedStatesOutlyingAreas }
        tables = Tables([us, Self.australianRegions])
    }

    /// A country's place in the tables: 0 for the US, 1 for Australia, nil for a country of
    /// the address data (``AddressData``), whose regions are always all offered.
    @inline(__always)
    static func slot(_ country: Country) -> Int? {
        if country == .unitedStates { return 0 }
        if country == .australia { return 1 }
        return nil
    }

    /// The catalog with default options: the 50 US states and Australia's 8.
    public static let standard = RegionCatalog()

    /// The regions offered for `country`, in display order: US states alphabetically by English
    /// name, then DC, then the outlying areas; Australia in the ABS order (NSW, VIC, QLD, SA, WA,
    /// TAS, NT, ACT). A picker showing localized labels should sort by those labels itself.
    /// Elsewhere, the address data's order (Google's, mostly alphabetical by key). A country
    /// whose addresses name no region has none.
    public func regions(in country: Country) -> [Region] {
        guard let slot = Self.slot(country) else { return Array(AddressData.standard.regions(of: country)) }
        return tables.regions[slot]
    }

    /// The region of `country` whose code is exactly `code` (case-sensitive, no trimming).
    public func region(_ code: some StringProtocol, in country: Country) -> Region? {
        region(utf8: code.utf8, in: country)
    }

    /// ``region(_:in:)`` for a code given as UTF-8 bytes.
    func region(utf8 code: some Sequence<UInt8>, in country: Country) -> Region? {
        guard Self.slot(country) != nil else {
            return AddressData.standard.regions(of: country).first { $0.code.utf8.elementsEqual(code) }
        }
        return find(ASCII.packedCode(code), in: country)
    }

    /// The region of `country` for a code as typed or imported: ASCII whitespace trimmed,
    /// ASCII letters upper-cased, and the ISO 3166-2 form (`AU-NSW`) accepted when its country
    /// part is `country`.
    public func region(normalizing code: some StringProtocol, in country: Country) -> Region? {
        guard Self.slot(country) != nil else { return Self.dataRegion(normalizing: code, in: country) }
        guard let key = ASCII.packedCodeNormalizing(code.utf8) else { return nil }
        if let region = find(key, in: country) { return region }
        // "XX-" followed by 1 to 3 bytes packs to 4 to 6 bytes: strip the country prefix.
        let expected = ASCII.packedCode(country.code.utf8) << 8 | 0x2D  // "XX-"
        for suffixLength in 1...3 {
            let prefix = key >> UInt64(8 * suffixLength)
            if prefix == expected {
                let suffix = key & ((1 << UInt64(8 * suffixLength)) - 1)
                return find(suffix, in: country)
            }
        }
        return nil
    }

    /// The region whose ISO 3166-2 code is exactly `isoCode` (`US-CA`), if the catalog offers it.
    public func region(isoCode: some StringProtocol) -> Region? {
        let utf8 = isoCode.utf8
        guard utf8.count >= 4, let dash = utf8.firstIndex(of: 0x2D),
            let country = Country(code: isoCode[isoCode.startIndex..<dash])
        else { return nil }
        // Elsewhere the ISO code is not always the country and the key (JP-01 is 北海道).
        if Self.slot(country) == nil {
            return AddressData.standard.regions(of: country).first { $0.isoCode.utf8.elementsEqual(utf8) }
        }
        return region(isoCode[isoCode.index(after: dash)...], in: country)
    }

    /// Whether `code`, given as UTF-8 bytes, is exactly the code of a region of `country`: the
    /// lookup of ``region(_:in:)`` without making the region.
    func contains(utf8 code: some Sequence<UInt8>, in country: Country) -> Bool {
        guard let slot = Self.slot(country) else {
            return AddressData.standard.regions(of: country).contains { $0.code.utf8.elementsEqual(code) }
        }
        let key = ASCII.packedCode(code)
        guard key != 0 else { return false }
        if CapitalPairSet.slot(key) != nil { return tables.pairs[slot].contains(key) }
        return tables.keys[slot].contains(key)
    }

    private func find(_ key: UInt64, in country: Country) -> Region? {
        guard key != 0, let slot = Self.slot(country) else { return nil }
        guard let index = tables.keys[slot].firstIndex(of: key) else { return nil }
        return tables.regions[slot][index]
    }

    /// ``region(normalizing:in:)`` for a country of the address data: its key with ASCII
    /// whitespace trimmed and ASCII letters compared without case, or its ISO 3166-2 code.
    private static func dataRegion(normalizing code: some StringProtocol, in country: Country) -> Region? {
        let bytes = Array(code.utf8)
        let start = bytes.firstIndex { !ASCII.isWhitespace($0) } ?? bytes.endIndex
        let end = (bytes.lastIndex { !ASCII.isWhitespace($0) }).map { $0 + 1 } ?? start
        let trimmed = bytes[start..<end]
        func same(_ text: String) -> Bool {
            text.utf8.count == trimmed.count && zip(text.utf8, trimmed).allSatisfy { ASCII.uppercased($0) == ASCII.uppercased($1) }
        }
        return AddressData.standard.regions(of: country).first { same($0.code) || same($0.isoCode) }
    }

    // Two catalogs are interchangeable when made with the same options.
    public static func == (lhs: RegionCatalog, rhs: RegionCatalog) -> Bool { lhs.options == rhs.options }
    public func hash(into hasher: inout Hasher) { hasher.combine(options.rawValue) }
}
