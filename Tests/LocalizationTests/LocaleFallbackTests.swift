import Testing
@testable import Localization

@Suite struct LocaleFallbackTests {
    struct Case: Sendable, CustomStringConvertible {
        var tag: String
        var development: String
        var chain: [String]
        var description: String { "\(tag) (dev \(development))" }
    }

    static let cases: [Case] = [
        .init(tag: "ru-RU", development: "en", chain: ["ru-RU", "ru", "en"]),
        .init(tag: "zh-Hant-TW", development: "en", chain: ["zh-Hant-TW", "zh-Hant", "zh", "en"]),
        .init(tag: "sr-Latn-RS", development: "en", chain: ["sr-Latn-RS", "sr-Latn", "sr", "en"]),
        // Likely scripts.
        .init(tag: "zh-TW", development: "en", chain: ["zh-TW", "zh-Hant-TW", "zh-Hant", "zh", "en"]),
        .init(tag: "zh-HK", development: "en", chain: ["zh-HK", "zh-Hant-HK", "zh-Hant", "zh", "en"]),
        .init(tag: "zh-CN", development: "en", chain: ["zh-CN", "zh-Hans-CN", "zh-Hans", "zh", "en"]),
        .init(tag: "zh-SG", development: "en", chain: ["zh-SG", "zh-Hans-SG", "zh-Hans", "zh", "en"]),
        .init(tag: "zh", development: "en", chain: ["zh", "zh-Hans", "en"]),
        .init(tag: "zh-Hant", development: "en", chain: ["zh-Hant", "zh", "en"]),
        .init(tag: "sr", development: "en", chain: ["sr", "sr-Cyrl", "en"]),
        .init(tag: "sr-ME", development: "en", chain: ["sr-ME", "sr-Latn-ME", "sr-Latn", "sr", "en"]),
        .init(tag: "pa-PK", development: "en", chain: ["pa-PK", "pa-Arab-PK", "pa-Arab", "pa", "en"]),
        // Regional parents.
        .init(tag: "zh-MO", development: "en", chain: ["zh-MO", "zh-Hant-MO", "zh-Hant-HK", "zh-Hant", "zh", "en"]),
        .init(tag: "es-MX", development: "en", chain: ["es-MX", "es-419", "es", "en"]),
        .init(tag: "es-ES", development: "en", chain: ["es-ES", "es", "en"]),
        .init(tag: "pt-AO", development: "en", chain: ["pt-AO", "pt-PT", "pt", "en"]),
        .init(tag: "pt-BR", development: "en", chain: ["pt-BR", "pt", "en"]),
        .init(tag: "nb-NO", development: "en", chain: ["nb-NO", "nb", "no", "en"]),
        .init(tag: "nn", development: "en", chain: ["nn", "no", "en"]),
        .init(tag: "no", development: "en", chain: ["no", "nb", "en"]),
        // Variants, extensions, private use (RFC 4647 §3.4's own example among them).
        .init(tag: "de-CH-1996", development: "en", chain: ["de-CH-1996", "de-CH", "de", "en"]),
        .init(tag: "sl-rozaj-biske", development: "en", chain: ["sl-rozaj-biske", "sl-rozaj", "sl", "en"]),
        .init(tag: "de-CH-u-co-phonebk", development: "en", chain: ["de-CH-u-co-phonebk", "de-CH-u-co", "de-CH", "de", "en"]),
        .init(
            tag: "zh-Hant-CN-x-private1-private2", development: "en",
            chain: ["zh-Hant-CN-x-private1-private2", "zh-Hant-CN-x-private1", "zh-Hant-CN", "zh-Hant", "zh", "en"]),
        .init(tag: "en-a-bbb-x-a-ccc", development: "fr", chain: ["en-a-bbb-x-a-ccc", "en-a-bbb", "en", "fr"]),
        .init(tag: "x-pirate", development: "en", chain: ["x-pirate", "en"]),
        .init(tag: "zh-yue-HK", development: "en", chain: ["zh-yue-HK", "zh-yue", "zh", "en"]),
        .init(tag: "iw-IL", development: "en", chain: ["he-IL", "he", "en"]),
        // The development language ends the chain, wherever it appears.
        .init(tag: "en-GB", development: "en", chain: ["en-GB", "en"]),
        .init(tag: "en", development: "en", chain: ["en"]),
        .init(tag: "en-US", development: "en-US", chain: ["en-US"]),
        .init(tag: "en-GB", development: "en-US", chain: ["en-GB", "en", "en-US"]),
        .init(tag: "zh-Hant-TW", development: "zh-Hant", chain: ["zh-Hant-TW", "zh-Hant"]),
        .init(tag: "fr-CA", development: "de", chain: ["fr-CA", "fr", "de"]),
    ]

    /// CLDR likelySubtags for the languages written in more than one script: each language's
    /// default script and the regions where another is likely (`nil`: not in the table).
    @Test(arguments: [
        ("zh", nil, "Hans"), ("zh", "CN", "Hans"), ("zh", "TW", "Hant"), ("zh", "HK", "Hant"), ("zh", "MO", "Hant"), ("zh", "VN", "Hant"),
        ("zh", "SG", "Hans"), ("yue", nil, "Hant"), ("yue", "CN", "Hans"), ("sr", nil, "Cyrl"), ("sr", "RS", "Cyrl"), ("sr", "ME", "Latn"),
        ("sr", "TR", "Latn"), ("bs", "BA", "Latn"), ("ff", nil, "Latn"), ("az", nil, "Latn"), ("az", "IR", "Arab"), ("az", "IQ", "Arab"),
        ("az", "RU", "Cyrl"), ("uz", nil, "Latn"), ("uz", "AF", "Arab"), ("uz", "CN", "Cyrl"), ("pa", "IN", "Guru"), ("pa", "PK", "Arab"),
        ("mn", nil, "Cyrl"), ("mn", "CN", "Mong"), ("ha", "NG", "Latn"), ("ha", "SD", "Arab"), ("ku", nil, "Latn"), ("ku", "IR", "Arab"),
        ("fr", nil, nil), ("ru", "RU", nil), ("en", "US", nil),
    ] as [(String, String?, String?)])
    func knowsTheLikelyScriptOfLanguagesWrittenInSeveral(_ language: String, _ region: String?, _ script: String?) {
        #expect(LikelySubtags.script(for: language, region: region) == script)
    }

    @Test(arguments: cases)
    func buildsTheFallbackChain(_ c: Case) throws {
        let tag = try LanguageTag(c.tag)
        let chain = tag.fallbackChain(developmentLanguage: try LanguageTag(c.development))
        #expect(chain.map(\.description) == c.chain)
    }

    static let manyTags = [
        "en", "en-US", "en-GB", "fr-CA", "zh-TW", "zh-Hant-TW", "zh-Hans-CN", "sr-Latn-RS", "sr",
        "es-MX", "pt-AO", "nb", "no-NO", "de-CH-1996", "en-u-ca-gregory-x-foo", "x-test",
        "yue-CN", "az-IR", "mn-CN", "und",
    ]

    @Test(arguments: manyTags)
    func startsWithTheTagEndsWithTheDevelopmentLanguageAndNeverRepeats(_ text: String) throws {
        let development = try LanguageTag("en")
        let tag = try LanguageTag(text)
        let chain = tag.fallbackChain(developmentLanguage: development)
        #expect(chain.first == tag)
        #expect(chain.last == development)
        #expect(Set(chain).count == chain.count)
        #expect(chain.dropLast().allSatisfy { $0 != development })
    }
}

extension LocaleFallbackTests {
    @Test func keepsChainsOfHostileTagsShort() throws {
        let development = try LanguageTag("en")
        // 20,000 private-use subtags and 5,000 distinct variants: the chain skips straight past
        // them instead of building one candidate per subtag.
        let privateUse = try LanguageTag("de-CH-x-" + Array(repeating: "abc", count: 20_000).joined(separator: "-"))
        #expect(privateUse.fallbackChain(developmentLanguage: development).map(\.description).dropFirst() == ["de-CH", "de", "en"])

        let variants = (0..<5_000).map { "vv\(10_000 + $0)" }
        let manyVariants = try LanguageTag("de-" + variants.joined(separator: "-"))
        #expect(manyVariants.variants.count == 5_000)
        #expect(manyVariants.fallbackChain(developmentLanguage: development).map(\.description).dropFirst() == ["de", "en"])

        // At the limit, every subtag is still removed one at a time.
        let sixteen = try LanguageTag("de-x-" + (1...15).map { "p\($0)" }.joined(separator: "-"))
        #expect(sixteen.fallbackChain(developmentLanguage: development).count == 15 + 2)
    }
}
