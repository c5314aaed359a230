/// One localization file to load into a ``Catalog``, already read into memory.
///
/// ``Catalog/init(contentsOf:developmentLanguage:table:)`` finds and reads these from a folder;
/// tests and tools that have the bytes already pass them to ``Catalog/init(files:developmentLanguage:)``.
///
/// ```swift
/// let file = CatalogFile(path: "ru.lproj/Localizable.strings", locale: try LanguageTag("ru"),
///                        kind: .strings, bytes: Array(#""hello" = "привет";"#.utf8))
/// ```
package struct CatalogFile: Sendable, Hashable {
    /// What a file holds.
    public enum Kind: String, Sendable, Hashable {
        /// A `.strings` table: old-style (Apple's text format) or an XML property list.
        case strings
        /// A `.stringsdict` (XML property list of plural rules).
        case stringsDict
        /// A String Catalog (`.xcstrings`), which holds every language.
        case stringCatalog
        /// A storyboard or xib (`Base.lproj/Main.storyboard`): the development text of its
        /// localizable properties, keyed by object id as `ibtool --generate-strings-file` names
        /// them; each translation is a `.strings` table of the same name (`ru.lproj/Main.strings`).
        case interfaceBuilder

        /// The kind for a file name's extension, or `nil`.
        public init?(fileName: String) {
            let lowered = fileName.lowercased()
            if lowered.hasSuffix(".strings") { self = .strings }
            else if lowered.hasSuffix(".stringsdict") { self = .stringsDict }
            else if lowered.hasSuffix(".xcstrings") { self = .stringCatalog }
            else if lowered.hasSuffix(".storyboard") || lowered.hasSuffix(".xib") { self = .interfaceBuilder }
            else { return nil }
        }
    }

    /// The path shown in locations.
    public var path: String
    /// The file's language; `nil` for the development language (and for a String Catalog,
    /// whose languages are inside it).
    public var locale: LanguageTag?
    public var kind: Kind
    public var bytes: [UInt8]

    public init(path: String, locale: LanguageTag?, kind: Kind, bytes: [UInt8]) {
        self.path = path
        self.locale = locale
        self.kind = kind
        self.bytes = bytes
    }
}
