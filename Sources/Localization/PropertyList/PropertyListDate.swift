/// A `<date>` value: a UTC calendar date and time, as property lists write it.
///
/// Kept as its fields rather than a Foundation `Date` so the library does not expose Foundation.
///
/// ```swift
/// PropertyListDate(year: 2001, month: 1, day: 1, hour: 0, minute: 0, second: 0)
///     .secondsSinceReferenceDate   // 0, Apple's reference date
/// ```
package struct PropertyListDate: Sendable, Hashable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int

    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// ISO 8601 text, `2024-05-01T12:00:00Z`.
    public var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))Z"
    }

    /// Seconds since 1970-01-01T00:00:00Z.
    public var secondsSince1970: Int {
        Self.daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
    }

    /// Seconds since 2001-01-01T00:00:00Z, the reference date of Apple's `Date`.
    public var secondsSinceReferenceDate: Int { secondsSince1970 - 978_307_200 }

    /// Whether `day` exists in `month` of `year` (proleptic Gregorian calendar).
    static func isValidDay(_ day: Int, month: Int, year: Int) -> Bool {
        guard (1...12).contains(month), day >= 1 else { return false }
        let lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        let isLeap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let length = month == 2 && isLeap ? 29 : lengths[month - 1]
        return day <= length
    }

    /// Days from 1970-01-01 to a civil date (Howard Hinnant's well-known algorithm).
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let shiftedMonth = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
