/// A number within limits and on a step (`step: 0.5` accepts 67.5, not 67.3); `integer`
/// fields accept whole numbers only, and give them back in canonical form (`1` for `1.0`).
///
/// Limits are compared with the literal exactly: `300.0000000000000000001` is above
/// `maximum: 300` though its nearest `Double` is 300.
struct NumberRule: Sendable, Hashable {
    var minimum: Double?
    var maximum: Double?
    var step: Double?
    var integer: Bool

    /// The longest number literal a field accepts, in characters; for `integer` fields also
    /// the longest canonical form (`1e100` is 101 digits). Longer numbers are no one's age or
    /// amount, and would be echoed back in the output.
    static let maximumLiteralLength = 100

    func check(_ number: FormNumber) -> RuleFailure? {
        var literal = number.literal
        return literal.withUTF8 { check(literal: $0, value: number.double) }
    }

    /// The rule over a number's literal (checked as JSON) and its nearest `Double`.
    func check(literal: UnsafeBufferPointer<UInt8>, value: Double) -> RuleFailure? {
        guard literal.count <= NumberRule.maximumLiteralLength else { return .numberTooLong(NumberRule.maximumLiteralLength) }
        guard value.isFinite else { return .number }
        if integer {
            if !FormNumber.isWholeNumber(literal: literal) { return .integer }
            if !NumberRule.isCanonicalInteger(literal), NumberRule.writtenOutIsTooLong(literal) {
                return .numberTooLong(NumberRule.maximumLiteralLength)
            }
        }
        // Rounding to the nearest Double keeps order, so only a value that rounds onto a bound
        // can be on either side of it: that one is read exactly.
        if let minimum, value <= minimum, value < minimum || NumberRule.sideOfTie(literal, minimum) < 0 {
            return .minimum(minimum)
        }
        if let maximum, value >= maximum, value > maximum || NumberRule.sideOfTie(literal, maximum) > 0 {
            return .maximum(maximum)
        }
        if let step, !NumberRule.isMultiple(value - (minimum ?? 0), of: step) { return .step(step) }
        return nil
    }

    /// The number as the output holds it once accepted: an integer field's value in canonical
    /// form, anything else as written.
    func normalized(_ number: FormNumber) -> FormNumber {
        var literal = number.literal
        guard integer, !literal.withUTF8(NumberRule.isCanonicalInteger),
              let canonical = ExactDecimal(literal: number.literal).canonicalInteger else { return number }
        return FormNumber(uncheckedLiteral: canonical, double: number.double)
    }

    /// The sign of `literal − bound` for a literal whose nearest `Double` is `bound`. Out of
    /// line: ties are common (a form's extreme values are typed often) but cost more.
    @inline(never)
    static func sideOfTie(_ literal: UnsafeBufferPointer<UInt8>, _ bound: Double) -> Int {
        // A whole number below 2⁵³ is exactly its Double, so a whole literal that rounds onto
        // such a bound is the bound: no need to read it digit by digit.
        if bound == bound.rounded(), abs(bound) < 9_007_199_254_740_992, FormNumber.isWholeNumber(literal: literal) { return 0 }
        let (number, limit) = (ExactDecimal(literal: literal), ExactDecimal(bound))
        return number < limit ? -1 : limit < number ? 1 : 0
    }

    /// Whether a whole number written with a fraction or an exponent has more digits than
    /// the limit once written out (`1e100`).
    @inline(never)
    static func writtenOutIsTooLong(_ literal: UnsafeBufferPointer<UInt8>) -> Bool {
        ExactDecimal(literal: literal).canonicalIntegerLength > maximumLiteralLength
    }

    /// Whether a literal is already an integer's canonical form: no fraction, no exponent, not
    /// `-0` (JSON has no leading zeros).
    static func isCanonicalInteger(_ literal: UnsafeBufferPointer<UInt8>) -> Bool {
        if literal.count == 2, literal[0] == UInt8(ascii: "-"), literal[1] == UInt8(ascii: "0") { return false }
        return !literal.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    }

    /// Whether `value` is a whole number of steps, allowing for binary rounding of decimal
    /// steps (0.1 * 3 is not exactly 0.3).
    static func isMultiple(_ value: Double, of step: Double) -> Bool {
        guard step > 0 else { return true }
        let quotient = value / step
        let nearest = quotient.rounded()
        return abs(quotient - nearest) <= 1e-9 * max(1, abs(nearest))
    }
}
