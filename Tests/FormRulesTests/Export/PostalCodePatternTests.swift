import Testing
@testable import FormRules

/// The postal-code patterns of the JSON Schema export match exactly the codes each region
/// accepts: at every edge of every range (a code just inside, just outside) and at the codes a
/// region uses across a border.
@Suite struct PostalCodePatternTests {
    static let regions = Country.withOwnTables.flatMap { RegionCatalog(options: .all).regions(in: $0) }

    @Test(arguments: regions)
    func aRegionsPatternMatchesTheCodesItsRangesAndBorderExceptionsAccept(region: Region) throws {
        let width = region.country == .unitedStates ? 5 : 4
        let pattern = try Regex("^(?:" + SchemaBuilder.postalDigits(region.country, codes: region) + ")$")
        let checker = PostalCode()
        var samples = region.postalCodes.flatMap { [$0.lowerBound - 1, $0.lowerBound, $0.lowerBound + 1, $0.upperBound - 1, $0.upperBound, $0.upperBound + 1] }
        samples += PostalCodeBorderExceptions.entries.map(\.code)
        for code in samples where code >= 0 && code < (width == 5 ? 100_000 : 10_000) {
            let text = SchemaPatterns.digits(code, width: width)
            let accepted = checker.check(text, country: region.country, region: region).isValid
            #expect((text.wholeMatch(of: pattern) != nil) == accepted, "\(text) in \(region.isoCode)")
        }
    }

    @Test(arguments: [
        (6000...6999 as ClosedRange<Int32>, 5, "06[0-9]{3}"),
        (35000...36999, 5, "3[5-6][0-9]{3}"),
        (96700...96789, 5, "967[0-8][0-9]"),
        (39901...39901, 5, "39901"),
        (2000...2599, 4, "2[0-5][0-9]{2}"),
        (1234...1301, 4, "123[4-9]|12[4-9][0-9]|130[0-1]"),
    ])
    func aRangeBecomesAlternativesOfDigitClasses(range: ClosedRange<Int32>, width: Int, expected: String) {
        #expect(SchemaPatterns.alternatives(of: [range], width: width) == expected)
    }
}
