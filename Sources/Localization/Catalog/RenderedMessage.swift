public import FormCore

/// What a user sees for a key: the text, the locale it is in, and why it may not be the
/// translation asked for.
///
/// ```swift
/// let message = catalog.render("rule.maxLength", locale: try LanguageTag("pl"), arguments: ["Imię", 50])
/// message.text        // "Pole „Imię” może mieć najwyżej 50 znaków."
/// message.isMissing   // false
/// ```
public struct RenderedMessage: Sendable, Hashable, CustomStringConvertible {
    /// The key looked up.
    public var key: String
    /// The text to show; the key itself when it is missing everywhere, as Apple shows it.
    public var text: String
    /// The locale the text is in: the first of the fallback chain that has the key, or the
    /// development language when that translation could not be used.
    public var locale: LanguageTag
    /// The locale asked for.
    public var requestedLocale: LanguageTag
    /// Why the text is not the requested locale's translation as written, if it is not.
    public var problems: [RenderProblem]
    /// Whether no locale has the key.
    public var isMissing: Bool

    public init(key: String, text: String, locale: LanguageTag, requestedLocale: LanguageTag, problems: [RenderProblem] = [], isMissing: Bool = false) {
        self.key = key
        self.text = text
        self.locale = locale
        self.requestedLocale = requestedLocale
        self.problems = problems
        self.isMissing = isMissing
    }

    /// The text.
    public var description: String { text }
}

/// A reason a rendered message differs from the requested translation as written.
public struct RenderProblem: Sendable, Hashable, CustomStringConvertible {
    public struct Code: DiagnosticCode {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// No locale has the key: the key itself is shown.
        public static let missingKey = Code(rawValue: "missingKey")
        /// The translation's format specifiers do not match the development text's (Apple
        /// could crash on it): the development text is shown.
        public static let incompatibleTranslation = Code(rawValue: "incompatibleTranslation")
        /// The arguments do not fit the text (too few, or of the wrong type): see ``formatProblems``.
        public static let formatFailed = Code(rawValue: "formatFailed")
        /// The plural variable has no variant for the category: its `other` variant is shown,
        /// as Apple does, or the development text when it has none.
        public static let missingPluralVariant = Code(rawValue: "missingPluralVariant")
        /// The argument that selects a plural variant is not a number: `other` is used.
        public static let pluralArgumentNotANumber = Code(rawValue: "pluralArgumentNotANumber")
    }

    public var code: Code
    /// The locale whose text had the problem.
    public var locale: LanguageTag
    /// What happened, quoting the specifiers or categories concerned.
    public var message: String
    /// The formatter's problems, for ``Code/formatFailed`` and ``Code/incompatibleTranslation``.
    public var formatProblems: [FormatProblem]

    public init(code: Code, locale: LanguageTag, message: String, formatProblems: [FormatProblem] = []) {
        self.code = code
        self.locale = locale
        self.message = message
        self.formatProblems = formatProblems
    }

    /// `locale: message [code]`.
    public var description: String { "\(locale): \(message) [\(code)]" }
}

extension RenderProblem: Diagnostic {}
