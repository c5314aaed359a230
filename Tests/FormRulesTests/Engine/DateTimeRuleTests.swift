import Testing
@testable import FormRules

/// `dateTime` fields: RFC 3339 date-times within bounds; `today` as a bound is the context's
/// instant ("now").
@Suite struct DateTimeRuleTests {
    static let fields = [
        #"{ "name": "at", "type": "dateTime", "notBefore": "2026-01-01", "notAfter": "2026-12-31" }"#,
        #"{ "name": "expires", "type": "dateTime", "notBefore": "today" }"#,
        #"{ "name": "happened", "type": "dateTime", "notAfter": "today" }"#,
    ]

    /// Noon UTC on the reference date.
    static let noon = ValidationContext(today: Engine.today, now: DateTime.Instant(secondsSinceEpoch: Int64(Engine.today.daysSinceEpoch) * 86_400 + 43_200))

    static let cases: [(String, ValueCase)] = [
        ("at", .accepted("2026-11-21T10:00:00Z")),
        ("at", .accepted("2026-11-21T10:00:00+10:00")),
        ("at", .accepted("2026-11-21t10:00:00.5z", "lower-case t and z, a fraction")),
        ("at", .accepted("2026-11-21T10:00:00.123456789-05:30")),
        ("at", .accepted(" 2026-11-21T10:00:00Z ", as: "2026-11-21T10:00:00Z", "trimmed first")),
        ("at", .accepted("2026-01-01T00:00:00Z", "the lower bound itself")),
        ("at", .accepted("2026-12-31T00:00:00Z", "the upper bound itself")),
        ("at", .rejected("2025-12-31T23:59:59Z", expected("at", "notBefore", [.text("2026-01-01")]))),
        ("at", .rejected("2026-01-01T09:00:00+10:00", expected("at", "notBefore", [.text("2026-01-01")]), note: "the offset counts")),
        ("at", .rejected("2027-01-01T00:00:00Z", expected("at", "notAfter", [.text("2026-12-31")]))),
        ("at", .rejected("2026-11-21 10:00:00Z", expected("at", "dateTime"))),
        ("at", .rejected("2026-11-21T10:00:00", expected("at", "dateTime"), note: "no offset")),
        ("at", .rejected("2026-11-21", expected("at", "dateTime"))),
        ("at", .rejected("2026-11-21T24:00:00Z", expected("at", "dateTime"))),
        ("at", .rejected("2026-02-30T10:00:00Z", expected("at", "dateTime"))),
        ("at", .rejected("2026-11-21T10:00:00+24:00", expected("at", "dateTime"))),
        ("at", .rejected("2026-11-21T10:00Z", expected("at", "dateTime"))),
        ("expires", .accepted("2026-11-21T12:00:00Z", "now itself")),
        ("expires", .rejected("2026-11-21T11:59:59Z", expected("expires", "notBefore", [.key("date.now")]))),
        ("happened", .accepted("2026-11-21T11:00:00Z")),
        ("happened", .rejected("2026-11-21T12:00:01Z", expected("happened", "notAfter", [.key("date.now")]))),
    ]

    @Test(arguments: cases)
    func checksRFC3339AndBounds(_ field: String, _ testCase: ValueCase) throws {
        verify(testCase, field: field, in: try Engine.form(Self.fields), context: Self.noon)
    }

    @Test func takesNowAsMidnightUTCOfTodayUnlessGiven() throws {
        let form = try Engine.form(Self.fields)
        #expect(try form.check(#"{ "expires": "2026-11-21T00:00:00Z" }"#).issues.isEmpty)
        #expect(try form.check(#"{ "expires": "2026-11-20T23:59:59Z" }"#).issues == [expected("expires", "notBefore", [.key("date.now")])])
    }

    /// A date as the upper bound of a date-time reads as "on or before that day": an event at
    /// noon on 2026-12-31 is not after 2026-12-31.
    @Test func includesTheWholeDayOfADateUpperBound() throws {
        let report = try Engine.form(Self.fields).check(#"{ "at": "2026-12-31T12:00:00Z" }"#)
        #expect(report.issues.isEmpty)
    }
}
