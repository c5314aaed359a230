extension UnsafeBufferPointer<UInt8> {
    /// The index of the first byte from `start` that is not JSON white space (space, tab, line
    /// feed, carriage return), or `count`. Compact JSON has none, so one comparison usually
    /// decides: every white space byte is at most 0x20.
    ///
    /// The JSON reader, its locator and the byte-level scanner in FormRules all skip white space
    /// with this one function; as a member of the buffer type it is inlined into each of them.
    @inlinable @inline(__always)
    package func skippingWhitespace(from start: Int) -> Int {
        if start < count, self[start] > 0x20 { return start }
        var index = start
        while index < count {
            switch self[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return index
            }
        }
        return index
    }
}
