public import FormCore

/// Why a `.strings` file could not be read, and where.
///
/// Every error that Apple's parser raises has a code here, and the reader fails exactly when
/// Apple's does. ``message`` says what is wrong in our words, quoting the offending token;
/// ``appleMessage`` is CoreFoundation's own text for the same failure, for comparison with
/// what Xcode or `plutil` print.
///
/// ```
/// Localizable.strings:3:1: expected ';' after the value of "title", found '"'
/// "subtitle" = "Welcome";
/// ^
/// ```
public struct StringsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it is. New codes may be added; switch with a `default`.
    public struct Code: DiagnosticCode {
        /// A stable identifier, such as `expectedSemicolon`.
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The file has no bytes, or only a byte order mark.
        public static let emptyFile = Code(rawValue: "emptyFile")
        /// The text is not valid UTF-8; Apple has no fallback encoding and rejects the file.
        public static let invalidUTF8 = Code(rawValue: "invalidUTF8")
        /// UTF-16 or UTF-32 text that cannot be decoded.
        public static let invalidEncoding = Code(rawValue: "invalidEncoding")
        /// An XML or binary property list: not the old-style `.strings` grammar this reader reads.
        public static let unsupportedFormat = Code(rawValue: "unsupportedFormat")
        /// A quoted string without its closing quote.
        public static let unterminatedString = Code(rawValue: "unterminatedString")
        /// A backslash at the very end of the file.
        public static let unterminatedEscape = Code(rawValue: "unterminatedEscape")
        /// A `/*` comment that runs to the end of the file, hiding what the parser expected.
        public static let unterminatedComment = Code(rawValue: "unterminatedComment")
        /// No `;` after an entry.
        public static let expectedSemicolon = Code(rawValue: "expectedSemicolon")
        /// Neither `=` nor `;` after a key.
        public static let expectedEqualsOrSemicolon = Code(rawValue: "expectedEqualsOrSemicolon")
        /// A character that cannot start a value (or, at the start of the file, a key).
        public static let unexpectedCharacter = Code(rawValue: "unexpectedCharacter")
        /// The file ends where a value is expected.
        public static let unexpectedEndOfFile = Code(rawValue: "unexpectedEndOfFile")
        /// An array without `,` between its elements or without its closing `)`.
        public static let expectedArrayEnd = Code(rawValue: "expectedArrayEnd")
        /// A dictionary without its closing `}`.
        public static let expectedDictionaryEnd = Code(rawValue: "expectedDictionaryEnd")
        /// `<…>` data with a character that is not a hexadecimal digit, or an odd number of digits.
        public static let invalidData = Code(rawValue: "invalidData")
        /// `<…>` data without its closing `>`.
        public static let expectedDataEnd = Code(rawValue: "expectedDataEnd")
        /// Something after a file-level `{…}`, `(…)` or `<…>`.
        public static let junkAfterPropertyList = Code(rawValue: "junkAfterPropertyList")
        /// Arrays and dictionaries nested deeper than Apple's limit of 512 levels.
        public static let tooDeeplyNested = Code(rawValue: "tooDeeplyNested")
    }

    /// What kind of problem it is.
    public var code: Code
    /// What is wrong, quoting the offending token, without the location prefix.
    public var message: String
    /// Where the problem is, when it is at a place in the file.
    public var location: SourceLocation?
    /// The line around ``location`` with a caret under it.
    public var excerpt: SourceExcerpt?
    /// CoreFoundation's message for the same failure (what `PropertyListSerialization` reports),
    /// when it has one.
    public var appleMessage: String?

    public init(
        code: Code, message: String, location: SourceLocation? = nil, excerpt: SourceExcerpt? = nil,
        appleMessage: String? = nil
    ) {
        self.code = code
        self.message = message
        self.location = location
        self.excerpt = excerpt
        self.appleMessage = appleMessage
    }

    /// `file:line:column: message`, then the excerpt with its caret when there is one.
    public var description: String {
        var text = ""
        if let location {
            text = "\(location): "
        }
        text += message
        if let excerpt { text += "\n\(excerpt)" }
        return text
    }
}

extension StringsError: Diagnostic {}
