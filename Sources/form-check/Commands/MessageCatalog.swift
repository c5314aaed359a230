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
        resources: String?, locale: String?, acceptLanguage: String?, onDemand: Bool = false, loadingCatalog: Bool = true,
        io: CommandIO
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
        let notices = MissingKeyNotices(catalogName: resources ?? "the built-in catalog")
        let messages: NoticingMessages
        if let resources {
            let catalog: Catalog
            switch CatalogFiles.load(resources, developmentLanguage: nil, io: io) {
            case .success(let loaded): catalog = loaded
            case .failure(let failure): return .failure(failure)
            }
            let chosen = requested ?? acceptLanguage.map(catalog.negotiate(acceptLanguage:)) ?? catalog.developmentLanguage
            messages = NoticingMessages(source: .catalog(CatalogMessages(catalog: catalog, locale: chosen)), notices: notices)
        } else {
            let locales = Catalog.builtInLocales
            let chosen = requested
                ?? acceptLanguage.map { AcceptLanguage($0).negotiate(available: locales, developmentLanguage: locales[0]).locale }
                ?? locales[0]
            let source: NoticingMessages.Source = onDemand
                ? .onDemand(BuiltInMessagesOnDemand(locale: chosen))
                : .catalog(CatalogMessages(catalog: .builtIn(for: chosen), locale: chosen))
            messages = NoticingMessages(source: source, notices: notices)
        }
        return .success(MessageCatalog(renderer: messages, notices: notices))
    }
}

/// Renders through a catalog and notes each key it has no text for.
struct NoticingMessages: MessageRendering {
    enum Source {
        case catalog(CatalogMessages)
        case onDemand(BuiltInMessagesOnDemand)
    }

    let source: Source
    let notices: MissingKeyNotices

    func message(_ key: String, arguments: [MessageArgument]) -> String {
        let messages = self.messages(for: key, arguments: arguments)
        let missing = messages.missingKeys(key, arguments: arguments)
        if !missing.isEmpty { notices.note(missing) }
        return messages.message(key, arguments: arguments)
    }

    func missingKeys(_ key: String, arguments: [MessageArgument]) -> [String] {
        messages(for: key, arguments: arguments).missingKeys(key, arguments: arguments)
    }

    private func messages(for key: String, arguments: [MessageArgument]) -> CatalogMessages {
        switch source {
        case .catalog(let messages): return messages
        case .onDemand(let builtIn): return builtIn.messages(covering: key, arguments: arguments)
        }
    }
}

/// The built-in messages of one locale, read key by key as messages first need them: parsing a
/// locale's whole tables costs several times a one-file `validate`, reading the few keys it
/// shows does not. Workers of a batch share it (under a lock); each new key reads the entries
/// of every key met so far once more, so the cost is bounded by the keys a spec can produce.
final class BuiltInMessagesOnDemand: Sendable {
    private struct State {
        var keys: Set<String> = CatalogMessagesKeys.rendering
        var messages: CatalogMessages?
    }

    private let locale: LanguageTag
    private let state = LockedState(State())

    init(locale: LanguageTag) {
        self.locale = locale
    }

    /// Messages that have `key` and the keys among `arguments`, if the built-in tables do.
    func messages(covering key: String, arguments: [MessageArgument]) -> CatalogMessages {
        var needed = [key]
        func visit(_ argument: MessageArgument) {
            switch argument {
            case .key(let key): needed.append(key)
            case .list(let items): items.forEach(visit)
            case .text, .integer, .number, .height: break
            }
        }
        arguments.forEach(visit)
        return state.withLock { state in
            if let messages = state.messages, needed.allSatisfy(state.keys.contains) { return messages }
            state.keys.formUnion(needed)
            let messages = CatalogMessages(catalog: Catalog.builtIn(for: locale, keys: state.keys), locale: locale)
            state.messages = messages
            return messages
        }
    }
}

/// Keys `CatalogMessages` reads itself, to word heights and lists.
enum CatalogMessagesKeys {
    static let rendering: Set<String> = ["list.item", "height.both", "height.centimetres"]
}
