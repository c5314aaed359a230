/// A set of codes of two capital letters (`US`, `CA`; not `NSW`, not `us`), one bit per pair:
/// whether a packed code (``ASCII/packedCode(_:)``) is in it is one test, without hashing.
///
/// ```swift
/// var set = CapitalPairSet()
/// set.insert(ASCII.packedCode("CA".utf8))
/// set.contains(ASCII.packedCode("CA".utf8))    // true
/// set.contains(ASCII.packedCode("NSW".utf8))   // false: not a pair of capitals
/// ```
struct CapitalPairSet: Sendable, Hashable {
    /// 26 × 26 bits.
    private var bits = [UInt64](repeating: 0, count: (26 * 26 + 63) / 64)

    /// The place of a packed code among the 676 pairs (`AA` is 0, `ZZ` 675), or nil when it is
    /// not two capitals.
    @inline(__always)
    static func slot(_ key: UInt64) -> Int? {
        let first = (key >> 8) &- 0x41
        let second = (key & 0xFF) &- 0x41
        guard key < 0x1_0000, first < 26, second < 26 else { return nil }
        return Int(first &* 26 &+ second)
    }

    /// Adds a packed code; anything but two capitals is ignored.
    mutating func insert(_ key: UInt64) {
        guard let slot = Self.slot(key) else { return }
        bits[slot >> 6] |= 1 << UInt64(slot & 63)
    }

    @inline(__always)
    func contains(_ key: UInt64) -> Bool {
        guard let slot = Self.slot(key) else { return false }
        return bits[slot >> 6] & (1 << UInt64(slot & 63)) != 0
    }

    /// The packed codes in the set, in alphabetical order.
    var packedCodes: [UInt16] {
        var codes: [UInt16] = []
        for slot in 0..<(26 * 26) where bits[slot >> 6] & (1 << UInt64(slot & 63)) != 0 {
            codes.append(UInt16(0x41 + slot / 26) << 8 | UInt16(0x41 + slot % 26))
        }
        return codes
    }
}
