import FormCore

/// The keys an old-style `.strings` file writes more than once, found while its entries go into
/// their table: the table already finds the earlier message of a key, so the parser keeps no set
/// of every key to tell repeats (inserting into it was 8% of exporting a large table).
///
/// Only repeats within one file are reported; a key that a later file writes again overrides
/// the earlier file's, as Apple's bundle merges them.
struct RepeatedKeys {
    private struct Group {
        /// The key as first written.
        var key: String
        var file: String?
        var locations: [SourceLocation]
        /// Each occurrence's key as written: they may differ in Unicode normalization.
        var spellings: [String]
    }

    private var groups: [Group] = []
    /// The group of each repeated key, for the file it was last repeated in.
    private var groupOfKey: [String: Int] = [:]
    /// The first occurrence in its file of each key whose value is not a string: such a key has
    /// no message to find it by. Rare.
    private var nonStrings: [String: (key: String, location: SourceLocation)] = [:]

    /// Notes an occurrence of `key` at `location`, whose table held `earlier` before it (the
    /// key's message, if any). `isString` is `false` for a value a table cannot hold.
    mutating func note(key: String, at location: SourceLocation, isString: Bool, earlier: CatalogMessage?) {
        if !isString {
            if let known = nonStrings[key], known.location.file == location.file {} else { nonStrings[key] = (key, location) }
        }
        if let index = groupOfKey[key], groups[index].file == location.file {
            groups[index].locations.append(location)
            groups[index].spellings.append(key)
            return
        }
        let first: (key: String, location: SourceLocation)
        if let earlier, let earlierLocation = earlier.location, earlierLocation.file == location.file,
            earlierLocation.offset < location.offset
        {
            first = (earlier.key, earlierLocation)
        } else if let known = nonStrings[key], known.location.file == location.file, known.location.offset < location.offset {
            first = known
        } else {
            return
        }
        groupOfKey[key] = groups.count
        groups.append(Group(key: first.key, file: location.file, locations: [first.location, location], spellings: [first.key, key]))
    }

    /// Whether a non-string value was noted, so that string occurrences must be noted too.
    var hasNonStrings: Bool { !nonStrings.isEmpty }

    /// Each repeat, pointing at the key's first line, then for a key written in more than one
    /// Unicode normalization, a warning at its last occurrence.
    func diagnostics(locale: LanguageTag) -> [CatalogDiagnostic] {
        var diagnostics: [CatalogDiagnostic] = []
        for group in groups {
            let first = group.locations[0]
            for location in group.locations.dropFirst() {
                diagnostics.append(CatalogDiagnostic(
                    code: .duplicateKey, severity: .error,
                    message: "\(CatalogDiagnostic.quoted(group.key)) is defined again (first on line \(first.line)); Apple silently uses the last definition",
                    location: location, locale: locale, key: group.key))
            }
            guard Set(group.spellings.map { Array($0.utf8) }).count > 1 else { continue }
            diagnostics.append(CatalogDiagnostic(
                code: .stringsWarning, severity: .warning,
                message: "keys \(group.spellings.map { "\"\($0)\"" }.joined(separator: ", ")) differ "
                    + "only in Unicode normalization: distinct to Apple, but one key in this reader's table",
                location: group.locations.last, locale: locale, detail: StringsWarning.Code.canonicallyEquivalentKeys.rawValue))
        }
        return diagnostics
    }
}
