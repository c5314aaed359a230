/// One of the six plural forms CLDR gives names to.
///
/// A language uses `other` plus some of the rest; which number falls into which category is
/// decided by ``PluralRules``. The raw values are CLDR's spelling, which is also what
/// `.stringsdict` and `.xcstrings` files use as keys:
///
/// ```swift
/// PluralCategory(rawValue: "few")   // .few
/// PluralCategory.many.rawValue      // "many"
/// ```
///
/// `one` is a category, not the number 1: in Russian it also covers 21 and 101, and in French
/// it covers 0 and 1.5.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    case zero
    case one
    case two
    case few
    case many
    case other

    /// The categories in CLDR's order, the order rules are tried in and forms are listed in.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        lhs.order < rhs.order
    }

    /// The raw value, as CLDR spells it.
    public var description: String { rawValue }

    private var order: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}
