/// A String Catalog (`.xcstrings`): every key's text in every language, with plural, device and
/// substitution variations.
///
/// Reading is lenient about what it does not know (unknown members and versions are ignored)
/// and precise about what it does: a value of the wrong type is an error naming its key path.
///
/// ```swift
/// let catalog = try StringCatalog(bytes: data, file: "Localizable.xcstrings")
/// catalog.sourceLanguage                                   // "en"
/// catalog["Cancel"]?.localizations["fr"]?.stringUnit?.value   // "Annuler"
/// ```
/// A structural error reads:
/// ```
/// Localizable.xcstrings:9:25: strings["Cancel"].localizations.fr.stringUnit.value: expected a string, found a number
/// ```
package struct StringCatalog: Sendable, Hashable {
    /// The development language (`sourceLanguage`).
    package var sourceLanguage: String
    /// The format version as written (`"1.0"`, `"1.1"`), or `nil`.
    package var version: String?
    /// The keys in file order.
    package private(set) var entries: [StringCatalogEntry]
    private var indexByKey: [String: Int]

    /// A catalog from its parts; a key given twice keeps its last entry.
    package init(sourceLanguage: String, version: String? = nil, entries: [StringCatalogEntry]) {
        self.sourceLanguage = sourceLanguage
        self.version = version
        var unique: [StringCatalogEntry] = []
        var index: [String: Int] = [:]
        for entry in entries {
            if let existing = index[entry.key] {
                unique[existing] = entry
            } else {
                index[entry.key] = unique.count
                unique.append(entry)
            }
        }
        self.entries = unique
        self.indexByKey = index
    }

    /// Reads a `.xcstrings` file.
    ///
    /// - Throws: ``StringCatalogError`` for invalid JSON or a value of the wrong type, with the
    ///   key path (`strings["a"].localizations.fr`) and the line and column.
    package init(bytes: some Collection<UInt8>, file: String? = nil) throws(StringCatalogError) {
        var decoder = StringCatalogDecoder(bytes: Array(bytes), file: file)
        self = try decoder.decode()
    }

    /// The entry for a key, or `nil`.
    package subscript(key: String) -> StringCatalogEntry? {
        indexByKey[key].map { entries[$0] }
    }

    /// The keys in file order.
    package var keys: [String] { entries.map { $0.key } }

    /// Every language that has at least one localization, sorted.
    package var locales: [String] {
        Set(entries.flatMap { $0.localizations.keys }).sorted()
    }
}
