public import FormCore

/// Something wrong or suspicious in one format string, found while parsing it.
///
/// Parsing never fails and never drops anything silently: every `%` that does not start a valid
/// specifier yields a diagnostic with its byte range, and the text around it stays available.
///
/// ```
/// "Save 100% daily"  →  warning space-flag at 8..<11: '% d' is read as a specifier …
/// ```
public struct FormatDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// A stable identifier of the kind of diagnostic; new codes may be added without breaking
    /// callers that switch over the ones they know.
    public struct Code: DiagnosticCode {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A `%` at the end of the text, or a specifier cut short (`%1$`, `%-`, `%#@name`).
        public static let incompleteSpecifier = Code(rawValue: "incomplete-specifier")
        /// A character that is not a conversion (`%y`); Apple prints it without the `%`.
        public static let unknownConversion = Code(rawValue: "unknown-conversion")
        /// `%n` or `%P`: conversions Apple parses but this library refuses to format.
        public static let unsupportedConversion = Code(rawValue: "unsupported-conversion")
        /// The `'` flag, which Apple's parser does not know: it prints `'d` instead of a number.
        public static let unsupportedFlag = Code(rawValue: "unsupported-flag")
        /// A length modifier that does not fit the conversion (`%Ld`, `%l@`).
        public static let invalidLengthModifier = Code(rawValue: "invalid-length-modifier")
        /// `%0$@`: positions start at 1 (Apple prints `0@`).
        public static let invalidPosition = Code(rawValue: "invalid-position")
        /// A position above 127: Apple's formatter fails ("Overflow occurred").
        public static let positionTooLarge = Code(rawValue: "position-too-large")
        /// A width or precision above ``FormatString/maximumAmount``.
        public static let amountTooLarge = Code(rawValue: "amount-too-large")
        /// `%#@@` or a variable name with characters other than letters, digits and `_`.
        public static let invalidVariableName = Code(rawValue: "invalid-variable-name")
        /// Both `%1$@` and `%@` in one string: Apple numbers them independently.
        public static let mixedPositionalAndSequential = Code(rawValue: "mixed-positional-and-sequential")
        /// The same argument read as two different types (`%1$d … %1$@`).
        public static let conflictingArgumentTypes = Code(rawValue: "conflicting-argument-types")
        /// `%2$@` without argument 1: Apple then shows argument 1 where `%2$@` is.
        public static let skippedArgument = Code(rawValue: "skipped-argument")
        /// A space flag (`% d`, `% o`): valid, but usually prose such as `100% daily`.
        public static let spaceFlag = Code(rawValue: "space-flag")
    }

    /// How bad it is.
    public enum Severity: Int, Sendable, Hashable, Comparable, CustomStringConvertible {
        /// Worth knowing; nothing goes wrong.
        case note
        /// Probably a mistake, but Apple formats it consistently.
        case warning
        /// Apple would show garbage, crash or fail; ``SafeFormatter`` refuses the string.
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }

        public var description: String {
            switch self {
            case .note: return "note"
            case .warning: return "warning"
            case .error: return "error"
            }
        }
    }

    public var code: Code
    public var severity: Severity
    /// The offending text, as UTF-8 byte offsets into the format string.
    public var range: Range<Int>
    /// What is wrong, quoting the offending token.
    public var message: String

    public init(code: Code, severity: Severity, range: Range<Int>, message: String) {
        self.code = code
        self.severity = severity
        self.range = range
        self.message = message
    }

    /// `severity: message`.
    public var description: String { "\(severity): \(message)" }
}

extension FormatDiagnostic: Diagnostic {}
