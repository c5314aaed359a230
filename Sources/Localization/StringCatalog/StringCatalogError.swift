package import FormCore

/// A String Catalog that cannot be read: what is wrong, at which key path, and where in the file.
///
/// ```
/// Localizable.xcstrings:12:20: strings["Cancel"].localizations.fr.stringUnit: expected an object, found a string
/// ```
package struct StringCatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem; new codes may be added, so `switch` with a `default`.
    package struct Code: DiagnosticCode {
        package var rawValue: String
        package init(rawValue: String) { self.rawValue = rawValue }

        /// The input is empty.
        package static let emptyInput = Code(rawValue: "emptyInput")
        /// A byte sequence that is not UTF-8.
        package static let invalidUTF8 = Code(rawValue: "invalidUTF8")
        /// Not JSON: a syntax error.
        package static let invalidJSON = Code(rawValue: "invalidJSON")
        /// Arrays and objects nested deeper than the reader's limit.
        package static let tooDeep = Code(rawValue: "tooDeep")
        /// A value of the wrong JSON type for its place in the catalog.
        package static let typeMismatch = Code(rawValue: "typeMismatch")
        /// A required member is absent (`sourceLanguage`, `strings`, a string unit's `value`).
        package static let missingField = Code(rawValue: "missingField")
    }

    package var code: Code
    /// What is wrong; no location or key path prefix.
    package var message: String
    /// The key path of the value concerned.
    package var keyPath: StringCatalogKeyPath
    /// Where in the file.
    package var location: SourceLocation
    /// The line with a caret under ``location``.
    package var excerpt: SourceExcerpt

    package init(code: Code, message: String, keyPath: StringCatalogKeyPath, location: SourceLocation, excerpt: SourceExcerpt) {
        self.code = code
        self.message = message
        self.keyPath = keyPath
        self.location = location
        self.excerpt = excerpt
    }

    /// `file:line:column: key.path: message`.
    package var description: String { "\(location): \(keyPath): \(message)" }
}

extension StringCatalogError: LocatedDiagnostic {}
