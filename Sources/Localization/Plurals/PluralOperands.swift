/// The numbers a plural rule looks at, computed from how a number is *written*.
///
/// CLDR chooses a plural form from the formatted number, not from its value: "1 star" but
/// "1.0 stars" in English. So operands come from decimal text (or from an integer, or from a
/// `Double` and the number of fraction digits it will be shown with), and keep what the text
/// shows (UTS #35, "Plural Operand Meanings"):
///
/// | operand | meaning | `1.20050c3` |
/// |---|---|---|
/// | `n` | absolute value | 1200.5 |
/// | `i` | integer digits of `n` | 1200 |
/// | `v` | count of visible fraction digits, with trailing zeros | 2 |
/// | `w` | count of visible fraction digits, without trailing zeros | 1 |
/// | `f` | visible fraction digits, with trailing zeros | 50 |
/// | `t` | visible fraction digits, without trailing zeros | 5 |
/// | `c`, `e` | compact decimal exponent (`1.2c3` is 1.2K) | 3 |
///
/// ```swift
/// let operands = try PluralOperands(parsing: "1.50")
/// operands.i   // 1
/// operands.v   // 2
/// operands.f   // 50
/// operands.t   // 5
/// ```
///
/// `i`, `f` and `t` are exact at any size; the sign is dropped, as
/// `n` is an absolute value.
public struct PluralOperands: Sendable, Hashable, CustomStringConvertible {
    /// Integer digits of the absolute value.
    package let i: PluralInteger
    /// Number of visible fraction digits, with trailing zeros.
    public let v: Int
    /// Number of visible fraction digits, without trailing zeros.
    public let w: Int
    /// Visible fraction digits as an integer, with trailing zeros (`1.050` → 50).
    package let f: PluralInteger
    /// Visible fraction digits as an integer, without trailing zeros (`1.050` → 5).
    package let t: PluralInteger
    /// Compact decimal exponent: the power of ten a compact form stands for (`1.2c3` → 3).
    public let c: Int

    /// Deprecated synonym of ``c`` kept by CLDR; rules may use either letter.
    public var e: Int { c }

    /// The absolute value as a `Double`, for display; rules use the exact integer and fraction digits.
    public var n: Double {
        Double(description) ?? .infinity
    }

    /// Operands of an integer written without a fraction (`v = 0`).
    ///
    /// ```swift
    /// PluralOperands(21).i   // 21
    /// ```
    public init(_ value: some BinaryInteger) {
        if let small = UInt64(exactly: value.magnitude) {
            i = PluralInteger(small)
        } else {
            i = PluralInteger(digits: String(value.magnitude).utf8.map { $0 - 0x30 })
        }
        v = 0
        w = 0
        f = .zero
        t = .zero
        c = 0
    }

    /// Internal memberwise form used by the parsers, which already know every operand.
    init(i: PluralInteger, v: Int, w: Int, f: PluralInteger, t: PluralInteger, c: Int) {
        self.i = i
        self.v = v
        self.w = w
        self.f = f
        self.t = t
        self.c = c
    }

    /// The absolute value as decimal text, with all `v` fraction digits (`1200.50`).
    ///
    /// The compact exponent is already applied to `i` and `f`, so it is not shown, except that
    /// an integer part with over 1,000 trailing zeros is
    /// written in `e` notation.
    public var description: String {
        guard v > 0 else { return i.description }
        let fraction = f.fullDescription
        let padding = String(repeating: "0", count: max(0, v - fraction.utf8.count))
        return i.description + "." + padding + fraction
    }
}
