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

    init(path: String, locale: String?, kind: CatalogFile.Kind, text: StaticString) {
        self.init(path: path, locale: locale, kind: kind, content: .text(text))
    }

    init(path: String, locale: String?, kind: CatalogFile.Kind, bytes: [UInt8]) {
        self.init(path: path, locale: locale, kind: kind, content: .bytes(bytes))
    }

    init(path: String, locale: String?, kind: CatalogFile.Kind, head: StaticString, entries: [Entry], tail: StaticString) {
        self.init(path: path, locale: locale, kind: kind, content: .entries(head: head, entries: entries, tail: tail))
    }

    private init(path: String, locale: String?, kind: CatalogFile.Kind, content: Content) {
        self.path = path
        self.locale = locale
        self.kind = kind
        self.content = content
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
            for entry in entries where keys?.contains(entry.key) ?? true { append(entry.text) }
            append(tail)
        }
        return CatalogFile(path: path, locale: languageTag, kind: kind, bytes: bytes)
    }
}
