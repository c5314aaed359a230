import Hummingbird

extension RequestBody {
    /// What reading a body under a size limit gave.
    enum Collected {
        case bytes(ByteBuffer)
        /// More than the limit arrived; reading stopped there.
        case tooLarge
        /// The connection failed or the message was malformed before the body ended.
        case unreadable
    }

    /// Reads the whole body, stopping as soon as it exceeds `limit` bytes, so at most `limit`
    /// bytes (plus one network read) are ever held.
    func collect(limit: Int) async -> Collected {
        var collected: ByteBuffer?
        do {
            for try await chunk in self {
                let total = (collected?.readableBytes ?? 0) + chunk.readableBytes
                guard total <= limit else { return .tooLarge }
                if collected == nil {
                    collected = chunk
                } else {
                    var chunk = chunk
                    collected?.writeBuffer(&chunk)
                }
            }
        } catch {
            return .unreadable
        }
        return .bytes(collected ?? ByteBuffer())
    }
}
