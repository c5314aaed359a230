/// Why a JSON text was rejected, and where.
///
/// Its description is one line for logs and terminals, then the offending line with a caret:
///
/// ```
/// submission.json:1:10: unexpected character '}': expected a value after ','
/// {"a": 1, }
///          ^
/// ```
public struct JSONReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem, stable for programs to match on.
    public struct Code: DiagnosticCode {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let emptyInput = Code("emptyInput")
        public static let unexpectedEndOfInput = Code("unexpectedEndOfInput")
        public static let unexpectedCharacter = Code("unexpectedCharacter")
        public static let trailingContent = Code("trailingContent")
        public static let invalidLiteral = Code("invalidLiteral")
        public static let invalidNumber = Code("invalidNumber")
        public static let invalidUTF8 = Code("invalidUTF8")
        public static let byteOrderMark = Code("byteOrderMark")
        public static let controlCharacterInString = Code("controlCharacterInString")
        public static let invalidEscape = Code("invalidEscape")
        public static let loneSurrogate = Code("loneSurrogate")
        public static let unterminatedString = Code("unterminatedString")
        public static let duplicateKey = Code("duplicateKey")
        public static let tooDeeplyNested = Code("tooDeeplyNested")
        public static let documentTooLarge = Code("documentTooLarge")
        public static let tooManyValues = Code("tooManyValues")
        public static let stringTooLong = Code("stringTooLong")
    }

    /// The kind of problem.
    public var code: Code
    /// What is wrong, quoting the offending text, without the location.
    public var message: String
    /// Where the problem is.
    public var location: SourceLocation
    /// The line at ``location`` with a caret under it.
    public var excerpt: SourceExcerpt
    /// A second place the message refers to: the first occurrence of a duplicate key, the
    /// opening quote of an unterminated string.
    public var relatedLocation: SourceLocation?

    public init(
        code: Code, message: String, location: SourceLocation, excerpt: SourceExcerpt,
        relatedLocation: SourceLocation? = nil
    ) {
        self.code = code
        self.message = message
        self.location = location
        self.excerpt = excerpt
        self.relatedLocation = relatedLocation
    }

    /// `file:line:column: message`, without the excerpt.
    public var summary: String { "\(location): \(message)" }

    public var description: String { summary + "\n" + excerpt.description }
}

extension JSONReadError: LocatedDiagnostic {}
