extension UnsafeBufferPointer<UInt8> {
    /// The index of the first byte from `start` that a string scan must look at (a quote, a
    /// backslash, a control character or non-ASCII), or `end`: eight bytes at a time.
    ///
    /// A member of the buffer type rather than of the parser: the optimizer inlines a
    /// package type's `@inlinable` members only inside their own module, and the byte-level
    /// scanner in FormRules calls this for every string of every submission.
    @inlinable @inline(__always)
    package func plainRun(from start: Int, to end: Int) -> Int {
        var index = start
        if let base = baseAddress {
            while index &+ 8 <= end {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let mask = Self.attentionMask(word)
                if mask != 0 { return index &+ mask.trailingZeroBitCount >> 3 }
                index &+= 8
            }
        }
        while index < end {
            let byte = self[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return index }
            index += 1
        }
        return index
    }

    /// A mask with the high bit set in the first byte of `word` (in memory order) that is `"`,
    /// `\\`, below 0x20 or at least 0x80, and possibly in later bytes; zero when no byte is.
    ///
    /// SWAR: the high bit of a byte of `(x - 0x01…) & ~x` is set where a byte of `x` is zero; the
    /// borrow can only mark bytes after a real match, so the lowest marked byte is exact.
    @inlinable @inline(__always)
    package static func attentionMask(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let hasQuote = (quote &- ones) & ~quote
        let hasBackslash = (backslash &- ones) & ~backslash
        let hasControl = (word &- ones &* 0x20) & ~word
        return (hasQuote | hasBackslash | hasControl | word) & highs
    }
}
