import FormRules
import Localization

/// Renders through a catalog and notes each key it has no text for.
struct NoticingMessages: MessageRendering {
    enum Source {
        case catalog(CatalogMessages)
        case onDemand(BuiltInMessagesOnDemand)
    }

    let source: Source
    let notices: MissingKeyNotices

    func message(_ key: String, arguments: [MessageArgument]) -> String {
        // Straight from the built-in pieces when they can say it (every key found: nothing to
        // notice), for a run's first messages; else through a catalog of the keys met so far.
        if case .onDemand(let builtIn) = source, let text = builtIn.messageFromPieces(key, arguments: arguments) {
            return text
        }
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
