import Logging
import Synchronization

/// One log line per request refused before it reached a route (a request that is not valid
/// HTTP/1.1, a `CONNECT`), at most ``linesPerSecond`` a second across the server: an operator
/// sees a smuggling attempt, and a flood of them cannot flood the log. The lines held back are
/// counted in the next line written.
final class RefusalLog: Sendable {
    static let linesPerSecond = 20

    private struct Window {
        var second = -1
        var written = 0
        var heldBack = 0
    }

    private let window = Mutex(Window())
    private let start = ContinuousClock.now

    /// Logs `message` unless this second's lines are spent.
    func refused(_ message: @autoclosure () -> String, logger: Logger) {
        let second = Int(start.duration(to: .now).components.seconds)
        let heldBack: Int? = window.withLock { window in
            if window.second != second {
                window.second = second
                window.written = 0
            }
            guard window.written < Self.linesPerSecond else {
                window.heldBack += 1
                return nil
            }
            window.written += 1
            let count = window.heldBack
            window.heldBack = 0
            return count
        }
        guard let heldBack else { return }
        let more = heldBack > 0 ? " (and \(heldBack) earlier refusals not logged)" : ""
        logger.warning("\(message())\(more)")
    }
}
