/// A person's height, held exactly.
///
/// Heights are kept as a whole number of ångströms (10⁻¹⁰ m), a unit in which an inch
/// (254,000,000), a centimetre (100,000,000), every decimal inch to six places, every binary
/// fraction of an inch down to 1/128, and every decimal centimetre to eight places are whole
/// numbers. Snapping to notches therefore needs no floating point: `67.25` lies exactly halfway
/// between 67 and 67.5 and snaps up, which floating-point division cannot promise for every
/// step.
///
/// ```swift
/// let height = try Height("5' 7½\"")
/// height.inches          // 67.5
/// height.imperialLabel   // "5′ 7½″"
/// height.metricLabel     // "171 cm"
/// ```
public struct Height: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The exact length in ångströms.
    public let angstroms: Int64

    /// A height of exactly `angstroms` ångströms (negative values are clamped to zero).
    public init(angstroms: Int64) {
        self.angstroms = max(0, angstroms)
    }

    static let perInch: Int64 = 254_000_000
    static let perFoot: Int64 = 12 * perInch
    static let perCentimetre: Int64 = 100_000_000
    static let perMillimetre: Int64 = 10_000_000
    static let perMetre: Int64 = 10_000_000_000
    /// Heights beyond this (about 1.8 × 10⁹ inches) are all treated alike, so that arithmetic on
    /// hostile input cannot overflow.
    static let saturated: Int64 = 1 << 62

    /// A whole number of inches (clamped to zero and to the saturation bound).
    public static func inches(_ whole: Int) -> Height {
        let (product, overflow) = Int64(clamping: whole).multipliedReportingOverflow(by: perInch)
        return Height(angstroms: overflow ? saturated : min(product, saturated))
    }

    /// A whole number of half inches: `Height.halfInches(135)` is 67½ inches.
    public static func halfInches(_ count: Int) -> Height {
        let (product, overflow) = Int64(clamping: count).multipliedReportingOverflow(by: perInch / 2)
        return Height(angstroms: overflow ? saturated : min(product, saturated))
    }

    /// The height for a number of inches given as a JSON number.
    ///
    /// The product with 254,000,000 is rounded to the nearest ångström, which recovers a decimal
    /// written with up to six places exactly (`67.3` is 67.3 inches, not 67.299999...).
    /// - Returns: The height, or ``ParseFailure/notFinite`` or ``ParseFailure/negative``.
    public static func fromInches(_ value: Double) -> Swift.Result<Height, ParseFailure> {
        guard value.isFinite else { return .failure(.notFinite) }
        guard value >= 0, value.sign == .plus else { return .failure(.negative) }
        let scaled = value * Double(perInch)
        guard scaled < Double(saturated) else { return .success(Height(angstroms: saturated)) }
        // Adding ½ then truncating rounds to nearest without libm (not linked on Linux here).
        return .success(Height(angstroms: Int64(scaled + 0.5)))
    }

    /// The height in inches, as the nearest `Double`.
    public var inches: Double { Double(angstroms) / Double(Self.perInch) }

    /// The height in centimetres, as the nearest `Double`.
    public var centimetres: Double { Double(angstroms) / Double(Self.perCentimetre) }

    /// The height in whole centimetres, halves rounded up (`170.5 cm` gives 171).
    public var roundedCentimetres: Int {
        Int((angstroms + Self.perCentimetre / 2) / Self.perCentimetre)
    }

    /// Whether the height is a whole number of inches.
    public var isWholeInch: Bool { angstroms % Self.perInch == 0 }

    /// The imperial label, as ``imperialLabel``.
    public var description: String { imperialLabel }

    public static func < (lhs: Height, rhs: Height) -> Bool { lhs.angstroms < rhs.angstroms }
}
