/// One CLDR plural condition, such as `v = 0 and i % 10 = 2..4 and i % 100 != 12..14`.
///
/// The syntax is the cardinal-rule subset of UTS #35 that CLDR's data uses: relations
/// `operand [% modulus] (= | !=) list`, where a list is numbers and ranges `a..b` separated by
/// commas, joined by `and` (binding tighter) and `or`. A sample section starting at `@integer`
/// or `@decimal` is accepted and ignored. The empty condition matches every number.
///
/// ```swift
/// let few = try PluralRule(parsing: "v = 0 and i % 10 = 2..4 and i % 100 != 12..14")
/// few.matches(PluralOperands(23))   // true
/// few.matches(PluralOperands(13))   // false
/// ```
///
/// `=` with a fractional value never matches an integer list, so `n = 2..4` is false for 2.5
/// and `n != 2..4` true, as UTS #35 specifies.
package struct PluralRule: Sendable, Hashable, CustomStringConvertible {
    /// The letters a relation may test.
    enum Operand: Sendable, Hashable {
        case n, i, v, w, f, t, c
    }

    /// `operand [% modulus] (= | !=) ranges`.
    struct Relation: Sendable, Hashable {
        var operand: Operand
        var modulus: UInt64?
        var negated: Bool
        var ranges: [ClosedRange<UInt64>]
    }

    /// The rule's text as given, samples included.
    public let source: String
    /// Alternatives joined by `or`, each a list of relations joined by `and`.
    let alternatives: [[Relation]]

    /// Whether the rule has no condition and so matches every number (`other`'s rule).
    public var isAlwaysTrue: Bool { alternatives.isEmpty }

    /// The rule's text as given.
    public var description: String { source }

    init(source: String, alternatives: [[Relation]]) {
        self.source = source
        self.alternatives = alternatives
    }

    /// Whether a number with these operands satisfies the condition.
    public func matches(_ operands: PluralOperands) -> Bool {
        if alternatives.isEmpty { return true }
        return alternatives.contains { relations in
            relations.allSatisfy { $0.holds(for: operands) }
        }
    }
}

extension PluralRule.Relation {
    func holds(for operands: PluralOperands) -> Bool {
        let (integer, hasFraction) = value(in: operands)
        var exact: UInt64?
        if let modulus {
            exact = integer.remainder(dividingBy: modulus)
        } else {
            exact = integer.uint64Value
        }
        // A value with a fraction, or beyond every literal, is in no integer list.
        var inList = false
        if !hasFraction, let exact {
            inList = ranges.contains { $0.contains(exact) }
        }
        return inList != negated
    }

    /// The operand as an integer part plus whether a non-zero fraction follows it; only `n` has
    /// one (`n % m` keeps the fraction: 4.3 % 3 is 1.3).
    private func value(in operands: PluralOperands) -> (PluralInteger, hasFraction: Bool) {
        switch operand {
        case .n: (operands.i, !operands.t.isZero)
        case .i: (operands.i, false)
        case .v: (PluralInteger(UInt64(operands.v)), false)
        case .w: (PluralInteger(UInt64(operands.w)), false)
        case .f: (operands.f, false)
        case .t: (operands.t, false)
        case .c: (PluralInteger(UInt64(max(0, operands.c))), false)
        }
    }
}
