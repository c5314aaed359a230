/// The countries and regions of Google's address metadata, with ISO 3166 codes and names from
/// iso-codes: `Resources/Addresses/addresses.tsv`, written by `Scripts/generate-address-data.py`
/// (which records both sources' versions) and compiled in by the EmbedAddresses step of the
/// EmbedCatalog plugin.
///
/// Read once, on first use, into arrays: one entry per country and per region, the postal-code
/// patterns compiled (``PatternProgram``). The US and Australia keep their own tables
/// (``RegionCatalog``, ``PostalCode``): numeric ranges checked without a pattern, DC and the
/// outlying areas as options, and the border exceptions; their entries here are used for the
/// country's facts only. The WebAssembly build compiles in the country codes alone and reads the
/// table when a page hands it in (``init(bytes:source:)``, every line checked).
///
/// ```swift
/// let canada = AddressData.standard.entry(Country(code: "CA")!.packed)
/// canada.regions.count          // 13
/// canada.upperCasesPostalCode   // true: "h3z 2y7" is checked as "H3Z 2Y7"
/// ```
package final class AddressData: Sendable {
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

    // `standard`, the data every check reads, is declared by the generated source beside the
    // table: natively the compiled-in table read on first use; in the WebAssembly build empty
    // until the page hands the table in (`formrules_add_addresses`), so that a page whose forms
    // offer only the US and Australia never downloads it.

    /// Reads the compiled-in table; a line the generator could not have written stops the
    /// program, as the build step checked every line first (`catalog-embedder --addresses`).
    convenience init(table: StaticString) {
        do {
            try self.init(bytes: UnsafeBufferPointer(start: table.utf8Start, count: table.utf8CodeUnitCount), source: "addresses.tsv")
        } catch {
            preconditionFailure(error.description)
        }
    }

    /// Reads a table in the generator's format (`Resources/Addresses/addresses.tsv`) handed in
    /// at run time, every line checked: a country line has 9 fields and a code of the data, a
    /// region line 6 and follows a country, and every postal pattern compiles.
    ///
    /// ```swift
    /// let data = try AddressData(bytes: Array(text.utf8), source: "addresses.tsv")
    /// ```
    /// - Throws: ``AddressTableError`` naming `source`, the line and what is wrong with it.
    init(bytes: some Collection<UInt8>, source: String) throws(AddressTableError) {
        var countries: [CountryEntry] = []
        var regions: [Region] = []
        var slots = [Int16](repeating: -1, count: 26 * 26)
        var pending: (fields: [String], pattern: PatternProgram?, firstRegion: Int)?

        func finishCountry() {
            guard let (fields, pattern, firstRegion) = pending else { return }
            let packed = UInt16(ASCII.packedCode(fields[1].utf8))
            let flags = fields[5].utf8
            countries.append(CountryEntry(
                packed: packed, englishName: fields[2],
                postalPattern: pattern,
                postalPatternSource: fields[3],
                postalExamples: Self.split(fields[4].utf8, on: 0x2C).filter { !$0.isEmpty }.map { String(decoding: $0, as: UTF8.self) },
                hasPostalCode: flags.contains(0x5A), hasRegion: flags.contains(0x53),
                upperCasesPostalCode: flags.contains(0x55),
                regionKind: fields[6], postalKind: fields[7], regions: firstRegion..<regions.count))
            slots[Self.slot(packed)] = Int16(countries.count - 1)
            pending = nil
        }

        for (number, line) in Self.split(bytes, on: 0x0A).enumerated() where !line.isEmpty && line[line.startIndex] != 0x23 {
            func refuse(_ problem: String) -> AddressTableError { AddressTableError(source: source, line: number + 1, problem: problem) }
            let fields = Self.split(line, on: 0x09).map { String(decoding: $0, as: UTF8.self) }
            switch fields[0] {
            case "C":
                guard fields.count == 9 else { throw refuse("a country line has 9 fields, this one has \(fields.count)") }
                guard fields[1].utf8.count == 2, let country = Country(code: fields[1]) else {
                    throw refuse("'\(fields[1])' is not a country code of the data")
                }
                guard slots[Self.slot(country.packed)] < 0, pending?.fields[1] != fields[1] else {
                    throw refuse("the country \(fields[1]) is listed twice")
                }
                finishCountry()
                pending = (fields, fields[3].isEmpty ? nil : try Self.compile(fields[3], prefix: false, refuse: refuse), regions.count)
            case "R":
                guard let (country, _, _) = pending else { throw refuse("a region line comes before any country line") }
                guard fields.count == 6 else { throw refuse("a region line has 6 fields, this one has \(fields.count)") }
                guard !fields[1].isEmpty, !fields[3].isEmpty else { throw refuse("a region needs its key and its ISO code") }
                let code = Country.unchecked(UInt16(ASCII.packedCode(country[1].utf8)))
                regions.append(Region(
                    code, fields[1], fields[4], .subdivision, isoCode: fields[3],
                    postalPrefix: fields[5].isEmpty ? nil : try Self.compile(fields[5], prefix: true, refuse: refuse), source: fields[5]))
            default:
                throw refuse("a line starts with C (a country), R (a region) or # (a comment)")
            }
        }
        finishCountry()
        self.countries = countries
        self.regions = regions
        self.slots = slots
    }

    /// No country at all: the WebAssembly build's data before the page hands the table in.
    init() {
        countries = []
        regions = []
        slots = [Int16](repeating: -1, count: 26 * 26)
    }

    /// Whether every one of `countries` can be checked: the US and Australia always (their
    /// regions and postal codes are the engine's own tables, ``RegionCatalog`` and
    /// ``PostalCode``), any other when the data every check reads has it: natively always (the
    /// table is compiled in), in the WebAssembly build once the page handed the table in.
    package static func hasData(for countries: some Sequence<Country>) -> Bool {
        countries.allSatisfy { RegionCatalog.slot($0) != nil || standard.has(CollectionOfOne($0)) }
    }

    /// Whether the data has every one of `countries` (the compiled-in table has all 252).
    package func has(_ countries: some Sequence<Country>) -> Bool {
        countries.allSatisfy { slots[Self.slot($0.packed)] >= 0 }
    }

    /// The entry of a country the data has.
    func entry(_ packed: UInt16) -> CountryEntry {
        countries[Int(slots[Self.slot(packed)])]
    }

    /// The regions of a country the data has, in the data's order.
    func regions(of country: Country) -> ArraySlice<Region> {
        regions[entry(country.packed).regions]
    }

    /// The place of a country's code among the pairs of capitals (every code of the data is one).
    @inline(__always)
    private static func slot(_ packed: UInt16) -> Int {
        CapitalPairSet.slot(UInt64(packed)) ?? 0
    }

    /// A postal pattern of the data; the generator rewrote what the engine's subset lacks.
    private static func compile(
        _ source: String, prefix: Bool, refuse: (String) -> AddressTableError
    ) throws(AddressTableError) -> PatternProgram {
        let node: PatternNode
        do {
            node = try PatternParser.parse(source)
        } catch {
            throw refuse("the postal pattern '\(source)' does not compile: \(error.message) (column \(error.column))")
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
