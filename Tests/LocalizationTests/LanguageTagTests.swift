import Testing
@testable import Localization

@Suite struct LanguageTagTests {
    struct Canonical: Sendable, CustomStringConvertible {
        var input: String
        var canonical: String
        var description: String { "\(input) → \(canonical)" }
    }

    static let canonicalCases: [Canonical] = [
        // Case and separators.
        .init(input: "en", canonical: "en"),
        .init(input: "EN", canonical: "en"),
        .init(input: "pt-br", canonical: "pt-BR"),
        .init(input: "zh-hant-tw", canonical: "zh-Hant-TW"),
        .init(input: "ZH-HANT-TW", canonical: "zh-Hant-TW"),
        .init(input: "EN_us", canonical: "en-US"),
        .init(input: "es-419", canonical: "es-419"),
        .init(input: "und", canonical: "und"),
        .init(input: "abcdefgh", canonical: "abcdefgh"),
        .init(input: "zh-yue-HK", canonical: "zh-yue-HK"),
        .init(input: "de-CH-1901", canonical: "de-CH-1901"),
        .init(input: "sl-ROZAJ-biske", canonical: "sl-rozaj-biske"),
        .init(input: "hy-latn-it-AREVELA", canonical: "hy-Latn-IT-arevela"),
        // Extensions: lowercase, sorted by singleton; two letters after a singleton is no region.
        .init(input: "en-US-u-CA-Gregory", canonical: "en-US-u-ca-gregory"),
        .init(input: "en-u-nu-latn-t-ja", canonical: "en-t-ja-u-nu-latn"),
        .init(input: "en-a-bbb-x-a-ccc", canonical: "en-a-bbb-x-a-ccc"),
        .init(input: "EN-ca-X-CA", canonical: "en-CA-x-ca"),
        .init(input: "x-whatever", canonical: "x-whatever"),
        .init(input: "X-Private", canonical: "x-private"),
        .init(input: "qaa-qaaa-qm-x-southern", canonical: "qaa-Qaaa-QM-x-southern"),
        // POSIX names.
        .init(input: "ru_RU.UTF-8", canonical: "ru-RU"),
        .init(input: "de_DE@euro", canonical: "de-DE"),
        .init(input: "fr_FR.ISO8859-1@euro", canonical: "fr-FR"),
        .init(input: "sr_RS@latin", canonical: "sr-Latn-RS"),
        .init(input: "uz_UZ.UTF-8@cyrillic", canonical: "uz-Cyrl-UZ"),
        .init(input: "ca_ES@valencia", canonical: "ca-ES-valencia"),
        .init(input: "iw_IL.UTF-8", canonical: "he-IL"),
        .init(input: "C", canonical: "und"),
        .init(input: "C.UTF-8", canonical: "und"),
        .init(input: "POSIX", canonical: "und"),
        // Grandfathered tags.
        .init(input: "i-klingon", canonical: "tlh"),
        .init(input: "I-KLINGON", canonical: "tlh"),
        .init(input: "en-GB-oed", canonical: "en-GB-oxendict"),
        .init(input: "zh-min-nan", canonical: "nan"),
        .init(input: "zh-guoyu", canonical: "zh"),
        .init(input: "zh-min", canonical: "nan-x-zh-min"),
        .init(input: "i-default", canonical: "en-x-i-default"),
        .init(input: "art-lojban", canonical: "jbo"),
        .init(input: "sgn-CH-DE", canonical: "sgg"),
        .init(input: "no-bok", canonical: "nb"),
        // Deprecated codes.
        .init(input: "iw", canonical: "he"),
        .init(input: "iw-IL", canonical: "he-IL"),
        .init(input: "in", canonical: "id"),
        .init(input: "ji", canonical: "yi"),
        .init(input: "jw", canonical: "jv"),
        .init(input: "mo", canonical: "ro"),
        .init(input: "sh", canonical: "sr-Latn"),
        .init(input: "sh-Cyrl-BA", canonical: "sr-Cyrl-BA"),
        .init(input: "tl-PH", canonical: "fil-PH"),
        .init(input: "cmn-Hans-CN", canonical: "zh-Hans-CN"),
        .init(input: "zh-cmn-Hant", canonical: "zh-Hant"),
        .init(input: "no", canonical: "no"),
        .init(input: "no-NO", canonical: "no-NO"),
    ]

    @Test(arguments: canonicalCases)
    func givesTheCanonicalForm(_ c: Canonical) throws {
        let tag = try LanguageTag(c.input)
        #expect(tag.description == c.canonical)
        // The canonical form is a fixed point.
        #expect(try LanguageTag(c.canonical) == tag)
    }

    @Test func splitsATagIntoItsParts() throws {
        let tag = try LanguageTag("zh-yue-hant-hk-1996-u-ca-chinese-x-mine")
        #expect(tag.language == "zh")
        #expect(tag.extendedLanguages == ["yue"])
        #expect(tag.script == "Hant")
        #expect(tag.region == "HK")
        #expect(tag.variants == ["1996"])
        #expect(tag.extensions == [.init(singleton: "u", subtags: ["ca", "chinese"])])
        #expect(tag.privateUse == ["mine"])
        #expect(tag.withoutExtensions.description == "zh-yue-Hant-HK-1996")
    }

    @Test func comparesTagsByCanonicalForm() throws {
        #expect(try LanguageTag("EN_us") == LanguageTag("en-US"))
        #expect(try LanguageTag("en-US") != LanguageTag("en-GB"))
        #expect(try Set(["pt-br", "PT_BR", "pt-BR"].map(LanguageTag.init)).count == 1)
        #expect(try [LanguageTag("fr"), LanguageTag("de"), LanguageTag("en")].sorted().map(\.description) == ["de", "en", "fr"])
    }

    @Test func buildsATagFromParts() throws {
        #expect(try LanguageTag(language: "zh", script: "hant", region: "tw").description == "zh-Hant-TW")
        #expect(try LanguageTag(language: "pt", region: "br").description == "pt-BR")
        #expect(try LanguageTag(language: "sh", region: "BA").description == "sr-Latn-BA")
        let error = #expect(throws: LanguageTagError.self) { try LanguageTag(language: "en", script: "US") }
        #expect(error?.code == .misplacedSubtag)
        #expect(error?.description == "invalid language tag 'en-US': 'US' is not a script subtag")
        #expect(throws: LanguageTagError.self) { try LanguageTag(language: "en-US") }
        #expect(throws: LanguageTagError.self) { try LanguageTag(language: "en", region: "Latn") }
    }

    struct Failure: Sendable, CustomStringConvertible {
        var input: String
        var code: LanguageTagError.Code
        var subtag: String
        var offset: Int
        var description: String { "\(input.debugDescription) → \(code)" }
    }

    static let failures: [Failure] = [
        .init(input: "", code: .empty, subtag: "", offset: 0),
        .init(input: "en--US", code: .emptySubtag, subtag: "", offset: 3),
        .init(input: "en-", code: .emptySubtag, subtag: "", offset: 3),
        .init(input: "-en", code: .emptySubtag, subtag: "", offset: 0),
        .init(input: "en__US", code: .emptySubtag, subtag: "", offset: 3),
        .init(input: ".UTF-8", code: .emptySubtag, subtag: "", offset: 0),
        .init(input: "e", code: .invalidLanguage, subtag: "e", offset: 0),
        .init(input: "c", code: .invalidLanguage, subtag: "c", offset: 0),
        .init(input: "i-foo", code: .invalidLanguage, subtag: "i", offset: 0),
        .init(input: "12-US", code: .invalidLanguage, subtag: "12", offset: 0),
        .init(input: "abcdefghi", code: .subtagTooLong, subtag: "abcdefghi", offset: 0),
        .init(input: "en-US-abcdefghi", code: .subtagTooLong, subtag: "abcdefghi", offset: 6),
        .init(input: "fré", code: .nonASCII, subtag: "fré", offset: 0),
        .init(input: "en-ÜS", code: .nonASCII, subtag: "ÜS", offset: 3),
        .init(input: "en US", code: .invalidCharacter, subtag: "en US", offset: 0),
        .init(input: "en-*", code: .invalidCharacter, subtag: "*", offset: 3),
        .init(input: " en", code: .invalidCharacter, subtag: " en", offset: 0),
        .init(input: "en-US-Latn", code: .misplacedSubtag, subtag: "Latn", offset: 6),
        .init(input: "en-US-GB", code: .misplacedSubtag, subtag: "GB", offset: 6),
        .init(input: "en-Latn-Cyrl", code: .misplacedSubtag, subtag: "Cyrl", offset: 8),
        .init(input: "en-a1b2", code: .misplacedSubtag, subtag: "a1b2", offset: 3),
        .init(input: "de-1996-1996", code: .duplicateVariant, subtag: "1996", offset: 8),
        .init(input: "en-u-ca-gregory-U-nu-latn", code: .duplicateExtension, subtag: "U", offset: 16),
        .init(input: "en-u", code: .emptyExtension, subtag: "u", offset: 3),
        .init(input: "en-a-b-cc", code: .emptyExtension, subtag: "a", offset: 3),
        .init(input: "en-x", code: .emptyExtension, subtag: "x", offset: 3),
    ]

    @Test(arguments: failures)
    func rejectsMalformedTagsNamingTheSubtag(_ f: Failure) {
        let error = #expect(throws: LanguageTagError.self) { try LanguageTag(f.input) }
        #expect(error?.code == f.code)
        #expect(error?.subtag == f.subtag)
        #expect(error?.offset == f.offset)
        #expect(error?.input == f.input)
        if !f.subtag.isEmpty {
            #expect(error?.message.contains("'\(f.subtag)'") == true)
        }
    }

    @Test func explainsErrorsInWholeSentences() {
        let cases: [(String, String)] = [
            ("en--US", "invalid language tag 'en--US': empty subtag at offset 3"),
            ("e", "invalid language tag 'e': 'e' is not a language subtag; a language is 2 to 8 letters"),
            ("en-abcdefghi", "invalid language tag 'en-abcdefghi': subtag 'abcdefghi' at offset 3 is 9 characters long; subtags have at most 8"),
            ("fré", "invalid language tag 'fré': subtag 'fré' at offset 0 contains the non-ASCII character 'é'; tags are ASCII letters and digits"),
            ("en-US-Latn", "invalid language tag 'en-US-Latn': subtag 'Latn' at offset 6 looks like a script, which must come right after the language"),
        ]
        for (input, message) in cases {
            let error = #expect(throws: LanguageTagError.self) { try LanguageTag(input) }
            #expect(error?.description == message)
        }
    }

    @Test func readsLongTagsInLinearTimeWithoutTrapping() throws {
        // 20,000 private-use subtags: well-formed, and parsed without recursion or quadratic work.
        let long = "en-x-" + Array(repeating: "abc", count: 20_000).joined(separator: "-")
        let tag = try LanguageTag(long)
        #expect(tag.privateUse.count == 20_000)
        let error = #expect(throws: LanguageTagError.self) { try LanguageTag(String(repeating: "a", count: 100_000)) }
        #expect(error?.code == .subtagTooLong)
    }
}
