import FormCore

/// A `.stringsdict` file: plural (and other variable) rules for localized strings.
///
/// Reading never stops at a structural problem: a missing `NSStringLocalizedFormatKey`, a
/// variable used but not defined, a plural variable without `other`, an unknown category name...
/// each becomes a ``StringsDictDiagnostic`` with the location of the key concerned, and the rest
/// of the file is still available. Only a file that is not a property-list dictionary throws.
///
/// ```swift
/// let file = try StringsDictFile(bytes: data, file: "ru.lproj/Localizable.stringsdict")
/// let entry = file["a11y.plural.count.unread.notification"]
/// entry?.format                                  // "%#@notification_count_unread_notification@"
/// entry?.variables.first?.variant(for: "few")    // "%ld unread notifications"
/// for diagnostic in file.diagnostics { print(diagnostic) }
/// // ru.lproj/Localizable.stringsdict:9:14: variable 'count' of 'files' has no 'other' variant
/// ```
package struct StringsDictFile: Sendable, Hashable {
    /// The path given when reading, used in locations.
    package var file: String?
    /// The entries in file order (root values that are not dictionaries are left out and diagnosed).
    package private(set) var entries: [StringsDictEntry]
    /// Structural problems, in file order.
    package private(set) var diagnostics: [StringsDictDiagnostic]
    private var indexByKey: [String: Int]

    /// Reads a `.stringsdict` file from its bytes.
    ///
    /// - Throws: ``PropertyListError`` when the bytes are not an XML property list, or when its
    ///   root is not a dictionary (code ``PropertyListError/Code/unexpectedRootType``).
    package init(bytes: some Collection<UInt8>, file: String? = nil) throws(PropertyListError) {
        let buffer = Array(bytes)
        let (root, rootOffset) = try PropertyListXML.parseRoot(
            buffer, file: file, maximumDepth: PropertyListXML.defaultMaximumDepth)
        guard case .dictionary(let dictionary) = root else {
            throw PropertyListXML.error(
                .unexpectedRootType, "a .stringsdict file must contain a '<dict>', found '<\(root.elementName)>'",
                at: rootOffset, in: buffer, file: file)
        }
        self.init(dictionary: dictionary, file: file)
    }

    /// Builds the model from an already parsed root dictionary (for example from another reader).
    package init(dictionary: PropertyListDictionary, file: String? = nil) {
        var reader = StringsDictReader()
        for entry in PropertyListValue.dictionary(dictionary).overriddenKeys {
            reader.report(.duplicateKey, .warning, "key '\(entry.key)' is defined again later in the same dictionary; this definition is ignored", at: entry.keyLocation)
        }
        var entries: [StringsDictEntry] = []
        for entry in dictionary.entries {
            if let read = reader.readEntry(entry) { entries.append(read) }
        }
        self.file = file
        self.entries = entries
        self.diagnostics = reader.diagnostics.enumerated()
            .sorted { ($0.element.location.offset, $0.offset) < ($1.element.location.offset, $1.offset) }
            .map { $0.element }
        // The last entry of a key wins. A loop, not `Dictionary(_:uniquingKeysWith:)`, whose
        // array conversion needs a dynamic cast that Embedded Swift (wasm32) does not have.
        var indexByKey: [String: Int] = [:]
        indexByKey.reserveCapacity(entries.count)
        for (offset, entry) in entries.enumerated() { indexByKey[entry.key] = offset }
        self.indexByKey = indexByKey
    }

    /// The entry for a localized string's key, or `nil`.
    package subscript(key: String) -> StringsDictEntry? {
        indexByKey[key].map { entries[$0] }
    }

    /// The keys in file order.
    package var keys: [String] { entries.map { $0.key } }

    /// Whether any diagnostic is an error (rather than a warning).
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
