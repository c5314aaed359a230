import FormRules
import Localization

/// The built-in messages of one locale, read key by key as messages first need them: parsing a
/// locale's whole tables costs several times a one-file `validate`, reading the few keys it
/// shows does not. Workers of a batch share it (under a lock); each new key reads the entries
/// of every key met so far once more, so the cost is bounded by the keys a spec can produce.
final class BuiltInMessagesOnDemand: Sendable {
    private struct State {
        var keys: Set<String> = []
        var messages: CatalogMessages?
    }

    let locale: LanguageTag
    private let state = LockedState(State())

    init(locale: LanguageTag) {
        self.locale = locale
    }

    /// Messages that have `key` and the keys among `arguments`, if the built-in tables do.
    func messages(covering key: String, arguments: [MessageArgument]) -> CatalogMessages {
        let needed = [key] + CatalogMessages.keysRead(by: arguments)
        return state.withLock { state in
            if let messages = state.messages, needed.allSatisfy(state.keys.contains) { return messages }
            state.keys.formUnion(needed)
            let messages = CatalogMessages(catalog: Catalog.builtIn(for: locale, keys: state.keys), locale: locale)
            state.messages = messages
            return messages
        }
    }
}
