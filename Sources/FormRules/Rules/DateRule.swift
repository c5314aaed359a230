/// A real calendar date (`yyyy-MM-dd`) within bounds, and an age range on the reference date.
struct DateRule: Sendable, Hashable {
    var notBefore: DateBound?
    var notAfter: DateBound?
    var minimumAge: Int?
    var maximumAge: Int?

    func check(_ text: String, today: CalendarDate) -> RuleOutcome {
        guard case .success(let date) = CalendarDate.parse(text) else { return .reject(RuleFailure("date")) }
        if let bound = notBefore.map({ DateRule.resolve($0, today: today) }), date < bound {
            return .reject(RuleFailure("notBefore", [.text(bound.description)]))
        }
        if let bound = notAfter.map({ DateRule.resolve($0, today: today) }), date > bound {
            return .reject(RuleFailure(notAfter == .today ? "notInFuture" : "notAfter", [.text(bound.description)]))
        }
        let age = date.age(on: today)
        if let minimumAge, age < minimumAge { return .reject(RuleFailure("minimumAge", [.integer(minimumAge)])) }
        if let maximumAge, age > maximumAge { return .reject(RuleFailure("maximumAge", [.integer(maximumAge)])) }
        return .accept(.string(date.description))
    }

    static func resolve(_ bound: DateBound, today: CalendarDate) -> CalendarDate {
        switch bound {
        case .today: today
        case .date(let date): date
        }
    }
}
