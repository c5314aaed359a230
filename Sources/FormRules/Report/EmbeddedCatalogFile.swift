import Localization

/// One translation file compiled into the library by the EmbedCatalog build plugin: its path
/// under the package, locale and kind, and its bytes exactly as in the file (a string literal
/// for UTF-8 files, so they sit in the binary's read-only data until a catalog is built).
struct EmbeddedCatalogFile: Sendable {
    enum Content: Sendable {
        case text(StaticString)
        case bytes([UInt8])
    }

    let path: String
    /// The `.lproj` folder's language; `nil` for the development language's top-level tables.
    let locale: String?
    let kind: CatalogFile.Kind
    let content: Content

    init(path: String, locale: String?, kind: CatalogFile.Kind, text: StaticString) {
        self.path = path
        self.locale = locale
        self.kind = kind
        content = .text(text)
    }

    init(path: String, locale: String?, kind: CatalogFile.Kind, bytes: [UInt8]) {
        self.path = path
        self.locale = locale
        self.kind = kind
        content = .bytes(bytes)
    }

    /// The language tag of ``locale``; the generator wrote only tags that parse.
    var languageTag: LanguageTag? { locale.flatMap { try? LanguageTag($0) } }

    /// The file as a catalog reads it.
    var catalogFile: CatalogFile {
        let bytes: [UInt8]
        switch content {
        case .text(let text): bytes = text.withUTF8Buffer { Array($0) }
        case .bytes(let stored): bytes = stored
        }
        return CatalogFile(path: path, locale: languageTag, kind: kind, bytes: bytes)
    }
}
