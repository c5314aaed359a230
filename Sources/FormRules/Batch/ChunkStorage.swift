/// The bytes of one chunk: a buffer the batch reader fills and one worker then reads.
///
/// `@unchecked Sendable` is safe because a storage has exactly one owner at a time and changes
/// owner only through the pipeline's lock (`LockedState`): the reader fills it, submits it under the lock,
/// one worker takes it under the lock, reads it, and gives it back under the lock. The lock's
/// acquire and release order every write before every later read, so no two threads ever touch
/// the buffer concurrently.
final class ChunkStorage: @unchecked Sendable {
    private(set) var buffer: UnsafeMutableRawBufferPointer

    init(capacity: Int) {
        buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
    }

    deinit { buffer.deallocate() }

    var capacity: Int { buffer.count }

    /// Grows the buffer to at least `capacity` bytes, keeping its first `keeping` bytes.
    func grow(to capacity: Int, keeping: Int) {
        guard capacity > buffer.count else { return }
        let grown = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
        if keeping > 0 { grown.baseAddress!.copyMemory(from: buffer.baseAddress!, byteCount: keeping) }
        buffer.deallocate()
        buffer = grown
    }

    /// The first `count` bytes, as bytes.
    func bytes(_ count: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: UnsafeRawBufferPointer(buffer).bindMemory(to: UInt8.self)[0..<count])
    }
}
