import FormRules
import Localization

/// The messages of `validate` and `spec describe`: the catalog built into FormRules, or the one
/// in `--resources`, in the chosen locale; keys no table has are said once each.
struct MessageCatalog {
    /// What reports are rendered with.
    var renderer: any MessageRendering
    /// The keys found missing while rendering, for the calling thread to say; `nil` when the
    /// renderer shows keys on purpose (`--quiet` renders nothing).
    var notices: MissingKeyNotices?

    /// - Parameter onDemand: Read only the built-in entries of the keys messages show, when they
    ///   are first shown (`validate`: a valid submission reads none), instead of the locale's
    ///   whole tables.
    static func load(
        resources: String?, locale requested: LanguageTag?, acceptLanguage: String?, onDemand: Bool = false, loadingCatalog: Bool = true,
        io: CommandIO
    ) throws(CommandError) -> MessageCatalog {
        // `--quiet` prints no message: no catalog is read.
        if !loadingCatalog { return MessageCatalog(renderer: MessageKeysOnly(), notices: nil) }
        let notices = MissingKeyNotices(catalogName: resources ?? "the built-in catalog")
        let messages: NoticingMessages
        if let resources {
            let catalog = try CatalogFiles.load(resources, developmentLanguage: nil, io: io)
            let chosen = requested ?? acceptLanguage.map(catalog.negotiate(acceptLanguage:)) ?? catalog.developmentLanguage
            messages = NoticingMessages(source: .catalog(CatalogMessages(catalog: catalog, locale: chosen)), notices: notices)
        } else {
            // The built-in locales only when negotiating: listing them parses 27 tags.
            let chosen = requested ?? {
                let locales = Catalog.builtInLocales
                return acceptLanguage.map { AcceptLanguage($0).negotiate(available: locales, developmentLanguage: locales[0]).locale } ?? locales[0]
            }()
            let source: NoticingMessages.Source = onDemand
                ? .onDemand(BuiltInMessagesOnDemand(locale: chosen))
                : .catalog(CatalogMessages(catalog: .builtIn(for: chosen), locale: chosen))
            messages = NoticingMessages(source: source, notices: notices)
        }
        return MessageCatalog(renderer: messages, notices: notices)
    }
}
