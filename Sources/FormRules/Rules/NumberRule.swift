/// A number within limits and on a step (`step: 0.5` accepts 67.5, not 67.3); `integer`
/// fields accept whole numbers only.
struct NumberRule: Sendable, Hashable {
    var minimum: Double?
    var maximum: Double?
    var step: Double?
    var integer: Bool

    func check(_ number: FormNumber) -> RuleFailure? {
        var literal = number.literal
        return literal.withUTF8 { check(literal: $0, value: number.double) }
    }

    /// The rule over a number's literal (checked as JSON) and its nearest `Double`.
    func check(literal: UnsafeBufferPointer<UInt8>, value: Double) -> RuleFailure? {
        guard value.isFinite else { return .number }
        if integer, !FormNumber.isWholeNumber(literal: literal) { return .integer }
        if let minimum, value < minimum { return .minimum(minimum) }
        if let maximum, value > maximum { return .maximum(maximum) }
        if let step, !NumberRule.isMultiple(value - (minimum ?? 0), of: step) { return .step(step) }
        return nil
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
