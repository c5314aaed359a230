public import FormCore

/// A String Catalog that cannot be read: what is wrong, at which key path, and where in the file.
///
/// ```
/// Localizable.xcstrings:12:20: strings["Cancel"].localizations.fr.stringUnit: expected an object, found a string
/// ```
public struct StringCatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem; new codes may be added, so `switch` with a `default`.
    public struct Code: DiagnosticCode {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The input is empty.
        public static let emptyInput = Code(rawValue: "emptyInput")
        /// A byte sequence that is not UTF-8.
        public static let invalidUTF8 = Code(rawValue: "invalidUTF8")
        /// Not JSON: a syntax error.
        public static let invalidJSON = Code(rawValue: "invalidJSON")
        /// Arrays and objects nested deeper than the reader's limit.
        public static let tooDeep = Code(rawValue: "tooDeep")
        /// A value of the wrong JSON type for its place in the catalog.
        public static let typeMismatch = Code(rawValue: "typeMismatch")
        /// A required member is absent (`sourceLanguage`, `strings`, a string unit's `value`).
        public static let missingField = Code(rawValue: "missingField")
    }

    public var code: Code
    /// What is wrong; no location or key path prefix.
    public var message: String
    /// The key path of the value concerned.
    public var keyPath: StringCatalogKeyPath
    /// Where in the file.
    public var location: SourceLocation
    /// The line with a caret under ``location``.
    public var excerpt: SourceExcerpt

    public init(code: Code, message: String, keyPath: StringCatalogKeyPath, location: SourceLocation, excerpt: SourceExcerpt) {
        self.code = code
        self.message = message
        self.keyPath = keyPath
        self.location = location
        self.excerpt = excerpt
    }

    /// `file:line:column: key.path: message`.
    public var description: String { "\(location): \(keyPath): \(message)" }
}

extension StringCatalogError: LocatedDiagnostic {}
