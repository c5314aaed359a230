import Foundation

/// A clock that moves only when a test advances it, so a timeout fires exactly when the test
/// says and never because the machine is slow (the thread sanitizer makes everything slower).
///
/// Sleepers wait until ``advance(by:)`` passes their deadline, or until their task is
/// cancelled; ``waitUntil(_:)`` lets a test wait for a state of the sleepers without polling.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
final class ManualClock: Clock, @unchecked Sendable {
    typealias Duration = Swift.Duration

    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    /// What the sleepers have done so far.
    struct Counts: Sendable {
        /// Sleeps begun (including those that ended).
        var started = 0
        /// Sleeps waiting for their deadline now.
        var waiting = 0
        /// Sleeps ended by cancellation.
        var cancelled = 0
    }

    private struct Sleeper {
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    // All state below is guarded by `lock`.
    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [Int: Sleeper] = [:]
    private var cancelledBeforeWaiting: Set<Int> = []
    private var nextID = 0
    private var counts = Counts()
    private var watchers: [(condition: @Sendable (Counts) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []

    var now: Instant { lock.withLock { current } }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id: Int = lock.withLock {
            nextID += 1
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resume: (() -> Void)? = lock.withLock {
                    counts.started += 1
                    if cancelledBeforeWaiting.remove(id) != nil {
                        counts.cancelled += 1
                        return { continuation.resume(throwing: CancellationError()) }
                    }
                    if deadline <= current { return { continuation.resume() } }
                    sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    counts.waiting += 1
                    return nil
                }
                resume?()
                notifyWatchers()
            }
        } onCancel: {
            let sleeper: Sleeper? = lock.withLock {
                guard let sleeper = sleepers.removeValue(forKey: id) else {
                    cancelledBeforeWaiting.insert(id)
                    return nil
                }
                counts.waiting -= 1
                counts.cancelled += 1
                return sleeper
            }
            sleeper?.continuation.resume(throwing: CancellationError())
            notifyWatchers()
        }
    }

    /// Moves the time on, waking every sleeper whose deadline it reaches.
    func advance(by duration: Duration) {
        let due: [Sleeper] = lock.withLock {
            current = current.advanced(by: duration)
            let due = sleepers.filter { $0.value.deadline <= current }
            for id in due.keys { sleepers[id] = nil }
            counts.waiting -= due.count
            return Array(due.values)
        }
        for sleeper in due { sleeper.continuation.resume() }
        notifyWatchers()
    }

    var snapshot: Counts { lock.withLock { counts } }

    /// Returns once the sleepers' counts meet `condition`.
    func waitUntil(_ condition: @escaping @Sendable (Counts) -> Bool) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let met: Bool = lock.withLock {
                if condition(counts) { return true }
                watchers.append((condition, continuation))
                return false
            }
            if met { continuation.resume() }
        }
    }

    private func notifyWatchers() {
        let ready: [CheckedContinuation<Void, Never>] = lock.withLock {
            let state = counts
            let ready = watchers.filter { $0.condition(state) }.map(\.continuation)
            watchers.removeAll { $0.condition(state) }
            return ready
        }
        for continuation in ready { continuation.resume() }
    }
}
