/// The countries and regions of Google's address metadata, with ISO 3166 codes and names from
/// iso-codes: `Resources/Addresses/addresses.tsv`, written by `Scripts/generate-address-data.py`
/// (which records both sources' versions) and compiled in by the EmbedAddresses step of the
/// EmbedCatalog plugin.
///
/// Read once, on first use, into arrays: one entry per country and per region, the postal-code
/// patterns compiled (``PatternProgram``). The US and Australia keep their own tables
/// (``RegionCatalog``, ``PostalCode``): numeric ranges checked without a pattern, DC and the
/// outlying areas as options, and the border exceptions; their entries here are used for the
/// country's facts only.
///
/// ```swift
/// let canada = AddressData.standard.entry(Country(code: "CA")!.packed)
/// canada.regions.count          // 13
/// canada.upperCasesPostalCode   // true: "h3z 2y7" is checked as "H3Z 2Y7"
/// ```
final class AddressData: Sendable {
    /// One country of the data.
    struct CountryEntry: Sendable {
        let packed: UInt16
        let englishName: String
        /// The whole postal code must match this; nil when any text is a postal code (the
        /// address has one but the data gives no format) or when it has none.
        let postalPattern: PatternProgram?
        /// The pattern as the data writes it (for the JSON Schema export and messages).
        let postalPatternSource: String
        /// Example postal codes, the first the most typical.
        let postalExamples: [String]
        /// Whether the country's addresses have a postal code at all.
        let hasPostalCode: Bool
        /// Whether they name a region (Google's format has `%S`).
        let hasRegion: Bool
        /// Whether a postal code is written in capitals (`sw1a 1aa` is read as `SW1A 1AA`).
        let upperCasesPostalCode: Bool
        /// What the country calls its regions and postal codes (`province`, `zip`): Google's words.
        let regionKind: String
        let postalKind: String
        /// The country's regions in ``AddressData/regions``, in the data's order.
        let regions: Range<Int>
    }

    let countries: [CountryEntry]
    /// Every country's regions, country by country.
    let regions: [Region]
    /// Per pair of capitals (26 × 26), the country's place in ``countries``, or -1.
    private let slots: [Int16]

    /// The compiled-in data, read on first use (a `static let` is initialized once, thread-safely).
    static let standard = AddressData(table: AddressData.table)

    /// Reads the table; a line the generator could not have written stops the program, as the
    /// build step checked every line first (`catalog-embedder --addresses`).
    init(table: StaticString) {
        var countries: [CountryEntry] = []
        var regions: [Region] = []
        var slots = [Int16](repeating: -1, count: 26 * 26)
        var pending: (fields: [String], firstRegion: Int)?

        func finishCountry() {
            guard let (fields, firstRegion) = pending else { return }
            let packed = UInt16(ASCII.packedCode(fields[1].utf8))
            let flags = fields[5].utf8
            let source = fields[3]
            countries.append(CountryEntry(
                packed: packed, englishName: fields[2],
                postalPattern: source.isEmpty ? nil : Self.compile(source, prefix: false),
                postalPatternSource: source,
                postalExamples: Self.split(fields[4].utf8, on: 0x2C).filter { !$0.isEmpty }.map { String(decoding: $0, as: UTF8.self) },
                hasPostalCode: flags.contains(0x5A), hasRegion: flags.contains(0x53),
                upperCasesPostalCode: flags.contains(0x55),
                regionKind: fields[6], postalKind: fields[7], regions: firstRegion..<regions.count))
            slots[Self.slot(packed)] = Int16(countries.count - 1)
            pending = nil
        }

        table.withUTF8Buffer { bytes in
            for line in Self.split(bytes, on: 0x0A) where !line.isEmpty && line[line.startIndex] != 0x23 {
                let fields = Self.split(line, on: 0x09).map { String(decoding: $0, as: UTF8.self) }
                if fields[0] == "C", fields.count == 9 {
                    finishCountry()
                    pending = (fields, regions.count)
                } else if fields[0] == "R", fields.count == 6, let (country, _) = pending {
                    let code = Country.unchecked(UInt16(ASCII.packedCode(country[1].utf8)))
                    regions.append(Region(
                        code, fields[1], fields[4], .subdivision, isoCode: fields[3],
                        postalPrefix: fields[5].isEmpty ? nil : Self.compile(fields[5], prefix: true), source: fields[5]))
                } else {
                    preconditionFailure("addresses.tsv: a line the build step should have refused")
                }
            }
        }
        finishCountry()
        self.countries = countries
        self.regions = regions
        self.slots = slots
    }

    /// The entry of a country the data has.
    func entry(_ packed: UInt16) -> CountryEntry {
        countries[Int(slots[Self.slot(packed)])]
    }

    /// The regions of a country the data has, in the data's order.
    func regions(of country: Country) -> ArraySlice<Region> {
        regions[country.entry.regions]
    }

    /// The place of a country's code among the pairs of capitals (every code of the data is one).
    @inline(__always)
    private static func slot(_ packed: UInt16) -> Int {
        CapitalPairSet.slot(UInt64(packed)) ?? 0
    }

    /// A postal pattern of the data; the generator rewrote what the engine's subset lacks, and
    /// the tests compile every pattern, so a failure here is a generator fault.
    private static func compile(_ source: String, prefix: Bool) -> PatternProgram {
        guard let node = try? PatternParser.parse(source) else {
            preconditionFailure("addresses.tsv: the postal pattern '\(source)' does not parse")
        }
        // A region's pattern names the start of its codes: what follows is anything.
        return PatternProgram(prefix ? .sequence([node, .repetition(.scalars(.all), minimum: 0, maximum: nil)]) : node)
    }

    private static func split<Bytes: Collection<UInt8>>(_ bytes: Bytes, on separator: UInt8) -> [Bytes.SubSequence] {
        var parts: [Bytes.SubSequence] = []
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            if bytes[index] == separator {
                parts.append(bytes[start..<index])
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        parts.append(bytes[start..<bytes.endIndex])
        return parts
    }
}
