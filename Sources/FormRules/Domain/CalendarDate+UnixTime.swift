/// Calendar dates from instants: what the engine computes with a clock's reading, which it never
/// takes itself (the clock is the host's: `CalendarDate+Today.swift`, left out of the WebAssembly
/// build, where the page passes today's date).
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
}
