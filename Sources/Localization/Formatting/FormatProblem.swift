public import FormCore

/// Why ``SafeFormatter`` could not format a string with its arguments.
///
/// A problem is a value, never a crash: the formatter reports it, and
/// ``SafeFormatter/render(translation:fallback:arguments:)`` shows the fallback text instead.
///
/// ```
/// translation: '%d' at 0..<2 cannot show argument 1, a string ("Ann")
/// ```
public struct FormatProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable identifier of the kind of problem; new codes may be added.
    public struct Code: DiagnosticCode {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The format string has an error diagnostic (see ``FormatString/diagnostics``).
        public static let invalidFormat = Code(rawValue: "invalid-format")
        /// A specifier reads an argument that was not passed.
        public static let missingArgument = Code(rawValue: "missing-argument")
        /// The argument's type does not fit the specifier (a string for `%d`, an int for `%f`).
        public static let typeMismatch = Code(rawValue: "type-mismatch")
        /// The argument fits the type but not the size or range (300 for `%hhd`, -1 for `%u`,
        /// a width above ``FormatString/maximumAmount`` passed for `*`).
        public static let valueOutOfRange = Code(rawValue: "value-out-of-range")
        /// The translation's specifiers do not match the development language's text.
        public static let incompatibleTranslation = Code(rawValue: "incompatible-translation")
    }

    /// Which of the strings given to ``SafeFormatter/render(translation:fallback:arguments:)``
    /// the problem is in.
    public enum Origin: String, Sendable, Hashable {
        case translation
        case fallback
    }

    public var code: Code
    public var origin: Origin
    /// What went wrong, quoting the specifier.
    public var message: String
    /// The specifier's UTF-8 byte range in its format string, when one is to blame.
    public var range: Range<Int>?
    /// The argument (1-based) concerned, if any.
    public var argument: Int?

    public init(code: Code, origin: Origin = .translation, message: String, range: Range<Int>? = nil, argument: Int? = nil) {
        self.code = code
        self.origin = origin
        self.message = message
        self.range = range
        self.argument = argument
    }

    /// `origin: message`.
    public var description: String { "\(origin.rawValue): \(message)" }
}

/// The problems that kept ``SafeFormatter/format(_:arguments:)-(FormatString,_)`` from formatting a string.
public struct FormatFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// At least one problem.
    public var problems: [FormatProblem]

    public init(problems: [FormatProblem]) { self.problems = problems }

    public var description: String { problems.map { $0.description }.joined(separator: "\n") }
}

extension FormatProblem: Diagnostic {}
