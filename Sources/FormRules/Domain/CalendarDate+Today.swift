#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif os(Windows)
import ucrt
#endif

extension CalendarDate {
    /// Which calendar day "today" is: days begin at different instants around the world.
    public enum Zone: Sendable, Hashable {
        /// Coordinated Universal Time: the same answer on every server, the default.
        case utc
        /// The process's local time zone (the `TZ` environment variable or the system setting).
        case local
        /// A fixed offset from UTC in minutes, east positive (`+600` for Sydney standard time).
        /// `+840` (UTC+14, the earliest zone) gives the latest date anywhere on Earth, which a
        /// "not in the future" check can use to never reject a person's own today.
        case offset(minutes: Int)
    }

    /// The current date from the system clock in `zone`.
    ///
    /// Validation should not call this per submission: take it once per run (the CLI passes
    /// `--today`) so that a batch straddling midnight is judged against one date, and tests are
    /// reproducible.
    public static func today(in zone: Zone = .utc) -> CalendarDate {
        let seconds = Int(time(nil))
        let offsetSeconds: Int
        switch zone {
        case .utc: offsetSeconds = 0
        case .offset(let minutes): offsetSeconds = minutes * 60
        case .local: offsetSeconds = localOffsetSeconds(at: seconds)
        }
        return date(unixSeconds: seconds, offsetSeconds: offsetSeconds)
    }

    /// The calendar date at `unixSeconds` (seconds since 1970-01-01T00:00:00Z) in a zone
    /// `offsetSeconds` east of UTC, clamped to 0001-01-01 ... 9999-12-31.
    public static func date(unixSeconds: Int, offsetSeconds: Int = 0) -> CalendarDate {
        let (local, overflow) = unixSeconds.addingReportingOverflow(offsetSeconds)
        let days = overflow ? (offsetSeconds > 0 ? Int.max : Int.min) / 86_400 : floorDivide(local, 86_400)
        if let date = CalendarDate(daysSinceEpoch: days) { return date }
        return days < 0
            ? CalendarDate(unchecked: 1, 1, 1) : CalendarDate(unchecked: 9999, 12, 31)
    }

    static func floorDivide(_ numerator: Int, _ denominator: Int) -> Int {
        let quotient = numerator / denominator
        return (numerator % denominator != 0 && numerator < 0) ? quotient - 1 : quotient
    }

    /// The local zone's offset from UTC at `seconds`, in seconds east.
    private static func localOffsetSeconds(at seconds: Int) -> Int {
        #if os(Windows)
        var utc = tm()
        var local = tm()
        var clock = time_t(seconds)
        guard _gmtime64_s(&utc, &clock) == 0, _localtime64_s(&local, &clock) == 0 else { return 0 }
        return offsetBetween(local: local, utc: utc)
        #else
        var clock = time_t(seconds)
        var local = tm()
        guard localtime_r(&clock, &local) != nil else { return 0 }
        return Int(local.tm_gmtoff)
        #endif
    }

    #if os(Windows)
    private static func offsetBetween(local: tm, utc: tm) -> Int {
        func seconds(_ t: tm) -> Int {
            let date = CalendarDate(unchecked: Int(t.tm_year) + 1900, Int(t.tm_mon) + 1, Int(t.tm_mday))
            return date.daysSinceEpoch * 86_400 + Int(t.tm_hour) * 3600 + Int(t.tm_min) * 60 + Int(t.tm_sec)
        }
        return seconds(local) - seconds(utc)
    }
    #endif
}

extension DateTime.Instant {
    /// The current instant from the system clock, to the second.
    ///
    /// As with ``CalendarDate/today(in:)``, take it once per run and pass it in
    /// ``ValidationContext/now``: the engine itself never reads the clock.
    public static func current() -> DateTime.Instant {
        DateTime.Instant(secondsSinceEpoch: Int64(time(nil)))
    }
}
