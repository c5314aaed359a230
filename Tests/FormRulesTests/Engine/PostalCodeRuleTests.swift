import Testing
@testable import FormRules

/// A `postalCode` field checks the chosen country's format and, when a region is chosen, that
/// region's prefixes (never inferring a region from the code).
@Suite struct PostalCodeRuleTests {
    static func fields(_ options: String = "") -> [String] {
        [
            #"{ "name": "country", "type": "country", "requiredIf": { "field": "zip", "present": true } }"#,
            #"{ "name": "state", "type": "region", "country": "country" }"#,
            #"{ "name": "zip", "type": "postalCode", "country": "country", "region": "state"\#(options) }"#,
        ]
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var country: String
        var state: String?
        var zip: String
        var issues: [FormIssue]
        var normalized: FormValue?
        var testDescription: String { "\(country) \(state ?? "-") \(zip.debugDescription)" }

        init(_ country: String, _ state: String?, _ zip: String, _ issues: [FormIssue] = [], _ normalized: FormValue? = nil) {
            self.country = country
            self.state = state
            self.zip = zip
            self.issues = issues
            self.normalized = normalized ?? .string(zip)
        }

        var json: String {
            let state = self.state.map { #", "state": "\#($0)""# } ?? ""
            return #"{ "country": "\#(country)"\#(state), "zip": "\#(zip)" }"#
        }
    }

    static func format(_ country: String) -> FormIssue { expected("zip", "postalCode", [.key("country." + country)]) }
    static func notIn(_ region: String) -> FormIssue { expected("zip", "postalCode.region", [.key("region." + region)]) }

    static let defaults: [Case] = [
        Case("US", nil, "12345"),
        Case("US", nil, "00501"),
        Case("US", nil, " 94043 ", [], "94043"),
        Case("US", nil, "1234", [format("US")]),
        Case("US", nil, "123456", [format("US")]),
        Case("US", nil, "9404a", [format("US")]),
        Case("US", nil, "１２３４５", [format("US")]),
        Case("US", nil, "12345-6789", [expected("zip", "postalCode.zipPlusFour")]),
        Case("US", nil, "123456789", [expected("zip", "postalCode.zipPlusFour")]),
        Case("AU", nil, "2000"),
        Case("AU", nil, "0800"),
        Case("AU", nil, "200", [format("AU")]),
        Case("AU", nil, "20000", [format("AU")]),
        Case("AU", nil, "12345-6789", [format("AU")]),
        // Prefixes of the selected region.
        Case("US", "CA", "94043"),
        Case("US", "NY", "10001"),
        Case("US", "CA", "10001", [notIn("US-CA")]),
        Case("US", "MA", "05501"),
        Case("US", "VT", "05501"),
        Case("AU", "NSW", "2000"),
        Case("AU", "VIC", "3000"),
        Case("AU", "VIC", "2000", [notIn("AU-VIC")]),
        Case("AU", "NT", "0872"),
        Case("AU", "WA", "0872"),
        Case("AU", "TAS", "0872", [notIn("AU-TAS")]),
        // The format is checked before the region.
        Case("US", "CA", "9404", [format("US")]),
    ]

    @Test(arguments: defaults)
    func checksTheCountrysFormatAndTheSelectedRegion(_ testCase: Case) throws {
        let report = try Engine.form(Self.fields()).check(testCase.json)
        #expect(report.issues == testCase.issues)
        #expect(report.normalizedValue("zip") == testCase.normalized)
    }

    static let zipPlusFour: [Case] = [
        Case("US", nil, "12345-6789"),
        Case("US", nil, "12345 6789", [], "12345-6789"),
        Case("US", nil, "123456789", [], "12345-6789"),
        Case("US", nil, "12345"),
        Case("US", "CA", "94043-1351"),
        Case("US", "CA", "10001-1234", [notIn("US-CA")]),
        Case("US", nil, "12345-678", [format("US")]),
        Case("AU", nil, "2000"),
    ]

    @Test(arguments: zipPlusFour)
    func acceptsAndNormalizesZipPlusFourWhenAllowed(_ testCase: Case) throws {
        let report = try Engine.form(Self.fields(#", "allowZipPlusFour": true"#)).check(testCase.json)
        #expect(report.issues == testCase.issues)
        #expect(report.normalizedValue("zip") == testCase.normalized)
    }

    static let withoutRegionCheck: [Case] = [
        Case("US", "CA", "10001"),
        Case("AU", "VIC", "2000"),
        Case("AU", "VIC", "200", [format("AU")]),
    ]

    @Test(arguments: withoutRegionCheck)
    func checksOnlyTheFormatWithoutCheckRegion(_ testCase: Case) throws {
        let report = try Engine.form(Self.fields(#", "checkRegion": false"#)).check(testCase.json)
        #expect(report.issues == testCase.issues)
    }

    @Test func neverInfersTheRegionFromTheCode() throws {
        let report = try Engine.form(Self.fields()).check(#"{ "country": "US", "zip": "94043" }"#)
        #expect(report.issues.isEmpty)
        #expect(report.normalized == ["country": "US", "zip": "94043"])
        #expect(report.field("state")?.value == nil)
    }

    @Test func checksOnlyTheFormatWhenTheRegionIsStale() throws {
        let report = try Engine.form(Self.fields()).check(#"{ "country": "AU", "state": "CA", "zip": "2000" }"#)
        #expect(report.issues == [expected("state", "region", [.text("CA"), .key("country.AU")])])
        #expect(report.normalizedValue("zip") == "2000")
    }

    @Test func leavesACodeWithoutCountryToTheCountrysRequiredRule() throws {
        let report = try Engine.form(Self.fields()).check(#"{ "zip": "ABC" }"#)
        #expect(report.issues == [expected("country", "required")])
    }
}
