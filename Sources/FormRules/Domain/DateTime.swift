/// A date and time with a UTC offset, read from RFC 3339 `date-time`.
///
/// `2026-11-21T10:00:00Z`, `2026-11-21T15:30:00+05:30`, `2026-11-21T10:00:00.250-08:00`.
/// Accepted as RFC 3339 section 5.6 allows: `t` and `z` in lower case, any number of fraction
/// digits (nanoseconds are kept; further digits are truncated), `-00:00` (an unknown local
/// offset, the same instant as `Z`), and second 60 (a leap second) when the time is 23:59 in
/// UTC. The leap-second table itself is not consulted. Not accepted: a space instead of `T`
/// (RFC 3339's note allows it "for readability" only), missing seconds, offsets without a
/// colon, year 0000 (``CalendarDate`` starts at 0001), and anything around the value.
///
/// Two values are equal when written alike; compare moments through ``instant``.
///
/// ```swift
/// let a = try DateTime("2026-11-21T10:00:00Z")
/// let b = try DateTime("2026-11-21T15:30:00+05:30")
/// a == b                    // false: written differently
/// a.instant == b.instant    // true: the same moment
/// ```
public struct DateTime: Sendable, Hashable, CustomStringConvertible {
    /// The local calendar date.
    public let date: CalendarDate
    /// The local hour, 0 to 23.
    public let hour: Int
    /// The local minute, 0 to 59.
    public let minute: Int
    /// The second, 0 to 60 (60 only for a leap second).
    public let second: Int
    /// The fraction of the second in nanoseconds, 0 to 999,999,999.
    public let nanosecond: Int
    /// The offset from UTC in minutes, east positive (330 for `+05:30`; 0 for `Z` and `-00:00`).
    public let offsetMinutes: Int
    /// Whether the offset was written `-00:00`: UTC time, local offset unknown (RFC 3339 §4.3).
    public let offsetIsUnknown: Bool

    /// A moment on the UTC time line: seconds since 1970-01-01T00:00:00Z and nanoseconds.
    ///
    /// A leap second has no second of its own: `23:59:60.5Z` is the same instant as
    /// `00:00:00.5Z` the next day, as POSIX time counts it.
    public struct Instant: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// Whole seconds since the Unix epoch (negative before 1970).
        public let secondsSinceEpoch: Int64
        /// Nanoseconds after ``secondsSinceEpoch``, 0 to 999,999,999.
        public let nanoseconds: Int32

        /// An instant; `nanoseconds` must be in 0..<1,000,000,000 (it is clamped).
        public init(secondsSinceEpoch: Int64, nanoseconds: Int32 = 0) {
            self.secondsSinceEpoch = secondsSinceEpoch
            self.nanoseconds = min(max(nanoseconds, 0), 999_999_999)
        }

        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            (lhs.secondsSinceEpoch, lhs.nanoseconds) < (rhs.secondsSinceEpoch, rhs.nanoseconds)
        }

        /// `seconds.nanoseconds` since the epoch.
        public var description: String {
            let fraction = String(nanoseconds)
            return "\(secondsSinceEpoch)." + String(repeating: "0", count: 9 - fraction.count) + fraction
        }
    }

    /// The moment this date-time names.
    public var instant: Instant {
        let seconds = Int64(date.daysSinceEpoch) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
            - Int64(offsetMinutes * 60)
        return Instant(secondsSinceEpoch: seconds, nanoseconds: Int32(nanosecond))
    }

    /// The RFC 3339 form: upper-case `T` and `Z`, fraction digits without trailing zeros.
    public var description: String {
        var text = date.description + "T" + Self.twoDigits(hour) + ":" + Self.twoDigits(minute) + ":"
            + Self.twoDigits(second)
        if nanosecond > 0 {
            var digits = String(nanosecond)
            digits = String(repeating: "0", count: 9 - digits.count) + digits
            while digits.last == "0" { digits.removeLast() }
            text += "." + digits
        }
        if offsetMinutes == 0 && !offsetIsUnknown { return text + "Z" }
        let magnitude = abs(offsetMinutes)
        let sign = offsetMinutes < 0 || offsetIsUnknown ? "-" : "+"
        return text + sign + Self.twoDigits(magnitude / 60) + ":" + Self.twoDigits(magnitude % 60)
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    init(
        date: CalendarDate, hour: Int, minute: Int, second: Int, nanosecond: Int,
        offsetMinutes: Int, offsetIsUnknown: Bool
    ) {
        self.date = date
        self.hour = hour
        self.minute = minute
        self.second = second
        self.nanosecond = nanosecond
        self.offsetMinutes = offsetMinutes
        self.offsetIsUnknown = offsetIsUnknown
    }
}
