package import Localization

extension BuiltInCatalog {
    /// `key`'s message in `locale`, formatted straight from the built-in tables' pieces, without
    /// building a catalog: what a one-file `validate` shows, at a fraction of the cost (building
    /// the catalog of two keys cost a one-message run a fifth of its instructions).
    ///
    /// Only for what a catalog would render the same way: a `.strings` text of the first locale
    /// of the fallback chain that has the key, with arguments that are labels (`.key`), texts or
    /// integers, every key found. Anything else is `nil`, and the caller builds the catalog: a
    /// plural message (`.stringsdict`), a key in a table kept whole (the names of countries),
    /// lists, heights and numbers (worded by the catalog's own keys), a missing key (which the
    /// catalog reports), a text that does not format. A translation is not compared with the
    /// English text here, as a catalog compares it: `strings lint` holds every shipped one to it,
    /// and `BuiltInCatalogTests` renders every key of every language both ways.
    static func messageFromPieces(_ key: String, arguments: [MessageArgument], locale: LanguageTag) -> String? {
        let chain = locale.fallbackChain(developmentLanguage: .builtInDevelopment)
        guard let text = pieceText(of: key, chain: chain) else { return nil }
        var values: [FormatArgument] = []
        for argument in arguments {
            switch argument {
            case .key(let label):
                guard let label = pieceText(of: label, chain: chain) else { return nil }
                values.append(.string(label))
            case .text(let text): values.append(.string(text))
            case .integer(let value): values.append(.int(value))
            case .number, .height, .list: return nil
            }
        }
        guard case .success(let message) = SafeFormatter.format(FormatString(text), arguments: values) else { return nil }
        return message
    }

    /// The `.strings` text of `key` in the first locale of `chain` whose tables have it (as a
    /// catalog merges them: a later file of a locale wins), or `nil` when a table that may hold
    /// it cannot be read piece by piece, when it is plural, or when no table has it.
    private static func pieceText(of key: String, chain: [LanguageTag]) -> String? {
        let wanted: Set<String> = [key]
        for tag in chain {
            let name = tag.description
            let isDevelopment = tag == .builtInDevelopment
            var found: String?
            for file in files where file.locale == name || (file.locale == nil && isDevelopment) {
                guard file.mayHold(wanted) else { continue }
                // A plural message, a table kept whole or not UTF-8: the catalog decides.
                guard file.kind == .strings, case .entries(_, let entries, _) = file.content else { return nil }
                guard entries.contains(where: { $0.key == key }) else { continue }
                let piece = file.catalogFile(keys: wanted)
                guard let strings = try? StringsFile(bytes: piece.bytes, file: piece.path),
                      let value = strings.entries.last(where: { $0.key == key })?.value.string
                else { return nil }
                found = value
            }
            if let found { return found }
        }
        return nil
    }
}

extension Catalog {
    /// ``BuiltInCatalog/messageFromPieces(_:arguments:locale:)``: `key`'s built-in message in
    /// `locale` without building a catalog, or `nil` when only a catalog can render it.
    ///
    /// ```swift
    /// Catalog.builtInMessage("rule.email", arguments: [.key("field.email")], locale: russian)
    /// // "Поле «Электронная почта»: неверный адрес электронной почты."
    /// ```
    package static func builtInMessage(_ key: String, arguments: [MessageArgument], locale: LanguageTag) -> String? {
        BuiltInCatalog.messageFromPieces(key, arguments: arguments, locale: locale)
    }
}
