import Testing
@testable import Localization

/// Every sample CLDR lists for a rule must fall into that rule's category. The tables are in
/// `PluralSampleTests+CLDR.swift`, generated from `plurals.xml` by
/// `Scripts/generate-cldr-plurals.py`.
@Suite struct PluralSampleTests {
    struct Sample: Sendable, CustomStringConvertible {
        var locale: String
        var category: PluralCategory
        var text: String
        init(_ locale: String, _ category: PluralCategory, _ text: String) {
            self.locale = locale
            self.category = category
            self.text = text
        }
        var description: String { "\(locale) \(text) → \(category)" }
    }

    struct GroupSamples: Sendable, CustomStringConvertible {
        var locales: [String]
        var category: PluralCategory
        var texts: [String]
        init(_ locales: String, _ category: PluralCategory, _ texts: [String]) {
            self.locales = locales.split(separator: " ").map(String.init)
            self.category = category
            self.texts = texts
        }
        var description: String { "\(locales.joined(separator: " ")) \(category)" }
    }

    @Test(arguments: requiredLocaleSamples)
    func sampleFallsIntoItsCategory(_ sample: Sample) throws {
        let rules = PluralRules(locale: sample.locale)
        #expect(rules.localeIdentifier == sample.locale)
        let operands = try PluralOperands(parsing: sample.text)
        #expect(rules.category(for: operands) == sample.category)
    }

    @Test func requiredLocalesHaveSamplesForEveryCategory() {
        for locale in ["en", "de", "fr", "es", "ru", "uk", "pl", "cs", "ar", "ja"] {
            let sampled = Set(Self.requiredLocaleSamples.filter { $0.locale == locale }.map(\.category))
            #expect(sampled == PluralRules(locale: locale).categories, "\(locale)")
        }
    }

    @Test(arguments: allGroupSamples)
    func everyLocaleOfAGroupPutsItsSamplesInTheCategory(_ group: GroupSamples) throws {
        for locale in group.locales {
            let rules = PluralRules(locale: locale)
            #expect(rules.localeIdentifier == locale)
            #expect(rules.categories.contains(group.category), "\(locale) lacks \(group.category)")
            for text in group.texts {
                let category = rules.category(for: try PluralOperands(parsing: text))
                #expect(category == group.category, "\(locale) \(text)")
            }
        }
    }

    @Test func everySupportedLocaleIsCoveredBySamples() {
        let sampled = Set(Self.allGroupSamples.flatMap(\.locales))
        #expect(Set(PluralRules.supportedLocales) == sampled)
        #expect(PluralRules.supportedLocales.count > 200)
    }
}
