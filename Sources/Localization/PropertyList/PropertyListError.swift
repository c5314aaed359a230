public import FormCore

/// A property list that cannot be read: what was wrong, and where.
///
/// ```
/// Localizable.stringsdict:7:9: expected '</string>' to close '<string>' from 6:9, found '</key>'
/// ```
public struct PropertyListError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem; new codes may be added, so `switch` with a `default`.
    public struct Code: DiagnosticCode {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The input has no bytes.
        public static let emptyInput = Code(rawValue: "emptyInput")
        /// A byte sequence that is not UTF-8.
        public static let invalidUTF8 = Code(rawValue: "invalidUTF8")
        /// UTF-16/UTF-32 text, or an XML declaration naming an encoding other than UTF-8.
        public static let unsupportedEncoding = Code(rawValue: "unsupportedEncoding")
        /// The input ends inside a tag, a comment, an element or an entity.
        public static let unexpectedEndOfInput = Code(rawValue: "unexpectedEndOfInput")
        /// Malformed markup: a character that cannot appear where it is.
        public static let unexpectedCharacter = Code(rawValue: "unexpectedCharacter")
        /// Text where only elements may appear (between the elements of a `<dict>` or `<array>`).
        public static let unexpectedText = Code(rawValue: "unexpectedText")
        /// An element name that property lists do not have.
        public static let unknownElement = Code(rawValue: "unknownElement")
        /// A known element where it is not allowed (`<key>` outside a `<dict>`, markup in `<string>`).
        public static let unexpectedElement = Code(rawValue: "unexpectedElement")
        /// A closing tag that does not match the open element.
        public static let mismatchedClosingTag = Code(rawValue: "mismatchedClosingTag")
        /// A `<dict>` child that should be a `<key>` but is not.
        public static let expectedKey = Code(rawValue: "expectedKey")
        /// A value is missing: after a `<key>`, or inside `<plist>`.
        public static let missingValue = Code(rawValue: "missingValue")
        /// `&name;` that is not one of the five XML entities, or a bad character reference.
        public static let invalidEntity = Code(rawValue: "invalidEntity")
        /// The text of `<integer>`, `<real>`, `<date>`, `<data>`, `<true/>` or `<false/>` is invalid.
        public static let invalidValue = Code(rawValue: "invalidValue")
        /// Dictionaries and arrays nested deeper than the reader's limit.
        public static let tooDeep = Code(rawValue: "tooDeep")
        /// Something other than comments or whitespace after the property list.
        public static let junkAfterRoot = Code(rawValue: "junkAfterRoot")
        /// The root value has the wrong type for the file (a `.stringsdict` that is not a `<dict>`).
        public static let unexpectedRootType = Code(rawValue: "unexpectedRootType")
    }

    /// What kind of problem.
    public var code: Code
    /// What is wrong, quoting the offending token; no location prefix.
    public var message: String
    /// Where the problem is.
    public var location: SourceLocation
    /// The line with a caret under ``location``.
    public var excerpt: SourceExcerpt

    public init(code: Code, message: String, location: SourceLocation, excerpt: SourceExcerpt) {
        self.code = code
        self.message = message
        self.location = location
        self.excerpt = excerpt
    }

    /// `file:line:column: message`.
    public var description: String { "\(location): \(message)" }
}

extension PropertyListError: LocatedDiagnostic {}
