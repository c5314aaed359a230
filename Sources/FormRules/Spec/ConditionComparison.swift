/// A comparison in a condition: a number or date field against a literal, today, or another field.
///
/// Numbers compare exactly, as decimals (`300.0000000000000000001` is more than `300`); dates
/// compare as calendar days. A value that is absent, or not a number (for number comparisons)
/// or not a `yyyy-MM-dd` date (for date comparisons), makes the comparison false, and so does an
/// operand field without such a value: a condition never holds on a value it cannot read.
///
/// ```json
/// { "field": "age", "atLeast": 18 }
/// { "field": "end", "after": { "field": "start" } }
/// { "field": "startDate", "onOrAfter": "today" }
/// ```
public struct ConditionComparison: Sendable, Hashable {
    /// How the field's value must relate to the operand; the spec's key.
    public enum Relation: String, Sendable, Hashable, CaseIterable {
        case greaterThan, atLeast, lessThan, atMost
        case after, onOrAfter, before, onOrBefore

        /// Whether the relation compares dates (else numbers).
        public var comparesDates: Bool {
            switch self {
            case .after, .onOrAfter, .before, .onOrBefore: true
            case .greaterThan, .atLeast, .lessThan, .atMost: false
            }
        }

        /// Whether `order` (the field's value against the operand) satisfies the relation.
        func accepts(_ order: Order) -> Bool {
            switch self {
            case .greaterThan, .after: order == .greater
            case .atLeast, .onOrAfter: order != .less
            case .lessThan, .before: order == .less
            case .atMost, .onOrBefore: order != .greater
            }
        }
    }

    /// What the field's value is compared with.
    public enum Operand: Sendable, Hashable {
        case number(FormNumber)
        case date(CalendarDate)
        /// The reference date of the validation (``ValidationContext/today``).
        case today
        /// Another field's value (a number field for numbers, a date field for dates).
        case field(String)
    }

    /// How two values are ordered.
    enum Order {
        case less, equal, greater
    }

    public var relation: Relation
    public var operand: Operand

    public init(_ relation: Relation, _ operand: Operand) {
        self.relation = relation
        self.operand = operand
    }
}

extension ConditionComparison.Order {
    /// Two JSON numbers' order, exactly: their `Double`s decide when they differ (rounding
    /// keeps order), their decimal literals when they are equal.
    init(_ first: FormNumber, _ second: FormNumber) {
        if first.double < second.double {
            self = .less
        } else if first.double > second.double {
            self = .greater
        } else if first.literal == second.literal {
            self = .equal
        } else {
            let (a, b) = (ExactDecimal(literal: first.literal), ExactDecimal(literal: second.literal))
            self = a < b ? .less : b < a ? .greater : .equal
        }
    }

    init(_ first: CalendarDate, _ second: CalendarDate) {
        self = first < second ? .less : second < first ? .greater : .equal
    }
}
