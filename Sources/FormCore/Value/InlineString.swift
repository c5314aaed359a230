/// Strings of at most 15 UTF-8 bytes built directly in the standard library's inline ("small
/// string") form, from bytes the parser has already validated.
///
/// Most form values are short (`"AU"`, `"male"`, `"1990-05-03"`). The public initializers copy
/// such bytes into the same two words, but validate them again on the way, which costs the reader
/// more than reading them did. On 64-bit little-endian platforms a small string is two words: its
/// bytes, zero-padded, then a top byte holding a discriminator and the count (part of Swift's
/// stable ABI). ``isSupported`` checks that layout once against strings the standard library
/// built; where it does not hold, ``make(low:high:count:ascii:)`` is never called.
enum InlineString {
    static let maxBytes = 15

    /// Whether this platform's small strings have the layout ``make(low:high:count:ascii:)`` builds.
    static let isSupported: Bool = {
        #if _pointerBitWidth(_64) && _endian(little)
        guard MemoryLayout<String>.size == 16 else { return false }
        let samples = ["", "a", "AU", "1990-05-03", "abcdefghijklmno", "é", "Müller", "日本語"]
        return samples.allSatisfy { sample in
            let bytes = Array(sample.utf8)
            let built = bytes.withUnsafeBufferPointer { buffer -> String in
                let (low, high) = words(of: buffer)
                return make(low: low, high: high, count: buffer.count, ascii: bytes.allSatisfy { $0 < 0x80 })
            }
            // Equal in their bits, not only as strings: a string the standard library builds
            // from the same bytes must be indistinguishable from ours.
            let reference = String(decoding: bytes, as: UTF8.self)
            return unsafeBitCast(built, to: (UInt64, UInt64).self) == unsafeBitCast(reference, to: (UInt64, UInt64).self)
                && built == sample
        }
        #else
        return false
        #endif
    }()

    /// The string of `count` (at most 15) valid UTF-8 bytes held in `low` and `high` as
    /// little-endian words, zero beyond them; `ascii` tells whether every byte is below 0x80.
    @inline(__always)
    static func make(low: UInt64, high: UInt64, count: Int, ascii: Bool) -> String {
        #if _pointerBitWidth(_64) && _endian(little)
        // Top byte: immortal and small (0xA0), ASCII (0x40), then the count.
        let discriminator = UInt64(ascii ? 0xE0 : 0xA0) | UInt64(truncatingIfNeeded: count)
        let top = (high & 0x00FF_FFFF_FFFF_FFFF) | discriminator << 56
        // Moved out of memory holding its bits: `unsafeBitCast` would hand back a borrowed
        // string and cost a (no-op) retain call to own it.
        return withUnsafeTemporaryAllocation(of: String.self, capacity: 1) { buffer in
            let raw = UnsafeMutableRawPointer(buffer.baseAddress!)
            raw.storeBytes(of: low, as: UInt64.self)
            raw.storeBytes(of: top, toByteOffset: 8, as: UInt64.self)
            return buffer.baseAddress!.move()
        }
        #else
        // Not reached: `isSupported` is false here.
        var bytes = [UInt8]()
        for index in 0..<count { bytes.append(UInt8(truncatingIfNeeded: (index < 8 ? low >> (8 * index) : high >> (8 * (index - 8))))) }
        return String(decoding: bytes, as: UTF8.self)
        #endif
    }

    /// The bytes (at most 16) as two little-endian words, zero beyond them.
    ///
    /// - Parameter readable: Whether 16 bytes from the start of `bytes` may be read (then the
    ///   words are two loads; otherwise the bytes are copied one by one).
    @inline(__always)
    static func words(of bytes: UnsafeBufferPointer<UInt8>, readable: Bool = false) -> (UInt64, UInt64) {
        let count = bytes.count
        guard readable, let base = bytes.baseAddress else { return copiedWords(of: bytes) }
        var low = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt64.self))
        var high = UInt64(littleEndian: UnsafeRawPointer(base + 8).loadUnaligned(as: UInt64.self))
        if count < 8 {
            low &= count == 0 ? 0 : ~0 >> UInt64(64 - 8 * count)
            high = 0
        } else if count < 16 {
            high &= count == 8 ? 0 : ~0 >> UInt64(128 - 8 * count)
        }
        return (low, high)
    }

    /// The words of bytes near the end of the input, where 16 bytes cannot be loaded at once.
    @inline(never)
    private static func copiedWords(of bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for (index, byte) in bytes.enumerated() {
            if index < 8 { low |= UInt64(byte) << UInt64(8 * index) } else { high |= UInt64(byte) << UInt64(8 * (index - 8)) }
        }
        return (low, high)
    }
}
