/// RFC 3629 well-formed UTF-8, one sequence at a time: no overlong forms, no surrogates, nothing
/// above U+10FFFF. Every reader of the package (JSON, `.strings`, XML property lists, String
/// Catalogs) checks its input with this one definition.
package enum UTF8Sequence {
    /// What the bytes at a position are.
    package enum Check: Equatable {
        /// A well-formed multi-byte sequence of this many bytes.
        case valid(length: Int)
        /// The byte cannot start a sequence (a continuation byte, 0xC0, 0xC1, 0xF5 and above).
        case invalidLead
        /// The input ends inside the sequence.
        case truncated
        /// The byte at `offset` (1, 2 or 3 after the lead) cannot continue the sequence.
        case invalidContinuation(offset: Int)
    }

    /// Checks the sequence whose lead byte, at `index`, is not ASCII.
    @inlinable
    package static func check(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Check {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return .invalidLead
        }
        guard index + length <= bytes.count else { return .truncated }
        let second = bytes[index + 1]
        guard second >= low, second <= high else { return .invalidContinuation(offset: 1) }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return .invalidContinuation(offset: offset) }
        return .valid(length: length)
    }

    /// The offset of the first byte that does not start a well-formed sequence, or `nil`.
    package static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        var index = start
        let count = bytes.count
        while index < count {
            // Runs of ASCII go a word at a time.
            if index + 8 <= count, let base = bytes.baseAddress,
               UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            guard case .valid(let length) = check(bytes, at: index) else { return index }
            index += length
        }
        return nil
    }
}
