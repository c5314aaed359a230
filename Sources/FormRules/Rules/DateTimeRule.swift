/// An RFC 3339 date and time (a token's expiry) within bounds; `today` as a bound means the
/// reference instant (now).
struct DateTimeRule: Sendable, Hashable {
    var notBefore: DateBound?
    var notAfter: DateBound?

    func check(_ text: String, now: DateTime.Instant) -> RuleOutcome {
        guard case .success(let moment) = DateTime.parse(text) else { return .reject(RuleFailure("dateTime")) }
        let instant = moment.instant
        if let bound = notBefore, instant < resolve(bound, now: now) {
            return .reject(RuleFailure("notBefore", [.text(describe(bound))]))
        }
        if let bound = notAfter, isAfter(instant, bound, now: now) {
            return .reject(RuleFailure("notAfter", [.text(describe(bound))]))
        }
        return .accept(.string(text))
    }

    /// A lower bound as an instant: now, or a date's first moment (UTC).
    private func resolve(_ bound: DateBound, now: DateTime.Instant) -> DateTime.Instant {
        switch bound {
        case .today: now
        case .date(let date): DateTime.Instant(secondsSinceEpoch: Int64(date.daysSinceEpoch) * 86_400)
        }
    }

    /// Whether `instant` is past an upper bound: after now, or after the last moment of a date
    /// (`notAfter: "2026-12-31"` includes all of that day, UTC).
    private func isAfter(_ instant: DateTime.Instant, _ bound: DateBound, now: DateTime.Instant) -> Bool {
        switch bound {
        case .today: now < instant
        case .date(let date): !(instant < DateTime.Instant(secondsSinceEpoch: Int64(date.daysSinceEpoch + 1) * 86_400))
        }
    }

    private func describe(_ bound: DateBound) -> String {
        switch bound {
        case .today: "now"
        case .date(let date): date.description
        }
    }
}
