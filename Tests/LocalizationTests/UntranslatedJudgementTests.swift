import Testing
@testable import Localization

/// When a translation equal to the development text is an oversight, and when it is the same on
/// purpose: the cases real apps' "untranslated" noise came from.
@Suite struct UntranslatedJudgementTests {
    @Test(arguments: [
        ("Welcome back", true),
        ("%@", false),
        ("%1$@ – %2$lld", false),
        ("%lld%%", false),
        ("support@example.com", false),
        ("https://example.com/help", false),
        ("www.example.com", false),
        ("—", false),
        ("Mail support@example.com", true),
        ("%d files", true),
    ])
    func findsWordsOutsideSpecifiersAndAddresses(_ text: String, _ hasWords: Bool) {
        #expect(UntranslatedJudgement.hasWords(text) == hasWords)
    }

    @Test(arguments: [("OK", true), ("GPS", true), ("PDF", true), ("Ok", false), ("A", false), ("TOOLONG", false), ("Face ID", false)])
    func tellsAcronyms(_ text: String, _ isAcronym: Bool) {
        #expect(UntranslatedJudgement.isAcronym(text) == isAcronym)
    }

    @Test(arguments: [
        ("ml", "Open the file now", true),
        ("ru", "Sign in to your account", true),
        ("ru", "Войти в Safari", false),
        ("ru", "Face ID", false),                         // two words: may be a name
        ("ja", "%@ を開く", false),
        ("sr-Latn", "Otvori datoteku sada", false),       // Serbian in Latin script is at home
        ("de", "Open the file now", false),               // a Latin-script language
        ("uk", "Visit https://example.com for more", true),
        ("uk", "Відвідайте https://example.com", false),
    ])
    func seesLatinLettersWhereTheLocaleWritesAnotherScript(_ locale: String, _ text: String, _ leftInPlace: Bool) throws {
        #expect(UntranslatedJudgement.isLatinLeftInPlace(text, locale: try LanguageTag(locale)) == leftInPlace)
    }

    /// A short text kept by enough other locales is a name or a loan word; a sentence never is,
    /// however many locales left it in English.
    @Test(arguments: [
        ("brand", "Safari", ["Safari", "Safari", "Safari", "Safari"], false),
        ("word", "Video", ["Video", "Vídeo", "Video", "Video"], false),
        ("word", "Settings", ["Einstellungen", "Ajustes", "Settings", "Instellingen"], true),
        ("sentence", "Choose a file to open", ["Choose a file to open", "Choose a file to open", "Choose a file to open", "Kies een bestand"], true),
    ])
    func judgesShortTextsByWhatOtherLocalesDid(_ key: String, _ english: String, _ others: [String], _ untranslated: Bool) throws {
        let locales = ["de", "es", "it", "nl"]
        let development = CatalogTable(locale: try LanguageTag("en"), files: [], keys: [key], messages: [key: message(key, english, "en")])
        let tables = try zip(locales, others).map { locale, text in
            CatalogTable(locale: try LanguageTag(locale), files: [], keys: [key], messages: [key: message(key, text, locale)])
        }
        let judgement = UntranslatedJudgement(development: development, others: tables)
        #expect(judgement.isUntranslated(key: key, text: english, reference: english, locale: try LanguageTag("it")) == untranslated)
    }

    private func message(_ key: String, _ text: String, _ locale: String) -> CatalogMessage {
        .strings(key: key, value: text, locale: CatalogFixtures.tag(locale), location: nil, comment: nil, development: nil)
    }
}
