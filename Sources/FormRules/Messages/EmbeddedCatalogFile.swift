import Localization

/// One translation file compiled into the library by the EmbedCatalog build plugin: its path
/// under the package, locale and kind, and its bytes exactly as in the file (string literals for
/// UTF-8 files, so they sit in the binary's read-only data until a catalog is built).
///
/// A table the plugin could cut into its keys is kept as its head, one piece per key (its entry
/// up to the next key) and its tail: the whole file is the pieces in order, and a table of some
/// keys is the head, their pieces and the tail (the plugin checked that each key reads alone as
/// it reads in the file).
struct EmbeddedCatalogFile: Sendable {
    /// One key's piece of a table.
    struct Entry: Sendable {
        let key: String
        let text: StaticString
    }

    enum Content: Sendable {
        case text(StaticString)
        case bytes([UInt8])
        case entries(head: StaticString, entries: [Entry], tail: StaticString)
    }

    let path: String
    /// The `.lproj` folder's language; `nil` for the development language's top-level tables.
    let locale: String?
    let kind: CatalogFile.Kind
    let content: Content
    /// For a table of names kept whole, what its keys start with before the first `.`
    /// (`country`, `region`); empty for a table that may hold any key.
    let families: [String]

    init(path: String, locale: String?, kind: CatalogFile.Kind, text: StaticString, families: [String] = []) {
        self.init(path: path, locale: locale, kind: kind, content: .text(text), families: families)
    }

    init(path: String, locale: String?, kind: CatalogFile.Kind, bytes: [UInt8]) {
        self.init(path: path, locale: locale, kind: kind, content: .bytes(bytes))
    }

    init(path: String, locale: String?, kind: CatalogFile.Kind, head: StaticString, entries: [Entry], tail: StaticString) {
        self.init(path: path, locale: locale, kind: kind, content: .entries(head: head, entries: entries, tail: tail))
    }

    private init(path: String, locale: String?, kind: CatalogFile.Kind, content: Content, families: [String] = []) {
        self.path = path
        self.locale = locale
        self.kind = kind
        self.content = content
        self.families = families
    }

    /// Whether the file can hold one of `keys` (every key for `nil`): a table cut into keys only
    /// when it has a piece of one, a table of names only when one of them is of its families; so
    /// a run that shows no plural message never reads a `.stringsdict`, and one that shows no
    /// country's name never reads the names of 252 countries.
    func mayHold(_ keys: Set<String>?) -> Bool {
        guard let keys else { return true }
        if case .entries(_, let entries, _) = content {
            let wanted = KeyFilter(keys)
            return entries.contains { wanted.contains($0.key) }
        }
        guard !families.isEmpty else { return true }
        return keys.contains { key in families.contains { family in key.hasPrefix(family + ".") } }
    }

    /// The language tag of ``locale``; the generator wrote only tags that parse.
    var languageTag: LanguageTag? { locale.flatMap { try? LanguageTag($0) } }

    /// The whole file as a catalog reads it.
    var catalogFile: CatalogFile { catalogFile(keys: nil) }

    /// The file with only the entries of `keys` (all of them for `nil`); a file that was not cut
    /// is whole.
    func catalogFile(keys: Set<String>?) -> CatalogFile {
        var bytes: [UInt8] = []
        func append(_ text: StaticString) { text.withUTF8Buffer { bytes.append(contentsOf: $0) } }
        switch content {
        case .text(let text): append(text)
        case .bytes(let stored): bytes = stored
        case .entries(let head, let entries, let tail):
            append(head)
            let wanted = keys.map(KeyFilter.init)
            for entry in entries where wanted?.contains(entry.key) ?? true { append(entry.text) }
            append(tail)
        }
        return CatalogFile(path: path, locale: languageTag, kind: kind, bytes: bytes)
    }

    /// Keys to test a table's few hundred keys against: a few (the keys a run shows) compared
    /// one by one, which for short keys is a comparison of two words, where hashing each of
    /// the table's keys cost a one-message run about 100,000 instructions per table.
    private struct KeyFilter {
        let few: [String]?
        let all: Set<String>

        init(_ keys: Set<String>) {
            few = keys.count <= 16 ? Array(keys) : nil
            all = keys
        }

        func contains(_ key: String) -> Bool { few.map { $0.contains(key) } ?? all.contains(key) }
    }
}
