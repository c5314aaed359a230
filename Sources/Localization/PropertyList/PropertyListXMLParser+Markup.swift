import FormCore

/// Tags, comments, the prolog and text content.
extension PropertyListXMLParser {
    private static let maximumQuotedWidth = 24

    /// Skips whitespace, comments and processing instructions; in the prolog also the DOCTYPE,
    /// and checks the encoding named by the XML declaration.
    mutating func skipMisc(inProlog: Bool) throws(PropertyListError) {
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isWhitespace(byte) {
                position += 1
            } else if starts(with: "<!--") {
                try skipComment()
            } else if starts(with: "<?") {
                try skipProcessingInstruction(inProlog: inProlog)
            } else if starts(with: "<!DOCTYPE") {
                guard inProlog else {
                    throw error(.unexpectedElement, "'<!DOCTYPE' is only allowed before the root element")
                }
                try skipDoctype()
            } else {
                return
            }
        }
    }

    private mutating func skipComment() throws(PropertyListError) {
        let start = position
        guard let end = find("-->", from: position + 4) else {
            throw error(.unexpectedEndOfInput, "comment '<!--' is not closed with '-->'", at: start)
        }
        position = end + 3
    }

    private mutating func skipProcessingInstruction(inProlog: Bool) throws(PropertyListError) {
        let start = position
        guard let end = find("?>", from: position + 2) else {
            throw error(.unexpectedEndOfInput, "'<?' is not closed with '?>'", at: start)
        }
        let isDeclaration = starts(with: "<?xml") && start + 5 < bytes.count
            && (Self.isWhitespace(bytes[start + 5]) || bytes[start + 5] == UInt8(ascii: "?"))
        if isDeclaration {
            guard inProlog, start == 0 || (start == 3 && bytes[0] == 0xEF) else {
                throw error(.unexpectedElement, "the XML declaration '<?xml ...?>' must be at the start of the file", at: start)
            }
            try checkDeclaredEncoding(in: start + 5..<end)
        }
        position = end + 2
    }

    /// Only UTF-8 (and its subset ASCII) is read; any other declared encoding would be misread.
    private func checkDeclaredEncoding(in range: Range<Int>) throws(PropertyListError) {
        let text = bytes[range]
        let needle = Array("encoding".utf8)
        guard let found = text.indices.first(where: { bytes[$0...].starts(with: needle) && $0 + needle.count <= range.upperBound }) else {
            return
        }
        var index = found + needle.count
        while index < range.upperBound, Self.isWhitespace(bytes[index]) || bytes[index] == UInt8(ascii: "=") { index += 1 }
        guard index < range.upperBound, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return }
        let quote = bytes[index]
        let valueStart = index + 1
        var valueEnd = valueStart
        while valueEnd < range.upperBound, bytes[valueEnd] != quote { valueEnd += 1 }
        let name = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
        guard ["utf-8", "utf8", "us-ascii", "ascii"].contains(name.lowercased()) else {
            throw error(.unsupportedEncoding, "unsupported encoding \(quoted(name)); only UTF-8 is supported", at: valueStart)
        }
    }

    /// `<!DOCTYPE ...>`, including an internal subset in brackets and quoted identifiers.
    private mutating func skipDoctype() throws(PropertyListError) {
        let start = position
        var index = position + 9
        var bracketDepth = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                index += 1
                while index < bytes.count, bytes[index] != byte { index += 1 }
            } else if byte == UInt8(ascii: "[") {
                bracketDepth += 1
            } else if byte == UInt8(ascii: "]") {
                bracketDepth -= 1
            } else if byte == UInt8(ascii: ">"), bracketDepth <= 0 {
                position = index + 1
                return
            }
            index += 1
        }
        throw error(.unexpectedEndOfInput, "'<!DOCTYPE' is not closed with '>'", at: start)
    }

    /// Reads `<name attributes...>` or `<name .../>` at the cursor; attributes are skipped.
    mutating func readStartTag() throws(PropertyListError) -> StartTag {
        let start = position
        position += 1
        let name = try readName(after: "<")
        while true {
            while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
            guard position < bytes.count else {
                throw error(.unexpectedEndOfInput, "tag '<\(name)' is not closed with '>'", at: start)
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                return StartTag(name: name, offset: start, isEmpty: false)
            }
            if byte == UInt8(ascii: "/") {
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") else {
                    throw error(.unexpectedCharacter, "expected '>' after '/' in tag '<\(name)'", at: position + 1)
                }
                position += 2
                return StartTag(name: name, offset: start, isEmpty: true)
            }
            guard Self.isNameByte(byte) else {
                throw error(.unexpectedCharacter, "unexpected \(quotedToken(at: position)) in tag '<\(name)'")
            }
            try skipAttribute(in: name, tagStart: start)
        }
    }

    private mutating func skipAttribute(in tagName: String, tagStart: Int) throws(PropertyListError) {
        let attribute = try readName(after: "")
        while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
        guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
            throw error(.unexpectedCharacter, "expected '=' after attribute '\(attribute)' in tag '<\(tagName)', found \(quotedToken(at: position))")
        }
        position += 1
        while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
            throw error(.unexpectedCharacter, "expected a quoted value for attribute '\(attribute)' in tag '<\(tagName)>', found \(quotedToken(at: position))")
        }
        let quote = bytes[position]
        position += 1
        while position < bytes.count, bytes[position] != quote { position += 1 }
        guard position < bytes.count else {
            throw error(.unexpectedEndOfInput, "tag '<\(tagName)' is not closed with '>'", at: tagStart)
        }
        position += 1
    }

    private mutating func readName(after prefix: String) throws(PropertyListError) -> String {
        let start = position
        while position < bytes.count, Self.isNameByte(bytes[position]) { position += 1 }
        guard position > start else {
            if position >= bytes.count {
                throw error(.unexpectedEndOfInput, "expected an element name after '\(prefix)', found the end of the input")
            }
            throw error(.unexpectedCharacter, "expected an element name after '\(prefix)', found \(quotedToken(at: position))")
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Reads `</name>` at the cursor and checks that it closes `tag`.
    mutating func readClosingTag(of tag: StartTag) throws(PropertyListError) {
        let start = position
        guard starts(with: "</") else {
            throw error(.unexpectedCharacter, "expected '</\(tag.name)>', found \(quotedToken(at: position))")
        }
        position += 2
        let name = try readName(after: "</")
        while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
            if position >= bytes.count {
                throw error(.unexpectedEndOfInput, "closing tag '</\(name)' is not closed with '>'", at: start)
            }
            throw error(.unexpectedCharacter, "expected '>' to end '</\(name)', found \(quotedToken(at: position))")
        }
        position += 1
        guard name == tag.name else {
            let opened = SourceExcerpt.locate(offset: tag.offset, in: bytes).location
            throw error(.mismatchedClosingTag, "expected '</\(tag.name)>' to close '<\(tag.name)>' from \(opened), found '</\(name)>'", at: start)
        }
    }

    /// The text content of `tag` up to its closing tag, with entities and CDATA resolved; and the
    /// offset where the content starts.
    mutating func readText(of tag: StartTag) throws(PropertyListError) -> (text: String, offset: Int) {
        let contentStart = position
        if tag.isEmpty { return ("", contentStart) }
        var buffer: [UInt8] = []
        var segmentStart = position
        while true {
            guard position < bytes.count else { throw unclosed(tag) }
            let byte = bytes[position]
            if byte == UInt8(ascii: "<") {
                buffer.append(contentsOf: bytes[segmentStart..<position])
                if starts(with: "</") {
                    try readClosingTag(of: tag)
                    return (String(decoding: buffer, as: UTF8.self), contentStart)
                } else if starts(with: "<![CDATA[") {
                    let start = position
                    guard let end = find("]]>", from: position + 9) else {
                        throw error(.unexpectedEndOfInput, "CDATA section '<![CDATA[' is not closed with ']]>'", at: start)
                    }
                    buffer.append(contentsOf: bytes[(start + 9)..<end])
                    position = end + 3
                } else if starts(with: "<!--") {
                    // XML allows this, but Apple's parser accepts only CDATA after '<!' in text
                    // and fails to load the file: reject it too, so the linter catches it.
                    throw error(.unexpectedElement, "comments are not allowed inside '<\(tag.name)>'; Apple's parser rejects them")
                } else {
                    throw error(.unexpectedElement, "unexpected \(quotedToken(at: position)) inside '<\(tag.name)>'; text cannot contain elements (write '&lt;' for '<')")
                }
                segmentStart = position
            } else if byte == UInt8(ascii: "&") {
                buffer.append(contentsOf: bytes[segmentStart..<position])
                try appendEntity(to: &buffer)
                segmentStart = position
            } else {
                position += 1
            }
        }
    }

    /// Resolves the entity or character reference at the cursor (`&...;`).
    private mutating func appendEntity(to buffer: inout [UInt8]) throws(PropertyListError) {
        let start = position
        var end = position + 1
        while end < bytes.count, end - start <= 12, bytes[end] != UInt8(ascii: ";"), !Self.isWhitespace(bytes[end]),
            bytes[end] != UInt8(ascii: "<"), bytes[end] != UInt8(ascii: "&")
        {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            throw error(.invalidEntity, "unterminated entity \(quoted(String(decoding: bytes[start..<min(end, bytes.count)], as: UTF8.self))); write '&amp;' for '&'", at: start)
        }
        let name = Array(bytes[(start + 1)..<end])
        let written = String(decoding: bytes[start...end], as: UTF8.self)
        position = end + 1
        switch name {
        case Array("amp".utf8): buffer.append(UInt8(ascii: "&"))
        case Array("lt".utf8): buffer.append(UInt8(ascii: "<"))
        case Array("gt".utf8): buffer.append(UInt8(ascii: ">"))
        case Array("quot".utf8): buffer.append(UInt8(ascii: "\""))
        case Array("apos".utf8): buffer.append(UInt8(ascii: "'"))
        default:
            guard name.first == UInt8(ascii: "#") else {
                throw error(.invalidEntity, "unknown entity \(quoted(written)); expected &amp; &lt; &gt; &quot; &apos; or a character reference", at: start)
            }
            let isHex = name.count > 1 && (name[1] == UInt8(ascii: "x") || name[1] == UInt8(ascii: "X"))
            let digits = name.dropFirst(isHex ? 2 : 1)
            var value: UInt32 = 0
            var valid = !digits.isEmpty
            for digit in digits {
                guard let digitValue = Self.digitValue(digit, hexadecimal: isHex) else { valid = false; break }
                value = value * (isHex ? 16 : 10) + UInt32(digitValue)
                if value > 0x10FFFF { valid = false; break }
            }
            guard valid, value != 0, let scalar = Unicode.Scalar(value) else {
                throw error(.invalidEntity, "character reference \(quoted(written)) is not a valid character", at: start)
            }
            UTF8.encode(scalar) { buffer.append($0) }
        }
    }

    // MARK: Byte helpers

    func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return text.withUTF8Buffer { prefix in
            var index = 0
            while index < count {
                if bytes[position + index] != prefix[index] { return false }
                index += 1
            }
            return true
        }
    }

    func find(_ text: StaticString, from start: Int) -> Int? {
        let needle = text.withUTF8Buffer { Array($0) }
        guard let first = needle.first else { return start }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: ":"),
            UInt8(ascii: "."), UInt8(ascii: "-"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    static func digitValue(_ byte: UInt8, hexadecimal: Bool) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hexadecimal: return Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hexadecimal: return Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }

    /// The token at `offset` for a message: a tag as `'<name>'`, otherwise a short run of text.
    func quotedToken(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the input" }
        var end = offset
        if bytes[offset] == UInt8(ascii: "<") {
            while end < bytes.count, bytes[end] != UInt8(ascii: ">"), end - offset < 40 { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: ">") { end += 1 }
        } else {
            while end < bytes.count, !Self.isWhitespace(bytes[end]), bytes[end] != UInt8(ascii: "<"), end - offset < 40 { end += 1 }
            if end == offset { end += 1 }
        }
        // Back off to a scalar boundary so the quote never splits a character.
        while end < bytes.count, end > offset + 1, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return quoted(String(decoding: bytes[offset..<end], as: UTF8.self))
    }

    func quoted(_ text: String) -> String {
        let shown = text.unicodeScalars.count > Self.maximumQuotedWidth
            ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(Self.maximumQuotedWidth))) + "…"
            : text
        var escaped = ""
        for scalar in shown.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "'" + escaped + "'"
    }

    func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "0x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
    }
}
