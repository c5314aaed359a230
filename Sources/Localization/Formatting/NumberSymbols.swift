/// How a language writes a decimal number in running text: its decimal separator.
///
/// Messages show numbers that the reader may type back (a minimum of `1.5`), so they must be
/// written the way the reader writes them: `1.5` in English, `1,5` in Russian and Polish. The
/// separators are CLDR's `symbols/decimal` of each language's default numbering system;
/// languages not in the table use `.`, CLDR's root value. Digit grouping is left out on
/// purpose: bounds in messages are small, and an ungrouped number reads back unambiguously.
///
/// ```swift
/// let symbols = NumberSymbols(locale: try LanguageTag("pl-PL"))
/// symbols.format(decimal: "1.5")   // "1,5"
/// symbols.number(from: "1,5")      // 1.5
/// ```
package struct NumberSymbols: Sendable, Hashable {
    /// The character between the whole part and the fraction.
    public let decimalSeparator: Character

    /// The symbols of `locale`: its language's, except for the regions whose CLDR data differ
    /// from their language's (Swiss German and Mexican Spanish write `1.5`).
    public init(locale: LanguageTag) {
        let language = locale.language.lowercased()
        let region = locale.region?.uppercased() ?? ""
        let comma = Self.commaLanguages.contains(language) && !Self.fullStopRegions.contains(language + "-" + region)
        decimalSeparator = comma ? "," : "."
    }

    /// Symbols with an explicit separator.
    public init(decimalSeparator: Character) {
        self.decimalSeparator = decimalSeparator
    }

    /// `decimal` (plain decimal text with a `.`, such as a JSON number's literal) written with
    /// this language's separator. Text with an exponent (`1e+100`) is returned unchanged.
    public func format(decimal: String) -> String {
        guard decimalSeparator != ".", !decimal.contains(where: { $0 == "e" || $0 == "E" }) else { return decimal }
        return String(decimal.map { $0 == "." ? decimalSeparator : $0 })
    }

    /// Reads a number written as ``format(decimal:)`` writes it: an optional `-`, digits, and
    /// an optional fraction after this language's separator. Nil for anything else.
    public func number(from text: String) -> Double? {
        var plain = ""
        var sawSeparator = false
        for (offset, character) in text.enumerated() {
            if character == decimalSeparator, !sawSeparator {
                sawSeparator = true
                plain.append(".")
            } else if character == "-", offset == 0 {
                plain.append("-")
            } else if character.isASCII, character.isNumber {
                plain.append(character)
            } else {
                return nil
            }
        }
        guard plain.last?.isNumber == true, plain.first != "." else { return nil }
        return Double(plain)
    }

    /// Languages whose CLDR decimal separator is a comma (the rest use a full stop).
    private static let commaLanguages: Set<String> = [
        "af", "az", "be", "bg", "bs", "ca", "cs", "da", "de", "el", "es", "et", "eu", "fi", "fo",
        "fr", "gl", "hr", "hu", "hy", "id", "is", "it", "ka", "kk", "ky", "lt", "lv", "mk", "mn",
        "nb", "nl", "nn", "no", "pl", "pt", "ro", "ru", "sk", "sl", "sq", "sr", "sv", "tr", "uk",
        "uz", "vi",
    ]

    /// Regional variants of those languages that use a full stop after all.
    private static let fullStopRegions: Set<String> = ["de-CH", "de-LI", "es-419", "es-MX", "es-US"]
}
