import FormRules
import Localization

/// The built-in messages of one locale, read key by key as messages first need them: parsing a
/// locale's whole tables costs several times a one-file `validate`, reading the few keys it
/// shows does not. Workers of a batch share it (under a lock); each new key reads the entries
/// of every key met so far once more, so the cost is bounded by the keys a spec can produce.
final class BuiltInMessagesOnDemand: Sendable {
    private struct State {
        /// Every key a message of the run has needed so far.
        var keysMet: Set<String> = []
        /// The keys of ``messages``'s catalog.
        var catalogKeys: Set<String> = []
        var messages: CatalogMessages?
        var messagesFromPieces = 0
    }

    /// How many messages a run formats straight from the pieces before it builds a catalog: a
    /// one-file `validate` shows one or a few, where building a catalog costs more than all of
    /// them; a batch shows thousands, each cheaper from a catalog, whose formats are parsed once.
    static let messagesFromPiecesLimit = 8

    private let locale: LanguageTag
    private let state = LockedState(State())

    init(locale: LanguageTag) {
        self.locale = locale
    }

    /// `key`'s message straight from the built-in pieces (``Catalog/builtInMessage(_:arguments:locale:)``),
    /// for the first ``messagesFromPiecesLimit`` messages of a run; `nil` after those, and for a
    /// message only a catalog renders.
    func messageFromPieces(_ key: String, arguments: [MessageArgument]) -> String? {
        let allowed = state.withLock { state in
            guard state.messagesFromPieces < Self.messagesFromPiecesLimit else { return false }
            state.messagesFromPieces += 1
            // Kept for the catalog a later message may need, so that it is built once for them.
            state.keysMet.insert(key)
            state.keysMet.formUnion(CatalogMessages.keysRead(by: arguments))
            return true
        }
        return allowed ? Catalog.builtInMessage(key, arguments: arguments, locale: locale) : nil
    }

    /// Whether a catalog has been built (a message needed one, or the pieces' share was used up).
    var hasBuiltCatalog: Bool { state.withLock { $0.messages != nil } }

    /// Messages that have `key` and the keys among `arguments`, if the built-in tables do.
    func messages(covering key: String, arguments: [MessageArgument]) -> CatalogMessages {
        let needed = [key] + CatalogMessages.keysRead(by: arguments)
        return state.withLock { state in
            if let messages = state.messages, needed.allSatisfy(state.catalogKeys.contains) { return messages }
            // The first catalog holds the renderer's own keys too: a list or a height met later
            // then needs no second one.
            if state.messages == nil { state.keysMet.formUnion(CatalogMessages.renderingKeys) }
            state.keysMet.formUnion(needed)
            let messages = CatalogMessages(catalog: Catalog.builtIn(for: locale, keys: state.keysMet), locale: locale)
            state.messages = messages
            state.catalogKeys = state.keysMet
            return messages
        }
    }
}
