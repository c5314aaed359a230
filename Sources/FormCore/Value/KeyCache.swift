/// The last key read for each of a few hundred hash slots.
///
/// NDJSON submissions repeat the same keys on every line; handing out one shared string per key
/// saves building (and, past 15 bytes, allocating) it again each time.
struct KeyCache {
    /// Longer keys are read as ordinary strings.
    static let maxKeyBytes = 64
    private static let slotCount = 1024

    private var hashes = [UInt64](repeating: 0, count: slotCount)
    private var lengths = [Int](repeating: -1, count: slotCount)
    /// Each slot's key bytes, `maxKeyBytes` per slot, compared eight at a time (`hasSameBytes(as:)`:
    /// no C library, so the same code builds for Embedded Wasm).
    private var bytes = [UInt8](repeating: 0, count: slotCount * maxKeyBytes)
    private var strings = [String](repeating: "", count: slotCount)

    /// The string for plain ASCII `key` bytes (at most `maxKeyBytes`) with FNV-1a `hash`.
    @inline(__always)
    mutating func string(for key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> String {
        let slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & (KeyCache.slotCount - 1)
        let start = slot * KeyCache.maxKeyBytes
        if hashes[slot] == hash, lengths[slot] == key.count {
            let same = bytes.withUnsafeBufferPointer { stored in
                UnsafeBufferPointer(rebasing: stored[start..<(start + key.count)]).hasSameBytes(as: key)
            }
            if same { return strings[slot] }
        }
        let string = String(decoding: key, as: UTF8.self)
        hashes[slot] = hash
        lengths[slot] = key.count
        bytes.withUnsafeMutableBufferPointer { stored in
            if let source = key.baseAddress { (stored.baseAddress! + start).update(from: source, count: key.count) }
        }
        strings[slot] = string
        return string
    }
}
