import FormCore
import FormRules
import Localization

/// A language the module was built without, handed in by the page: its `Localizable.strings`
/// and `Localizable.stringsdict` bytes (`Web/package/locales/<tag>.strings`, `.stringsdict`),
/// read with the built-in English tables as if they had been built in.
struct LocalePart {
    var tag: LanguageTag
    var strings: [UInt8]
    var stringsDict: [UInt8]

    nonisolated(unsafe) private static var added: [LocalePart] = []

    /// The part's tables as a catalog reads them, named as in `Resources/` so that messages and
    /// diagnostics name the same files as the native build's.
    var files: [CatalogFile] {
        var files: [CatalogFile] = []
        let folder = "Resources/\(tag.description).lproj/"
        if !strings.isEmpty { files.append(CatalogFile(path: folder + "Localizable.strings", locale: tag, kind: .strings, bytes: strings)) }
        if !stringsDict.isEmpty { files.append(CatalogFile(path: folder + "Localizable.stringsdict", locale: tag, kind: .stringsDict, bytes: stringsDict)) }
        return files
    }

    /// Adds `part`, replacing an earlier part of its language; refused when a table cannot be read.
    static func add(_ part: LocalePart) throws(WebError) {
        try checkReadable(part.files, "the tables of '\(part.tag.description)'")
        added.removeAll { $0.tag == part.tag }
        added.append(part)
    }

    /// Refuses tables a catalog cannot read, naming them as `what` and saying why.
    static func checkReadable(_ files: [CatalogFile], _ what: String) throws(WebError) {
        if let problem = Catalog(stringsTables: files).diagnostics.first(where: { $0.code == .unreadableFile }) {
            throw WebError("\(what) cannot be read: \(problem.message)")
        }
    }

    /// The built-in languages, the development language first, then the added ones in order.
    static var availableLocales: [LanguageTag] {
        var locales = Catalog.builtInLocales
        for part in added where !locales.contains(part.tag) { locales.append(part.tag) }
        return locales
    }

    /// The catalog `locale` reads: the built-in tables of its fallback chain, the added ones and
    /// the English names of the address data once the page handed it in (``AddressPart``).
    static func catalog(for locale: LanguageTag) -> Catalog {
        let parts = AddressPart.names + added.flatMap { $0.files }
        return parts.isEmpty ? Catalog.builtIn(for: locale) : Catalog.builtIn(for: locale, adding: parts)
    }
}
