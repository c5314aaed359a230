import Testing
@testable import FormRules

@Suite struct RegionCatalogTests {
    // The benchmark's lists (Benchmarks' peers/rules.py), which the default catalog must equal.
    static let benchmarkUS = [
        "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN",
        "IA", "KS", "KY", "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV",
        "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN",
        "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY",
    ]
    static let benchmarkAU = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"]

    @Test func offersTheFiftyStatesByDefault() {
        let regions = RegionCatalog.standard.regions(in: .unitedStates)
        #expect(regions.count == 50)
        #expect(Set(regions.map(\.code)) == Set(Self.benchmarkUS))
        #expect(regions.allSatisfy { $0.kind == .state && $0.country == .unitedStates })
    }

    @Test func offersTheEightAustralianStatesAndTerritoriesInABSOrder() {
        let regions = RegionCatalog.standard.regions(in: .australia)
        #expect(regions.map(\.code) == ["NSW", "VIC", "QLD", "SA", "WA", "TAS", "NT", "ACT"])
        #expect(Set(regions.map(\.code)) == Set(Self.benchmarkAU))
        #expect(regions.filter { $0.kind == .territory }.map(\.code) == ["NT", "ACT"])
    }

    @Test(arguments: [
        (RegionCatalog.Options(), 50),
        (RegionCatalog.Options.district, 51),
        (RegionCatalog.Options.outlyingAreas, 55),
        (RegionCatalog.Options.all, 56),
    ])
    func optionsAddDCAndTheOutlyingAreas(_ options: RegionCatalog.Options, _ count: Int) {
        let regions = RegionCatalog(options: options).regions(in: .unitedStates)
        #expect(regions.count == count)
        #expect(regions.contains { $0.code == "DC" } == options.contains(.district))
        #expect(regions.contains { $0.code == "PR" } == options.contains(.outlyingAreas))
        #expect(!regions.contains { $0.code == "UM" })
        #expect(RegionCatalog(options: options).regions(in: .australia).count == 8)
    }

    @Test func kindsFollowISO3166_2() {
        let catalog = RegionCatalog(options: .all)
        #expect(catalog.region("DC", in: .unitedStates)?.kind == .district)
        for code in ["AS", "GU", "MP", "PR", "VI"] {
            #expect(catalog.region(code, in: .unitedStates)?.kind == .outlyingArea, "\(code)")
        }
    }

    @Test func everyRegionHasAConsistentISOCodeAndMessageKey() {
        let catalog = RegionCatalog(options: .all)
        for country in Country.withOwnTables {
            let regions = catalog.regions(in: country)
            #expect(Set(regions.map(\.code)).count == regions.count)
            for region in regions {
                #expect(region.isoCode == country.code + "-" + region.code)
                #expect(region.messageKey == "region." + region.isoCode)
                #expect(!region.englishName.isEmpty)
                #expect(catalog.region(region.code, in: country) == region)
                #expect(catalog.region(isoCode: region.isoCode) == region)
            }
        }
    }

    struct Lookup: Sendable, CustomStringConvertible {
        var text: String
        var country: Country
        var exact: String?
        var normalized: String?
        var description: String { "\(text.debugDescription) in \(country.code)" }
    }

    static let lookups: [Lookup] = [
        Lookup(text: "NSW", country: .australia, exact: "AU-NSW", normalized: "AU-NSW"),
        Lookup(text: "nsw", country: .australia, exact: nil, normalized: "AU-NSW"),
        Lookup(text: " Vic\t", country: .australia, exact: nil, normalized: "AU-VIC"),
        Lookup(text: "AU-NSW", country: .australia, exact: nil, normalized: "AU-NSW"),
        Lookup(text: "au-act", country: .australia, exact: nil, normalized: "AU-ACT"),
        Lookup(text: "US-NSW", country: .australia, exact: nil, normalized: nil),
        Lookup(text: "WA", country: .australia, exact: "AU-WA", normalized: "AU-WA"),
        Lookup(text: "WA", country: .unitedStates, exact: "US-WA", normalized: "US-WA"),
        Lookup(text: "CA", country: .unitedStates, exact: "US-CA", normalized: "US-CA"),
        Lookup(text: "ca", country: .unitedStates, exact: nil, normalized: "US-CA"),
        Lookup(text: "us-ca", country: .unitedStates, exact: nil, normalized: "US-CA"),
        Lookup(text: "C A", country: .unitedStates, exact: nil, normalized: nil),
        Lookup(text: "NSW", country: .unitedStates, exact: nil, normalized: nil),
        Lookup(text: "CA", country: .australia, exact: nil, normalized: nil),
        Lookup(text: "DC", country: .unitedStates, exact: nil, normalized: nil),
        Lookup(text: "UM", country: .unitedStates, exact: nil, normalized: nil),
        Lookup(text: "", country: .unitedStates, exact: nil, normalized: nil),
        Lookup(text: "   ", country: .unitedStates, exact: nil, normalized: nil),
        Lookup(text: "XX", country: .unitedStates, exact: nil, normalized: nil),
        Lookup(text: "ZZ", country: .australia, exact: nil, normalized: nil),
        Lookup(text: "CALIFORNIA", country: .unitedStates, exact: nil, normalized: nil),
        Lookup(text: "C\u{0}", country: .unitedStates, exact: nil, normalized: nil),
        Lookup(text: "ÇA", country: .unitedStates, exact: nil, normalized: nil),
    ]

    @Test(arguments: lookups)
    func looksUpExactCodesAndNormalizesOnRequest(_ lookup: Lookup) {
        let catalog = RegionCatalog.standard
        #expect(catalog.region(lookup.text, in: lookup.country)?.isoCode == lookup.exact)
        #expect(catalog.region(normalizing: lookup.text, in: lookup.country)?.isoCode == lookup.normalized)
    }

    /// Two-letter codes are checked against bits, longer ones against the list: every pair of
    /// capitals, every code of either country and a few others get the list's answer, under
    /// every option.
    @Test(arguments: [RegionCatalog.Options(), .district, .outlyingAreas, .all])
    func checksCodesAsTheRegionListSays(_ options: RegionCatalog.Options) {
        let catalog = RegionCatalog(options: options)
        let capitals = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        var codes = capitals.flatMap { first in capitals.map { first + $0 } }
        codes += ["", "A", "NSW", "ACT", "TAS", "CAL", "ca", "Ca", "C@", "[A", "A[", "\u{0}A", "ÇA", "NSWX"]
        codes += Country.withOwnTables.flatMap { catalog.regions(in: $0).map(\.code) }
        for country in Country.withOwnTables {
            let offered = Set(catalog.regions(in: country).map(\.code))
            for code in codes {
                #expect(catalog.contains(utf8: code.utf8, in: country) == offered.contains(code), "\(code) in \(country)")
                #expect((catalog.region(code, in: country)?.code == code) == offered.contains(code), "\(code) in \(country)")
            }
        }
    }

    @Test func looksUpISOCodesExactly() {
        let catalog = RegionCatalog.standard
        #expect(catalog.region(isoCode: "US-TX")?.englishName == "Texas")
        #expect(catalog.region(isoCode: "AU-TAS")?.englishName == "Tasmania")
        #expect(catalog.region(isoCode: "au-tas") == nil)
        #expect(catalog.region(isoCode: "US-DC") == nil)
        #expect(RegionCatalog(options: .district).region(isoCode: "US-DC")?.code == "DC")
        #expect(catalog.region(isoCode: "FR-IDF") == nil)
        #expect(catalog.region(isoCode: "USCA") == nil)
    }

    @Test(arguments: [("US", Country.unitedStates), ("AU", .australia)])
    func readsCountryCodes(_ code: String, _ country: Country) {
        #expect(Country(code: code) == country)
        #expect(Country.normalizing(" " + code.lowercased() + "\n") == country)
        #expect(Country(code: code.lowercased()) == nil)
        #expect(country.messageKey == "country." + code)
    }

    @Test(arguments: ["", "USA", "XX", "ZZ", "U", "Australia"])
    func rejectsOtherCountryCodes(_ code: String) {
        #expect(Country(code: code) == nil)
        #expect(Country.normalizing(code) == nil)
    }
}
