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
