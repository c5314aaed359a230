/// An RFC 3339 date and time (a token's expiry) within bounds; `today` as a bound means the
/// reference instant (now).
struct DateTimeRule: Sendable, Hashable {
    var notBefore: DateBound?
    var notAfter: DateBound?

    func check(_ text: String, now: DateTime.Instant) -> RuleOutcome {
        guard case .success(let moment) = DateTime.parse(text) else { return .reject(RuleFailure(.dateTime)) }
        let instant = moment.instant
        if let bound = notBefore, instant < resolve(bound, now: now) {
            return .reject(RuleFailure(.notBefore, [describe(bound)]))
        }
        if let bound = notAfter, isAfter(instant, bound, now: now) {
            return .reject(RuleFailure(.notAfter, [describe(bound)]))
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

    /// A bound as a message shows it: the date as typed (ISO 8601), or "now" in the reader's
    /// language (`date.now`).
    private func describe(_ bound: DateBound) -> MessageArgument {
        switch bound {
        case .today: .key("date.now")
        case .date(let date): .text(date.description)
        }
    }
}
