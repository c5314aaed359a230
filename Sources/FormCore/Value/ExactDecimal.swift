/// A JSON number literal read as an exact decimal: `0.d₁d₂d₃… × 10^exponent`, with its sign.
///
/// A `Double` holds the nearest binary value, so `300.0000000000000000001` and `300` look the
/// same; bounds and integer output need the number the client wrote. Only the rare cases read
/// a literal this way (a value whose `Double` equals a bound, an integer written with a
/// fraction or an exponent), so the common path never allocates.
package struct ExactDecimal: Comparable {
    package var isNegative: Bool
    /// The significant digits as ASCII, without leading or trailing zeros; empty for zero.
    package var digits: [UInt8]
    /// The power of ten of the digits' first place (1 for `3`, 3 for `300`, -2 for `0.003`);
    /// saturated at ±2⁴⁰, far beyond any literal that a limit lets through. 64 bits on every
    /// platform: 2⁴⁰ does not fit a 32-bit `Int` (wasm32).
    package var exponent: Int64
    /// False when the written exponent was cut to ±2⁴⁰: such numbers still order correctly
    /// against any bound, but two of them cannot be told apart.
    package var isExact = true

    package var isZero: Bool { digits.isEmpty }

    /// Reads a literal in JSON's grammar; a `+` in the exponent (as `Double.description`
    /// writes `1e+16`) is accepted too.
    package init(literal bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        isNegative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if isNegative { index += 1 }
        var all: [UInt8] = []
        all.reserveCapacity(bytes.count)
        var integerDigits = -1
        while index < bytes.count, bytes[index] != UInt8(ascii: "e"), bytes[index] != UInt8(ascii: "E") {
            if bytes[index] == UInt8(ascii: ".") { integerDigits = all.count } else { all.append(bytes[index]) }
            index += 1
        }
        if integerDigits < 0 { integerDigits = all.count }
        let (written, saturated) = FormNumber.exponent(of: bytes, from: index)
        if saturated { isExact = false }
        let first = all.firstIndex { $0 != UInt8(ascii: "0") }
        guard let first else {
            digits = []
            exponent = 0
            return
        }
        let last = all.lastIndex { $0 != UInt8(ascii: "0") } ?? first
        digits = Array(all[first...last])
        exponent = Int64(integerDigits - first) + written
    }

    package init(literal: String) {
        var text = literal
        self = text.withUTF8 { ExactDecimal(literal: $0) }
    }

    /// A bound as the decimal its shortest round-trip text writes (`0.1`, not the binary
    /// 0.1000000000000000055…): the number a spec's author wrote whenever it had at most 17
    /// significant digits.
    package init(_ bound: Double) {
        self.init(literal: bound.description)
    }

    /// The integer's canonical JSON literal (`1` for `1.0`, `10e-1` or `1e0`; `0` for `-0`),
    /// or nil when the number has a fraction, or when written out it would have more than
    /// `Int.max` characters (check ``canonicalIntegerLength`` first: callers bound it far lower).
    package var canonicalInteger: String? {
        if isZero { return "0" }
        guard exponent >= Int64(digits.count), let zeros = Int(exactly: exponent - Int64(digits.count)),
              canonicalIntegerLength < Int.max else { return nil }
        var bytes: [UInt8] = isNegative ? [UInt8(ascii: "-")] : []
        bytes.reserveCapacity(canonicalIntegerLength)
        bytes += digits
        bytes += repeatElement(UInt8(ascii: "0"), count: zeros)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The length of ``canonicalInteger`` when the number is whole, without building it;
    /// `Int.max` when it is longer (a saturated exponent of 2⁴⁰ on a 32-bit platform).
    package var canonicalIntegerLength: Int {
        if isZero { return 1 }
        return Int(clamping: (isNegative ? 1 : 0) + max(exponent, Int64(digits.count)))
    }

    package static func < (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
        if lhs.isZero || rhs.isZero {
            if lhs.isZero, rhs.isZero { return false }  // -0 == 0
            return lhs.isZero ? !rhs.isNegative : lhs.isNegative
        }
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
        let magnitudeIsLess = lhs.exponent != rhs.exponent
            ? lhs.exponent < rhs.exponent
            : lhs.digits.lexicographicallyPrecedes(rhs.digits)  // no trailing zeros: a prefix is smaller
        let magnitudeIsEqual = lhs.exponent == rhs.exponent && lhs.digits == rhs.digits
        if magnitudeIsEqual { return false }
        return lhs.isNegative ? !magnitudeIsLess : magnitudeIsLess
    }

    package static func == (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
        if lhs.isZero, rhs.isZero { return true }
        return lhs.isNegative == rhs.isNegative && lhs.exponent == rhs.exponent && lhs.digits == rhs.digits
    }
}
