import Testing
import Localization

/// Numbers in messages are written with the reader's decimal separator, and read back.
@Suite struct NumberSymbolsTests {
    @Test(arguments: [
        ("en", "1.5"), ("en-GB", "1.5"), ("ru", "1,5"), ("ru-RU", "1,5"), ("pl-PL", "1,5"), ("de", "1,5"),
        ("de-CH", "1.5"), ("es", "1,5"), ("es-MX", "1.5"), ("ja", "1.5"), ("und", "1.5"),
    ])
    func writesTheLanguagesDecimalSeparator(_ tag: String, _ expected: String) throws {
        #expect(NumberSymbols(locale: try LanguageTag(tag)).format(decimal: "1.5") == expected)
    }

    @Test(arguments: ["0.5", "1.5", "36", "102.25", "-3.75", "1000000.125"])
    func readsBackWhatItWrites(_ literal: String) throws {
        for tag in ["en", "ru", "pl"] {
            let symbols = NumberSymbols(locale: try LanguageTag(tag))
            #expect(symbols.number(from: symbols.format(decimal: literal)) == Double(literal), "\(tag)")
        }
    }

    @Test(arguments: [
        ("ru", "1.5", nil as Double?, "a full stop is not Russian's separator"),
        ("ru", "1,5,0", nil, "one separator only"),
        ("ru", ",5", nil, "digits before the separator"),
        ("ru", "5,", nil, "digits after it"),
        ("en", "1 000", nil, "no grouping"),
        ("en", "", nil, "empty"),
        ("pl", "-0,25", -0.25, "a leading minus"),
    ])
    func refusesWhatItWouldNotWrite(_ tag: String, _ text: String, _ expected: Double?, _ reason: String) throws {
        #expect(NumberSymbols(locale: try LanguageTag(tag)).number(from: text) == expected, "\(reason)")
    }

    @Test func leavesExponentsAlone() {
        #expect(NumberSymbols(decimalSeparator: ",").format(decimal: "1.5e+100") == "1.5e+100")
    }
}
