/// How problems name a region. The US and Australian tables hold states and territories, and
/// their messages say so (`rule.region`: "… is not a state or territory of …"); a region of any
/// other country is a province, a prefecture, a county, an emirate…, named in every language by
/// the neutral "region" of the same rule's `.subdivision` key (`rule.region.subdivision`).
enum RegionWording {
    /// Whether `country`'s regions are called states and territories: those of the catalog's
    /// own tables (the US and Australia).
    static func isStatesAndTerritories(_ country: Country) -> Bool { RegionCatalog.slot(country) != nil }

    /// Whether a country field offering `codes` offers a country whose regions take the neutral
    /// wording: a form then needs those keys in every language.
    static func offersOtherThanStatesAndTerritories(_ codes: [String]) -> Bool {
        codes.contains { Country(code: $0).map { !isStatesAndTerritories($0) } ?? false }
    }

    /// The key of `code`'s neutral wording: `rule.<code>.subdivision`.
    static func subdivisionKey(_ code: RuleCode) -> String { code.messageKey + ".subdivision" }

    /// The message key a failure of `code` about `country`'s regions takes: nil (the rule's own
    /// key) for the US and Australia, the neutral key for the rest.
    static func key(_ code: RuleCode, for country: Country) -> String? {
        isStatesAndTerritories(country) ? nil : subdivisionKey(code)
    }

    /// For a code that may belong to any of `countries` (an update without its country): the
    /// neutral key when one of them is not the US or Australia.
    static func key(_ code: RuleCode, forAnyOf countries: [Country]) -> String? {
        countries.allSatisfy(isStatesAndTerritories) ? nil : subdivisionKey(code)
    }
}

extension RuleFailure {
    /// `text` is not a region of `country`.
    static func region(_ text: String, of country: Country) -> RuleFailure {
        RuleFailure(.region, [.excerpt(of: text), .key(country.messageKey)], messageKey: RegionWording.key(.region, for: country))
    }

    /// `text` is a region of none of `countries`.
    static func regionOfNone(_ text: String, of countries: [Country]) -> RuleFailure {
        RuleFailure(.regionAnyCountry, [.excerpt(of: text)], messageKey: RegionWording.key(.regionAnyCountry, forAnyOf: countries))
    }

    /// The postal code is not one of `region`'s.
    static func postalCode(notIn region: Region) -> RuleFailure {
        RuleFailure(.postalCodeRegion, [.key(region.messageKey)], messageKey: RegionWording.key(.postalCodeRegion, for: region.country))
    }
}
