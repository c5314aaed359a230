/// A day of the proleptic Gregorian calendar, years 0001 to 9999, with no time or zone.
///
/// Dates are read and written as `yyyy-MM-dd` only (RFC 3339 `full-date`), strictly: exactly
/// four, two and two ASCII digits, and a day that exists (`2023-02-29` does not; `2024-02-29`
/// does; 1900 was not a leap year, 2000 was).
///
/// ```swift
/// let birthday = try CalendarDate("2008-02-29")
/// birthday.age(on: try CalendarDate("2026-02-28"))   // 17
/// birthday.age(on: try CalendarDate("2026-03-01"))   // 18
/// birthday.adding(years: 18)                                      // 2026-03-01
/// ```
public struct CalendarDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, 1 to 9999.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, 1 to 28, 29, 30 or 31.
    public let day: Int

    /// The date, or nil when it does not exist or its year is outside 1...9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            day >= 1, day <= Self.daysInMonth(year: year, month: month)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    init(unchecked year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Whether `year` has a February 29: divisible by 4, except centuries not divisible by 400.
    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The number of days in `month` of `year` (0 for a month outside 1...12).
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 1, 3, 5, 7, 8, 10, 12: 31
        case 4, 6, 9, 11: 30
        case 2: isLeapYear(year) ? 29 : 28
        default: 0
        }
    }

    /// `yyyy-MM-dd`, zero-padded.
    public var description: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(10)
        Self.appendDigits(year, count: 4, to: &bytes)
        bytes.append(0x2D)
        Self.appendDigits(month, count: 2, to: &bytes)
        bytes.append(0x2D)
        Self.appendDigits(day, count: 2, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func appendDigits(_ value: Int, count: Int, to bytes: inout [UInt8]) {
        var divisor = 1
        for _ in 1..<count { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(truncatingIfNeeded: 0x30 + (value / divisor) % 10))
            divisor /= 10
        }
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    // MARK: Day numbers

    /// Days from 0001-01-01 to 1970-01-01.
    private static let epochOrdinal = 719_162

    /// Days from 0001-01-01 to January 1 of `year`.
    private static func daysBeforeYear(_ year: Int) -> Int {
        let previous = year - 1
        return previous * 365 + previous / 4 - previous / 100 + previous / 400
    }

    /// Days before the first of each month in a common year.
    private static let daysBeforeMonth = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]

    /// The number of days since 1970-01-01 (negative before it).
    public var daysSinceEpoch: Int {
        let leapDay = month > 2 && Self.isLeapYear(year) ? 1 : 0
        return Self.daysBeforeYear(year) + Self.daysBeforeMonth[month - 1] + leapDay + day - 1
            - Self.epochOrdinal
    }

    /// The date `days` days after 1970-01-01, or nil outside 0001-01-01 ... 9999-12-31.
    public init?(daysSinceEpoch days: Int) {
        let (ordinal, overflow) = days.addingReportingOverflow(Self.epochOrdinal)
        guard !overflow, ordinal >= 0, ordinal < Self.daysBeforeYear(10000) else { return nil }
        // 146,097 days per 400 years: a first guess of the year, off by at most one.
        var year = min(9999, ordinal * 400 / 146_097 + 1)
        while Self.daysBeforeYear(year) > ordinal { year -= 1 }
        while year < 9999, Self.daysBeforeYear(year + 1) <= ordinal { year += 1 }
        var dayOfYear = ordinal - Self.daysBeforeYear(year)
        var month = 1
        while month < 12 {
            let length = Self.daysInMonth(year: year, month: month)
            if dayOfYear < length { break }
            dayOfYear -= length
            month += 1
        }
        self.init(unchecked: year, month, dayOfYear + 1)
    }

    /// The date `days` days later (earlier when negative), or nil outside years 1...9999.
    public func adding(days: Int) -> CalendarDate? {
        let (sum, overflow) = daysSinceEpoch.addingReportingOverflow(days)
        return overflow ? nil : CalendarDate(daysSinceEpoch: sum)
    }

    /// The day of the week, 1 (Monday) to 7 (Sunday), as ISO 8601 numbers them.
    public var isoWeekday: Int {
        // 1970-01-01 was a Thursday (4).
        let remainder = (daysSinceEpoch + 3) % 7
        return (remainder < 0 ? remainder + 7 : remainder) + 1
    }
}
