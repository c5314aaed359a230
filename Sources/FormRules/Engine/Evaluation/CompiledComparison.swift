/// A ``ConditionComparison`` with its operand field resolved to an index.
struct CompiledComparison: Sendable {
    enum Operand: Sendable {
        case number(FormNumber)
        case date(CalendarDate)
        case today
        case field(Int)
    }

    let relation: ConditionComparison.Relation
    let operand: Operand
}

extension Evaluation {
    /// Whether a comparison holds: false when the field, or the operand field, has no value of
    /// the compared kind (a number, or a `yyyy-MM-dd` date). Both sources read values the same
    /// way (``FieldValues/value(_:submitted:)``), so the byte source needs no tree.
    func comparisonHolds(_ index: Int, _ comparison: CompiledComparison) throws(Decline) -> Bool {
        let relation = comparison.relation
        guard let value = try values.value(index, submitted: work[index].awaitingCountry) else { return false }
        if relation.comparesDates {
            guard let date = Self.date(value) else { return false }
            let other: CalendarDate
            switch comparison.operand {
            case .date(let literal): other = literal
            case .today: other = today
            case .field(let field):
                guard let given = try values.value(field, submitted: work[field].awaitingCountry), let found = Self.date(given) else { return false }
                other = found
            case .number: return false  // not loaded: a date relation takes a date operand
            }
            return relation.accepts(ConditionComparison.Order(date, other))
        }
        guard case .number(let number) = value else { return false }
        let other: FormNumber
        switch comparison.operand {
        case .number(let literal): other = literal
        case .field(let field):
            guard case .number(let found)? = try values.value(field, submitted: work[field].awaitingCountry) else { return false }
            other = found
        case .date, .today: return false  // not loaded: a number relation takes a number operand
        }
        return relation.accepts(ConditionComparison.Order(number, other))
    }

    /// A value's calendar date: text in `yyyy-MM-dd`, as a date field holds it.
    private static func date(_ value: FormValue) -> CalendarDate? {
        guard case .string(let text) = value, case .success(let date) = CalendarDate.parse(text) else { return nil }
        return date
    }
}
