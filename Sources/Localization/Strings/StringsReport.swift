import FormCore

/// Words for the parser's findings: error messages, CoreFoundation's messages, and the
/// description of the character at a position.
struct StringsReport {
    let base: UnsafePointer<UInt8>
    let start: Int
    let end: Int
    let text: StringsText
    let file: String?

    private var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + start, count: end - start)
    }

    /// The location and excerpt of a buffer offset, with the offset mapped back to the file.
    func locate(_ offset: Int) -> (SourceLocation, SourceExcerpt) {
        var (location, excerpt) = SourceExcerpt.locate(offset: offset - start, in: bytes, file: file)
        location.offset = fileOffset(offset)
        return (location, excerpt)
    }

    /// The byte offset in the original file of a buffer offset.
    func fileOffset(_ offset: Int) -> Int {
        var tracker = StringsPositionTracker(base: base, start: start, end: end, file: nil, encoding: text.encoding)
        return tracker.location(at: offset).offset
    }

    /// CoreFoundation's line number at an offset: `\r`, `\n` and `\r\n` end lines.
    func line(at offset: Int) -> Int {
        SourceExcerpt.locate(offset: offset - start, in: bytes).location.line
    }

    // MARK: Characters

    /// `end of file`, `';'`, `'é' (U+00E9)` or, for invisible characters, `U+00A0`.
    func describeCharacter(at offset: Int) -> String {
        guard offset < end else { return "end of file" }
        let scalar = decodeScalar(at: offset)
        return Self.describe(scalar: scalar)
    }

    static func describe(scalar: UInt32) -> String {
        let code = Quoting.codeName(scalar)
        let invisible = scalar < 0x21 || (0x7F...0xA0).contains(scalar) || scalar == 0xAD
            || (0x2000...0x200F).contains(scalar) || (0x2028...0x202F).contains(scalar) || scalar == 0xFEFF
            || (0xD800...0xDFFF).contains(scalar)
        if invisible {
            let names: [UInt32: String] = [
                0x00: "NUL", 0x09: "tab", 0x0A: "line feed", 0x0D: "carriage return", 0x20: "space",
                0xA0: "no-break space", 0x200B: "zero-width space", 0xFEFF: "zero-width no-break space (BOM)",
            ]
            if let name = names[scalar] { return "\(code) (\(name))" }
            return code
        }
        guard let character = Unicode.Scalar(scalar) else { return code }
        if scalar < 0x80 { return "'\(Character(character))'" }
        return "'\(Character(character))' (\(code))"
    }

    /// Describes the code unit Apple drops from BOM-less UTF-16.
    static func describe(unit: UInt16) -> String {
        describe(scalar: UInt32(unit))
    }

    private func decodeScalar(at offset: Int) -> UInt32 {
        var iterator = UnsafeBufferPointer(start: base + offset, count: min(4, end - offset)).makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar.value }
        return 0xFFFD
    }

    /// The first UTF-16 code unit of the character at an offset, as CoreFoundation prints it.
    private func appleUnit(at offset: Int) -> UInt32 {
        guard offset < end else { return 0 }
        let scalar = decodeScalar(at: offset)
        return scalar < 0x10000 ? scalar : 0xD800 + ((scalar - 0x10000) >> 10)
    }

    // MARK: Errors

    func error(from parser: StringsParser) -> StringsError {
        let failure = parser.firstFailure ?? parser.lastFailure
            ?? StringsParser.Failure(code: .unexpectedCharacter, offset: parser.position, appleOffset: parser.position, detail: .none)
        let appleFailure = parser.lastFailure ?? failure
        var code = failure.code
        var message = message(for: failure)
        var offset = failure.offset
        if failure.offset >= end, let comment = parser.unterminatedCommentStart {
            code = .unterminatedComment
            message = "the /* comment that starts here is never closed, so the file ends too early: " + message
            offset = comment
        }
        let (location, excerpt) = locate(offset)
        return StringsError(
            code: code, message: message, location: location, excerpt: excerpt,
            appleMessage: appleMessage(for: appleFailure))
    }

    func message(for failure: StringsParser.Failure) -> String {
        let found = describeCharacter(at: failure.offset)
        switch failure.code {
        case .unterminatedString:
            let quote = base[failure.offset] == 0x27 ? "'" : "\""
            return "unterminated quoted string: no closing \(quote) for the string that starts here"
        case .unterminatedEscape:
            return "the file ends right after a backslash inside a quoted string"
        case .expectedSemicolon:
            if case .valueOf(let key) = failure.detail {
                return "expected ';' after the value of \(Self.quoted(key)), found \(found)"
            }
            return "expected ';', found \(found)"
        case .expectedEqualsOrSemicolon:
            if case .key(let key) = failure.detail {
                return "expected '=' or ';' after the key \(Self.quoted(key)), found \(found)"
            }
            return "expected '=' or ';' after the key, found \(found)"
        case .unexpectedCharacter:
            var text: String
            if case .topLevel = failure.detail {
                text = "expected a key (a quoted string or an unquoted word), found \(found)"
            } else {
                text = "expected a value (a quoted string, an unquoted word, '{', '(' or '<'), found \(found)"
            }
            if failure.offset < end {
                let scalar = decodeScalar(at: failure.offset)
                if scalar == 0x23 {
                    text += "; '#' does not start a comment in .strings files: use // or /* */"
                } else if scalar > 0x7F, Unicode.Scalar(scalar)?.properties.isAlphabetic == true {
                    text += "; unquoted keys and values may only use A-Z a-z 0-9 _ $ / : . -, so quote it"
                }
            }
            return text
        case .unexpectedEndOfFile:
            return "the file ends where a value is expected"
        case .expectedArrayEnd:
            if case .arrayComma = failure.detail { return "the file ends inside an array: expected ',' or ')'" }
            return "expected ',' or ')' in the array, found \(found)"
        case .expectedDictionaryEnd:
            return "expected '}' to close the dictionary, found \(found)"
        case .invalidData:
            if case .unevenHex = failure.detail {
                return "expected a second hexadecimal digit in <data>, found \(found)"
            }
            return "expected a hexadecimal digit or '>' in <data>, found \(found)"
        case .expectedDataEnd:
            return "the file ends inside <data>: expected '>'"
        case .junkAfterPropertyList:
            return "unexpected \(found) after the file's single top-level value"
        case .tooDeeplyNested:
            return "arrays and dictionaries are nested more than \(StringsParser.maximumDepth) levels deep (Apple's limit)"
        case .unsupportedFormat:
            return "this is an XML property list, not an old-style .strings file"
        default:
            return "\(failure.code) at \(found)"
        }
    }

    func appleMessage(for failure: StringsParser.Failure) -> String? {
        let line = line(at: failure.appleOffset)
        switch failure.code {
        case .unterminatedString: return "Unterminated quoted string starting on line \(line)"
        case .unterminatedEscape: return "Unterminated backslash sequence on line \(line)"
        case .expectedSemicolon: return "Missing ';' on line \(line)"
        case .expectedEqualsOrSemicolon:
            if failure.appleOffset >= end { return "Missing ';' on line \(line)" }
            return "Expected ';' or '=' after key at line \(line)"
        case .unexpectedCharacter:
            return "Unexpected character '0x\(String(appleUnit(at: failure.appleOffset), radix: 16))' at line \(line)"
        case .unexpectedEndOfFile: return "Unexpected EOF while parsing plist"
        case .expectedArrayEnd:
            if case .arrayComma = failure.detail { return "Expected ',' for array at line \(line)" }
            return "Expected terminating ')' for array at line \(line)"
        case .expectedDictionaryEnd: return "Expected terminating '}' for dictionary at line \(line)"
        case .invalidData:
            if case .unevenHex = failure.detail { return "Malformed data byte group at line \(line); uneven length" }
            return "Malformed data byte group at line \(line); invalid hex"
        case .expectedDataEnd: return "Expected terminating '>' for data at line \(line)"
        case .junkAfterPropertyList: return "Junk after plist at line \(line)"
        case .tooDeeplyNested: return "Too many nested arrays or dictionaries at line \(line)"
        default: return nil
        }
    }

    // MARK: Warnings

    func truncationMessage(_ truncation: StringsParser.Truncation, kept: Int, ignored: Int) -> String {
        let reason: String
        if let failure = truncation.failure, failure.code == .unterminatedString {
            reason = "a quoted key that is never closed"
        } else if let failure = truncation.failure, failure.code == .unterminatedEscape {
            reason = "a quoted key that ends with a backslash at the end of the file"
        } else if truncation.offset + 1 < end, base[truncation.offset] == 0x2A, base[truncation.offset + 1] == 0x2F {
            reason = "'*/' closes no comment and cannot start a key"
        } else if truncation.offset < end, base[truncation.offset] == 0x23 {
            reason = "'#' does not start a comment in .strings files and cannot start a key"
        } else {
            reason = "\(describeCharacter(at: truncation.offset)) cannot start a key"
        }
        let entries = { (count: Int) in count == 1 ? "1 entry" : "\(count) entries" }
        return "Apple's parser stops reading here without an error: \(reason); the table ends with the "
            + "\(entries(kept)) before this point, and \(entries(ignored)) after it \(ignored == 1 ? "is" : "are") ignored"
    }

    static func quoted(_ key: String) -> String {
        Quoting.quoted(key, limit: 60)
    }
}
