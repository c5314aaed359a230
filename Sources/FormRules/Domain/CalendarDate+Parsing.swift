extension CalendarDate {
    /// Why a text is not a `yyyy-MM-dd` date.
    public enum ParseFailure: Error, Sendable, Hashable {
        /// Not exactly four digits, `-`, two digits, `-`, two digits (`1990-4-5`, `12/05/1988`,
        /// surrounding spaces, a time after the date).
        case wrongFormat
        /// Year 0000.
        case yearOutOfRange
        /// Month 00 or above 12.
        case monthOutOfRange
        /// Day 00, or past the end of the month (`1999-02-30`, `2023-02-29`).
        case dayOutOfRange

        /// A stable identifier for message keys: the case name.
        public var code: String {
            switch self {
            case .wrongFormat: "wrongFormat"
            case .yearOutOfRange: "yearOutOfRange"
            case .monthOutOfRange: "monthOutOfRange"
            case .dayOutOfRange: "dayOutOfRange"
            }
        }
    }

    /// Reads a strict `yyyy-MM-dd` date.
    ///
    /// ```swift
    /// let leapDay = try CalendarDate("2000-02-29")
    /// try CalendarDate("1900-02-29")   // throws .dayOutOfRange
    /// try CalendarDate("2024-2-29")    // throws .wrongFormat
    /// ```
    /// - Complexity: O(1): only the first 11 bytes are looked at.
    public init(_ text: String) throws(ParseFailure) {
        self = try Self.parse(utf8: text.utf8).get()
    }

    /// ``init(_:)`` as a result, for code that pattern-matches on the failure.
    static func parse(_ text: String) -> Swift.Result<CalendarDate, ParseFailure> {
        parse(utf8: text.utf8)
    }

    /// ``parse(_:)`` for text given as UTF-8 bytes.
    static func parse(utf8 bytes: some Sequence<UInt8>) -> Swift.Result<CalendarDate, ParseFailure> {
        if let parsed = bytes.withContiguousStorageIfAvailable(parse(contiguous:)) { return parsed }
        var fields = (0, 0, 0)
        var count = 0
        for byte in bytes {
            if count == 10 { return .failure(.wrongFormat) }
            if count == 4 || count == 7 {
                guard byte == 0x2D else { return .failure(.wrongFormat) }
            } else {
                guard ASCII.isDigit(byte) else { return .failure(.wrongFormat) }
                let digit = Int(byte - 0x30)
                switch count {
                case 0..<4: fields.0 = fields.0 * 10 + digit
                case 5..<7: fields.1 = fields.1 * 10 + digit
                default: fields.2 = fields.2 * 10 + digit
                }
            }
            count += 1
        }
        guard count == 10 else { return .failure(.wrongFormat) }
        return validated(year: fields.0, month: fields.1, day: fields.2)
    }

    /// ``parse(utf8:)`` over bytes in memory, the byte-level path's case: the ten positions
    /// read directly, without a loop's per-byte bookkeeping.
    private static func parse(contiguous bytes: UnsafeBufferPointer<UInt8>) -> Swift.Result<CalendarDate, ParseFailure> {
        guard bytes.count == 10, bytes[4] == 0x2D, bytes[7] == 0x2D else { return .failure(.wrongFormat) }
        @inline(__always) func digit(_ index: Int) -> Int? {
            let value = bytes[index] &- 0x30
            return value < 10 ? Int(value) : nil
        }
        guard let y0 = digit(0), let y1 = digit(1), let y2 = digit(2), let y3 = digit(3),
              let m0 = digit(5), let m1 = digit(6), let d0 = digit(8), let d1 = digit(9)
        else { return .failure(.wrongFormat) }
        return validated(year: ((y0 * 10 + y1) * 10 + y2) * 10 + y3, month: m0 * 10 + m1, day: d0 * 10 + d1)
    }

    /// The date for parsed fields, or which field is out of range.
    static func validated(year: Int, month: Int, day: Int) -> Swift.Result<CalendarDate, ParseFailure> {
        guard year >= 1 else { return .failure(.yearOutOfRange) }
        guard (1...12).contains(month) else { return .failure(.monthOutOfRange) }
        guard let date = CalendarDate(year: year, month: month, day: day) else {
            return .failure(.dayOutOfRange)
        }
        return .success(date)
    }
}
