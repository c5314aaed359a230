import FormRules

/// The message keys no table of the catalog has, each said once on standard error: a message
/// that shows its key is never shown silently.
///
/// Workers of `validate --ndjson --jobs N` render on their own threads and only note keys here
/// (under a lock); the calling thread says them after the reports it writes, so standard error
/// is only ever written from one thread.
final class MissingKeyNotices: Sendable {
    private struct State {
        var seen: Set<String> = []
        var unsaid: [String] = []
    }

    private let state = LockedState(State())
    /// Where the tables came from: the built-in catalog or the `--resources` path.
    let catalogName: String

    init(catalogName: String) {
        self.catalogName = catalogName
    }

    /// Notes keys found missing; each is said once, however often it is met.
    func note(_ keys: [String]) {
        state.withLock { state in
            for key in keys where state.seen.insert(key).inserted { state.unsaid.append(key) }
        }
    }

    /// Says the keys noted since the last call.
    func flush(to io: CommandIO) {
        let keys = state.withLock { state in
            defer { state.unsaid.removeAll() }
            return state.unsaid
        }
        for key in keys {
            io.err("warning: the message key '\(key)' is in no table of \(catalogName): the message shows the key")
        }
    }
}
