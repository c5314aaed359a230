import FormRules
import Localization

/// Chooses the language of each request's messages, and the renderer that writes them.
///
/// The one place that knows how messages are rendered. Until the translation catalog is wired
/// in, problems are rendered as their keys and arguments (`rule.required(field.email)`); the
/// language is still negotiated from `Accept-Language` among the locales below, so responses
/// already carry the right `Content-Language`.
///
/// To render through the catalog: load `Catalog` from `resources` in `init`, take `available`
/// (and the development language) from it, and return `CatalogMessages` for the negotiated
/// locale instead of `MessageKeysOnly()`.
struct MessageLanguages: Sendable {
    /// The language every message has; the answer when nothing in the header matches.
    let developmentLanguage: LanguageTag
    /// Every language messages can be rendered in, the development language included.
    let available: [LanguageTag]

    /// - Parameter resources: The translations folder (not read yet: keys need no translations).
    init(resources: String) throws {
        developmentLanguage = try LanguageTag("en")
        available = [developmentLanguage, try LanguageTag("ru"), try LanguageTag("pl")]
    }

    /// The negotiated locale (for `Content-Language`) and a renderer for it. Never fails: a
    /// missing, empty or garbled header gives the development language.
    func messages(for acceptLanguage: String?) -> (locale: String, renderer: any MessageRendering) {
        let negotiation = AcceptLanguage(acceptLanguage ?? "").negotiate(available: available, developmentLanguage: developmentLanguage)
        return (negotiation.locale.description, MessageKeysOnly())
    }
}
