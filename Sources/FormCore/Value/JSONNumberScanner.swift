/// RFC 8259 number grammar and conversion, shared by the reader and ``FormNumber/init(literal:)``.
package enum JSONNumberScanner {
    /// Where a number starting at `start` ends, or the failure: `-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?`.
    @inlinable @inline(__always)
    package static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Scan {
        var index = start
        let end = bytes.count
        if index < end, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < end else { return .failure(index, "expected a digit") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < end, isDigit(bytes[index]) { return .failure(index, "numbers cannot have leading zeros") }
        } else if isDigit(bytes[index]) {
            index += 1
            while index < end, isDigit(bytes[index]) { index += 1 }
        } else {
            return .failure(index, "expected a digit")
        }
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < end, isDigit(bytes[index]) else { return .failure(index, "expected a digit after '.'") }
            while index < end, isDigit(bytes[index]) { index += 1 }
        }
        if index < end, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < end, isDigit(bytes[index]) else { return .failure(index, "expected a digit in the exponent") }
            while index < end, isDigit(bytes[index]) { index += 1 }
        }
        return .number(end: index)
    }

    package enum Scan {
        case number(end: Int)
        case failure(Int, String)
    }

    @inlinable @inline(__always)
    package static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    @usableFromInline static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The nearest `Double` to a number the grammar accepted.
    ///
    /// Most form numbers have few digits: when the digits fit in 2^53 and the power of ten is
    /// exact, one multiplication or division is correctly rounded (Clinger's fast path). Anything
    /// else goes to the standard library's correctly rounded conversion.
    @inlinable @inline(__always)
    package static func value(of bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Double {
        var index = start
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var scale = 0
        while index < end, isDigit(bytes[index]) {
            mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
            digits += 1
            index += 1
        }
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < end, isDigit(bytes[index]) {
                mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
                digits += 1
                scale -= 1
                index += 1
            }
        }
        if index == end, digits <= 15, scale >= -22 {
            let magnitude = Double(mantissa) / exactPowersOfTen[-scale]
            return negative ? -magnitude : magnitude
        }
        return slowValue(of: UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }

    @usableFromInline static func slowValue(of bytes: UnsafeBufferPointer<UInt8>) -> Double {
        // The grammar is checked, so the conversion can only report range: it gives ±inf or 0.
        Double(String(decoding: bytes, as: UTF8.self)) ?? .nan
    }
}
