package import FormCore

/// A property list that cannot be read: what was wrong, and where.
///
/// ```
/// Localizable.stringsdict:7:9: expected '</string>' to close '<string>' from 6:9, found '</key>'
/// ```
package struct PropertyListError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem; new codes may be added, so `switch` with a `default`.
    package struct Code: DiagnosticCode {
        package var rawValue: String
        package init(rawValue: String) { self.rawValue = rawValue }

        /// The input has no bytes.
        package static let emptyInput = Code(rawValue: "emptyInput")
        /// A byte sequence that is not UTF-8.
        package static let invalidUTF8 = Code(rawValue: "invalidUTF8")
        /// UTF-16/UTF-32 text, or an XML declaration naming an encoding other than UTF-8.
        package static let unsupportedEncoding = Code(rawValue: "unsupportedEncoding")
        /// The input ends inside a tag, a comment, an element or an entity.
        package static let unexpectedEndOfInput = Code(rawValue: "unexpectedEndOfInput")
        /// Malformed markup: a character that cannot appear where it is.
        package static let unexpectedCharacter = Code(rawValue: "unexpectedCharacter")
        /// Text where only elements may appear (between the elements of a `<dict>` or `<array>`).
        package static let unexpectedText = Code(rawValue: "unexpectedText")
        /// An element name that property lists do not have.
        package static let unknownElement = Code(rawValue: "unknownElement")
        /// A known element where it is not allowed (`<key>` outside a `<dict>`, markup in `<string>`).
        package static let unexpectedElement = Code(rawValue: "unexpectedElement")
        /// A closing tag that does not match the open element.
        package static let mismatchedClosingTag = Code(rawValue: "mismatchedClosingTag")
        /// A `<dict>` child that should be a `<key>` but is not.
        package static let expectedKey = Code(rawValue: "expectedKey")
        /// A value is missing: after a `<key>`, or inside `<plist>`.
        package static let missingValue = Code(rawValue: "missingValue")
        /// `&name;` that is not one of the five XML entities, or a bad character reference.
        package static let invalidEntity = Code(rawValue: "invalidEntity")
        /// The text of `<integer>`, `<real>`, `<date>`, `<data>`, `<true/>` or `<false/>` is invalid.
        package static let invalidValue = Code(rawValue: "invalidValue")
        /// Dictionaries and arrays nested deeper than the reader's limit.
        package static let tooDeep = Code(rawValue: "tooDeep")
        /// Something other than comments or whitespace after the property list.
        package static let junkAfterRoot = Code(rawValue: "junkAfterRoot")
        /// The root value has the wrong type for the file (a `.stringsdict` that is not a `<dict>`).
        package static let unexpectedRootType = Code(rawValue: "unexpectedRootType")
    }

    /// What kind of problem.
    package var code: Code
    /// What is wrong, quoting the offending token; no location prefix.
    package var message: String
    /// Where the problem is.
    package var location: SourceLocation
    /// The line with a caret under ``location``.
    package var excerpt: SourceExcerpt

    package init(code: Code, message: String, location: SourceLocation, excerpt: SourceExcerpt) {
        self.code = code
        self.message = message
        self.location = location
        self.excerpt = excerpt
    }

    /// `file:line:column: message`.
    package var description: String { "\(location): \(message)" }
}

extension PropertyListError: LocatedDiagnostic {}
