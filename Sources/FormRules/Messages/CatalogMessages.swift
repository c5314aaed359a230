public import Localization

/// Renders messages through a `Catalog` (of Localization) in one locale: what a backend answers in the
/// user's language.
///
/// ```swift
/// let catalog = try Catalog(contentsOf: "Resources")
/// let messages = CatalogMessages(catalog: catalog, locale: catalog.negotiate(acceptLanguage: "ru"))
/// issue.message(using: messages)   // "Поле «Имя»: максимум 50 символов."
/// ```
///
/// Arguments become format arguments in order: a ``MessageArgument/key(_:)`` is rendered first
/// (a label, an option, a country: in the same locale), a ``MessageArgument/list(_:)`` is its
/// items rendered, each quoted by the key `list.item`, and joined with ", ", an ``MessageArgument/integer(_:)`` stays an integer
/// (for `%ld` and plural forms), a ``MessageArgument/number(_:)`` becomes its shortest decimal
/// text with the locale's decimal separator (Localization's `NumberSymbols`: `1,5` in Russian), a
/// ``MessageArgument/height(_:)`` its feet and inches with the centimetres in the locale's words
/// (keys `height.both` and `height.centimetres`), and ``MessageArgument/text(_:)`` a string. A
/// key missing from the catalog shows the key itself, as Apple does.
public struct CatalogMessages: MessageRendering {
    /// The catalog.
    public let catalog: Catalog
    /// The locale messages are rendered in.
    public let locale: LanguageTag

    /// How numbers are written in ``locale``.
    package let numberSymbols: NumberSymbols

    public init(catalog: Catalog, locale: LanguageTag) {
        self.catalog = catalog
        self.locale = locale
        numberSymbols = NumberSymbols(locale: locale)
    }

    public func message(_ key: String, arguments: [MessageArgument]) -> String {
        rendered(key, arguments: arguments).text
    }

    /// `key` and the keys among `arguments` (inside lists too) that no table of the catalog has
    /// along ``locale``'s fallback chain, in the order they appear, each once.
    ///
    /// ```swift
    /// messages.missingKeys("rule.required", arguments: [.key("field.nickname")])   // ["field.nickname"]
    /// ```
    public func missingKeys(_ key: String, arguments: [MessageArgument]) -> [String] {
        var missing: [String] = []
        func check(_ key: String) {
            if catalog.answeringLocale(for: key, locale: locale) == nil, !missing.contains(key) { missing.append(key) }
        }
        func visit(_ argument: MessageArgument) {
            switch argument {
            case .key(let key): check(key)
            case .list(let items): items.forEach(visit)
            case .text, .integer, .number, .height: break
            }
        }
        check(key)
        arguments.forEach(visit)
        return missing
    }

    /// The full rendering, with the locale that answered and any problems.
    public func rendered(_ key: String, arguments: [MessageArgument]) -> RenderedMessage {
        catalog.render(key, locale: locale, arguments: arguments.map(formatArgument))
    }

    /// An argument as this locale's messages show it: `1,5` for `.number(1.5)` in Russian,
    /// `3′ 0″ (91 см)` for a height, a key's text.
    public func text(of argument: MessageArgument) -> String { text(argument) }

    /// A height's metric label in this locale: `170 cm`, `170 см`.
    /// A catalog without the key gives ``Height/metricLabel`` (`170 cm`).
    public func centimetresLabel(_ height: Height) -> String {
        let label = catalog.render(Self.centimetresKey, locale: locale, arguments: [.int(height.roundedCentimetres)])
        return label.isMissing ? height.metricLabel : label.text
    }

    private func formatArgument(_ argument: MessageArgument) -> FormatArgument {
        switch argument {
        case .integer(let value): return .int(value)
        default: return .string(text(argument))
        }
    }

    private func text(_ argument: MessageArgument) -> String {
        switch argument {
        case .text(let text): return text
        case .integer(let value): return String(value)
        case .number(let value): return numberSymbols.format(decimal: FormNumber(value).literal)
        case .height(let height):
            let metric = centimetresLabel(height)
            let both = catalog.render(Self.heightBothKey, locale: locale, arguments: [.string(height.imperialLabel), .string(metric)])
            return both.isMissing ? height.imperialLabel + " (" + metric + ")" : both.text
        case .key(let key): return catalog.render(key, locale: locale).text
        case .list(let items): return items.map(listItem).joined(separator: listSeparator)
        }
    }

    /// What stands between a list's items in this locale (`list.separator`: ", ", "、", "، "); a
    /// catalog without the key uses ", ".
    private var listSeparator: String {
        let separator = catalog.render(Self.listSeparatorKey, locale: locale)
        return separator.isMissing ? ", " : separator.text
    }

    /// An item of a list (a label among a group's), in this locale's quotation marks
    /// (`list.item`: “…”, «…», „…”), so labels that are phrases stay apart; a catalog
    /// without the key shows the item as is.
    private func listItem(_ argument: MessageArgument) -> String {
        let item = text(argument)
        let quoted = catalog.render(Self.listItemKey, locale: locale, arguments: [.string(item)])
        return quoted.isMissing ? item : quoted.text
    }
}

extension CatalogMessages {
    /// The keys the renderer reads itself, to word heights and quote a list's items.
    package static let renderingKeys: Set<String> = [listItemKey, listSeparatorKey, heightBothKey, centimetresKey]

    /// The keys rendering `arguments` reads: each ``MessageArgument/key(_:)`` (in lists too), and
    /// the renderer's own keys that quote a list's items and word a height when there is one. A
    /// catalog that loads only the keys a message needs must load these.
    ///
    /// ```swift
    /// CatalogMessages.keysRead(by: [.key("field.email"), .list([.key("field.adult")])])
    /// // ["field.email", "list.item", "list.separator", "field.adult"]
    /// ```
    package static func keysRead(by arguments: [MessageArgument]) -> [String] {
        var keys: [String] = []
        func visit(_ argument: MessageArgument) {
            switch argument {
            case .key(let key): keys.append(key)
            case .list(let items):
                keys += [listItemKey, listSeparatorKey]
                items.forEach(visit)
            case .height: keys += [heightBothKey, centimetresKey]
            case .text, .integer, .number: break
            }
        }
        arguments.forEach(visit)
        return keys
    }
    static let listItemKey = "list.item"
    static let listSeparatorKey = "list.separator"
    static let heightBothKey = "height.both"
    static let centimetresKey = "height.centimetres"
}
