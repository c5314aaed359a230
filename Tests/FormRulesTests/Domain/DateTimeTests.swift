import Testing
@testable import FormRules

@Suite struct DateTimeTests {
    struct Valid: Sendable, CustomStringConvertible {
        var text: String
        var seconds: Int64
        var nanoseconds: Int32 = 0
        var offsetMinutes = 0
        var canonical: String
        var description: String { text }
    }

    static let valid: [Valid] = [
        Valid(text: "2026-11-21T10:00:00Z", seconds: 1_795_255_200, canonical: "2026-11-21T10:00:00Z"),
        Valid(text: "2026-11-21t10:00:00z", seconds: 1_795_255_200, canonical: "2026-11-21T10:00:00Z"),
        Valid(text: "2026-11-21T15:30:00+05:30", seconds: 1_795_255_200, offsetMinutes: 330,
              canonical: "2026-11-21T15:30:00+05:30"),
        Valid(text: "2026-11-21T02:00:00-08:00", seconds: 1_795_255_200, offsetMinutes: -480,
              canonical: "2026-11-21T02:00:00-08:00"),
        Valid(text: "2026-11-22T09:45:00+23:45", seconds: 1_795_255_200, offsetMinutes: 1425,
              canonical: "2026-11-22T09:45:00+23:45"),
        Valid(text: "2026-11-21T10:00:00-00:00", seconds: 1_795_255_200, canonical: "2026-11-21T10:00:00-00:00"),
        Valid(text: "2026-11-21T10:00:00+00:00", seconds: 1_795_255_200, canonical: "2026-11-21T10:00:00Z"),
        Valid(text: "2026-11-21T10:00:00.5Z", seconds: 1_795_255_200, nanoseconds: 500_000_000,
              canonical: "2026-11-21T10:00:00.5Z"),
        Valid(text: "2026-11-21T10:00:00.000000001Z", seconds: 1_795_255_200, nanoseconds: 1,
              canonical: "2026-11-21T10:00:00.000000001Z"),
        Valid(text: "2026-11-21T10:00:00.1234567899999Z", seconds: 1_795_255_200, nanoseconds: 123_456_789,
              canonical: "2026-11-21T10:00:00.123456789Z"),
        Valid(text: "2026-11-21T10:00:00.000Z", seconds: 1_795_255_200, canonical: "2026-11-21T10:00:00Z"),
        Valid(text: "1970-01-01T00:00:00Z", seconds: 0, canonical: "1970-01-01T00:00:00Z"),
        Valid(text: "1969-12-31T23:59:59Z", seconds: -1, canonical: "1969-12-31T23:59:59Z"),
        Valid(text: "1998-12-31T23:59:60Z", seconds: 915_148_800, canonical: "1998-12-31T23:59:60Z"),
        Valid(text: "1998-12-31T15:59:60.123-08:00", seconds: 915_148_800, nanoseconds: 123_000_000,
              offsetMinutes: -480, canonical: "1998-12-31T15:59:60.123-08:00"),
        Valid(text: "2000-02-29T12:00:00Z", seconds: 951_825_600, canonical: "2000-02-29T12:00:00Z"),
        Valid(text: "0001-01-01T00:00:00Z", seconds: -62_135_596_800, canonical: "0001-01-01T00:00:00Z"),
    ]

    @Test(arguments: valid)
    func readsRFC3339DateTimes(_ c: Valid) throws {
        let value = try DateTime(c.text)
        #expect(value.instant == DateTime.Instant(secondsSinceEpoch: c.seconds, nanoseconds: c.nanoseconds))
        #expect(value.offsetMinutes == c.offsetMinutes)
        #expect(value.description == c.canonical)
        #expect(try DateTime(value.description) == value)
    }

    @Test func keepsTheWrittenFields() throws {
        let value = try DateTime("2026-11-21T15:30:07.25+05:30")
        #expect(value.date == CalendarDate(year: 2026, month: 11, day: 21))
        #expect((value.hour, value.minute, value.second, value.nanosecond) == (15, 30, 7, 250_000_000))
        #expect(!value.offsetIsUnknown)
        #expect(try DateTime("2026-11-21T10:00:00-00:00").offsetIsUnknown)
    }

    @Test func comparesMomentsNotSpellings() throws {
        let utc = try DateTime("2026-11-21T10:00:00Z")
        let india = try DateTime("2026-11-21T15:30:00+05:30")
        let later = try DateTime("2026-11-21T10:00:00.000000001Z")
        #expect(utc != india)
        #expect(utc.instant == india.instant)
        #expect(india.instant < later.instant)
        #expect(try DateTime("2026-11-21T23:00:00-02:00").instant > (try DateTime("2026-11-22T00:30:00Z").instant))
    }

    @Test(arguments: [
        ("2026-11-21 10:00:00Z", DateTime.ParseFailure.wrongFormat(offset: 10)),
        ("2026-11-21T10:00Z", .wrongFormat(offset: 16)),
        ("2026-11-21T10:00:00", .wrongFormat(offset: 19)),
        ("2026-11-21T10:00:00+0530", .wrongFormat(offset: 22)),
        ("2026-11-21T10:00:00+05", .wrongFormat(offset: 22)),
        ("2026-11-21T10:00:00.Z", .wrongFormat(offset: 20)),
        ("2026-11-21T10:00:00,5Z", .wrongFormat(offset: 19)),
        ("2026-11-21T10:00:00Z ", .wrongFormat(offset: 20)),
        (" 2026-11-21T10:00:00Z", .wrongFormat(offset: 0)),
        ("2026-11-21T1:00:00Z", .wrongFormat(offset: 12)),
        ("2026-11-21", .wrongFormat(offset: 10)),
        ("", .wrongFormat(offset: 0)),
        ("2026-11-21T10:00:00UTC", .wrongFormat(offset: 19)),
        ("2026-02-30T10:00:00Z", .invalidDate(.dayOutOfRange)),
        ("2026-13-01T10:00:00Z", .invalidDate(.monthOutOfRange)),
        ("0000-01-01T00:00:00Z", .invalidDate(.yearOutOfRange)),
        ("2026-11-21T24:00:00Z", .timeOutOfRange),
        ("2026-11-21T23:60:00Z", .timeOutOfRange),
        ("2026-11-21T23:59:61Z", .timeOutOfRange),
        ("1998-12-31T23:58:60Z", .timeOutOfRange),
        ("1998-12-31T22:59:60Z", .timeOutOfRange),
        ("1998-12-31T23:59:60+01:00", .timeOutOfRange),
        ("2026-11-21T10:00:00+24:00", .offsetOutOfRange),
        ("2026-11-21T10:00:00+05:60", .offsetOutOfRange),
    ])
    func rejectsInvalidForms(_ text: String, _ failure: DateTime.ParseFailure) {
        #expect(DateTime.parse(text) == .failure(failure))
    }

    @Test func readsLongFractionsInOnePass() throws {
        let text = "2026-11-21T10:00:00." + String(repeating: "9", count: 100_000) + "Z"
        let value = try DateTime(text)
        #expect(value.nanosecond == 999_999_999)
    }
}
