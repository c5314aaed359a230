/// A non-negative integer operand (`i`, `f` or `t`) of any size, exact.
///
/// Plural rules only ever ask an integer for its remainder by a small modulus (`i % 100`) or
/// compare it with a literal, so a number that does not fit `UInt64` is kept as its decimal
/// digits followed by a count of zeros, and remainders are computed digit by digit. The zeros
/// are never written out, which keeps a compact exponent such as `1c999999999` cheap:
/// `10^k mod m` is computed by repeated squaring.
///
/// ```swift
/// let i = try PluralOperands(parsing: "123456789012345678901234567890").i
/// i.uint64Value   // nil: more than UInt64.max
/// i.description   // "123456789012345678901234567890"
/// ```
package struct PluralInteger: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Canonical form, so that synthesized equality is value equality: a value that fits
    /// `UInt64` is always `.small`; otherwise the digits have no leading or trailing zeros and
    /// the trailing zeros are counted in `zeros`.
    private enum Storage: Sendable, Hashable {
        case small(UInt64)
        case large(digits: [UInt8], zeros: Int)
    }

    private let storage: Storage

    /// Zero.
    public static let zero = PluralInteger(0)

    /// An integer that fits 64 bits.
    public init(_ value: UInt64) {
        storage = .small(value)
    }

    /// The integer written by `digits` (values 0...9, most significant first) followed by
    /// `zeros` zeros. Leading zeros in `digits` are ignored.
    init(digits: some Collection<UInt8>, zeros: Int = 0) {
        var significant = Array(digits.drop(while: { $0 == 0 }))
        var zeros = significant.isEmpty ? 0 : max(0, zeros)
        while let last = significant.last, last == 0 {
            significant.removeLast()
            zeros += 1
        }
        if significant.isEmpty {
            storage = .small(0)
            return
        }
        // Fold into UInt64 when the whole value fits; overflow is detected, never trapped.
        var value: UInt64 = 0
        var fits = significant.count + zeros <= 20
        if fits {
            for digit in significant + Array(repeating: 0, count: zeros) {
                let (times10, o1) = value.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times10.addingReportingOverflow(UInt64(digit))
                if o1 || o2 { fits = false; break }
                value = sum
            }
        }
        storage = fits ? .small(value) : .large(digits: significant, zeros: zeros)
    }

    /// The value, or `nil` when it exceeds `UInt64.max`.
    public var uint64Value: UInt64? {
        if case .small(let value) = storage { return value }
        return nil
    }

    /// Whether the value is 0.
    public var isZero: Bool { storage == .small(0) }

    /// Most trailing zeros ``description`` writes out; more are written in `e` notation.
    public static let maximumDescriptionZeros = 1_000

    /// The decimal digits. A value with more than ``maximumDescriptionZeros`` trailing zeros
    /// (only a compact exponent makes one) is written as its other digits, `e`, and the count
    /// of zeros (`1e5000`), which `Double(_:)` also reads.
    public var description: String {
        switch storage {
        case .small(let value):
            return String(value)
        case .large(let digits, let zeros):
            let text = String(decoding: digits.map { $0 + 0x30 }, as: UTF8.self)
            if zeros <= Self.maximumDescriptionZeros {
                return text + String(repeating: "0", count: zeros)
            }
            return text + "e" + String(zeros)
        }
    }

    /// All the digits, however many; for fractions, whose length is bounded by the text.
    var fullDescription: String {
        if case .large(let digits, let zeros) = storage {
            return String(decoding: digits.map { $0 + 0x30 }, as: UTF8.self) + String(repeating: "0", count: zeros)
        }
        return description
    }

    public static func < (lhs: PluralInteger, rhs: PluralInteger) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.small(let a), .small(let b)): return a < b
        case (.small, .large): return true
        case (.large, .small): return false
        case (.large(let a, let za), .large(let b, let zb)):
            if a.count + za != b.count + zb { return a.count + za < b.count + zb }
            // Same length: compare digit by digit, padding the shorter significand with zeros.
            for index in 0..<max(a.count, b.count) {
                let x = index < a.count ? a[index] : 0
                let y = index < b.count ? b[index] : 0
                if x != y { return x < y }
            }
            return false
        }
    }

    /// The remainder of dividing by `modulus`; `modulus` must not be 0 (rules reject `% 0`).
    func remainder(dividingBy modulus: UInt64) -> UInt64 {
        guard modulus > 0 else { return 0 }
        switch storage {
        case .small(let value):
            return value % modulus
        case .large(let digits, let zeros):
            var remainder: UInt64 = 0
            for digit in digits {
                remainder = Self.multiplyAdd(remainder, 10, UInt64(digit), modulus)
            }
            return Self.multiplyAdd(remainder, Self.powerOf10(zeros, modulus), 0, modulus)
        }
    }

    /// `(a * b + c) mod m` without overflow or traps, for any `a`, `b`, `c` and `m > 0`.
    private static func multiplyAdd(_ a: UInt64, _ b: UInt64, _ c: UInt64, _ m: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        let (low, carry) = product.low.addingReportingOverflow(c)
        // a * b + c < 2^128, so the carry never overflows the high word.
        let high = product.high &+ (carry ? 1 : 0)
        // (high * 2^64 + low) mod m == ((high mod m) * 2^64 + low) mod m, and reducing high
        // first keeps the quotient within 64 bits, which dividingFullWidth requires.
        return m.dividingFullWidth((high: high % m, low: low)).remainder
    }

    /// `10^exponent mod m` by repeated squaring.
    private static func powerOf10(_ exponent: Int, _ m: UInt64) -> UInt64 {
        var result: UInt64 = 1 % m
        var base: UInt64 = 10 % m
        var exponent = exponent
        while exponent > 0 {
            if exponent & 1 == 1 { result = multiplyAdd(result, base, 0, m) }
            base = multiplyAdd(base, base, 0, m)
            exponent >>= 1
        }
        return result
    }
}
