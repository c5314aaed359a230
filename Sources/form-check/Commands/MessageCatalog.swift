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

    static func load(
        resources: String?, locale: String?, acceptLanguage: String?, loadingCatalog: Bool = true, io: CommandIO
    ) -> Result<MessageCatalog, CommandFailure> {
        var requested: LanguageTag?
        if let locale {
            do {
                requested = try LanguageTag(locale)
            } catch {
                io.err("Error: Invalid value '\(locale)' for '--locale': \(error.message).")
                return .failure(CommandFailure(status: ExitCode.usage))
            }
        }
        // `--quiet` prints no message: the locale is still checked, no catalog is read.
        if !loadingCatalog { return .success(MessageCatalog(renderer: MessageKeysOnly(), notices: nil)) }
        let catalog: Catalog
        let chosen: LanguageTag
        if let resources {
            switch CatalogFiles.load(resources, developmentLanguage: nil, io: io) {
            case .success(let loaded): catalog = loaded
            case .failure(let failure): return .failure(failure)
            }
            chosen = requested ?? acceptLanguage.map(catalog.negotiate(acceptLanguage:)) ?? catalog.developmentLanguage
        } else {
            // Only the tables the locale reads are parsed: one run prints one language.
            let locales = Catalog.builtInLocales
            chosen = requested
                ?? acceptLanguage.map { AcceptLanguage($0).negotiate(available: locales, developmentLanguage: locales[0]).locale }
                ?? locales[0]
            catalog = Catalog.builtIn(for: chosen)
        }
        let notices = MissingKeyNotices(catalogName: resources ?? "the built-in catalog")
        return .success(MessageCatalog(
            renderer: NoticingMessages(messages: CatalogMessages(catalog: catalog, locale: chosen), notices: notices), notices: notices))
    }
}

/// Renders through a catalog and notes each key it has no text for.
struct NoticingMessages: MessageRendering {
    let messages: CatalogMessages
    let notices: MissingKeyNotices

    func message(_ key: String, arguments: [MessageArgument]) -> String {
        let missing = messages.missingKeys(key, arguments: arguments)
        if !missing.isEmpty { notices.note(missing) }
        return messages.message(key, arguments: arguments)
    }

    func missingKeys(_ key: String, arguments: [MessageArgument]) -> [String] {
        messages.missingKeys(key, arguments: arguments)
    }
}
