/// Quoted and unquoted strings, escapes, and `<hex>` data.
extension StringsParser {
    /// Reads a string at `position` (a non-space character), or returns `nil` without a failure
    /// when the character cannot start one (`parsePlistString` with `requireObject` false).
    @inline(__always)
    mutating func parseStringHere() -> String? {
        let byte = base[position]
        if byte == 0x22 || byte == 0x27 {
            position += 1
            return parseQuoted(byte)
        }
        if Self.isUnquoted(byte) { return parseUnquoted() }
        return nil
    }

    /// Reads `[A-Za-z0-9_$/:.-]+` starting at `position`.
    @inline(__always)
    mutating func parseUnquoted() -> String {
        let first = position
        var index = first + 1
        while index < end, Self.isUnquoted(base[index]) { index += 1 }
        position = index
        return makeString(from: first, to: index)
    }

    /// Reads a quoted string whose opening quote is just before `position`.
    ///
    /// Strings without escapes, the common case, become a `String` straight from the bytes.
    @inline(__always)
    mutating func parseQuoted(_ quote: UInt8) -> String? {
        let contentStart = position
        var index = contentStart
        // Eight bytes at a time while none is the quote or a backslash.
        let quotes = UInt64(quote) &* 0x0101_0101_0101_0101
        let backslashes: UInt64 = 0x5C5C_5C5C_5C5C_5C5C
        while index + 8 <= end {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if Self.hasZeroByte(word ^ quotes) || Self.hasZeroByte(word ^ backslashes) { break }
            index += 8
        }
        while index < end {
            let byte = base[index]
            if byte == quote {
                position = index + 1
                return makeString(from: contentStart, to: index)
            }
            if byte == 0x5C { return parseEscapedQuoted(quote, contentStart: contentStart, firstEscape: index) }
            index += 1
        }
        return unterminatedQuoted(contentStart: contentStart)
    }

    /// Whether any byte of `word` is zero (the classic bit trick; exact, no false positives).
    @inline(__always)
    static func hasZeroByte(_ word: UInt64) -> Bool {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((word & low) &+ low) | word | low) != 0
    }

    mutating func unterminatedQuoted(contentStart: Int) -> String? {
        // CoreFoundation rewinds to just after the opening quote, which matters when a parent
        // (an array, or the end of a table) goes on reading from there.
        fail(.unterminatedString, at: contentStart - 1, apple: contentStart)
        position = contentStart
        return nil
    }

    /// The slow path of ``parseQuoted(_:)``: builds the string in `scratch`.
    mutating func parseEscapedQuoted(_ quote: UInt8, contentStart: Int, firstEscape: Int) -> String? {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(start: base + contentStart, count: firstEscape - contentStart))
        // A `\U` high surrogate waiting for a `\U` low surrogate: Apple builds UTF-16, so the
        // two combine into one character.
        var pendingHigh: (value: UInt32, offset: Int)?
        var index = firstEscape
        while index < end {
            let byte = base[index]
            if byte == quote { break }
            if byte != 0x5C {
                flushSurrogate(&pendingHigh)
                let run = index
                repeat { index += 1 } while index < end && base[index] != quote && base[index] != 0x5C
                scratch.append(contentsOf: UnsafeBufferPointer(start: base + run, count: index - run))
                continue
            }
            let escape = index
            index += 1
            if index == end {
                fail(.unterminatedEscape, at: escape, apple: end)
                position = end
                return nil
            }
            let (unit, next) = decodeEscape(at: index, backslash: escape)
            if base[index] == 0x75, next < end, Self.hexValue(base[next]) != nil {
                let digits = makeString(from: next, to: min(next + 4, end))
                note(.lowercaseUnicodeEscape, at: escape, "'\\u' is not an escape in .strings files (only '\\U' is): "
                    + "Apple reads '\\u\(digits)' as 'u\(digits)'")
            }
            index = next
            switch unit {
            case 0xD800..<0xDC00:
                flushSurrogate(&pendingHigh)
                pendingHigh = (unit, escape)
            case 0xDC00..<0xE000:
                if let high = pendingHigh {
                    StringsText.appendUTF8(0x10000 + ((high.value - 0xD800) << 10 | (unit - 0xDC00)), to: &scratch)
                    pendingHigh = nil
                } else {
                    note(.unpairedSurrogate, at: escape, "'\\U\(StringsText.hex(unit))' is half of a UTF-16 surrogate pair; "
                        + "Apple keeps the lone code unit, Swift shows it as U+FFFD")
                    StringsText.appendUTF8(0xFFFD, to: &scratch)
                }
            default:
                flushSurrogate(&pendingHigh)
                StringsText.appendUTF8(unit, to: &scratch)
            }
        }
        if index >= end { return unterminatedQuoted(contentStart: contentStart) }
        flushSurrogate(&pendingHigh)
        position = index + 1
        return String(decoding: scratch, as: UTF8.self)
    }

    private mutating func flushSurrogate(_ pending: inout (value: UInt32, offset: Int)?) {
        guard let high = pending else { return }
        note(.unpairedSurrogate, at: high.offset, "'\\U\(StringsText.hex(high.value))' is half of a UTF-16 surrogate pair; "
            + "Apple keeps the lone code unit, Swift shows it as U+FFFD")
        StringsText.appendUTF8(0xFFFD, to: &scratch)
        pending = nil
    }

    /// Decodes the escape whose character after the backslash is at `index` (`getSlashedChar`).
    ///
    /// - Returns: A UTF-16 code unit for `\U` (possibly a surrogate), otherwise a Unicode scalar
    ///   value; and the index after the escape.
    func decodeEscape(at index: Int, backslash: Int) -> (UInt32, Int) {
        let byte = base[index]
        switch byte {
        case 0x30...0x37:
            // Up to three octal digits, truncated to a byte, read as NeXTSTEP Latin.
            var value = UInt32(byte - 0x30)
            var next = index + 1
            while next < end, next < index + 3, base[next] >= 0x30, base[next] <= 0x37 {
                value = value << 3 + UInt32(base[next] - 0x30)
                next += 1
            }
            return (StringsNeXTSTEPLatin.scalarValue(of: UInt8(truncatingIfNeeded: value)), next)
        case 0x55:  // U: up to four hexadecimal digits
            var value: UInt32 = 0
            var next = index + 1
            while next < end, next < index + 5, let digit = Self.hexValue(base[next]) {
                value = value << 4 | UInt32(digit)
                next += 1
            }
            return (value, next)
        case 0x61: return (0x07, index + 1)  // a
        case 0x62: return (0x08, index + 1)  // b
        case 0x66: return (0x0C, index + 1)  // f
        case 0x6E: return (0x0A, index + 1)  // n
        case 0x72: return (0x0D, index + 1)  // r
        case 0x74: return (0x09, index + 1)  // t
        case 0x76: return (0x0B, index + 1)  // v
        default:
            // Any other character stands for itself: `\"`, `\\`, `\'`, a real newline, `\q`…
            let (value, length) = scalar(at: index)
            return (value, index + length)
        }
    }

    // MARK: Data

    /// Reads `<hex bytes>` whose `<` is just before `position` (`parsePlistData`).
    ///
    /// Apple tests a UTF-16 code unit's low byte for hexadecimal digits (so `Ł`, U+0141, reads as
    /// `A`), but compares whole code units with `>` and the spaces it skips; this does the same.
    mutating func parseData() -> StringsValue? {
        var bytes: [UInt8] = []
        var cursor = UnitCursor(index: position, low: false)
        while let unit = codeUnit(at: cursor) {
            if unit == 0x3E {
                position = cursor.index + 1
                clearFailure()
                return .data(bytes)
            }
            if let high = Self.hexValue(UInt8(truncatingIfNeeded: unit)) {
                cursor = advance(cursor)
                guard let second = codeUnit(at: cursor), let low = Self.hexValue(UInt8(truncatingIfNeeded: second)) else {
                    fail(.invalidData, at: cursor.index, .unevenHex)
                    position = cursor.index
                    return nil
                }
                bytes.append(high << 4 | low)
                cursor = advance(cursor)
            } else if unit == 0x20 || unit == 0x0A || unit == 0x09 || unit == 0x0D || unit == 0x2028 || unit == 0x2029 {
                cursor = advance(cursor)
            } else {
                fail(.invalidData, at: cursor.index, .invalidHex)
                position = cursor.index
                return nil
            }
        }
        fail(.expectedDataEnd, at: end)
        position = end
        return nil
    }

    /// A position in UTF-16 terms: a scalar's start, or the low surrogate of a scalar above U+FFFF.
    struct UnitCursor {
        var index: Int
        var low: Bool
    }

    func codeUnit(at cursor: UnitCursor) -> UInt32? {
        guard cursor.index < end else { return nil }
        let (value, _) = scalar(at: cursor.index)
        if value < 0x10000 { return value }
        return cursor.low ? 0xDC00 + ((value - 0x10000) & 0x3FF) : 0xD800 + ((value - 0x10000) >> 10)
    }

    func advance(_ cursor: UnitCursor) -> UnitCursor {
        let (value, length) = scalar(at: cursor.index)
        if value >= 0x10000, !cursor.low { return UnitCursor(index: cursor.index, low: true) }
        return UnitCursor(index: cursor.index + length, low: false)
    }
}
