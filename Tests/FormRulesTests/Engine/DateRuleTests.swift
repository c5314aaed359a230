import Testing
@testable import FormRules

/// `date` fields: a real `yyyy-MM-dd` calendar date, bounds (fixed or today), and an age range
/// on the reference date (2026-11-21).
@Suite struct DateRuleTests {
    static let fields = [
        #"{ "name": "birthday", "type": "date", "notAfter": "today" }"#,
        #"{ "name": "since", "type": "date", "notBefore": "2000-01-01", "notAfter": "2030-12-31" }"#,
        #"{ "name": "adultBirthday", "type": "date", "notAfter": "today", "minimumAge": 18, "maximumAge": 120 }"#,
    ]

    static func invalid(_ field: String, _ text: String) -> (String, ValueCase) {
        (field, .rejected(.string(text), expected(field, "date")))
    }

    static let cases: [(String, ValueCase)] = [
        ("birthday", .accepted("1990-04-05")),
        ("birthday", .accepted("2026-11-21", "today itself")),
        ("birthday", .accepted(" 1990-04-05\n", as: "1990-04-05", "trimmed first")),
        ("birthday", .accepted("2024-02-29", "a leap day")),
        ("birthday", .accepted("2000-02-29", "a leap day of a century divisible by 400")),
        ("birthday", .rejected("2026-11-22", expected("birthday", "notInFuture", [.text("2026-11-21")]))),
        ("birthday", .rejected("2999-01-01", expected("birthday", "notInFuture", [.text("2026-11-21")]))),
        invalid("birthday", "1990-4-5"),
        invalid("birthday", "1999-02-30"),
        invalid("birthday", "2023-02-29"),
        invalid("birthday", "1900-02-29"),
        invalid("birthday", "1990-13-01"),
        invalid("birthday", "1990-00-10"),
        invalid("birthday", "0000-01-01"),
        invalid("birthday", "12/05/1988"),
        invalid("birthday", "1990-04-05T00:00:00Z"),
        invalid("birthday", "١٩٩٠-٠٤-٠٥"),
        ("since", .accepted("2000-01-01")),
        ("since", .accepted("2030-12-31")),
        ("since", .rejected("1999-12-31", expected("since", "notBefore", [.text("2000-01-01")]))),
        ("since", .rejected("2031-01-01", expected("since", "notAfter", [.text("2030-12-31")]))),
        ("adultBirthday", .accepted("2008-11-21", "18 today")),
        ("adultBirthday", .rejected("2008-11-22", expected("adultBirthday", "minimumAge", [.integer(18)]), note: "18 tomorrow")),
        ("adultBirthday", .accepted("1905-11-22", "120 until tomorrow")),
        ("adultBirthday", .rejected("1905-11-21", expected("adultBirthday", "maximumAge", [.integer(120)]), note: "121 today")),
        // A future date is reported as such, not also as too young.
        ("adultBirthday", .rejected("2027-01-01", expected("adultBirthday", "notInFuture", [.text("2026-11-21")]))),
    ]

    @Test(arguments: cases)
    func checksCalendarDatesBoundsAndAges(_ field: String, _ testCase: ValueCase) throws {
        verify(testCase, field: field, in: try Engine.form(Self.fields))
    }

    /// Someone born on February 29 comes of age on March 1 in a common year, on February 29 in a
    /// leap year.
    @Test(arguments: [
        ("2026-02-28", false), ("2026-03-01", true), ("2025-11-21", false), ("2027-02-28", true),
    ])
    func countsAFebruary29BirthdayFromMarch1InCommonYears(_ today: String, _ accepted: Bool) throws {
        let form = try Engine.form([#"{ "name": "birthday", "type": "date", "minimumAge": 18 }"#])
        let report = try form.check(#"{ "birthday": "2008-02-29" }"#, context: Engine.context(on: today))
        #expect(report.issues == (accepted ? [] : [expected("birthday", "minimumAge", [.integer(18)])]))
    }

    @Test(arguments: [("2024-02-28", false), ("2024-02-29", true)])
    func countsAFebruary29BirthdayOnFebruary29InLeapYears(_ today: String, _ accepted: Bool) throws {
        let form = try Engine.form([#"{ "name": "birthday", "type": "date", "minimumAge": 16 }"#])
        let report = try form.check(#"{ "birthday": "2008-02-29" }"#, context: Engine.context(on: today))
        #expect(report.issues == (accepted ? [] : [expected("birthday", "minimumAge", [.integer(16)])]))
    }

    @Test func resolvesTodayFromTheContext() throws {
        let form = try Engine.form(Self.fields)
        let report = try form.check(#"{ "birthday": "2026-11-22" }"#, context: Engine.context(on: "2026-11-22"))
        #expect(report.issues.isEmpty)
    }
}
