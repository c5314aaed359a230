/// A JSON number: its literal text exactly as written, and its nearest `Double`.
///
/// The literal is kept because a `Double` cannot hold every JSON number: identifiers such as
/// `12345678901234567890` and amounts such as `0.1` must come back as the client wrote them.
/// Two numbers are equal when their exact values are equal, so `1`, `1.0` and `1e0` compare
/// equal, and `300` and `300.0000000000000000001` do not.
///
/// ```swift
/// let n = FormNumber(literal: "1e400")!
/// n.literal  // "1e400"
/// n.double   // .infinity: the literal is still exact
/// ```
public struct FormNumber: Sendable, CustomStringConvertible {
    /// The number as written in the JSON text (RFC 8259 grammar).
    public let literal: String
    /// The nearest `Double`; `±infinity` when the literal is beyond its range.
    public let double: Double

    /// Creates a number from JSON number text, or `nil` when the text is not a JSON number.
    public init?(literal: String) {
        var text = literal
        let parsed: Double? = text.withUTF8 { bytes in
            guard case .number(let end) = JSONNumberScanner.scan(bytes, from: 0), end == bytes.count else {
                return nil
            }
            return JSONNumberScanner.value(of: bytes, from: 0, to: end)
        }
        guard let parsed else { return nil }
        self.literal = literal
        self.double = parsed
    }

    /// Creates a number from its parts; the reader uses this after checking the grammar.
    package init(uncheckedLiteral literal: String, double: Double) {
        self.literal = literal
        self.double = double
    }

    /// A number with an integer's decimal text.
    public init(_ value: Int) {
        literal = String(value)
        double = Double(value)
    }

    /// A number with a `Double`'s shortest round-trip text (`0.1`, `1e+100`); integers print without
    /// a fraction.
    public init(_ value: Double) {
        if abs(value) < 1e15, let whole = Int64(exactly: value) {
            literal = String(whole)
        } else {
            literal = "\(value)"
        }
        double = value
    }

    /// The value as an `Int` when it is a whole number within `Int`'s range.
    public var int: Int? {
        if let exact = Int(literal) { return exact }
        return Int(exactly: double)
    }

    /// Whether the number is a whole number, decided on the literal exactly: `12`, `12.0`,
    /// `1.5e1` and `120e-1` are; `0.5` is not, and neither is `0.` followed by 99,999 zeros and a
    /// `1`, though its nearest `Double` is 0.
    public var isWholeNumber: Bool {
        var text = literal
        return text.withUTF8 { FormNumber.isWholeNumber(literal: $0) }
    }

    /// The exponent of a literal whose `e` or `E` is at `index` (0 when `index` is its end),
    /// saturated at ±2⁴⁰, far beyond any digit count a limit lets through; `+` is accepted, as
    /// `Double.description` writes `1e+16`. `saturated` says the written exponent was larger.
    ///
    /// An `Int64`, not an `Int`: where `Int` has 32 bits (wasm32) the bound 2⁴⁰ does not fit,
    /// and `1 << 40` silently became 0 there, so `12e3` was read as 120.
    @inline(__always)
    package static func exponent(of bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> (value: Int64, saturated: Bool) {
        guard index < bytes.count else { return (0, false) }
        var index = index + 1
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var value: Int64 = 0
        var saturated = false
        while index < bytes.count {
            value = value * 10 + Int64(bytes[index] &- UInt8(ascii: "0"))
            if value > exponentBound {
                value = exponentBound
                saturated = true
            }
            index += 1
        }
        return (negative ? -value : value, saturated)
    }

    /// Where ``exponent(of:from:)`` saturates: 2⁴⁰.
    package static let exponentBound: Int64 = 1 << 40

    /// ``isWholeNumber`` over a literal's UTF-8 bytes (already checked as a JSON number).
    package static func isWholeNumber(literal bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var digitCount = 0  // integer and fraction digits, without the sign and the point
        var pointAt = -1
        var index = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digitsStart = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "e"), bytes[index] != UInt8(ascii: "E") {
            if bytes[index] == UInt8(ascii: ".") { pointAt = digitCount } else { digitCount += 1 }
            index += 1
        }
        let mantissaEnd = index
        if pointAt < 0 { pointAt = digitCount }
        // Saturated: beyond the digit count the answer no longer changes.
        let exponent = FormNumber.exponent(of: bytes, from: index).value
        // Digits at or after the shifted point are the fraction: all must be zero. Counted in
        // 64 bits, as the exponent is: ±2⁴⁰ plus a digit count.
        let point = Int64(pointAt) + exponent
        if point >= Int64(digitCount) { return true }
        let fractionStart = max(point, 0)
        var digit: Int64 = 0
        for byte in bytes[digitsStart..<mantissaEnd] where byte != UInt8(ascii: ".") {
            if digit >= fractionStart, byte != UInt8(ascii: "0") { return false }
            digit += 1
        }
        return true
    }

    /// Whether the literal has no fraction and no exponent (`12`, not `12.0` or `1e1`).
    public var isIntegerLiteral: Bool {
        !literal.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    }

    public var description: String { literal }
}

extension FormNumber: Hashable {
    public static func == (lhs: FormNumber, rhs: FormNumber) -> Bool {
        if lhs.literal == rhs.literal { return true }
        // Rounding keeps order, so different Doubles are different numbers; one Double can
        // stand for many numbers (`300` and `300.0000000000000000001`, `1.2e19` and
        // `12000000000000000001`): then the literals are compared as exact decimals.
        if lhs.double != rhs.double { return false }
        if lhs.double == lhs.double.rounded(), abs(lhs.double) < 9_007_199_254_740_992,
           lhs.isIntegerLiteral, rhs.isIntegerLiteral { return true }  // `-0` and `0`: no need to read them
        let (first, second) = (ExactDecimal(literal: lhs.literal), ExactDecimal(literal: rhs.literal))
        return first.isExact && second.isExact && first == second
    }

    public func hash(into hasher: inout Hasher) {
        if double.isFinite, abs(double) < 9_007_199_254_740_992 {
            hasher.combine(double == 0 ? 0 : double)
        } else {
            // Equal numbers have equal exact forms, however they were written.
            let exact = ExactDecimal(literal: literal)
            guard exact.isExact else { return hasher.combine(literal) }
            hasher.combine(exact.isNegative)
            hasher.combine(exact.digits)
            hasher.combine(exact.exponent)
        }
    }
}
