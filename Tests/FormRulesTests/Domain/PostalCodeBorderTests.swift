import Testing
@testable import FormRules

/// Codes near state borders: a code a state really uses passes with that state, whether the
/// prefix ranges hold it (Google's data lists some shared codes) or the table of border
/// exceptions does; the same code still fails with a state that does not use it.
@Suite struct PostalCodeBorderTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var code: String
        var region: String
        var passes: Bool
        var testDescription: String { "\(code) \(region) \(passes ? "passes" : "fails")" }
    }

    static func pass(_ code: String, _ regions: String...) -> [Case] { regions.map { Case(code: code, region: $0, passes: true) } }
    static func fail(_ code: String, _ regions: String...) -> [Case] { regions.map { Case(code: code, region: $0, passes: false) } }

    static let cases: [Case] =
        // Shared codes that the prefix ranges already hold.
        pass("83414", "US-WY", "US-ID") + fail("83414", "US-MT", "US-UT")
        + pass("73301", "US-TX") + pass("73344", "US-TX") + fail("73301", "US-NM", "US-AR")
        + pass("05501", "US-MA", "US-VT") + pass("05544", "US-MA", "US-VT") + fail("05501", "US-NH", "US-NY")
        + pass("06390", "US-NY", "US-CT") + fail("06390", "US-RI", "US-MA")
        + pass("0872", "AU-NT", "AU-SA", "AU-WA") + fail("0872", "AU-QLD", "AU-NSW")
        + pass("2540", "AU-ACT", "AU-NSW") + pass("2611", "AU-ACT", "AU-NSW") + pass("2618", "AU-ACT", "AU-NSW")
        + pass("2620", "AU-ACT", "AU-NSW") + fail("2620", "AU-VIC", "AU-QLD")
        + pass("3500", "AU-NSW", "AU-VIC") + pass("3585", "AU-NSW", "AU-VIC") + pass("3586", "AU-NSW", "AU-VIC")
        + pass("3644", "AU-NSW", "AU-VIC") + pass("3707", "AU-NSW", "AU-VIC") + fail("3707", "AU-SA", "AU-ACT")
        // Codes used across a border that only the exceptions table holds.
        + pass("97635", "US-OR", "US-CA") + fail("97635", "US-WA", "US-NV")
        + pass("63673", "US-MO", "US-IL") + fail("63673", "US-KY", "US-AR")
        + pass("02861", "US-RI", "US-MA") + fail("02861", "US-CT")
        + pass("42223", "US-KY", "US-TN") + pass("59221", "US-MT", "US-ND") + pass("71749", "US-AR", "US-LA")
        + pass("73949", "US-OK", "US-TX") + pass("81137", "US-CO", "US-NM") + pass("84536", "US-UT", "US-AZ")
        + pass("86044", "US-AZ", "US-UT") + pass("86515", "US-AZ", "US-NM") + pass("88063", "US-NM", "US-TX")
        + pass("89439", "US-NV", "US-CA") + fail("89439", "US-OR", "US-AZ")
        + pass("2406", "AU-NSW", "AU-QLD") + fail("2406", "AU-VIC", "AU-NT")
        // NSW localities on Victorian and Queensland codes, and an NT one on Mount Isa's, from
        // Matthew Proctor's australian_postcodes.
        + pass("3691", "AU-VIC", "AU-NSW") + fail("3691", "AU-SA", "AU-QLD", "AU-ACT")
        + pass("4377", "AU-QLD", "AU-NSW") + fail("4377", "AU-VIC", "AU-ACT")
        + pass("4380", "AU-QLD", "AU-NSW") + fail("4380", "AU-VIC", "AU-NT")
        + pass("4383", "AU-QLD", "AU-NSW") + fail("4383", "AU-VIC", "AU-SA")
        + pass("4385", "AU-QLD", "AU-NSW") + fail("4385", "AU-VIC", "AU-ACT")
        + pass("4825", "AU-QLD", "AU-NT") + fail("4825", "AU-NSW", "AU-WA", "AU-SA")
        // Neighbours of the exceptions are not exceptions.
        + fail("97634", "US-CA") + fail("97636", "US-CA") + fail("63672", "US-IL") + fail("2405", "AU-QLD") + fail("2407", "AU-QLD")
        + fail("3690", "AU-NSW") + fail("3694", "AU-NSW") + fail("4378", "AU-NSW") + fail("4381", "AU-NSW")
        + fail("4384", "AU-NSW") + fail("4387", "AU-NSW") + fail("4824", "AU-NT") + fail("4828", "AU-NT")
        // Ordinary codes keep their one state.
        + pass("90210", "US-CA") + fail("90210", "US-OR") + pass("2000", "AU-NSW") + fail("2000", "AU-QLD", "AU-ACT")

    @Test(arguments: cases)
    func checksBorderCodesAgainstTheSelectedState(_ testCase: Case) throws {
        let region = try #require(RegionCatalog(options: .all).region(isoCode: testCase.region))
        let result = PostalCode().check(testCase.code, country: region.country, region: region)
        #expect(result.isValid == testCase.passes)
        if !testCase.passes { #expect(result == .notInRegion(region)) }
    }

    /// Each exception names a real region of its country, lies outside that region's ranges (or
    /// it would not be needed) and inside another region's (the state of its post office).
    @Test func everyExceptionIsNeededAndNamesARealRegion() throws {
        let catalog = RegionCatalog(options: .all)
        for entry in PostalCodeBorderExceptions.entries {
            let region = try #require(catalog.region(entry.region, in: entry.country), "\(entry.region)")
            #expect(!region.containsPostalCode(entry.code), "\(entry.code) \(entry.region)")
            let owners = catalog.regions(in: entry.country).filter { $0.containsPostalCode(entry.code) }
            #expect(owners.count == 1, "\(entry.code): \(owners)")
            #expect(entry.place.contains(", " + (owners.first?.code ?? "?")), "\(entry.code) \(entry.place) is in \(owners)")
            #expect(!entry.source.isEmpty)
        }
    }

    /// Through the engine: a form's postal code with its state, on both engine paths.
    @Test(arguments: [
        ("97635", "CA", true), ("97635", "WA", false), ("2406", "QLD", true), ("2406", "VIC", false),
        ("3691", "NSW", true), ("3691", "SA", false), ("4380", "NSW", true), ("4380", "VIC", false), ("4825", "NT", true),
    ])
    func theEngineAcceptsABorderCodeWithItsState(_ code: String, _ state: String, _ passes: Bool) throws {
        let form = try Engine.form([
            #"{ "name": "country", "type": "country" }"#,
            #"{ "name": "state", "type": "region", "country": "country" }"#,
            #"{ "name": "zip", "type": "postalCode", "country": "country", "region": "state" }"#,
        ])
        let country = code.count == 5 ? "US" : "AU"
        let json = #"{ "country": "\#(country)", "state": "\#(state)", "zip": "\#(code)" }"#
        let report = try form.check(json)
        #expect(report.issues.map(\.rule.rawValue) == (passes ? [] : ["postalCode.region"]), "\(report.issues)")
        var validator = form.makeValidator(context: ValidationContext(today: Engine.today, output: .problems))
        #expect(try validator.validate(json: Array(json.utf8)).issues == report.issues)
    }
}
