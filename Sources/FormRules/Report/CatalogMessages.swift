public import Localization

/// Renders messages through a ``Catalog`` in one locale: what a backend answers in the
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
/// items rendered and joined with ", ", an ``MessageArgument/integer(_:)`` stays an integer
/// (for `%ld` and plural forms), a ``MessageArgument/number(_:)`` becomes its shortest decimal
/// text (for `%@`), and ``MessageArgument/text(_:)`` a string. A key missing from the catalog
/// shows the key itself, as Apple does.
public struct CatalogMessages: MessageRendering {
    /// The catalog.
    public let catalog: Catalog
    /// The locale messages are rendered in.
    public let locale: LanguageTag

    public init(catalog: Catalog, locale: LanguageTag) {
        self.catalog = catalog
        self.locale = locale
    }

    public func message(_ key: String, arguments: [MessageArgument]) -> String {
        rendered(key, arguments: arguments).text
    }

    /// The full rendering, with the locale that answered and any problems.
    public func rendered(_ key: String, arguments: [MessageArgument]) -> RenderedMessage {
        catalog.render(key, locale: locale, arguments: arguments.map(formatArgument))
    }

    private func formatArgument(_ argument: MessageArgument) -> FormatArgument {
        switch argument {
        case .text(let text): return .string(text)
        case .integer(let value): return .int(value)
        case .number(let value): return .string(FormNumber(value).literal)
        case .key(let key): return .string(catalog.render(key, locale: locale).text)
        case .list(let items): return .string(items.map(text).joined(separator: ", "))
        }
    }

    private func text(_ argument: MessageArgument) -> String {
        switch argument {
        case .text(let text): return text
        case .integer(let value): return String(value)
        case .number(let value): return FormNumber(value).literal
        case .key(let key): return catalog.render(key, locale: locale).text
        case .list(let items): return items.map(text).joined(separator: ", ")
        }
    }
}
