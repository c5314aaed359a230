public import FormCore

/// Why a path cannot be loaded as a ``Catalog`` at all.
///
/// A file inside the catalog that cannot be read is not an error of this kind: the catalog loads
/// without it and says so in ``Catalog/diagnostics``, as Apple's bundle ignores such a table.
///
/// ```
/// Resources: no Localizable.strings, Localizable.stringsdict, Localizable.xcstrings or .lproj folder here
/// ```
public struct CatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    public struct Code: DiagnosticCode {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The path does not exist.
        public static let notFound = Code(rawValue: "notFound")
        /// The folder cannot be listed.
        public static let unreadableFolder = Code(rawValue: "unreadableFolder")
        /// The path holds no localization tables.
        public static let noTables = Code(rawValue: "noTables")
        /// The file is not a `.strings`, `.stringsdict` or `.xcstrings` file.
        public static let unsupportedFile = Code(rawValue: "unsupportedFile")
    }

    public var code: Code
    /// The path as given.
    public var path: String
    /// What is wrong, without the path.
    public var message: String

    public init(code: Code, path: String, message: String) {
        self.code = code
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}

extension CatalogError: Diagnostic {}
