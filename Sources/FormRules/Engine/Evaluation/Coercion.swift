/// Reading a value sent in the neighbouring JSON type as the type its field expects, for a
/// field that asks (``FieldSpec/coerce``, ``FormSpec/coerce``; Specs/README.md, "Coercion"):
///
/// | expected | sent | read as |
/// |---|---|---|
/// | a number (`number`, `integer`) | text holding a JSON number literal, white space around it trimmed (`" 3.50 "`) | that number (`3.50`) |
/// | a Boolean | `"true"` or `"false"` in any ASCII letter case, white space trimmed | `true` or `false` |
/// | text (`digits`, `phone`, `postalCode`, `choice`) | a number | its literal as sent (`412345678` as `"412345678"`), which the type's rule then checks |
///
/// Anything else stays a `type` problem. Both sources of values read a value through these
/// functions, on its UTF-8 bytes, so the tree and the bytes read it alike.
enum Coercion {
    /// Where the JSON number literal lies in text (its white space trimmed), or nil when the
    /// text is not one (`"12abc"`, `"0x10"`, `"1,5"`, `""`).
    static func numberRange(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        let range = TextEdges.areVisibleASCII(utf8: bytes) ? 0..<bytes.count : TextEdges.trimmedRange(utf8: bytes)
        guard !range.isEmpty else { return nil }
        let literal = UnsafeBufferPointer(rebasing: bytes[range])
        guard case .number(let end) = JSONNumberScanner.scan(literal, from: 0), end == literal.count else { return nil }
        return range
    }

    /// The number text holds, as ``numberRange(utf8:)`` reads it.
    static func number(_ text: String) -> FormNumber? {
        var text = text
        return text.withUTF8 { bytes in
            guard let range = numberRange(utf8: bytes) else { return nil }
            let literal = UnsafeBufferPointer(rebasing: bytes[range])
            return FormNumber(
                uncheckedLiteral: String(decoding: literal, as: UTF8.self),
                double: JSONNumberScanner.value(of: literal, from: 0, to: literal.count))
        }
    }

    /// The Boolean text spells: `true` or `false` in any ASCII letter case, white space
    /// trimmed; nil for anything else (`"yes"`, `"1"`, `"on"`).
    static func boolean(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        let range = TextEdges.areVisibleASCII(utf8: bytes) ? 0..<bytes.count : TextEdges.trimmedRange(utf8: bytes)
        let word = UnsafeBufferPointer(rebasing: bytes[range])
        func spells(_ expected: StaticString) -> Bool {
            guard word.count == expected.utf8CodeUnitCount else { return false }
            for (offset, byte) in word.enumerated() where ASCII.lowercased(byte) != expected.utf8Start[offset] { return false }
            return true
        }
        if spells("true") { return true }
        if spells("false") { return false }
        return nil
    }

    /// ``boolean(utf8:)`` of a string.
    static func boolean(_ text: String) -> Bool? {
        var text = text
        return text.withUTF8 { boolean(utf8: $0) }
    }

    /// Whether text is a JSON number literal as written (`"11"`, `"1.5"`; not `"011"` or
    /// `" 11"`): a choice option a number can be read as.
    static func isNumberLiteral(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard !bytes.isEmpty, case .number(let end) = JSONNumberScanner.scan(bytes, from: 0) else { return false }
            return end == bytes.count
        }
    }
}
