import Testing
@testable import FormRules

@Suite struct PostalCodeTests {
    // MARK: Formats

    struct FormatCase: Sendable, CustomStringConvertible {
        var text: String
        var country: Country
        var zipPlusFour: Bool
        var expected: PostalCode.Outcome
        var description: String { "\(text.debugDescription) \(country.code) zip+4=\(zipPlusFour)" }
    }

    static let formats: [FormatCase] = [
        FormatCase(text: "12345", country: .unitedStates, zipPlusFour: false, expected: .valid(normalized: "12345")),
        FormatCase(text: "00501", country: .unitedStates, zipPlusFour: false, expected: .valid(normalized: "00501")),
        FormatCase(text: "1234", country: .unitedStates, zipPlusFour: false, expected: .wrongFormat(country: .unitedStates)),
        FormatCase(text: "123456", country: .unitedStates, zipPlusFour: false, expected: .wrongFormat(country: .unitedStates)),
        FormatCase(text: "12a45", country: .unitedStates, zipPlusFour: false, expected: .wrongFormat(country: .unitedStates)),
        FormatCase(text: "", country: .unitedStates, zipPlusFour: false, expected: .wrongFormat(country: .unitedStates)),
        FormatCase(text: " 12345", country: .unitedStates, zipPlusFour: false, expected: .wrongFormat(country: .unitedStates)),
        FormatCase(text: "12345 ", country: .unitedStates, zipPlusFour: false, expected: .wrongFormat(country: .unitedStates)),
        FormatCase(text: "-12345", country: .unitedStates, zipPlusFour: false, expected: .wrongFormat(country: .unitedStates)),
        FormatCase(text: "１２３４５", country: .unitedStates, zipPlusFour: false, expected: .wrongFormat(country: .unitedStates)),
        FormatCase(text: "12345-6789", country: .unitedStates, zipPlusFour: false, expected: .zipPlusFourNotAllowed),
        FormatCase(text: "12345 6789", country: .unitedStates, zipPlusFour: false, expected: .zipPlusFourNotAllowed),
        FormatCase(text: "123456789", country: .unitedStates, zipPlusFour: false, expected: .zipPlusFourNotAllowed),
        FormatCase(text: "12345-6789", country: .unitedStates, zipPlusFour: true, expected: .valid(normalized: "12345-6789")),
        FormatCase(text: "12345 6789", country: .unitedStates, zipPlusFour: true, expected: .valid(normalized: "12345-6789")),
        FormatCase(text: "123456789", country: .unitedStates, zipPlusFour: true, expected: .valid(normalized: "12345-6789")),
        FormatCase(text: "12345", country: .unitedStates, zipPlusFour: true, expected: .valid(normalized: "12345")),
        FormatCase(text: "12345-678", country: .unitedStates, zipPlusFour: true, expected: .wrongFormat(country: .unitedStates)),
        FormatCase(text: "12345-67890", country: .unitedStates, zipPlusFour: true, expected: .wrongFormat(country: .unitedStates)),
        FormatCase(text: "1234-56789", country: .unitedStates, zipPlusFour: true, expected: .wrongFormat(country: .unitedStates)),
        FormatCase(text: "12345--6789", country: .unitedStates, zipPlusFour: true, expected: .wrongFormat(country: .unitedStates)),
        FormatCase(text: "12345_6789", country: .unitedStates, zipPlusFour: true, expected: .wrongFormat(country: .unitedStates)),
        FormatCase(text: "12345-", country: .unitedStates, zipPlusFour: true, expected: .wrongFormat(country: .unitedStates)),
        FormatCase(text: "12345678", country: .unitedStates, zipPlusFour: true, expected: .wrongFormat(country: .unitedStates)),
        FormatCase(text: "1234567890", country: .unitedStates, zipPlusFour: true, expected: .wrongFormat(country: .unitedStates)),
        FormatCase(text: "2000", country: .australia, zipPlusFour: false, expected: .valid(normalized: "2000")),
        FormatCase(text: "0800", country: .australia, zipPlusFour: false, expected: .valid(normalized: "0800")),
        FormatCase(text: "200", country: .australia, zipPlusFour: false, expected: .wrongFormat(country: .australia)),
        FormatCase(text: "20000", country: .australia, zipPlusFour: false, expected: .wrongFormat(country: .australia)),
        FormatCase(text: "2000-1234", country: .australia, zipPlusFour: true, expected: .wrongFormat(country: .australia)),
        FormatCase(text: "200O", country: .australia, zipPlusFour: false, expected: .wrongFormat(country: .australia)),
    ]

    @Test(arguments: formats)
    func checksTheCountryFormat(_ c: FormatCase) {
        let rule = PostalCode(allowsZipPlusFour: c.zipPlusFour)
        #expect(rule.check(c.text, country: c.country, region: nil) == c.expected)
    }

    /// The benchmark (peers/rules.py) checks digits and length only, never the state's ranges:
    /// a spec reproducing it turns `checksRegion` off, and then any 5- or 4-digit code passes.
    @Test(arguments: ["00501", "99950", "12345", "00000", "99999"])
    func agreesWithTheBenchmarkWhenRegionsAreNotChecked(_ zip: String) {
        let rule = PostalCode(checksRegion: false)
        let alaska = RegionCatalog.standard.region("AK", in: .unitedStates)
        #expect(rule.check(zip, country: .unitedStates, region: alaska) == .valid(normalized: zip))
        #expect(rule.check(String(zip.dropFirst()), country: .australia, region: nil).isValid)
        #expect(rule.check(String(zip.dropFirst()), country: .unitedStates, region: alaska) == .wrongFormat(country: .unitedStates))
    }

    @Test func rejectsARegionOfAnotherCountry() {
        let vic = RegionCatalog.standard.region("VIC", in: .australia)!
        #expect(PostalCode().check("30000", country: .unitedStates, region: vic) == .notInRegion(vic))
        #expect(PostalCode().check("3000", country: .australia, region: vic) == .valid(normalized: "3000"))
    }

    @Test func checksTheRegionOfAZipPlusFourByItsFirstFiveDigits() {
        let catalog = RegionCatalog.standard
        let ca = catalog.region("CA", in: .unitedStates)!
        let ny = catalog.region("NY", in: .unitedStates)!
        let rule = PostalCode(allowsZipPlusFour: true)
        #expect(rule.check("94043 1351", country: .unitedStates, region: ca) == .valid(normalized: "94043-1351"))
        #expect(rule.check("940431351", country: .unitedStates, region: ny) == .notInRegion(ny))
    }

    // MARK: Region ranges against the facts

    /// The prefix patterns of Google's address data, as listed in the reference facts
    /// (`domain-facts.md`, section 3b). Each is re-expanded here, independently of the tables.
    static let patterns: [(iso: String, pattern: String)] = [
        ("US-AL", "3[56]"), ("US-AK", "99[5-9]"), ("US-AZ", "8[56]"), ("US-AR", "71[6-9]|72"),
        ("US-CA", "9[0-5]|96[01]"), ("US-CO", "8[01]"), ("US-CT", "06"), ("US-DE", "19[7-9]"),
        ("US-FL", "3[23]|34[1-9]"), ("US-GA", "3[01]|398|39901"), ("US-HI", "967[0-8]|9679[0-8]|968"),
        ("US-ID", "83[2-9]"), ("US-IL", "6[0-2]"), ("US-IN", "4[67]"), ("US-IA", "5[0-2]"),
        ("US-KS", "6[67]"), ("US-KY", "4[01]|42[0-7]"), ("US-LA", "70|71[0-5]"), ("US-ME", "039|04"),
        ("US-MD", "20[6-9]|21"), ("US-MA", "01|02[0-7]|05501|05544"), ("US-MI", "4[89]"),
        ("US-MN", "55|56[0-7]"), ("US-MS", "38[6-9]|39[0-7]"), ("US-MO", "6[3-5]"), ("US-MT", "59"),
        ("US-NE", "6[89]"), ("US-NV", "889|89"), ("US-NH", "03[0-8]"), ("US-NJ", "0[78]"),
        ("US-NM", "87|88[0-4]"), ("US-NY", "1[0-4]|06390|00501|00544"), ("US-NC", "2[78]"),
        ("US-ND", "58"), ("US-OH", "4[3-5]"), ("US-OK", "7[34]"), ("US-OR", "97"),
        ("US-PA", "1[5-8]|19[0-6]"), ("US-RI", "02[89]"), ("US-SC", "29"), ("US-SD", "57"),
        ("US-TN", "37|38[0-5]"), ("US-TX", "7[5-9]|885|73301|73344"), ("US-UT", "84"), ("US-VT", "05"),
        ("US-VA", "201|2[23]|24[0-6]"), ("US-WA", "98|99[0-4]"), ("US-WV", "24[7-9]|2[56]"),
        ("US-WI", "5[34]"), ("US-WY", "82|83[01]|83414"),
        ("US-DC", "20[02-5]|569"), ("US-AS", "96799"), ("US-GU", #"969([1-2]\d|3[12])"#),
        ("US-MP", "9695[0-2]"), ("US-PR", "00[679]"), ("US-VI", "008"),
        ("AU-ACT", "29|2540|260|261[0-8]|02|2620"),
        ("AU-NSW", "1|2[0-57-8]|26[2-9]|261[189]|3500|358[56]|3644|3707"),
        ("AU-NT", "0[89]"), ("AU-QLD", "[49]"), ("AU-SA", "5|0872"), ("AU-TAS", "7"),
        ("AU-VIC", "[38]"), ("AU-WA", "6|0872"),
    ]

    static let patternNames = patterns.map(\.iso)

    @Test func coversEveryRegionOfTheCatalog() {
        let catalog = RegionCatalog(options: .all)
        let isoCodes = Country.withOwnTables.flatMap { catalog.regions(in: $0).map(\.isoCode) }
        #expect(Set(isoCodes) == Set(Self.patternNames))
        #expect(isoCodes.count == Self.patterns.count)
    }

    /// Every code of the country's length, so every prefix boundary of every region.
    @Test(arguments: patternNames)
    func acceptsExactlyTheCodesOfTheRegionsPattern(_ iso: String) throws {
        let pattern = try #require(Self.patterns.first { $0.iso == iso }?.pattern)
        let region = try #require(RegionCatalog(options: .all).region(isoCode: iso))
        let length = region.country == .unitedStates ? 5 : 4
        let prefixes = try PrefixPattern.expand(pattern)
        var expected = [Bool](repeating: false, count: length == 5 ? 100_000 : 10_000)
        for prefix in prefixes {
            var low = 0
            for character in prefix { low = low * 10 + Int(String(character))! }
            var size = 1
            for _ in prefix.count..<length { size *= 10 }
            low *= size
            for code in low..<(low + size) { expected[code] = true }
        }
        var mismatches: [Int] = []
        for code in expected.indices where region.containsPostalCode(Int32(code)) != expected[code] {
            mismatches.append(code)
        }
        #expect(mismatches.isEmpty, "\(iso): \(mismatches.prefix(10))")
        // And through the public rule, at each boundary of each prefix block.
        let rule = PostalCode()
        for prefix in prefixes {
            var low = Int(prefix)!
            var size = 1
            for _ in prefix.count..<length { size *= 10 }
            low *= size
            for code in [low - 1, low, low + size - 1, low + size] where code >= 0 && code < expected.count {
                let text = String(repeating: "0", count: length - String(code).count) + String(code)
                let result = rule.check(text, country: region.country, region: region)
                #expect(result.isValid == expected[code], "\(iso) \(text)")
                if !expected[code] { #expect(result == .notInRegion(region)) }
            }
        }
    }

    struct Overlap: Sendable, CustomStringConvertible {
        var code: String
        var regions: Set<String>
        var description: String { code }
    }

    /// Codes shared by several regions (domain-facts.md, section 3c): each is valid for every
    /// one of them and for no other, so no region can be inferred from a code.
    static let overlaps: [Overlap] = [
        Overlap(code: "05501", regions: ["US-MA", "US-VT"]),
        Overlap(code: "05544", regions: ["US-MA", "US-VT"]),
        Overlap(code: "06390", regions: ["US-CT", "US-NY"]),
        Overlap(code: "73301", regions: ["US-OK", "US-TX"]),
        Overlap(code: "73344", regions: ["US-OK", "US-TX"]),
        Overlap(code: "83414", regions: ["US-ID", "US-WY"]),
        Overlap(code: "0872", regions: ["AU-NT", "AU-SA", "AU-WA"]),
        Overlap(code: "2540", regions: ["AU-ACT", "AU-NSW"]),
        Overlap(code: "2611", regions: ["AU-ACT", "AU-NSW"]),
        Overlap(code: "2618", regions: ["AU-ACT", "AU-NSW"]),
        Overlap(code: "2620", regions: ["AU-ACT", "AU-NSW"]),
        Overlap(code: "3500", regions: ["AU-NSW", "AU-VIC"]),
        Overlap(code: "3585", regions: ["AU-NSW", "AU-VIC"]),
        Overlap(code: "3586", regions: ["AU-NSW", "AU-VIC"]),
        Overlap(code: "3644", regions: ["AU-NSW", "AU-VIC"]),
        Overlap(code: "3707", regions: ["AU-NSW", "AU-VIC"]),
        Overlap(code: "00000", regions: []),
        Overlap(code: "99950", regions: ["US-AK"]),
        Overlap(code: "96939", regions: []),
        Overlap(code: "0100", regions: []),
    ]

    @Test(arguments: overlaps)
    func checksAgainstTheSelectedRegionNeverAnInferredOne(_ overlap: Overlap) {
        let catalog = RegionCatalog(options: .all)
        let country: Country = overlap.code.count == 5 ? .unitedStates : .australia
        for region in catalog.regions(in: country) {
            let result = PostalCode().check(overlap.code, country: country, region: region)
            #expect(result.isValid == overlap.regions.contains(region.isoCode), "\(region)")
        }
    }

    /// `zipex` samples of Google's data for the regions, and its country samples.
    @Test(arguments: [
        ("AU-ACT", "0200"), ("AU-ACT", "2540"), ("AU-ACT", "2618"), ("AU-ACT", "2999"),
        ("AU-NSW", "1000"), ("AU-NSW", "2888"), ("AU-NSW", "3585"), ("AU-NSW", "3707"),
        ("AU-NT", "0800"), ("AU-NT", "0999"), ("AU-QLD", "4000"), ("AU-QLD", "9999"),
        ("AU-SA", "5000"), ("AU-TAS", "7000"), ("AU-TAS", "7999"), ("AU-VIC", "3000"),
        ("AU-VIC", "8000"), ("AU-WA", "6000"), ("AU-WA", "0872"), ("US-CA", "95014"),
        ("US-VA", "22162"),
    ])
    func acceptsThePublishedSamples(_ iso: String, _ code: String) throws {
        let region = try #require(RegionCatalog(options: .all).region(isoCode: iso))
        #expect(PostalCode().check(code, country: region.country, region: region) == .valid(normalized: code))
    }
}

/// A test-only reader of the prefix patterns' small regex subset: digits, `\d`, classes with
/// ranges, alternation and groups. Expands a pattern to every literal prefix it matches.
enum PrefixPattern {
    struct Malformed: Error {}

    static func expand(_ pattern: String) throws -> [String] {
        var characters = Array(pattern)[...]
        let result = try alternatives(&characters)
        guard characters.isEmpty else { throw Malformed() }
        return result
    }

    private static func alternatives(_ input: inout ArraySlice<Character>) throws -> [String] {
        var result = try sequence(&input)
        while input.first == "|" {
            input.removeFirst()
            result += try sequence(&input)
        }
        return result
    }

    private static func sequence(_ input: inout ArraySlice<Character>) throws -> [String] {
        var result = [""]
        while let character = input.first, character != "|", character != ")" {
            let choices = try atom(&input)
            result = result.flatMap { head in choices.map { head + $0 } }
        }
        return result
    }

    private static func atom(_ input: inout ArraySlice<Character>) throws -> [String] {
        let character = input.removeFirst()
        switch character {
        case "(":
            let inner = try alternatives(&input)
            guard input.first == ")" else { throw Malformed() }
            input.removeFirst()
            return inner
        case "\\":
            guard input.first == "d" else { throw Malformed() }
            input.removeFirst()
            return (0...9).map(String.init)
        case "[":
            var digits: [String] = []
            while let next = input.first, next != "]" {
                input.removeFirst()
                if input.first == "-" {
                    input.removeFirst()
                    let upper = input.removeFirst()
                    guard let low = next.wholeNumberValue, let high = upper.wholeNumberValue else { throw Malformed() }
                    digits += (low...high).map(String.init)
                } else {
                    digits.append(String(next))
                }
            }
            guard input.first == "]" else { throw Malformed() }
            input.removeFirst()
            return digits
        default:
            guard character.isASCII, character.isNumber else { throw Malformed() }
            return [String(character)]
        }
    }
}
