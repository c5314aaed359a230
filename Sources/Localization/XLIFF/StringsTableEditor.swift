import FormCore

/// Writes texts into an old-style `.strings` file in place: a changed value is replaced at its
/// own bytes (in its own quotes), a new key is appended at the end in the style of the file's
/// last entry; comments, order, whitespace and every other entry stay byte for byte.
///
/// UTF-16 and UTF-32 files are edited as text and written back in their encoding with their
/// byte order mark. Values are written with the escapes Apple's parser reads (`\"`, `\\`,
/// `\n`, `\t`, `\r`, `\UXXXX` for other control characters).
struct StringsTableEditor {
    struct Edit {
        var key: String
        var value: String
        var note: String?
    }

    /// The file's bytes with `edits` applied; `bytes` is `nil` for a file to create.
    static func apply(_ edits: [Edit], to bytes: [UInt8]?, file: String) throws(XLIFFTableError) -> [UInt8] {
        guard let bytes, !bytes.isEmpty else {
            var text = ""
            for edit in edits { text += entryText(edit, keyQuote: "\"", separator: " = ", newline: "\n") + "\n" }
            return Array(text.utf8)
        }
        let decoded: StringsText
        switch bytes.withUnsafeBufferPointer({ StringsText.decode($0, file: file) }) {
        case .success(let text): decoded = text
        case .failure(let error): throw XLIFFTableError(file: file, message: "\(error)")
        }
        if decoded.encoding == .utf16WithoutBOM {
            throw XLIFFTableError(file: file, message: "UTF-16 without a byte order mark cannot be written back as Apple reads it; save the file as UTF-8 first")
        }
        var working = decoded.transcoded ?? bytes
        let parsed: StringsFile
        do { parsed = try StringsFile(bytes: working, file: file) } catch {
            throw XLIFFTableError(file: file, message: "\(error)")
        }
        if let truncation = parsed.warnings.first(where: { $0.code == .silentTruncation }) {
            throw XLIFFTableError(file: file, message: "\(truncation.location): Apple's parser stops reading here, so an edit after it would be ignored; fix the file first")
        }
        var lastIndex: [String: Int] = [:]
        for (index, entry) in parsed.entries.enumerated() { lastIndex[entry.key] = index }

        var replacements: [(range: Range<Int>, text: String)] = []
        var appended: [Edit] = []
        for edit in edits {
            guard let index = lastIndex[edit.key] else {
                appended.append(edit)
                continue
            }
            let entry = parsed.entries[index]
            guard entry.value.string != nil else {
                throw XLIFFTableError(file: file, message: "\(entry.keyLocation): '\(edit.key)' is a \(entry.value.kind), not text; it is not replaced")
            }
            let start = entry.valueLocation.offset
            if entry.isShorthand {
                replacements.append((start..<start, " = " + quoted(edit.value, quote: "\"")))
            } else {
                let (end, quote) = valueEnd(working, from: start)
                replacements.append((start..<end, quoted(edit.value, quote: quote ?? "\"")))
            }
        }
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            working.replaceSubrange(replacement.range, with: Array(replacement.text.utf8))
        }
        if !appended.isEmpty {
            let newline = working.contains(0x0D) && working.firstIndex(of: 0x0A).map({ $0 > 0 && working[$0 - 1] == 0x0D }) == true ? "\r\n" : "\n"
            var keyQuote: Character = "\""
            var separator = " = "
            if let last = parsed.entries.last(where: { !$0.isShorthand }) {
                let keyStart = last.keyLocation.offset
                let (keyEnd, quote) = valueEnd(working, from: keyStart)
                keyQuote = quote ?? "\""
                if keyEnd <= last.valueLocation.offset, last.valueLocation.offset <= working.count, last.valueLocation.offset - keyEnd <= 8 {
                    let between = String(decoding: working[keyEnd..<last.valueLocation.offset], as: UTF8.self)
                    if between.allSatisfy({ $0 == " " || $0 == "=" || $0 == "\t" }) && between.contains("=") { separator = between }
                }
            }
            var text = ""
            if let last = working.last, last != 0x0A { text += newline }
            for edit in appended {
                // A blank line before a commented entry, as Xcode separates them.
                if let note = edit.note, !note.isEmpty { text += newline }
                text += entryText(edit, keyQuote: keyQuote, separator: separator, newline: newline) + newline
            }
            working += Array(text.utf8)
        }
        return encode(working, as: decoded.encoding)
    }

    /// The end of the quoted or unquoted string starting at `start`, and its quote.
    static func valueEnd(_ bytes: [UInt8], from start: Int) -> (end: Int, quote: Character?) {
        guard start < bytes.count else { return (start, nil) }
        let first = bytes[start]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            var index = start + 1
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\\") { index += 2; continue }
                if bytes[index] == first { return (index + 1, Character(Unicode.Scalar(first))) }
                index += 1
            }
            return (bytes.count, Character(Unicode.Scalar(first)))
        }
        var index = start
        while index < bytes.count, isUnquoted(bytes[index]) { index += 1 }
        return (index, nil)
    }

    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): true
        default: false
        }
    }

    private static func entryText(_ edit: Edit, keyQuote: Character, separator: String, newline: String) -> String {
        var text = ""
        if let note = edit.note, !note.isEmpty, !note.contains("*/") { text += "/* \(note) */" + newline }
        return text + quoted(edit.key, quote: keyQuote) + separator + quoted(edit.value, quote: keyQuote) + ";"
    }

    /// `text` in quotes with the escapes Apple's parser reads.
    static func quoted(_ text: String, quote: Character) -> String {
        var output = String(quote)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            default:
                if Character(scalar) == quote {
                    output += "\\" + String(quote)
                } else if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    output += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + String(quote)
    }

    /// UTF-8 text back in the file's encoding, with its byte order mark.
    private static func encode(_ utf8: [UInt8], as encoding: StringsEncoding) -> [UInt8] {
        switch encoding {
        case .utf8, .utf8BOM, .utf16WithoutBOM: return utf8
        case .utf16LE, .utf16BE:
            var out: [UInt8] = encoding == .utf16LE ? [0xFF, 0xFE] : [0xFE, 0xFF]
            for unit in String(decoding: utf8, as: UTF8.self).utf16 {
                let (low, high) = (UInt8(unit & 0xFF), UInt8(unit >> 8))
                out += encoding == .utf16LE ? [low, high] : [high, low]
            }
            return out
        case .utf32LE, .utf32BE:
            var out: [UInt8] = encoding == .utf32LE ? [0xFF, 0xFE, 0, 0] : [0, 0, 0xFE, 0xFF]
            for scalar in String(decoding: utf8, as: UTF8.self).unicodeScalars {
                let value = scalar.value
                let bytes = [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8(value >> 24)]
                out += encoding == .utf32LE ? bytes : bytes.reversed()
            }
            return out
        }
    }
}
