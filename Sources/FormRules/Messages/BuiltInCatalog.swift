import Localization

/// The translations compiled into the library (`files` is generated from `Resources/` by the
/// EmbedCatalog plugin), read into catalogs only when asked.
enum BuiltInCatalog {
    /// Every language, parsed on first use; a `static let` is initialized once, thread-safely.
    static let whole = Catalog(stringsTables: files.map { $0.catalogFile })

    /// Every locale with a table, the development language first, known without parsing.
    static let locales: [LanguageTag] = {
        // Each tag once (a language has a .strings and a .stringsdict): parsing one costs
        // thousands of instructions, and a one-message run pays for every language here.
        let tags = Set(files.compactMap { $0.locale }).compactMap { try? LanguageTag($0) }
        let others = Set(tags).subtracting([LanguageTag.builtInDevelopment])
        return [LanguageTag.builtInDevelopment] + others.sorted()
    }()

    /// Only the tables `locale` can read: its fallback chain's, ending with the development
    /// language, whose texts every translation is checked against.
    /// `parts` are more tables (`.strings`, `.stringsdict`) read after the built-in ones, those
    /// of the chain only: languages a program was built without (the WebAssembly module builds
    /// in English alone and a page hands in the others' tables). A part without a locale is the
    /// development language's, as a built-in table without one is (the English names of the
    /// address data, which the module receives with the data).
    static func catalog(for locale: LanguageTag, keys: Set<String>? = nil, adding parts: [CatalogFile] = []) -> Catalog {
        let chain = Set(locale.fallbackChain(developmentLanguage: .builtInDevelopment))
        // Compared as text (the plugin writes each folder's tag in its canonical form), so that
        // choosing two languages' tables out of 27 parses none of the others' tags.
        let names = Set(chain.map { $0.description })
        let needed = files.filter { file in (file.locale.map { names.contains($0) } ?? true) && file.mayHold(keys) }
        return Catalog(stringsTables: needed.map { $0.catalogFile(keys: keys) } + parts.filter { part in part.locale.map { chain.contains($0) } ?? true })
    }
}

extension LanguageTag {
    /// The language of `Resources/Localizable.strings`.
    static let builtInDevelopment: LanguageTag = {
        guard let english = try? LanguageTag("en") else { preconditionFailure("'en' is a language tag") }
        return english
    }()
}
