/// Keys of at most 16 bytes read recently, compared as two machine words.
///
/// NDJSON submissions repeat the same keys on every line; handing out a cached one costs two
/// word compares, where building it again costs validation and construction. Where
/// ``InlineString`` is supported the reader builds keys of up to 15 bytes itself, more cheaply
/// than a lookup, so only 16-byte keys come here. (Values are not cached: most are unique, and a
/// miss costs more than it saves.)
struct ShortStringCache {
    static let maxBytes = 16
    private static let slotCount = 2048

    private struct Slot {
        var low: UInt64 = 0
        var high: UInt64 = 0
        /// The string's byte count; -1 for an empty slot.
        var length = -1
        var string = ""
    }

    private var slots = [Slot](repeating: Slot(), count: slotCount)

    /// The bytes (at most 16) as two little-endian words, zero beyond them, and their hash.
    ///
    /// - Parameter readable: Whether 16 bytes from the start of `bytes` may be read (then the
    ///   words are two loads; otherwise the bytes are copied first).
    @inline(__always)
    static func words(of bytes: UnsafeBufferPointer<UInt8>, readable: Bool) -> (UInt64, UInt64, UInt64) {
        let (low, high) = InlineString.words(of: bytes, readable: readable)
        var hash = (low ^ (high &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(bytes.count)) &* 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 29
        // 0 is reserved for "not hashed" by the parser's duplicate-key check.
        return (low, high, hash | 1)
    }

    /// The cached string for the bytes with these words, or a new one made from `bytes`.
    @inline(__always)
    mutating func string(low: UInt64, high: UInt64, hash: UInt64, bytes: UnsafeBufferPointer<UInt8>) -> String {
        let index = Int(truncatingIfNeeded: hash >> 7) & (ShortStringCache.slotCount - 1)
        return slots.withUnsafeMutableBufferPointer { slots in
            if slots[index].length == bytes.count, slots[index].low == low, slots[index].high == high {
                return slots[index].string
            }
            let string = JSONParser.makeString(bytes)
            slots[index] = Slot(low: low, high: high, length: bytes.count, string: string)
            return string
        }
    }
}
