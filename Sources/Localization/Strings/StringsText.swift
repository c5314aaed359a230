import FormCore

/// The text of a `.strings` file as UTF-8, ready for the parser, and how to map its positions
/// back to the file's bytes.
///
/// UTF-8 input is parsed in place (after validation); UTF-16 and UTF-32 are transcoded once, so
/// the parser only ever reads UTF-8.
struct StringsText {
    /// The encoding detected from the file's first bytes.
    var encoding: StringsEncoding
    /// The transcoded text, or `nil` when the input is UTF-8 and is parsed in place.
    var transcoded: [UInt8]?
    /// Where the text starts in the parsed buffer: after a UTF-8 byte order mark, else 0.
    var textStart: Int
    /// Offsets in the parsed buffer of U+FFFD characters that replaced unpaired surrogates.
    var replacedSurrogates: [Int] = []

    /// Detects the encoding as CoreFoundation's `encodingForXMLData` does.
    static func detectEncoding(_ bytes: UnsafeBufferPointer<UInt8>) -> StringsEncoding {
        let count = bytes.count
        if count > 4 {
            if bytes[0] == 0x00, bytes[1] == 0x00, bytes[2] == 0xFE, bytes[3] == 0xFF { return .utf32BE }
            if bytes[0] == 0xFF, bytes[1] == 0xFE, bytes[2] == 0x00, bytes[3] == 0x00 { return .utf32LE }
        }
        // Apple checks "longer than 3 bytes", but a file of just the mark is still marked UTF-8:
        // CFString drops the mark and the text is empty.
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { return .utf8BOM }
        if count > 2 {
            if bytes[0] == 0xFF, bytes[1] == 0xFE { return .utf16LE }
            if bytes[0] == 0xFE, bytes[1] == 0xFF { return .utf16BE }
            if bytes[0] == 0x00 || bytes[1] == 0x00 { return .utf16WithoutBOM }
        }
        return .utf8
    }

    /// Detects the encoding, validates UTF-8 or transcodes UTF-16 and UTF-32 to UTF-8.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, file: String?) -> Result<StringsText, StringsError> {
        if bytes.isEmpty {
            return .failure(StringsError(
                code: .emptyFile, message: "the file is empty; Apple's parser rejects zero-length data",
                appleMessage: "Cannot parse a NULL or zero-length data"))
        }
        let encoding = detectEncoding(bytes)
        switch encoding {
        case .utf8, .utf8BOM:
            let start = encoding.prefixLength
            if start == bytes.count {
                return .failure(StringsError(
                    code: .emptyFile, message: "the file holds only a byte order mark and no text",
                    appleMessage: "Conversion of string failed. The string is empty."))
            }
            if let bad = firstInvalidUTF8(bytes, from: start) {
                let (location, excerpt) = SourceExcerpt.locate(
                    offset: bad - start, in: UnsafeBufferPointer(rebasing: bytes[start...]), file: file)
                var shifted = location
                shifted.offset = bad
                return .failure(StringsError(
                    code: .invalidUTF8,
                    message: "invalid UTF-8 (byte 0x\(hex(bytes[bad]))); Apple's parser has no fallback "
                        + "encoding and rejects the whole file: save it as UTF-8",
                    location: shifted, excerpt: excerpt, appleMessage: "Conversion of string failed."))
            }
            return .success(StringsText(encoding: encoding, transcoded: nil, textStart: start))
        case .utf16LE, .utf16BE, .utf16WithoutBOM:
            // Without a mark Apple reads the machine's byte order: little-endian on Apple platforms.
            return transcodeUTF16(bytes, encoding: encoding, bigEndian: encoding == .utf16BE, file: file)
        case .utf32LE, .utf32BE:
            return transcodeUTF32(bytes, encoding: encoding, bigEndian: encoding == .utf32BE, file: file)
        }
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence.
    ///
    /// Rejects what CoreFoundation rejects: stray continuation bytes, overlong forms, encoded
    /// surrogates, values above U+10FFFF and truncated sequences.
    static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        UTF8Sequence.firstInvalidOffset(in: bytes, from: start)
    }

    private static func transcodeUTF16(
        _ bytes: UnsafeBufferPointer<UInt8>, encoding: StringsEncoding, bigEndian: Bool, file: String?
    ) -> Result<StringsText, StringsError> {
        let prefix = encoding.prefixLength
        // An odd last byte is ignored, as CFString ignores it.
        let unitCount = (bytes.count - prefix) / 2
        func unit(_ index: Int) -> UInt16 {
            let first = UInt16(bytes[prefix + 2 * index])
            let second = UInt16(bytes[prefix + 2 * index + 1])
            return bigEndian ? first << 8 | second : second << 8 | first
        }
        if unitCount == 0 {
            return .failure(StringsError(
                code: .emptyFile, message: "the file holds no text after its first two bytes",
                appleMessage: "Conversion of string failed. The string is empty."))
        }
        var output: [UInt8] = []
        output.reserveCapacity(unitCount + unitCount / 2)
        var replaced: [Int] = []
        var index = 0
        while index < unitCount {
            let value = unit(index)
            var scalar = UInt32(value)
            if value & 0xF800 == 0xD800 {
                if value < 0xDC00, index + 1 < unitCount, unit(index + 1) & 0xFC00 == 0xDC00 {
                    scalar = 0x10000 + (UInt32(value - 0xD800) << 10 | UInt32(unit(index + 1) - 0xDC00))
                    index += 1
                } else if index == 0 {
                    // CoreFoundation converts the text to UTF-8 up to the first unpaired
                    // surrogate before parsing; here that is nothing, and it gives up.
                    return .failure(StringsError(
                        code: .invalidEncoding,
                        message: "the text starts with an unpaired UTF-16 surrogate (0x\(hex(value)))",
                        location: SourceLocation(file: file, offset: prefix, line: 1, column: 1),
                        appleMessage: "Conversion of string failed. The string is empty."))
                } else {
                    replaced.append(output.count)
                    scalar = 0xFFFD
                }
            }
            appendUTF8(scalar, to: &output)
            index += 1
        }
        return .success(StringsText(
            encoding: encoding, transcoded: output, textStart: 0, replacedSurrogates: replaced))
    }

    private static func transcodeUTF32(
        _ bytes: UnsafeBufferPointer<UInt8>, encoding: StringsEncoding, bigEndian: Bool, file: String?
    ) -> Result<StringsText, StringsError> {
        let prefix = encoding.prefixLength
        let unitCount = (bytes.count - prefix) / 4
        if unitCount == 0 {
            return .failure(StringsError(
                code: .emptyFile, message: "the file holds only a byte order mark and no text",
                appleMessage: "Conversion of string failed. The string is empty."))
        }
        var output: [UInt8] = []
        output.reserveCapacity(unitCount)
        for index in 0..<unitCount {
            var value: UInt32 = 0
            for byte in 0..<4 {
                let shift = bigEndian ? UInt32(8 * (3 - byte)) : UInt32(8 * byte)
                value |= UInt32(bytes[prefix + 4 * index + byte]) << shift
            }
            guard value < 0x11_0000, value & 0xFFFF_F800 != 0xD800 else {
                let (location, excerpt) = SourceExcerpt.locate(offset: output.count, in: output, file: file)
                var shifted = location
                shifted.offset = prefix + 4 * index
                return .failure(StringsError(
                    code: .invalidEncoding,
                    message: "0x\(hex(value)) is not a Unicode scalar value, so this is not valid UTF-32",
                    location: shifted, excerpt: excerpt,
                    appleMessage: "Could not determine the encoding of the XML data (string creation failed)"))
            }
            appendUTF8(value, to: &output)
        }
        return .success(StringsText(encoding: encoding, transcoded: output, textStart: 0))
    }
}

extension StringsText {
    /// Appends a Unicode scalar value (not a surrogate) as UTF-8.
    @inline(__always)
    static func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            output.append(UInt8(scalar))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | scalar >> 6))
            output.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | scalar >> 12))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        default:
            output.append(UInt8(0xF0 | scalar >> 18))
            output.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// Uppercase hexadecimal, at least two digits.
    static func hex(_ value: some BinaryInteger) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return text.count < 2 ? "0" + text : text
    }
}
