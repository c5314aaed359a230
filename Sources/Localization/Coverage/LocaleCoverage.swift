/// One locale's row of a ``CoverageReport``: how complete and how sound its translation is.
///
/// Counts are of keys. The keys a locale must have are the development language's (those a
/// String Catalog does not mark `shouldTranslate: false`) plus any required keys.
package struct LocaleCoverage: Sendable, Hashable {
    /// The locale.
    public var locale: LanguageTag
    /// Whether this is the development language.
    public var isDevelopmentLanguage: Bool
    /// The files read for it.
    public var files: [String]
    /// Keys the locale has.
    public var keys: Int = 0
    /// Keys it must have that it has, with a non-empty text (and not in state `new`),
    /// untranslated ones included.
    public var withText: Int = 0
    /// Keys it must have that it lacks (or has only in state `new`).
    public var missing: Int = 0
    /// Keys it has that the development language does not.
    public var stale: Int = 0
    /// Keys defined more than once in one of its files.
    public var duplicates: Int = 0
    /// Keys whose text is empty while the development text is not.
    public var empty: Int = 0
    /// Keys whose text is the development text itself (texts without letters, such as `%@`, are
    /// never counted; nor are locales of the development language, such as `en-GB`, nor entries
    /// whose translator comment contains `[identical]`: a name such as "Ohio" on purpose).
    public var untranslated: Int = 0
    /// Keys whose format specifiers could crash or garble the text.
    public var formatMismatches: Int = 0
    /// Plural variables lacking a category the locale's CLDR rules select.
    public var pluralGaps: Int = 0
    /// Keys a String Catalog marks `needs_review`.
    public var needsReview: Int = 0
    /// The keys it must have.
    public var required: Int = 0

    public init(locale: LanguageTag, isDevelopmentLanguage: Bool, files: [String]) {
        self.locale = locale
        self.isDevelopmentLanguage = isDevelopmentLanguage
        self.files = files
    }

    /// Keys it must have with a text of its own: ``withText`` less ``untranslated`` (the
    /// development text left in place is no translation, whatever a table's size says).
    public var translated: Int { max(0, withText - untranslated) }

    /// `translated / required` as a percentage; 100 when nothing is required. Development text
    /// left in place does not count: a table half in English is about half translated.
    public var coverage: Double {
        required == 0 ? 100 : Double(translated) * 100 / Double(required)
    }

    /// `untranslated / required` as a percentage: how much of the locale still shows the
    /// development text as its own.
    public var untranslatedShare: Double {
        required == 0 ? 0 : Double(untranslated) * 100 / Double(required)
    }
}
