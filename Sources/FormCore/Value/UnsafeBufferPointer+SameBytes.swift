extension UnsafeBufferPointer<UInt8> {
    /// Whether `other` holds the same bytes, compared eight at a time: for the short keys and
    /// values of submissions, cheaper than a call to `memcmp` or a generic `elementsEqual`.
    @inlinable @inline(__always)
    package func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = self.count
        guard count == other.count else { return false }
        guard count > 0, let a = baseAddress, let b = other.baseAddress else { return true }
        var index = 0
        while index &+ 8 <= count {
            let x = UnsafeRawPointer(a + index).loadUnaligned(as: UInt64.self)
            let y = UnsafeRawPointer(b + index).loadUnaligned(as: UInt64.self)
            if x != y { return false }
            index &+= 8
        }
        while index < count {
            if a[index] != b[index] { return false }
            index &+= 1
        }
        return true
    }
}
