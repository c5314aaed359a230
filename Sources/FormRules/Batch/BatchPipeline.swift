import Dispatch

/// The hand-over between the batch reader (the caller's thread) and its workers: chunks waiting
/// for a worker, results waiting for their turn, and storages free for reuse.
final class BatchPipeline<Output: Sendable>: Sendable {
    private struct State {
        /// Chunks in reading order with their sequence numbers; nil tells a worker to stop.
        var queue: [(sequence: Int, chunk: NDJSONChunk)?] = []
        var head = 0
        var results: [Int: Output] = [:]
        var free: [ChunkStorage] = []
    }

    private let state = LockedState(State())
    private let workReady = DispatchSemaphore(value: 0)
    private let resultReady = DispatchSemaphore(value: 0)

    init() {}

    // MARK: Reader side

    func submit(_ chunk: NDJSONChunk, sequence: Int) {
        state.withLock { $0.queue.append((sequence, chunk)) }
        workReady.signal()
    }

    /// Tells `workers` workers to stop once the queue is empty.
    func stop(workers: Int) {
        state.withLock { state in
            for _ in 0..<workers { state.queue.append(nil) }
        }
        for _ in 0..<workers { workReady.signal() }
    }

    /// The result of chunk `sequence`, if it is done; waits for one when `waiting`.
    func takeResult(_ sequence: Int, waiting: Bool) -> Output? {
        while true {
            if let output = state.withLock({ $0.results.removeValue(forKey: sequence) }) { return output }
            guard waiting else { return nil }
            // Every finished chunk signals once, so a result not there yet will wake this wait.
            resultReady.wait()
        }
    }

    func freeStorage() -> ChunkStorage? {
        state.withLock { $0.free.popLast() }
    }

    // MARK: Worker side

    /// The next chunk to work on, waiting for one; nil when the batch is over.
    func nextChunk() -> (sequence: Int, chunk: NDJSONChunk)? {
        workReady.wait()
        return state.withLock { state in
            let item = state.queue[state.head]
            state.head += 1
            if state.head >= 64, state.head * 2 >= state.queue.count {
                state.queue.removeFirst(state.head)
                state.head = 0
            }
            return item
        }
    }

    func finish(_ sequence: Int, output: sending Output, storage: ChunkStorage?) {
        state.withLock { state in
            state.results[sequence] = output
            if let storage { state.free.append(storage) }
        }
        resultReady.signal()
    }
}
