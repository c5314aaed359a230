extension JSONParser {
    /// The index of the first byte from `start` that a string scan must look at (a quote, a
    /// backslash, a control character or non-ASCII), or `end`: eight bytes at a time.
    @inlinable @inline(__always)
    package static func plainRun(_ input: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        if let base = input.baseAddress {
            while index &+ 8 <= end {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let mask = attentionMask(word)
                if mask != 0 { return index &+ mask.trailingZeroBitCount >> 3 }
                index &+= 8
            }
        }
        while index < end {
            let byte = input[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return index }
            index += 1
        }
        return index
    }
}
