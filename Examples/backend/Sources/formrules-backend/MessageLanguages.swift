import FormRules
import Localization

/// Chooses the language of each request's messages, and the renderer that writes them.
///
/// The one place that knows how messages are rendered: through the repository's translation
/// catalog (`Resources/`), in the language negotiated from `Accept-Language` among the locales
/// the catalog has. A missing, empty or garbled header gives the development language.
struct MessageLanguages: Sendable {
    let catalog: Catalog

    /// The language every message has; the answer when nothing in the header matches.
    var developmentLanguage: LanguageTag { catalog.developmentLanguage }

    /// - Parameter resources: The translations folder (`Resources/`).
    init(resources: String) throws {
        catalog = try Catalog(contentsOf: resources)
    }

    /// The negotiated locale (for `Content-Language`) and a renderer for it. Never fails.
    func messages(for acceptLanguage: String?) -> (locale: String, renderer: any MessageRendering) {
        let locale = catalog.negotiate(acceptLanguage: acceptLanguage ?? "")
        return (locale.description, CatalogMessages(catalog: catalog, locale: locale))
    }
}
