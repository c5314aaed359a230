import Testing
@testable import Localization

@Suite struct PluralRulesTests {
    static let localeMatches: [(String, String)] = [
        ("en", "en"), ("en-US", "en"), ("EN_gb", "en"), ("en-US-u-nu-latn", "en"),
        ("en_US@calendar=gregorian", "en"), ("en_US.UTF-8", "en"),
        ("pt", "pt"), ("pt-BR", "pt"), ("pt-PT", "pt_PT"), ("pt_PT", "pt_PT"), ("PT-pt", "pt_PT"),
        ("pt-Latn-PT", "pt_PT"), ("sr-Latn", "sr"), ("sr_Cyrl_RS", "sr"), ("zh-Hant-TW", "zh"),
        ("zh-Hans", "zh"), ("he", "he"), ("iw", "iw"), ("nb-NO", "nb"), ("fil", "fil"),
        ("xx", "root"), ("", "root"), ("und", "root"), ("-", "root"), ("root", "root"),
    ]

    @Test(arguments: localeMatches)
    func matchesLocaleIdentifiersToCLDRLocales(_ identifier: String, _ expected: String) {
        #expect(PluralRules(locale: identifier).localeIdentifier == expected)
    }

    @Test func distinguishesEuropeanFromBrazilianPortuguese() {
        #expect(PluralRules(locale: "pt-BR").category(for: 0) == .one)
        #expect(PluralRules(locale: "pt-PT").category(for: 0) == .other)
    }

    static let categorySets: [(String, Set<PluralCategory>)] = [
        ("en", [.one, .other]), ("de", [.one, .other]), ("ja", [.other]), ("zh", [.other]),
        ("fr", [.one, .many, .other]), ("es", [.one, .many, .other]), ("it", [.one, .many, .other]),
        ("ru", [.one, .few, .many, .other]), ("uk", [.one, .few, .many, .other]),
        ("pl", [.one, .few, .many, .other]), ("cs", [.one, .few, .many, .other]),
        ("ar", Set(PluralCategory.allCases)), ("cy", Set(PluralCategory.allCases)),
        ("he", [.one, .two, .many, .other]), ("lv", [.zero, .one, .other]), ("sl", [.one, .two, .few, .other]),
        ("ga", [.one, .two, .few, .many, .other]), ("hr", [.one, .few, .other]), ("ro", [.one, .few, .other]),
    ]

    @Test(arguments: categorySets)
    func listsTheCategoriesALanguageUses(_ locale: String, _ expected: Set<PluralCategory>) {
        #expect(PluralRules(locale: locale).categories == expected)
    }

    @Test func unknownLocalesPutEveryNumberInOther() throws {
        let rules = PluralRules(locale: "tlh-Klingon")
        #expect(rules.categories == [.other])
        for text in ["0", "1", "2", "1.0", "1c6", "123456789012345678901234567890"] {
            #expect(rules.category(for: try PluralOperands(parsing: text)) == .other)
        }
    }

    @Test func usesTheWrittenFormNotJustTheValue() throws {
        let one = try PluralOperands(parsing: "1")
        let onePointZero = try PluralOperands(parsing: "1.0")
        #expect(PluralRules(locale: "en").category(for: one) == .one)
        #expect(PluralRules(locale: "en").category(for: onePointZero) == .other)
        #expect(PluralRules(locale: "es").category(for: onePointZero) == .one)
        #expect(PluralRules(locale: "ru").category(for: onePointZero) == .other)
        #expect(PluralRules(locale: "fr").category(for: try PluralOperands(parsing: "1.2c6")) == .many)
        #expect(PluralRules(locale: "fr").category(for: try PluralOperands(parsing: "1200000")) == .other)
        let printed = try #require(PluralOperands(1, fractionDigits: 2))
        #expect(PluralRules(locale: "de").category(for: printed) == .other)
    }

    @Test func categorizesHugeIntegers() throws {
        let russian = PluralRules(locale: "ru")
        let base = "1234567890123456789012345678"
        #expect(russian.category(for: try PluralOperands(parsing: base + "91")) == .one)
        #expect(russian.category(for: try PluralOperands(parsing: base + "22")) == .few)
        #expect(russian.category(for: try PluralOperands(parsing: base + "12")) == .many)
        #expect(russian.category(for: try PluralOperands(parsing: base + "12.5")) == .other)
        #expect(PluralRules(locale: "ar").category(for: try PluralOperands(parsing: base + "05")) == .few)
        #expect(PluralRules(locale: "fr").category(for: try PluralOperands(parsing: "1" + String(repeating: "0", count: 30))) == .many)
        #expect(PluralRules(locale: "ru").category(for: Int.min) == .many)  // ...808
    }

    @Test func exposesEachCategorysRule() {
        let russian = PluralRules(locale: "ru")
        #expect(russian.rule(for: .few)?.source == "v = 0 and i % 10 = 2..4 and i % 100 != 12..14")
        #expect(russian.rule(for: .other) == nil)
        #expect(russian.rule(for: .two) == nil)
    }

    @Test func compilesEveryBuiltInLocale() {
        let supported = PluralRules.supportedLocales
        #expect(PluralRules.builtIn.count == supported.count)
        #expect(Set(supported).count == supported.count, "a locale appears in two groups")
        for locale in supported {
            #expect(PluralRules(locale: locale).localeIdentifier == locale)
        }
        for locale in ["en", "de", "fr", "es", "ru", "uk", "pl", "cs", "ar", "ja", "it", "pt", "pt_PT", "nl", "sv",
                       "da", "nb", "fi", "tr", "he", "zh", "ko", "lt", "lv", "sl", "ro", "hr", "sr", "bs", "be",
                       "ga", "cy", "is", "mk", "hi", "bn", "fa"] {
            #expect(supported.contains(locale), "\(locale)")
        }
    }

    @Test func acceptsCustomRules() throws {
        let rules = try PluralRules(parsing: [
            .one: "v = 0 and i % 10 = 1 and i % 100 != 11",
            .few: "v = 0 and i % 10 = 2..4 and i % 100 != 12..14 @integer 2~4",
            .other: " @decimal 0.0~1.5",
        ])
        #expect(rules.localeIdentifier == "custom")
        #expect(rules.categories == [.one, .few, .other])
        #expect(rules.category(for: 21) == .one)
        #expect(rules.category(for: 23) == .few)
        #expect(rules.category(for: 25) == .other)
    }

    @Test func rejectsAConditionOnOther() {
        #expect {
            try PluralRules(parsing: [.one: "n = 1", .other: "n != 1"])
        } throws: { error in
            (error as? PluralError)?.code == .conditionOnOther
        }
    }

    @Test func reportsCustomRuleSyntaxErrors() {
        #expect {
            try PluralRules(parsing: [.one: "n = 1 and"])
        } throws: { error in
            (error as? PluralError)?.code == .unexpectedEnd
        }
    }

    @Test func ordersCategoriesAsCLDRDoes() {
        #expect(PluralCategory.allCases.sorted() == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralCategory(rawValue: "few") == .few)
        #expect(PluralCategory(rawValue: "Few") == nil)
        #expect(PluralCategory.many.description == "many")
    }
}
