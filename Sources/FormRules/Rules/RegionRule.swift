/// A region (state, province, prefecture…) of the country chosen in another field. While no
/// country is chosen the field is disabled and has no options, and so it has none for a country
/// whose addresses name no region; a region of another country, or any region of a country that
/// has none, is rejected and cleared (the stale value left after the country changed).
struct RegionRule: Sendable, Hashable {
    /// Index of the country field.
    var countryField: Int
    var catalog: RegionCatalog

    func options(for country: Country?) -> [Region] {
        guard let country else { return [] }
        return catalog.regions(in: country)
    }

    func check(_ text: String, country: Country) -> RuleOutcome {
        Self.check(utf8: text.utf8, country: country, catalog: catalog).map(RuleOutcome.rejectAndClear) ?? .accept(.string(text))
    }

    /// For an update that sends a region but neither its country nor the stored record: the
    /// region must be one of some country the form offers (which one cannot be told).
    func checkAnyCountry(_ text: String, of countries: [Country]) -> RuleOutcome {
        if countries.contains(where: { catalog.contains(utf8: text.utf8, in: $0) }) { return .accept(.string(text)) }
        return .reject(.regionOfNone(text, of: countries))
    }

    /// The rule over UTF-8 bytes: nil when `bytes` is a region of `country` in `catalog`.
    static func check(utf8 bytes: some Sequence<UInt8>, country: Country, catalog: RegionCatalog) -> RuleFailure? {
        if catalog.contains(utf8: bytes, in: country) { return nil }
        return .region(String(decoding: Array(bytes), as: UTF8.self), of: country)
    }
}
