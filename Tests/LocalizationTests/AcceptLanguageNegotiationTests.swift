import Testing
@testable import Localization

@Suite struct AcceptLanguageNegotiationTests {
    struct Case: Sendable, CustomStringConvertible {
        var header: String
        var available: [String]
        var development: String = "en"
        var locale: String
        /// `matched RANGE`, `wildcard`, `noMatch` or `noUsableRanges`.
        var reason: String
        var description: String { "\(header.debugDescription) in \(available)" }
    }

    static let cases: [Case] = [
        // Truncation and likely scripts.
        .init(header: "en-GB", available: ["en", "de"], development: "de", locale: "en", reason: "matched en-GB"),
        .init(header: "EN-gb;Q=0.9", available: ["en", "de"], development: "de", locale: "en", reason: "matched EN-gb"),
        .init(header: "zh-Hant-TW", available: ["zh-Hans", "zh-Hant"], locale: "zh-Hant", reason: "matched zh-Hant-TW"),
        .init(header: "zh-TW", available: ["zh-Hans", "zh-Hant"], locale: "zh-Hant", reason: "matched zh-TW"),
        .init(header: "zh-CN, en;q=0.5", available: ["zh-Hant", "zh-Hans", "en"], locale: "zh-Hans", reason: "matched zh-CN"),
        .init(header: "zh", available: ["zh-Hant", "zh-Hans"], locale: "zh-Hans", reason: "matched zh"),
        .init(header: "sr-Latn-RS", available: ["sr", "sr-Latn"], locale: "sr-Latn", reason: "matched sr-Latn-RS"),
        .init(header: "es-MX", available: ["es", "es-419"], locale: "es-419", reason: "matched es-MX"),
        .init(header: "nb-NO", available: ["no", "de"], locale: "no", reason: "matched nb-NO"),
        .init(header: "de-CH-1996, fr", available: ["fr", "de"], locale: "de", reason: "matched de-CH-1996"),
        .init(header: "de-x-foo-bar", available: ["de"], locale: "de", reason: "matched de-x-foo-bar"),
        .init(header: "iw", available: ["he"], locale: "he", reason: "matched iw"),
        .init(header: "he-IL", available: ["iw"], locale: "he", reason: "matched he-IL"),
        .init(header: "en_US", available: ["en-US", "fr"], development: "fr", locale: "en-US", reason: "matched en_US"),
        .init(header: "en-US-a-x-b", available: ["en-US", "fr"], development: "fr", locale: "en-US", reason: "matched en-US-a-x-b"),
        .init(header: "en-US-US", available: ["en-US", "fr"], development: "fr", locale: "en-US", reason: "matched en-US-US"),
        .init(header: "pt-BR, pt;q=0.9, en;q=0.8", available: ["pt-PT", "fr"], development: "de", locale: "de", reason: "noMatch"),
        .init(header: "pt-BR, pt;q=0.9, en;q=0.8", available: ["pt-PT", "en"], development: "de", locale: "en", reason: "matched en"),
        // Weights, ties, positions.
        .init(header: "fr;q=0.5, de;q=0.8", available: ["fr", "de"], locale: "de", reason: "matched de"),
        .init(header: "fr, de", available: ["de", "fr"], locale: "fr", reason: "matched fr"),
        .init(header: "fr;q=0.8, de;q=0.8", available: ["de", "fr"], locale: "fr", reason: "matched fr"),
        .init(header: "en-gb;q=0.8, fr-CA;q=0.9", available: ["en", "fr"], development: "de", locale: "fr", reason: "matched fr-CA"),
        // Wildcard and exclusions.
        .init(header: "ja, *;q=0.1", available: ["fr", "de"], locale: "en", reason: "wildcard"),
        .init(header: "ja, *;q=0.1, en;q=0", available: ["fr", "de"], locale: "fr", reason: "wildcard"),
        .init(header: "*", available: ["fr"], locale: "en", reason: "wildcard"),
        .init(header: "*, en;q=0, fr;q=0", available: ["fr"], locale: "en", reason: "noMatch"),
        .init(header: "en;q=0, fr;q=0.2", available: ["en", "fr"], locale: "fr", reason: "matched fr"),
        .init(header: "en-GB, en;q=0", available: ["en", "de"], development: "de", locale: "de", reason: "noMatch"),
        .init(header: "en-GB;q=0.5, en;q=0", available: ["en", "en-GB"], development: "de", locale: "en-GB", reason: "matched en-GB"),
        .init(header: "en;q=0.1, *;q=0", available: ["en", "fr"], development: "fr", locale: "en", reason: "matched en"),
        .init(header: "de, *;q=0", available: ["en"], development: "fr", locale: "fr", reason: "noMatch"),
        // Nothing usable.
        .init(header: "ja", available: ["fr"], locale: "en", reason: "noMatch"),
        .init(header: ";;;,,q=abc", available: ["fr"], locale: "en", reason: "noUsableRanges"),
        .init(header: "", available: ["fr"], locale: "en", reason: "noUsableRanges"),
        .init(header: "en;q=0", available: ["fr"], locale: "en", reason: "noUsableRanges"),
        .init(header: "fr;q=1.5, de;q=1.0001", available: ["fr", "de"], locale: "en", reason: "noUsableRanges"),
        // One digit more than RFC 9110 allows: the user asked for Russian, and gets it.
        .init(header: "ru;q=1.0000", available: ["ru", "pl"], locale: "ru", reason: "matched ru"),
        .init(header: "fr", available: [], locale: "en", reason: "noMatch"),
    ]

    @Test(arguments: cases)
    func choosesALocaleAndSaysWhy(_ c: Case) throws {
        let available = try c.available.map { try LanguageTag($0) }
        let result = AcceptLanguage(c.header).negotiate(
            available: available, developmentLanguage: try LanguageTag(c.development))
        #expect(result.locale.description == c.locale)
        #expect(Self.summary(result.reason) == c.reason)
    }

    static func summary(_ reason: AcceptLanguage.Negotiation.Reason) -> String {
        switch reason {
        case .matched(let entry): return "matched \(entry.range)"
        case .wildcard: return "wildcard"
        case .noMatch: return "noMatch"
        case .noUsableRanges: return "noUsableRanges"
        }
    }

    @Test func describesTheChoiceForLogs() throws {
        let en = try LanguageTag("en")
        let de = try LanguageTag("de")
        let negotiate = { (header: String) in
            AcceptLanguage(header).negotiate(available: [en, de], developmentLanguage: en).description
        }
        #expect(negotiate("fr-CH, fr;q=0.9, de;q=0.7, *;q=0.5") == "de: matched 'de;q=0.7' (element 3)")
        #expect(negotiate("fr, en-GB;q=0.8") == "en: matched 'en-GB;q=0.8' (element 2) via fallback")
        #expect(negotiate("fr, *;q=0.5") == "en: matched '*;q=0.5' (element 2)")
        #expect(negotiate("fr") == "en: development language, no range matched")
        #expect(negotiate("q=abc") == "en: development language, no usable range in the header")
    }

    // Hostile headers: the assertions are on results; the bounds make them fast.

    @Test func ignoresEverythingAfterTheCapInAHundredKilobyteHeader() throws {
        let header = String(repeating: "zz-ZZ;q=0.5, ", count: 8_000) + "fr"
        #expect(header.utf8.count > 100_000)
        let parsed = AcceptLanguage(header)
        #expect(parsed.isTruncated)
        let result = parsed.negotiate(available: [try LanguageTag("fr")], developmentLanguage: try LanguageTag("en"))
        #expect(result.locale.description == "en")
        #expect(result.reason == .noMatch)
    }

    @Test func findsTheOnlyRangeAfterAMillionCommas() throws {
        let header = String(repeating: ",", count: 1_000_000) + "fr;q=0.5"
        let result = AcceptLanguage(header).negotiate(
            available: [try LanguageTag("fr")], developmentLanguage: try LanguageTag("en"))
        #expect(result.locale.description == "fr")
        #expect(Self.summary(result.reason) == "matched fr")
    }

    @Test(arguments: [
        String(repeating: "a", count: 100_000),
        String(repeating: ";", count: 100_000),
        "fr;q=0." + String(repeating: "0", count: 100_000),
        "en-" + String(repeating: "a-", count: 50_000) + "a",
        String(repeating: "é", count: 50_000),
        String(repeating: "en;q=0, ", count: 12_500),
    ])
    func fallsBackToTheDevelopmentLanguageOnHostileHeaders(_ header: String) throws {
        let result = AcceptLanguage(header).negotiate(
            available: [try LanguageTag("fr")], developmentLanguage: try LanguageTag("en"))
        #expect(result.locale.description == "en")
        #expect(result.reason == .noUsableRanges)
    }

    @Test func boundsTheWorkOfManyDistinctRangesThatAllMiss() throws {
        // 64 long ranges, each with many subtags to truncate, none available.
        let long = "xx-" + Array(repeating: "abcdefgh", count: 6).joined(separator: "-")
        let header = (0..<200).map { _ in long }.joined(separator: ",")
        let parsed = AcceptLanguage(header)
        #expect(parsed.entries.count == AcceptLanguage.maximumElements)
        let result = parsed.negotiate(available: [try LanguageTag("fr")], developmentLanguage: try LanguageTag("en"))
        #expect(result.reason == .noMatch)
    }
}
