/// Quick looks at the ends of a string: most form values begin and end with a visible ASCII
/// character, and knowing that saves trimming them (or asking Unicode about white space).
enum TextEdges {
    /// Whether the first and last bytes are visible ASCII (`!` to `~`).
    @inline(__always)
    static func areVisibleASCII(_ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        let utf8 = text.utf8
        return utf8[utf8.startIndex] &- 0x21 < 0x5E && utf8[utf8.index(before: utf8.endIndex)] &- 0x21 < 0x5E
    }

    /// ``areVisibleASCII(_:)`` for UTF-8 bytes.
    @inline(__always)
    static func areVisibleASCII(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, let last = bytes.last else { return false }
        return first &- 0x21 < 0x5E && last &- 0x21 < 0x5E
    }

    /// Whether the first byte is visible ASCII.
    @inline(__always)
    static func startsWithVisibleASCII(_ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        return text.utf8[text.utf8.startIndex] &- 0x21 < 0x5E
    }

    /// Whether UTF-8 text is empty or only white space (Unicode's `White_Space`).
    @inline(__always)
    static func isBlank(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first else { return true }
        if first &- 0x21 < 0x5E { return false }
        return trimmedRange(utf8: bytes).isEmpty
    }

    /// The byte range of UTF-8 text without its leading and trailing white space (Unicode's
    /// `White_Space`, as `trimmed` in the engine).
    static func trimmedRange(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var start = 0
        var end = bytes.count
        while start < end, let (scalar, length) = scalar(in: bytes, at: start), scalar.properties.isWhitespace {
            start += length
        }
        while end > start {
            var lead = end - 1
            while lead > start, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
            guard let (scalar, _) = scalar(in: bytes, at: lead), scalar.properties.isWhitespace else { break }
            end = lead
        }
        return start..<end
    }

    /// The scalar whose encoding starts at `index` of valid UTF-8, and its length in bytes.
    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
        var iterator = UnsafeBufferPointer(rebasing: bytes[index...]).makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return (scalar, UTF8.width(scalar))
    }
}
