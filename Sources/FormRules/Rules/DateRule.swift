/// A real calendar date (`yyyy-MM-dd`) within bounds, and an age range on the reference date.
struct DateRule: Sendable, Hashable {
    var notBefore: DateBound?
    var notAfter: DateBound?
    var minimumAge: Int?
    var maximumAge: Int?

    func check(_ text: String, today: CalendarDate) -> RuleOutcome {
        switch check(utf8: text.utf8, today: today) {
        case .success(let date): .accept(.string(date.description))
        case .failure(let failure): .reject(failure)
        }
    }

    /// The rule over UTF-8 bytes. A valid date's normalized text is the text itself: only
    /// `yyyy-MM-dd` with a year from 0001 parses, and that is how a date prints.
    func check(utf8 bytes: some Sequence<UInt8>, today: CalendarDate) -> Swift.Result<CalendarDate, RuleFailure> {
        guard case .success(let date) = CalendarDate.parse(utf8: bytes) else { return .failure(.date) }
        if let bound = notBefore.map({ DateRule.resolve($0, today: today) }), date < bound {
            return .failure(RuleFailure(.notBefore, [.text(bound.description)]))
        }
        if let bound = notAfter.map({ DateRule.resolve($0, today: today) }), date > bound {
            return .failure(RuleFailure(notAfter == .today ? "notInFuture" : "notAfter", [.text(bound.description)]))
        }
        let age = date.age(on: today)
        if let minimumAge, age < minimumAge { return .failure(.minimumAge(minimumAge)) }
        if let maximumAge, age > maximumAge { return .failure(.maximumAge(maximumAge)) }
        return .success(date)
    }

    static func resolve(_ bound: DateBound, today: CalendarDate) -> CalendarDate {
        switch bound {
        case .today: today
        case .date(let date): date
        }
    }
}
