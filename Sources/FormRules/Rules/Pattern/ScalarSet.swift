/// A set of Unicode scalars: what one step of a pattern matches (`a`, `.`, `[a-z]`, `\d`,
/// `\p{Lu}`, `[^…]`), and what a `characters` rule allows.
///
/// Ranges of scalar values and Unicode general categories, possibly negated. Every item a
/// pattern can name is a union of these: `\D` is two ranges, `\P{L}` is the categories other
/// than the letters' (general categories split every scalar into exactly one), so a class
/// `[\P{L}\d]` is one union and `[^…]` negates it once.
///
/// ```swift
/// let letters = ScalarSet(ranges: [], categories: GeneralCategories.letters)
/// letters.contains(0x00E9)   // true, é
/// ```
struct ScalarSet: Sendable, Hashable {
    /// Sorted, disjoint and non-adjacent ranges of scalar values.
    let ranges: [ClosedRange<UInt32>]
    /// The general categories in the set (``GeneralCategories``).
    let categories: UInt32
    let isNegated: Bool
    /// Membership of the ASCII scalars 0–63 and 64–127, negation applied: most text is ASCII,
    /// and then membership is one bit test.
    private let lowASCII: UInt64
    private let highASCII: UInt64

    /// Every scalar (`.`).
    static let all = ScalarSet(ranges: [0...0x10FFFF])

    init(ranges: [ClosedRange<UInt32>], categories: UInt32 = 0, isNegated: Bool = false) {
        self.ranges = Self.normalized(ranges)
        self.categories = categories
        self.isNegated = isNegated
        var low: UInt64 = 0
        var high: UInt64 = 0
        for value in UInt32(0)..<128 where Self.includes(value, ranges: self.ranges, categories: categories) != isNegated {
            if value < 64 { low |= 1 << UInt64(value) } else { high |= 1 << UInt64(value - 64) }
        }
        lowASCII = low
        highASCII = high
    }

    /// One scalar.
    init(_ value: UInt32) {
        self.init(ranges: [value...value])
    }

    /// Whether the scalar with this value is in the set.
    @inline(__always)
    func contains(_ value: UInt32) -> Bool {
        if value < 64 { return lowASCII >> UInt64(value) & 1 != 0 }
        if value < 128 { return highASCII >> UInt64(value - 64) & 1 != 0 }
        return Self.includes(value, ranges: ranges, categories: categories) != isNegated
    }

    /// The single scalar this set is, if it is one (a literal).
    var single: UInt32? {
        guard !isNegated, categories == 0, ranges.count == 1, ranges[0].lowerBound == ranges[0].upperBound else { return nil }
        return ranges[0].lowerBound
    }

    /// Whether `value` is in the ranges or the categories (before negation).
    private static func includes(_ value: UInt32, ranges: [ClosedRange<UInt32>], categories: UInt32) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < value { low = middle + 1 } else { high = middle }
        }
        if low < ranges.count, ranges[low].contains(value) { return true }
        guard categories != 0, let scalar = Unicode.Scalar(value) else { return false }
        return categories & GeneralCategories.bit(of: scalar.properties.generalCategory) != 0
    }

    /// Ranges sorted and merged where they overlap or touch.
    private static func normalized(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var merged: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }
}
