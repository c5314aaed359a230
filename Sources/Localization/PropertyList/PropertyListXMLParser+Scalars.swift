/// The text of `<integer>`, `<real>`, `<date>` and `<data>`.
extension PropertyListXMLParser {
    private static func trimmed(_ text: String) -> Substring.UTF8View {
        let utf8 = text.utf8
        guard let first = utf8.firstIndex(where: { !isWhitespace($0) }),
            let last = utf8.lastIndex(where: { !isWhitespace($0) })
        else { return Substring(text.prefix(0)).utf8 }
        return Substring(text)[first...last].utf8
    }

    /// Decimal or `0x` hexadecimal, optional sign, surrounding whitespace allowed.
    func parseInteger(_ text: String, at offset: Int) throws(PropertyListError) -> Int64 {
        var digits = Self.trimmed(text)[...]
        var negative = false
        if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            digits = digits.dropFirst()
        }
        var radix: Int64 = 10
        if digits.starts(with: [UInt8(ascii: "0"), UInt8(ascii: "x")]) || digits.starts(with: [UInt8(ascii: "0"), UInt8(ascii: "X")]) {
            radix = 16
            digits = digits.dropFirst(2)
        }
        guard !digits.isEmpty else {
            throw error(.invalidValue, "invalid integer \(quoted(text))", at: offset)
        }
        var value: Int64 = 0
        for byte in digits {
            guard let digit = Self.digitValue(byte, hexadecimal: radix == 16) else {
                throw error(.invalidValue, "invalid integer \(quoted(text))", at: offset)
            }
            // Accumulate on the negative side so Int64.min fits.
            let (shifted, overflow1) = value.multipliedReportingOverflow(by: radix)
            let (next, overflow2) = negative
                ? shifted.subtractingReportingOverflow(Int64(digit))
                : shifted.addingReportingOverflow(Int64(digit))
            guard !overflow1, !overflow2 else {
                throw error(.invalidValue, "integer \(quoted(text)) is outside the 64-bit signed range", at: offset)
            }
            value = next
        }
        return value
    }

    /// A decimal or hexadecimal floating-point number, `nan`, `inf` or `infinity` with a sign.
    func parseReal(_ text: String, at offset: Int) throws(PropertyListError) -> Double {
        let trimmed = String(Substring(Self.trimmed(text)))
        guard !trimmed.isEmpty, let value = Double(trimmed) else {
            throw error(.invalidValue, "invalid real number \(quoted(text))", at: offset)
        }
        return value
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`, the form every property-list writer uses.
    func parseDate(_ text: String, at offset: Int) throws(PropertyListError) -> PropertyListDate {
        let bytes = Array(Self.trimmed(text))
        let invalid = error(.invalidValue, "invalid date \(quoted(text)); expected YYYY-MM-DDTHH:MM:SSZ", at: offset)
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            bytes[19] == UInt8(ascii: "Z")
        else { throw invalid }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                guard let digit = Self.digitValue(bytes[index], hexadecimal: false) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            PropertyListDate.isValidDay(day, month: month, year: year), hour < 24, minute < 60, second < 60
        else { throw invalid }
        return PropertyListDate(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    }

    /// Base64 with whitespace anywhere; padding optional; anything else is an error.
    func decodeBase64(_ text: String, at offset: Int) throws(PropertyListError) -> [UInt8] {
        var output: [UInt8] = []
        var group: UInt32 = 0
        var groupCount = 0
        var padding = 0
        for byte in text.utf8 {
            if Self.isWhitespace(byte) { continue }
            if byte == UInt8(ascii: "=") {
                padding += 1
                continue
            }
            guard padding == 0, let sextet = Self.base64Value(byte) else {
                let shown = byte < 0x80 ? quoted(String(UnicodeScalar(byte))) : "a non-ASCII character"
                throw error(.invalidValue, "invalid base64 in '<data>': unexpected \(shown)", at: offset)
            }
            group = group << 6 | UInt32(sextet)
            groupCount += 1
            if groupCount == 4 {
                output.append(UInt8(truncatingIfNeeded: group >> 16))
                output.append(UInt8(truncatingIfNeeded: group >> 8))
                output.append(UInt8(truncatingIfNeeded: group))
                group = 0
                groupCount = 0
            }
        }
        switch groupCount {
        case 0: break
        case 2: output.append(UInt8(truncatingIfNeeded: group >> 4))
        case 3:
            output.append(UInt8(truncatingIfNeeded: group >> 10))
            output.append(UInt8(truncatingIfNeeded: group >> 2))
        default:
            throw error(.invalidValue, "invalid base64 in '<data>': the text ends in the middle of a byte", at: offset)
        }
        guard padding <= 2 else {
            throw error(.invalidValue, "invalid base64 in '<data>': too much '=' padding", at: offset)
        }
        return output
    }

    private static func base64Value(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return byte - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"): return 62
        case UInt8(ascii: "/"): return 63
        default: return nil
        }
    }
}
