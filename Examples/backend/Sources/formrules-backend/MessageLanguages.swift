import FormRules
import Localization

/// Chooses the language of each request's messages, and the renderer that writes them.
///
/// The one place that knows how messages are rendered: through the translations compiled into
/// FormRules (`Catalog.builtIn`), with the tables of `--resources` laid over them when given
/// (their texts and languages win; every key they lack is still the built-in one), in the
/// language negotiated from `Accept-Language` among the catalog's locales. A missing, empty or
/// garbled header gives the development language.
struct MessageLanguages: Sendable {
    let catalog: Catalog

    /// The language every message has; the answer when nothing in the header matches.
    var developmentLanguage: LanguageTag { catalog.developmentLanguage }

    /// - Parameter resources: A translations folder to lay over the built-in messages, if any.
    init(resources: String? = nil) throws {
        catalog = try resources.map { Catalog.builtIn.overlaid(by: try Catalog(contentsOf: $0)) } ?? Catalog.builtIn
    }

    /// The negotiated locale (for `Content-Language`) and a renderer for it. Never fails.
    func messages(for acceptLanguage: String?) -> (locale: String, renderer: any MessageRendering) {
        let locale = catalog.negotiate(acceptLanguage: acceptLanguage ?? "")
        return (locale.description, CatalogMessages(catalog: catalog, locale: locale))
    }
}
