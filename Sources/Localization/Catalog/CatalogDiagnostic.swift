public import FormCore

/// Something a translator or a build should know about a catalog: a file that cannot be read,
/// a duplicate key, a missing translation, a plural form the language needs, a format string
/// that does not match the development language's.
///
/// Loading a ``Catalog`` finds the problems of each file (``Catalog/diagnostics``); the coverage
/// report of `form-check strings lint` adds what comparing the locales finds. Each has a stable
/// code, a severity and, where it applies, the place in the file:
///
/// ```
/// Resources/ru.lproj/Localizable.stringsdict:12:14: error: 'rule.minLength': plural variable 'count' has no 'few' form in ru, which CLDR uses for few: 2, 3, 4, 22… [pluralGap]
/// ```
public struct CatalogDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// A stable identifier of the kind of finding, for filters and JSON output.
    public struct Code: DiagnosticCode {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A file cannot be read or parsed (Apple's bundle would ignore it).
        public static let unreadableFile = Code(rawValue: "unreadableFile")
        /// A key is defined twice in one file: Apple keeps the last, silently.
        public static let duplicateKey = Code(rawValue: "duplicateKey")
        /// Apple's parser stops reading here without an error; later entries are lost.
        public static let appleStopsReading = Code(rawValue: "appleStopsReading")
        /// Something else the `.strings` reader noticed (see ``StringsWarning/Code``).
        public static let stringsWarning = Code(rawValue: "stringsWarning")
        /// A structural problem of a `.stringsdict` entry; ``detail`` names which (`missingFormatKey`,
        /// `undefinedVariable`, `unusedVariable`, `unknownPluralCategory`, `missingSpecType`...).
        public static let stringsDictProblem = Code(rawValue: "stringsDictProblem")
        /// A value is a dictionary, array or data, not a string: lookups cannot show it.
        public static let notAString = Code(rawValue: "notAString")
        /// A `.lproj` folder or String Catalog language whose name is not a language tag.
        public static let unknownLanguage = Code(rawValue: "unknownLanguage")
        /// `Base.lproj` beside the development language's own folder, which wins.
        public static let baseIgnored = Code(rawValue: "baseIgnored")
        /// A key of the development language has no translation in a locale.
        public static let missingKey = Code(rawValue: "missingKey")
        /// A key a spec needs is missing from a locale (the development language included).
        public static let requiredKeyMissing = Code(rawValue: "requiredKeyMissing")
        /// A locale has a key the development language does not: a leftover.
        public static let staleKey = Code(rawValue: "staleKey")
        /// A translation is empty where the development text is not.
        public static let emptyValue = Code(rawValue: "emptyValue")
        /// A translation is the development text itself.
        public static let untranslated = Code(rawValue: "untranslated")
        /// A translation's format specifiers could crash or garble the text (see ``FormatCompatibility``).
        public static let formatMismatch = Code(rawValue: "formatMismatch")
        /// A translation's format specifiers differ harmlessly (fewer arguments, 32-bit sizes).
        public static let formatDifference = Code(rawValue: "formatDifference")
        /// The development text has a `%` that does not start a valid specifier.
        public static let invalidFormat = Code(rawValue: "invalidFormat")
        /// A plural variable lacks a category the locale's CLDR rules select.
        public static let pluralGap = Code(rawValue: "pluralGap")
        /// A plural variable has a category the locale's CLDR rules never select.
        public static let unusedPluralCategory = Code(rawValue: "unusedPluralCategory")
        /// A String Catalog unit is marked `needs_review`.
        public static let needsReview = Code(rawValue: "needsReview")
        /// A locale's coverage is under the minimum asked for.
        public static let coverageBelowMinimum = Code(rawValue: "coverageBelowMinimum")
    }

    /// How serious a finding is: errors fail a lint run.
    public enum Severity: String, Sendable, Hashable, Comparable, CustomStringConvertible {
        case note, warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public var description: String { rawValue }
    }

    public var code: Code
    public var severity: Severity
    /// What is wrong, quoting keys and specifiers; no location prefix.
    public var message: String
    /// Where: the entry concerned, or the file alone (`line` 0) when no line applies.
    public var location: SourceLocation?
    /// The locale concerned, if any.
    public var locale: LanguageTag?
    /// The key concerned, if any.
    public var key: String?
    /// A finer code from the layer that found it (`silentTruncation`, `type-mismatch`, `missingOtherVariant`).
    public var detail: String?

    public init(
        code: Code, severity: Severity, message: String, location: SourceLocation? = nil,
        locale: LanguageTag? = nil, key: String? = nil, detail: String? = nil
    ) {
        self.code = code
        self.severity = severity
        self.message = message
        self.location = location
        self.locale = locale
        self.key = key
        self.detail = detail
    }

    /// A key or text quoted for a one-line message: in single quotes, line breaks and tabs
    /// escaped, cut to 80 characters.
    public static func quoted(_ text: String) -> String {
        if text.utf8.count <= 80, !text.utf8.contains(where: { $0 < 0x20 }) { return "'" + text + "'" }
        var escaped = ""
        for character in text.prefix(81) {
            switch character {
            case "\n", "\r\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
        }
        if text.count > 80 { escaped = String(escaped.prefix(79)) + "…" }
        return "'" + escaped + "'"
    }

    /// Where the finding points, as `file:line:column`, `file` alone, or `nil`.
    public var place: String? {
        guard let location else { return nil }
        if location.line > 0 { return location.description }
        return location.file
    }

    /// `file:line:column: severity: message [code]`, as compilers print.
    public var description: String {
        let prefix = place.map { $0 + ": " } ?? ""
        return "\(prefix)\(severity): \(message) [\(code)]"
    }
}

extension CatalogDiagnostic: Diagnostic {}
