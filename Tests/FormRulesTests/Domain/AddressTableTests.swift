import Foundation
import Testing
@testable import FormRules

/// The address table read from bytes, as the WebAssembly build reads the part a page downloads:
/// every line checked, a bad one refused with its line, and the countries a form offers known
/// before it runs (``FormSpec/offeredCountries``), so that a page fetches the part only when a
/// form needs it.
@Suite struct AddressTableTests {
    static let header = "# Generated\n# C  code  name …\n"
    static let canada = "C\tCA\tCanada\t[A-Z]\\d[A-Z] ?\\d[A-Z]\\d\tH3Z 2Y7\tZSU\tprovince\tpostal\tACSZ\n"
        + "R\tON\tOntario\tCA-ON\tOntario\tK\n"
        + "R\tQC\tQuebec\tCA-QC\tQuébec\tH\n"

    static func read(_ text: String) throws(AddressTableError) -> AddressData {
        try AddressData(bytes: Array(text.utf8), source: "addresses.tsv")
    }

    @Test func aTableReadFromBytesChecksAsTheCompiledInOne() throws {
        let data = try Self.read(Self.header + Self.canada + "C\tWS\tSamoa\t\t\t\tprovince\tpostal\tAC\n")
        let canada = Country(code: "CA")!
        #expect(data.countries.map(\.englishName) == ["Canada", "Samoa"])
        #expect(data.regions(of: canada).map(\.isoCode) == ["CA-ON", "CA-QC"])
        #expect(Self.matches(data.entry(canada.packed).postalPattern, "H3Z 2Y7"))
        #expect(!Self.matches(data.entry(canada.packed).postalPattern, "H3Z 2Y"))
        #expect(Self.matches(data.regions(of: canada).first?.postalPrefix, "K1A 0B1"))
        #expect(data.has([canada, Country(code: "WS")!]))
        #expect(!data.has([canada, .unitedStates]))
        #expect(data.has([Country]()))
    }

    static func matches(_ pattern: PatternProgram?, _ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { pattern?.matches(utf8: $0) ?? false }
    }

    @Test func theDataBeforeATableIsHandedInHasNoCountry() {
        #expect(!AddressData().has([Country(code: "CA")!]))
        #expect(AddressData().countries.isEmpty)
        #expect(AddressData.hasData(for: Country.allCases))
    }

    @Test(arguments: [
        ("C\tCA\n", "addresses.tsv:1: a country line has 9 fields, this one has 2"),
        (header + "R\tON\tOntario\tCA-ON\tOntario\t\n", "addresses.tsv:3: a region line comes before any country line"),
        ("C\tQQ\tNowhere\t\t\t\tprovince\tpostal\tAC\n", "addresses.tsv:1: 'QQ' is not a country code of the data"),
        ("C\tca\tCanada\t\t\t\tprovince\tpostal\tAC\n", "addresses.tsv:1: 'ca' is not a country code of the data"),
        (canada + canada, "addresses.tsv:4: the country CA is listed twice"),
        (canada + "R\tON\tOntario\tCA-ON\n", "addresses.tsv:4: a region line has 6 fields, this one has 4"),
        (canada + "R\t\tOntario\tCA-ON\tOntario\t\n", "addresses.tsv:4: a region needs its key and its ISO code"),
        ("C\tCA\tCanada\t[A-\t\tZ\tprovince\tpostal\tAC\n", "addresses.tsv:1: the postal pattern '[A-' does not compile"),
        (canada + "R\tNB\tNew Brunswick\tCA-NB\tNew Brunswick\t(E\n", "addresses.tsv:4: the postal pattern '(E' does not compile"),
        ("\n\nX\tCA\n", "addresses.tsv:3: a line starts with C (a country), R (a region) or # (a comment)"),
    ])
    func aDamagedTableIsRefusedWithItsLine(_ text: String, _ expected: String) {
        do {
            _ = try Self.read(text)
            Issue.record("read: \(text)")
        } catch {
            #expect(error.description.hasPrefix(expected), "\(error.description)")
        }
    }

    static func spec(_ fields: String) throws -> FormSpec {
        try FormSpec.load(Array(#"{ "form": "address", "fields": [\#(fields)] }"#.utf8), file: "test.json")
    }

    static let every: Set<String> = Set(Country.allCases.map(\.code))

    @Test(arguments: [
        (#"{ "name": "email", "type": "email" }"#, Set<String>()),
        (#"{ "name": "country", "type": "country", "options": ["US", "AU"] }"#, ["US", "AU"]),
        (#"{ "name": "country", "type": "country", "options": ["US", "CA"] }"#, ["US", "CA"]),
        (#"{ "name": "country", "type": "country" }"#, every),
        // A region or postal code offers its country field's countries.
        (#"{ "name": "country", "type": "country", "options": ["AU"] }, { "name": "state", "type": "region", "country": "country" }"#, ["AU"]),
        (#"{ "name": "state", "type": "region", "country": "country" }, { "name": "country", "type": "country", "options": ["JP"] }"#, ["JP"]),
        (#"{ "name": "country", "type": "country" }, { "name": "zip", "type": "postalCode", "country": "country" }"#, every),
        // In a list's items, a region may follow the form's country field.
        (#"""
        { "name": "country", "type": "country", "options": ["GB"] },
        { "name": "stops", "type": "list", "items": { "fields": [
            { "name": "region", "type": "region", "country": "country" } ] } }
        """#, ["GB"]),
        (#"""
        { "name": "stops", "type": "list", "items": { "fields": [
            { "name": "country", "type": "country", "options": ["DE", "AT"] },
            { "name": "zip", "type": "postalCode", "country": "country" } ] } }
        """#, ["DE", "AT"]),
        (#"{ "name": "countries", "type": "list", "items": { "type": "country", "options": ["FR"] } }"#, ["FR"]),
    ] as [(String, Set<String>)])
    func aFormOffersTheCountriesOfItsAddressFields(_ fields: String, _ expected: Set<String>) throws {
        #expect(Set(try Self.spec(fields).offeredCountries.map(\.code)) == expected)
    }

    @Test func aSpecOfVariantsOffersEachVariantsCountries() throws {
        func variant(_ tag: String, _ code: String) -> String {
            #"{ "form": "\#(tag.lowercased())", "fields": [ { "name": "type", "type": "text", "required": true, "const": "\#(tag)" }, { "name": "country", "type": "country", "options": ["\#(code)"] } ] }"#
        }
        let json = #"{ "form": "channel", "discriminator": "type", "variants": [\#(variant("HOME", "NZ")), \#(variant("AWAY", "US"))] }"#
        let spec = try FormSpec.load(Array(json.utf8), file: "channel.json")
        #expect(Set(spec.offeredCountries.map(\.code)) == ["NZ", "US"])
    }
}

extension AddressTableTests {
    /// The shipped forms offer the US and Australia alone: a page of them never fetches the part.
    @Test(arguments: ["personal-details", "create-account", "self-service-registration"])
    func theShippedAddressFormsOfferTheUSAndAustraliaAlone(_ form: String) throws {
        let spec = try FormSpec.load(contentsOf: SharedCorpus.packageRoot.appendingPathComponent("Specs/\(form).json").path)
        #expect(Set(spec.offeredCountries.map(\.code)).isSubset(of: ["US", "AU"]))
    }
}
