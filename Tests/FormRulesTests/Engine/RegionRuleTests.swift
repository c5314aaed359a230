import Testing
@testable import FormRules

/// A `region` field follows its country field: disabled with no options until a supported
/// country is chosen, then one of that country's regions; a region of another country is
/// reported and cleared.
@Suite struct RegionRuleTests {
    static let fields = [
        #"{ "name": "address.country", "type": "country", "options": ["US", "AU"] }"#,
        #"{ "name": "address.state", "type": "region", "country": "address.country", "requiredIf": { "field": "address.country", "present": true } }"#,
    ]
    static let withTerritories = [
        #"{ "name": "country", "type": "country" }"#,
        #"{ "name": "state", "type": "region", "country": "country", "includeTerritories": true }"#,
    ]

    static let usStates = [
        "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME", "MD",
        "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC",
        "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY",
    ]

    static let noCountry: [String] = [
        #"{ "address": { "state": "CA" } }"#,
        #"{ "address": { "country": "", "state": "CA" } }"#,
        #"{ "address": { "country": null, "state": "CA" } }"#,
    ]

    @Test(arguments: noCountry)
    func isDisabledWithoutOptionsWhileNoCountryIsChosen(_ json: String) throws {
        let report = try Engine.form(Self.fields).check(json)
        let state = try #require(report.field("address.state"))
        #expect(!state.enabled)
        #expect(!state.required)
        #expect(state.options == [])
        #expect(state.value == nil)
        #expect(report.normalizedValue("address.state") == nil)
        // `null` for a country is a wrong type; nothing is said about the disabled region.
        #expect(report.issues.allSatisfy { $0.path == "address.country" })
    }

    @Test(arguments: [("us", "country"), ("GB", "country")])
    func isDisabledWhileTheCountryIsInvalid(_ country: String, _ rule: String) throws {
        let report = try Engine.form(Self.fields).check(#"{ "address": { "country": "\#(country)", "state": "ZZ" } }"#)
        #expect(report.issues == [expected("address.country", rule, [.text(country)])])
        #expect(report.field("address.state")?.enabled == false)
        #expect(report.field("address.state")?.options == [])
        #expect(report.normalizedValue("address.state") == nil)
    }

    @Test func offersTheFiftyUSStatesByDefault() throws {
        let report = try Engine.form(Self.fields).check(#"{ "address": { "country": "US" } }"#)
        let options = try #require(report.field("address.state")?.options)
        #expect(Set(options.map(\.value)) == Set(Self.usStates))
        #expect(options.count == 50)
        #expect(options.allSatisfy { $0.labelKey == "region.US-" + $0.value })
        #expect(report.field("address.state")?.enabled == true)
        #expect(report.issues == [expected("address.state", "required")])
    }

    @Test func addsDistrictAndTerritoriesWhenAsked() throws {
        let report = try Engine.form(Self.withTerritories).check(#"{ "country": "US" }"#)
        let values = Set(report.field("state")?.options?.map(\.value) ?? [])
        #expect(values == Set(Self.usStates + ["DC", "AS", "GU", "MP", "PR", "VI"]))
    }

    @Test func offersAustraliasEightStatesAndTerritoriesInOrder() throws {
        let report = try Engine.form(Self.fields).check(#"{ "address": { "country": "AU" } }"#)
        #expect(report.field("address.state")?.options == ["NSW", "VIC", "QLD", "SA", "WA", "TAS", "NT", "ACT"].map {
            FieldState.Option(value: $0, labelKey: "region.AU-" + $0)
        })
    }

    static let cases: [(country: String, state: String, issues: [FormIssue], normalized: FormValue?)] = [
        ("US", "CA", [], "CA"),
        ("AU", "NSW", [], "NSW"),
        ("AU", "ACT", [], "ACT"),
        ("US", " NY ", [], "NY"),
        // A stale region after the country changed: reported, cleared, and not also `required`.
        ("AU", "CA", [expected("address.state", "region", [.text("CA"), .key("country.AU")])], nil),
        ("US", "NSW", [expected("address.state", "region", [.text("NSW"), .key("country.US")])], nil),
        ("US", "ca", [expected("address.state", "region", [.text("ca"), .key("country.US")])], nil),
        ("US", "US-CA", [expected("address.state", "region", [.text("US-CA"), .key("country.US")])], nil),
        ("US", "DC", [expected("address.state", "region", [.text("DC"), .key("country.US")])], nil),
        ("US", "PR", [expected("address.state", "region", [.text("PR"), .key("country.US")])], nil),
    ]

    @Test(arguments: cases)
    func acceptsOnlyRegionsOfTheChosenCountry(_ testCase: (country: String, state: String, issues: [FormIssue], normalized: FormValue?)) throws {
        let report = try Engine.form(Self.fields).check(#"{ "address": { "country": "\#(testCase.country)", "state": "\#(testCase.state)" } }"#)
        #expect(report.issues == testCase.issues)
        #expect(report.normalizedValue("address.state") == testCase.normalized)
        #expect(report.field("address.state")?.value == testCase.normalized)
        #expect(report.normalizedValue("address.country") == .string(testCase.country))
    }

    @Test(arguments: ["DC", "PR", "GU", "VI", "AS", "MP"])
    func acceptsTheDistrictAndTerritoriesWhenIncluded(_ code: String) throws {
        let report = try Engine.form(Self.withTerritories).check(#"{ "country": "US", "state": "\#(code)" }"#)
        #expect(report.issues.isEmpty)
    }

    @Test func isDisabledWhileItsCountryIsHidden() throws {
        let form = try Engine.form([
            #"{ "name": "hasAddress", "type": "boolean" }"#,
            #"{ "name": "country", "type": "country", "visibleIf": { "field": "hasAddress", "present": true } }"#,
            #"{ "name": "state", "type": "region", "country": "country" }"#,
        ])
        let report = try form.check(#"{ "hasAddress": false, "country": "US", "state": "CA" }"#)
        #expect(report.issues.isEmpty)
        #expect(report.field("state")?.enabled == false)
        #expect(report.normalized == ["hasAddress": false])
    }
}
