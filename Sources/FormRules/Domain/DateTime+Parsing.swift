extension DateTime {
    /// Why a text is not an RFC 3339 date-time.
    public enum ParseFailure: Error, Sendable, Hashable {
        /// The text breaks the `yyyy-MM-ddThh:mm:ss[.f]Z|±hh:mm` shape at this UTF-8 byte
        /// offset (the end of the text when it stops short).
        case wrongFormat(offset: Int)
        /// The date part is well formed but not a real date.
        case invalidDate(CalendarDate.ParseFailure)
        /// Hour above 23, minute above 59, second above 60, or second 60 other than at 23:59 UTC.
        case timeOutOfRange
        /// Offset hours above 23 or minutes above 59.
        case offsetOutOfRange

        /// A stable identifier for message keys: the case name.
        public var code: String {
            switch self {
            case .wrongFormat: "wrongFormat"
            case .invalidDate: "invalidDate"
            case .timeOutOfRange: "timeOutOfRange"
            case .offsetOutOfRange: "offsetOutOfRange"
            }
        }
    }

    /// Reads an RFC 3339 `date-time` (see ``DateTime`` for what is accepted).
    ///
    /// ```swift
    /// let moment = try DateTime("2026-11-21t10:00:00.5z")
    /// try DateTime("2026-11-21 10:00:00Z")       // throws .wrongFormat(offset: 10)
    /// try DateTime("2026-11-21T24:00:00Z")       // throws .timeOutOfRange
    /// ```
    /// - Complexity: O(n), one pass.
    public init(_ text: String) throws(ParseFailure) {
        self = try Self.parse(text).get()
    }

    /// ``init(_:)`` as a result, for code that pattern-matches on the failure.
    static func parse(_ text: String) -> Swift.Result<DateTime, ParseFailure> {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    private static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Swift.Result<DateTime, ParseFailure> {
        var reader = ByteReader(bytes: bytes)
        guard let year = reader.digits(4), reader.skip(0x2D),
            let month = reader.digits(2), reader.skip(0x2D),
            let day = reader.digits(2), reader.skip(0x54, or: 0x74),  // T t
            let hour = reader.digits(2), reader.skip(0x3A),
            let minute = reader.digits(2), reader.skip(0x3A),
            let second = reader.digits(2)
        else { return .failure(.wrongFormat(offset: reader.index)) }

        var nanosecond = 0
        if reader.skip(0x2E) {  // "."
            var places = 0
            while let digit = reader.digit() {
                if places < 9 {
                    nanosecond = nanosecond * 10 + digit
                    places += 1
                }
            }
            guard places > 0 else { return .failure(.wrongFormat(offset: reader.index)) }
            for _ in places..<9 { nanosecond *= 10 }
        }

        var offsetMinutes = 0
        var offsetIsUnknown = false
        if reader.skip(0x5A, or: 0x7A) {  // Z z
        } else if let sign = reader.sign() {
            guard let offsetHour = reader.digits(2), reader.skip(0x3A), let offsetMinute = reader.digits(2)
            else { return .failure(.wrongFormat(offset: reader.index)) }
            guard offsetHour <= 23, offsetMinute <= 59 else { return .failure(.offsetOutOfRange) }
            offsetMinutes = sign * (offsetHour * 60 + offsetMinute)
            offsetIsUnknown = sign < 0 && offsetMinutes == 0
        } else {
            return .failure(.wrongFormat(offset: reader.index))
        }
        guard reader.atEnd else { return .failure(.wrongFormat(offset: reader.index)) }

        let date: CalendarDate
        switch CalendarDate.validated(year: year, month: month, day: day) {
        case .success(let value): date = value
        case .failure(let failure): return .failure(.invalidDate(failure))
        }
        guard hour <= 23, minute <= 59, second <= 60 else { return .failure(.timeOutOfRange) }
        if second == 60 {
            // A leap second ends a UTC day: the local time must be 23:59 once shifted to UTC.
            let utcMinuteOfDay = ((hour * 60 + minute - offsetMinutes) % 1440 + 1440) % 1440
            guard utcMinuteOfDay == 1439 else { return .failure(.timeOutOfRange) }
        }
        return .success(
            DateTime(
                date: date, hour: hour, minute: minute, second: second, nanosecond: nanosecond,
                offsetMinutes: offsetMinutes, offsetIsUnknown: offsetIsUnknown))
    }
}

/// A cursor over UTF-8 bytes for fixed-width fields.
private struct ByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    var atEnd: Bool { index == bytes.count }

    /// The value of exactly `count` ASCII digits, or nil (the index stays at the first non-digit).
    mutating func digits(_ count: Int) -> Int? {
        var value = 0
        for _ in 0..<count {
            guard let digit = digit() else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    mutating func digit() -> Int? {
        guard index < bytes.count, ASCII.isDigit(bytes[index]) else { return nil }
        defer { index += 1 }
        return Int(bytes[index] - 0x30)
    }

    mutating func skip(_ byte: UInt8, or alternative: UInt8? = nil) -> Bool {
        guard index < bytes.count, bytes[index] == byte || bytes[index] == alternative else { return false }
        index += 1
        return true
    }

    /// +1 for "+", -1 for "-", nil otherwise.
    mutating func sign() -> Int? {
        if skip(0x2B) { return 1 }
        if skip(0x2D) { return -1 }
        return nil
    }
}
