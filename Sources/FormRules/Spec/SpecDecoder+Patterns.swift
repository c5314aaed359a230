/// A field's `pattern` and `characters` as the loader reads them: parsed at once, so a mistake
/// is reported at its own character in the file, not at the start of the string.
///
/// ```
/// Specs/promo.json:6:33: 'pattern' of field 'code': backreferences are not supported (column 6 of the pattern)
/// ```
extension SpecDecoder {
    func decodePattern(_ value: FormValue, field: String, at path: [JSONLocator.Step]) throws(SpecError) -> String {
        let text = try string(value, at: path)
        guard !text.isEmpty else { throw invalid("'pattern' of field '\(field)' is empty: no value would match it", at: path) }
        do {
            _ = try PatternParser.parse(text)
        } catch {
            throw located(error, key: "pattern", field: field, at: path)
        }
        return text
    }

    func decodeCharacters(_ value: FormValue, field: String, at path: [JSONLocator.Step]) throws(SpecError) -> String {
        let text = try string(value, at: path)
        do {
            _ = try CharacterSetSpelling.parse(text)
        } catch {
            throw located(error, key: "characters", field: field, at: path)
        }
        return text
    }

    /// The error at the offending character of the string at `path`.
    private func located(_ error: PatternSyntaxError, key: String, field: String, at path: [JSONLocator.Step]) -> SpecError {
        var result = SpecError(code: .invalidValue, message: error.specMessage(key: key, field: field), pointer: pointer(path))
        // Without the string's place, `located(_:)` points at the value as for any other error.
        guard let quote = JSONLocator.offset(of: path, in: bytes), quote < bytes.count, bytes[quote] == UInt8(ascii: "\"") else { return result }
        let offset = Self.offset(ofScalar: error.column - 1, inStringAt: quote, of: bytes)
        (result.location, result.excerpt) = SourceExcerpt.locate(offset: offset, in: bytes, file: file)
        return result
    }

    /// The byte offset, in JSON text, of the `index`-th scalar (0-based) of the string whose
    /// opening quote is at `quote`: an escape (`\n`, `\u00E9`, a surrogate pair) is one scalar.
    static func offset(ofScalar index: Int, inStringAt quote: Int, of bytes: [UInt8]) -> Int {
        var offset = quote + 1
        var seen = 0
        while seen < index, offset < bytes.count, bytes[offset] != UInt8(ascii: "\"") {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\\"), offset + 1 < bytes.count {
                // `\uD83D\uDE00` is one scalar: a high surrogate's third digit is 8, 9, A or B.
                let isUnicode = bytes[offset + 1] == UInt8(ascii: "u")
                let isPair = isUnicode && offset + 12 <= bytes.count && (bytes[offset + 2] | 0x20) == UInt8(ascii: "d")
                    && [UInt8(ascii: "8"), UInt8(ascii: "9"), UInt8(ascii: "a"), UInt8(ascii: "b")].contains(bytes[offset + 3] | 0x20)
                offset += isUnicode ? (isPair ? 12 : 6) : 2
            } else {
                offset += byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            }
            seen += 1
        }
        return min(offset, bytes.count)
    }
}

extension PatternSyntaxError {
    /// The message of a spec error for this error in a field's `pattern` or `characters`.
    func specMessage(key: String, field: String) -> String {
        "'\(key)' of field '\(field)': \(message) (column \(column) of the \(key == "pattern" ? "pattern" : "set"))"
    }
}
