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
        ("MMM d, h:mm a", false),
        ("yyyy-MM-dd", false),
        ("Made in May", true),
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
        ("he", "d MMM, yyyy h:mm", false),                 // a date template, not words
    ])
    func seesLatinLettersWhereTheLocaleWritesAnotherScript(_ locale: String, _ text: String, _ leftInPlace: Bool) throws {
        #expect(UntranslatedJudgement.isLatinLeftInPlace(text, locale: try LanguageTag(locale)) == leftInPlace)
    }

    /// A short text kept by enough other locales is a name or a loan word; a sentence never is,
    /// however many locales left it in English. A short text the others translate is left in
    /// place only where its locale leaves sentences too, or writes another script.
    @Test(arguments: [
        ("brand", "Safari", ["Safari", "Safari", "Safari", "Safari"], "it", true, false),
        ("word", "Video", ["Video", "Vídeo", "Video", "Video"], "it", true, false),
        ("word", "Settings", ["Einstellungen", "Ajustes", "Settings", "Instellingen"], "it", true, true),
        ("word", "Notes", ["Notizen", "Notas", "Notes", "Notities"], "fr", false, false),
        ("word", "Privacy Policy", ["Datenschutz", "Privacidad", "Privacy Policy", "Privacybeleid"], "ar", false, true),
        ("sentence", "Choose a file to open", ["Choose a file to open", "Choose a file to open", "Choose a file to open", "Kies een bestand"],
         "it", false, true),
    ])
    func judgesShortTextsByWhatOtherLocalesAndItsOwnDid(
        _ key: String, _ english: String, _ others: [String], _ locale: String, _ leavesSentences: Bool, _ untranslated: Bool
    ) throws {
        let locales = ["de", "es", "it", "nl"]
        let development = CatalogTable(locale: try LanguageTag("en"), files: [], keys: [key], messages: [key: message(key, english, "en")])
        let tables = try zip(locales, others).map { locale, text in
            CatalogTable(locale: try LanguageTag(locale), files: [], keys: [key], messages: [key: message(key, text, locale)])
        }
        let judgement = UntranslatedJudgement(development: development, others: tables)
        #expect(judgement.isUntranslated(
            key: key, text: english, reference: english, locale: try LanguageTag(locale), leavesSentences: leavesSentences) == untranslated)
    }

    @Test(arguments: [(0, 40, false), (1, 40, false), (2, 40, true), (1, 3, true), (0, 4, true), (0, 5, false), (0, 0, true)])
    func tellsALocaleThatLeavesSentences(_ identical: Int, _ sentences: Int, _ leaves: Bool) {
        #expect(UntranslatedJudgement.leavesSentences(identical: identical, sentences: sentences) == leaves)
    }

    private func message(_ key: String, _ text: String, _ locale: String) -> CatalogMessage {
        .strings(key: key, value: text, origin: MessageOrigin(CatalogFixtures.tag(locale), file: nil), location: nil, comment: nil, development: nil)
    }
}
