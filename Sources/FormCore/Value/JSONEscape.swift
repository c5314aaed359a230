/// The escapes of JSON strings (RFC 8259 §7), decoded in one place for the reader
/// (``JSONParser``, which words each problem) and the byte-level scanner (which hands any
/// problem to the reader).
package enum JSONEscape {
    /// The byte a one-letter escape stands for (`n` is a line feed), or nil for `u` and for
    /// letters that are no escape.
    @inlinable @inline(__always)
    package static func simple(_ letter: UInt8) -> UInt8? {
        switch letter {
        case UInt8(ascii: "\""): UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): UInt8(ascii: "\\")
        case UInt8(ascii: "/"): UInt8(ascii: "/")
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
    }

    /// What a `\uXXXX` escape (with the low half of a surrogate pair after it) decodes to.
    package enum Unicode: Equatable {
        /// The character, and the index after the escape or pair.
        case scalar(Swift.Unicode.Scalar, end: Int)
        /// The text ends within the four digits of the escape at `backslash`.
        case truncated(backslash: Int)
        /// The byte at `offset` is not a hexadecimal digit.
        case invalidDigit(offset: Int)
        /// A high surrogate without a `\u` escape after it.
        case loneHigh(UInt16)
        /// A high surrogate followed by an escape that is not a low surrogate.
        case highBeforeNonLow(UInt16, UInt16)
        /// A low surrogate with no high one before it.
        case loneLow(UInt16)
    }

    /// Decodes the `\u` escape whose backslash is at `backslash`.
    package static func unicode(_ input: UnsafeBufferPointer<UInt8>, at backslash: Int) -> Unicode {
        let (unit, problem) = hex4(input, at: backslash)
        if let problem { return problem }
        var end = backslash + 6
        let value: UInt32
        switch unit {
        case 0xD800...0xDBFF:
            guard end + 1 < input.count, input[end] == UInt8(ascii: "\\"), input[end + 1] == UInt8(ascii: "u") else { return .loneHigh(unit) }
            let (low, problem) = hex4(input, at: end)
            if let problem { return problem }
            guard (0xDC00...0xDFFF).contains(low) else { return .highBeforeNonLow(unit, low) }
            value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            end += 6
        case 0xDC00...0xDFFF:
            return .loneLow(unit)
        default:
            value = UInt32(unit)
        }
        // Surrogates were handled above, so every value here is a scalar.
        return .scalar(Swift.Unicode.Scalar(value) ?? "\u{FFFD}", end: end)
    }

    /// The value of the four hexadecimal digits after the `\u` at `backslash`, or the problem.
    private static func hex4(_ input: UnsafeBufferPointer<UInt8>, at backslash: Int) -> (UInt16, Unicode?) {
        var value: UInt16 = 0
        for index in (backslash + 2)..<(backslash + 6) {
            guard index < input.count else { return (0, .truncated(backslash: backslash)) }
            let byte = input[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return (0, .invalidDigit(offset: index))
            }
            value = value << 4 | UInt16(digit)
        }
        return (value, nil)
    }
}
