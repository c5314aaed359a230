/// What the parts of an `all` say about each field they read, to find parts that contradict one
/// another: `present` with `present: false`, `equals`/`in` with no value in common, and bounds
/// with nothing between them (`atLeast 18` with `lessThan 10`; `after 2030-01-01` with
/// `before 2029-01-01`). Parts under `not` and `any` are not looked into, and comparisons with
/// `today` or another field set no bound: a simple reading, that never calls a satisfiable
/// condition contradictory.
struct SpecConditionConstraints {
    /// What one field must be.
    private struct Field {
        var present = false
        var absent = false
        /// The values it may equal, when an `equals` or `in` says.
        var allowed: [FormValue]?
        var lower: (number: FormNumber, inclusive: Bool)?
        var upper: (number: FormNumber, inclusive: Bool)?
        var earliest: (date: CalendarDate, inclusive: Bool)?
        var latest: (date: CalendarDate, inclusive: Bool)?
    }

    private var fields: [String: Field] = [:]

    init(_ items: [Condition]) {
        for item in items { add(item) }
    }

    private mutating func add(_ condition: Condition) {
        switch condition {
        case .present(let name): fields[name, default: Field()].present = true
        case .absent(let name): fields[name, default: Field()].absent = true
        case .not(.present(let name)): fields[name, default: Field()].absent = true
        case .equals(let name, let value): allow(name, [value])
        case .oneOf(let name, let values): allow(name, values)
        case .all(let items): for item in items { add(item) }
        case .compares(let name, let comparison): bound(name, comparison)
        case .not, .any: break
        }
    }

    private mutating func allow(_ name: String, _ values: [FormValue]) {
        let previous = fields[name, default: Field()].allowed
        fields[name, default: Field()].allowed = previous.map { $0.filter(values.contains) } ?? values
    }

    private mutating func bound(_ name: String, _ comparison: ConditionComparison) {
        var field = fields[name, default: Field()]
        let relation = comparison.relation
        let inclusive = [.atLeast, .atMost, .onOrAfter, .onOrBefore].contains(relation)
        let raises = [.greaterThan, .atLeast, .after, .onOrAfter].contains(relation)
        switch comparison.operand {
        case .number(let number) where !relation.comparesDates:
            let new = (number, inclusive)
            if raises {
                if let old = field.lower, Self.isTighter(lower: old, than: new) {} else { field.lower = new }
            } else {
                if let old = field.upper, Self.isTighter(upper: old, than: new) {} else { field.upper = new }
            }
        case .date(let date) where relation.comparesDates:
            let new = (date, inclusive)
            if raises {
                if let old = field.earliest, old.date > date || (old.date == date && !old.inclusive) {} else { field.earliest = new }
            } else {
                if let old = field.latest, old.date < date || (old.date == date && !old.inclusive) {} else { field.latest = new }
            }
        default:
            break
        }
        fields[name] = field
    }

    private static func isTighter(lower old: (number: FormNumber, inclusive: Bool), than new: (FormNumber, Bool)) -> Bool {
        switch ConditionComparison.Order(old.number, new.0) {
        case .greater: true
        case .equal: !old.inclusive
        case .less: false
        }
    }

    private static func isTighter(upper old: (number: FormNumber, inclusive: Bool), than new: (FormNumber, Bool)) -> Bool {
        switch ConditionComparison.Order(old.number, new.0) {
        case .less: true
        case .equal: !old.inclusive
        case .greater: false
        }
    }

    /// Whether some field is asked to be two things it cannot be at once.
    var contradict: Bool {
        fields.values.contains { field in
            if field.present && field.absent { return true }
            if field.allowed?.isEmpty == true { return true }
            if let lower = field.lower, let upper = field.upper {
                switch ConditionComparison.Order(lower.number, upper.number) {
                case .greater: return true
                case .equal: if !(lower.inclusive && upper.inclusive) { return true }
                case .less: break
                }
            }
            if let earliest = field.earliest, let latest = field.latest {
                if earliest.date > latest.date { return true }
                if earliest.date == latest.date, !(earliest.inclusive && latest.inclusive) { return true }
            }
            return false
        }
    }
}
