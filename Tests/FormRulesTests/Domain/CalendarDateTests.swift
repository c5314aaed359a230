import Testing
@testable import FormRules

@Suite struct CalendarDateTests {
    static func date(_ text: String) throws -> CalendarDate { try CalendarDate(text) }

    @Test(arguments: [
        ("2024-02-29", 2024, 2, 29), ("2000-02-29", 2000, 2, 29), ("1900-02-28", 1900, 2, 28),
        ("0001-01-01", 1, 1, 1), ("9999-12-31", 9999, 12, 31), ("1970-01-01", 1970, 1, 1),
        ("2023-04-30", 2023, 4, 30), ("2023-12-31", 2023, 12, 31),
    ])
    func readsRealDates(_ text: String, _ year: Int, _ month: Int, _ day: Int) throws {
        let date = try Self.date(text)
        #expect((date.year, date.month, date.day) == (year, month, day))
        #expect(date.description == text)
    }

    @Test(arguments: [
        ("1900-02-29", CalendarDate.ParseFailure.dayOutOfRange),
        ("2023-02-29", .dayOutOfRange),
        ("2100-02-29", .dayOutOfRange),
        ("1999-02-30", .dayOutOfRange),
        ("2023-04-31", .dayOutOfRange),
        ("2023-01-32", .dayOutOfRange),
        ("2023-01-00", .dayOutOfRange),
        ("2001-13-01", .monthOutOfRange),
        ("2001-00-01", .monthOutOfRange),
        ("0000-01-01", .yearOutOfRange),
        ("1990-4-5", .wrongFormat),
        ("12/05/1988", .wrongFormat),
        ("2024-02-29 ", .wrongFormat),
        (" 2024-02-29", .wrongFormat),
        ("2024-02-29T00:00:00Z", .wrongFormat),
        ("20240229", .wrongFormat),
        ("2024/02/29", .wrongFormat),
        ("+2024-02-29", .wrongFormat),
        ("12024-02-29", .wrongFormat),
        ("２０２４-02-29", .wrongFormat),
        ("", .wrongFormat),
    ])
    func rejectsWhatIsNotAStrictRealDate(_ text: String, _ failure: CalendarDate.ParseFailure) {
        #expect(CalendarDate.parse(text) == .failure(failure))
    }

    /// Bytes in memory take a direct path, any other sequence a loop: both read every text
    /// alike, real dates and each kind of failure, and each byte of a date changed to each
    /// byte that matters (digits, `-`, `/`, a space, non-ASCII).
    @Test func readsBytesInMemoryAndOtherSequencesAlike() {
        var texts = ["2024-02-29", "1900-02-29", "2001-13-01", "0000-01-01", "1990-4-5", "20240229", "", "2024-02-29 ", "１"]
        for position in 0..<10 {
            for byte: UInt8 in [0x30, 0x31, 0x32, 0x39, 0x2D, 0x2F, 0x20, 0x3A, 0xC3] {
                var bytes = Array("2024-02-29".utf8)
                bytes[position] = byte
                texts.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        for text in texts {
            let inMemory = Array(text.utf8).withUnsafeBufferPointer { CalendarDate.parse(utf8: $0) }
            let streamed = CalendarDate.parse(utf8: AnySequence(text.utf8))
            #expect(inMemory == streamed, "\(text.debugDescription)")
        }
    }

    @Test(arguments: [(1900, false), (2000, true), (2024, true), (2023, false), (2100, false), (2400, true), (4, true)])
    func knowsLeapYears(_ year: Int, _ leap: Bool) {
        #expect(CalendarDate.isLeapYear(year) == leap)
        #expect((CalendarDate(year: year, month: 2, day: 29) != nil) == leap)
    }

    @Test func comparesChronologically() throws {
        let dates = try ["0001-01-01", "1899-12-31", "1900-01-01", "1999-12-31", "2000-02-29", "2000-03-01", "9999-12-31"]
            .map(Self.date)
        #expect(dates == dates.sorted())
        for (earlier, later) in zip(dates, dates.dropFirst()) {
            #expect(earlier < later)
            #expect(earlier.daysSinceEpoch < later.daysSinceEpoch)
        }
    }

    @Test(arguments: [
        ("1970-01-01", 0), ("1969-12-31", -1), ("2000-01-01", 10_957), ("2000-03-01", 11_017),
        ("0001-01-01", -719_162), ("9999-12-31", 2_932_896), ("2026-11-21", 20_778),
    ])
    func countsDaysFromTheEpoch(_ text: String, _ days: Int) throws {
        let date = try Self.date(text)
        #expect(date.daysSinceEpoch == days)
        #expect(CalendarDate(daysSinceEpoch: days) == date)
    }

    @Test func walksEveryDayFrom1896To2104() throws {
        var date = try Self.date("1896-01-01")
        var days = date.daysSinceEpoch
        while date.year < 2105 {
            let next = try #require(date.adding(days: 1))
            days += 1
            #expect(next.daysSinceEpoch == days)
            let expected =
                date.day < CalendarDate.daysInMonth(year: date.year, month: date.month)
                ? (date.year, date.month, date.day + 1)
                : date.month < 12 ? (date.year, date.month + 1, 1) : (date.year + 1, 1, 1)
            #expect((next.year, next.month, next.day) == expected)
            date = next
        }
    }

    @Test func refusesDaysOutsideYearsOneTo9999() {
        #expect(CalendarDate(daysSinceEpoch: -719_163) == nil)
        #expect(CalendarDate(daysSinceEpoch: 2_932_897) == nil)
        #expect(CalendarDate(daysSinceEpoch: Int.max) == nil)
        #expect(CalendarDate(daysSinceEpoch: Int.min) == nil)
        #expect(CalendarDate(year: 10_000, month: 1, day: 1) == nil)
    }

    @Test(arguments: [("1970-01-01", 4), ("2026-11-21", 6), ("2000-02-29", 2), ("0001-01-01", 1)])
    func knowsTheWeekday(_ text: String, _ weekday: Int) throws {
        #expect(try Self.date(text).isoWeekday == weekday)
    }

    // MARK: Years and ages

    @Test(arguments: [
        ("2008-02-29", 18, CalendarDate.LeapDayRule.marchFirst, Optional("2026-03-01")),
        ("2008-02-29", 18, .februaryTwentyEighth, "2026-02-28"),
        ("2008-02-29", 20, .marchFirst, "2028-02-29"),
        ("2008-02-29", -4, .marchFirst, "2004-02-29"),
        ("2000-06-15", 18, .marchFirst, "2018-06-15"),
        ("2024-02-28", 1, .marchFirst, "2025-02-28"),
        ("9999-01-01", 1, .marchFirst, nil),
        ("0001-01-01", -1, .marchFirst, nil),
    ])
    func addsYears(_ text: String, _ years: Int, _ rule: CalendarDate.LeapDayRule, _ expected: String?) throws {
        #expect(try Self.date(text).adding(years: years, leapDay: rule)?.description == expected)
    }

    @Test(arguments: [
        ("2008-02-29", "2026-02-28", CalendarDate.LeapDayRule.marchFirst, 17),
        ("2008-02-29", "2026-03-01", .marchFirst, 18),
        ("2008-02-29", "2026-02-28", .februaryTwentyEighth, 18),
        ("2008-02-29", "2026-02-27", .februaryTwentyEighth, 17),
        ("2008-02-29", "2028-02-28", .marchFirst, 19),
        ("2008-02-29", "2028-02-29", .marchFirst, 20),
        ("2000-06-15", "2018-06-14", .marchFirst, 17),
        ("2000-06-15", "2018-06-15", .marchFirst, 18),
        ("2000-06-15", "2000-06-15", .marchFirst, 0),
        ("2000-06-15", "2000-06-14", .marchFirst, -1),
        ("1900-03-01", "2000-02-29", .marchFirst, 99),
        ("0001-01-01", "9999-12-31", .marchFirst, 9998),
    ])
    func computesAgeInWholeYears(_ birthday: String, _ reference: String, _ rule: CalendarDate.LeapDayRule, _ age: Int)
        throws
    {
        #expect(try Self.date(birthday).age(on: try Self.date(reference), leapDay: rule) == age)
    }

    /// `age(on:) >= n` exactly when `adding(years: n) <= day`: the two ways to say "at least n".
    @Test(arguments: [CalendarDate.LeapDayRule.marchFirst, .februaryTwentyEighth])
    func agesAgreeWithAddedYears(_ rule: CalendarDate.LeapDayRule) throws {
        let birthdays = try ["2004-02-29", "2005-02-28", "2005-03-01", "2003-12-31", "2004-01-01"].map(Self.date)
        var day = try Self.date("2021-01-01")
        while day.year < 2025 {
            for birthday in birthdays {
                for n in [16, 17, 18, 19, 20] {
                    let anniversary = try #require(birthday.adding(years: n, leapDay: rule))
                    #expect((birthday.age(on: day, leapDay: rule) >= n) == (anniversary <= day), "\(birthday) \(day) \(n)")
                }
            }
            day = try #require(day.adding(days: 1))
        }
    }

    // MARK: Today

    @Test(arguments: [
        (0, 0, "1970-01-01"), (-1, 0, "1969-12-31"), (86_399, 0, "1970-01-01"), (86_400, 0, "1970-01-02"),
        (1_700_000_000, 0, "2023-11-14"), (1_700_000_000, 2 * 3600, "2023-11-15"),
        (1_700_000_000, -23 * 3600, "2023-11-13"), (Int.max, 0, "9999-12-31"), (Int.min, 0, "0001-01-01"),
        (Int.max, Int.max, "9999-12-31"),
    ])
    func findsTheDateOfAMoment(_ seconds: Int, _ offset: Int, _ expected: String) {
        #expect(CalendarDate.date(unixSeconds: seconds, offsetSeconds: offset).description == expected)
    }

    @Test func readsTodayFromTheSystemClock() throws {
        let utc = CalendarDate.today()
        let earliest = CalendarDate.today(in: .offset(minutes: -12 * 60))
        let latest = CalendarDate.today(in: .offset(minutes: 14 * 60))
        let local = CalendarDate.today(in: .local)
        #expect(utc >= (try Self.date("2025-01-01")))
        // Around midnight UTC a day may turn between two reads: allow one day either side.
        #expect(earliest.daysSinceEpoch <= utc.daysSinceEpoch + 1)
        #expect(latest.daysSinceEpoch >= utc.daysSinceEpoch - 1)
        #expect(abs(local.daysSinceEpoch - utc.daysSinceEpoch) <= 2)
    }
}
