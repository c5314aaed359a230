/// A state or territory of the country chosen in another field. While no supported country is
/// chosen the field is disabled and has no options; a region of another country is rejected
/// and cleared (the stale value left after the country changed).
struct RegionRule: Sendable, Hashable {
    /// Index of the country field.
    var countryField: Int
    var catalog: RegionCatalog

    func options(for country: Country?) -> [Region] {
        guard let country else { return [] }
        return catalog.regions(in: country)
    }

    func check(_ text: String, country: Country) -> RuleOutcome {
        if catalog.region(text, in: country) != nil { return .accept(.string(text)) }
        return .rejectAndClear(RuleFailure("region", [.text(text), .key(country.messageKey)]))
    }
}
