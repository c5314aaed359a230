import Logging
import Synchronization

/// What the connections of the server have in common: how many are open, whether the server is
/// shutting down, and what shutting down and slow readers cost (answers cut, connections closed).
///
/// Each ``ConnectionGuard`` reports here; `main` reads the totals when the server stops, to log
/// them and choose the exit status.
final class ConnectionLedger: Sendable {
    struct Totals: Sendable {
        var open = 0
        /// Whether a shutdown has begun (the first connection told to quiesce says so).
        var draining = false
        /// Answers still being written when the grace period ended.
        var cut = 0
        /// Connections closed because their client stopped reading an answer.
        var stalled = 0
    }

    private let totals = Mutex(Totals())

    var snapshot: Totals { totals.withLock { $0 } }

    func opened() { totals.withLock { $0.open += 1 } }
    func closed() { totals.withLock { $0.open -= 1 } }
    func answerCut() { totals.withLock { $0.cut += 1 } }
    func readerStalled() { totals.withLock { $0.stalled += 1 } }

    /// Marks the start of a shutdown; true only for the first caller, which logs it.
    func beginDrain() -> Bool {
        totals.withLock { totals in
            defer { totals.draining = true }
            return !totals.draining
        }
    }
}
