import FormCore

/// A small XML 1.0 reader for XLIFF: elements, attributes, text, CDATA, comments, processing
/// instructions, the five predefined entities and character references, over UTF-8 bytes.
///
/// It checks well-formedness (every tag closed in order, quoted attributes without `<`, no
/// repeated attribute, only characters XML allows, valid UTF-8) and reports the first problem
/// with its line and column. It does not read DTDs: a DOCTYPE is skipped, but an internal
/// subset (which could declare entities) is refused rather than half-read. Line ends in text are
/// normalized to line feeds and whitespace in attribute values to spaces, as XML requires.
struct XMLElementTree {
    struct Element {
        /// The qualified name as written (`xliff:trans-unit`).
        var name: String
        var attributes: [(name: String, value: String)]
        var children: [Node]
        /// The offset of the start tag's `<`.
        var offset: Int

        /// The name without its namespace prefix.
        var localName: Substring {
            if let colon = name.lastIndex(of: ":") { return name[name.index(after: colon)...] }
            return name[...]
        }

        func attribute(_ name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }

        var elements: [Element] {
            children.compactMap { if case .element(let element) = $0 { element } else { nil } }
        }
    }

    enum Node {
        case element(Element)
        case text(String)
    }

    static let maximumDepth = 256

    let bytes: [UInt8]
    let file: String?
    private var position = 0
    private var lineStarts: [Int] = [0]

    init(bytes: [UInt8], file: String?) {
        self.bytes = bytes
        self.file = file
        for (index, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(index + 1) }
    }

    /// The line and column (in characters, from 1) of a byte offset.
    func location(of offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        while index < min(offset, bytes.count) {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(file: file, offset: offset, line: low + 1, column: column)
    }

    func error(_ message: String, at offset: Int) -> XLIFFError {
        XLIFFError(code: .malformedXML, message: message, location: location(of: offset))
    }

    /// Reads the document and returns its root element.
    mutating func parseDocument() throws(XLIFFError) -> Element {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw error("the document is UTF-16; this reader reads UTF-8 XLIFF (save it as UTF-8)", at: 0)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        if let bad = bytes.withUnsafeBufferPointer({ StringsText.firstInvalidUTF8($0, from: position) }) {
            throw error("the bytes are not valid UTF-8 here", at: bad)
        }
        try skipMisc(allowDoctype: true)
        guard peek("<") else { throw error(bytes.isEmpty ? "the document is empty" : "expected the root element", at: position) }
        let root = try parseElement(depth: 0)
        try skipMisc(allowDoctype: false)
        guard position >= bytes.count else { throw error("unexpected content after the root element '</\(root.name)>'", at: position) }
        return root
    }

    // MARK: - Markup

    private mutating func skipMisc(allowDoctype: Bool) throws(XLIFFError) {
        while true {
            skipWhitespace()
            if peek("<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if peek("<!--") {
                try skipComment()
            } else if allowDoctype, peek("<!DOCTYPE") {
                let start = position
                while position < bytes.count, bytes[position] != UInt8(ascii: ">") {
                    if bytes[position] == UInt8(ascii: "[") {
                        throw error("a DOCTYPE with an internal subset (entity declarations) is not read; remove it", at: position)
                    }
                    position += 1
                }
                guard position < bytes.count else { throw error("the DOCTYPE is never closed with '>'", at: start) }
                position += 1
            } else {
                return
            }
        }
    }

    private mutating func skipComment() throws(XLIFFError) {
        let start = position
        position += 4
        while position + 2 < bytes.count {
            if bytes[position] == UInt8(ascii: "-"), bytes[position + 1] == UInt8(ascii: "-") {
                guard bytes[position + 2] == UInt8(ascii: ">") else { throw error("'--' is not allowed inside a comment", at: position) }
                position += 3
                return
            }
            position += 1
        }
        throw error("this comment is never closed with '-->'", at: start)
    }

    private mutating func skip(past terminator: String, what: String) throws(XLIFFError) {
        let start = position
        let pattern = Array(terminator.utf8)
        while position < bytes.count {
            if bytes[position...].starts(with: pattern) {
                position += pattern.count
                return
            }
            position += 1
        }
        throw error("this \(what) is never closed with '\(terminator)'", at: start)
    }

    private mutating func parseElement(depth: Int) throws(XLIFFError) -> Element {
        let start = position
        guard depth < Self.maximumDepth else { throw error("elements nest more than \(Self.maximumDepth) deep", at: start) }
        position += 1
        let name = try parseName(what: "an element name")
        var element = Element(name: name, attributes: [], children: [], offset: start)
        while true {
            let hadSpace = skipWhitespace()
            guard position < bytes.count else { throw error("the start tag '<\(name)' is never closed", at: start) }
            if peek("/>") {
                position += 2
                return element
            }
            if peek(">") {
                position += 1
                break
            }
            guard hadSpace else { throw error("expected whitespace, '>' or '/>' in the start tag '<\(name)'", at: position) }
            let attributeStart = position
            let attributeName = try parseName(what: "an attribute name")
            skipWhitespace()
            guard peek("=") else { throw error("expected '=' after the attribute '\(attributeName)'", at: position) }
            position += 1
            skipWhitespace()
            let value = try parseAttributeValue(attributeName)
            if element.attributes.contains(where: { $0.name == attributeName }) {
                throw error("the attribute '\(attributeName)' is given twice in '<\(name)>'", at: attributeStart)
            }
            element.attributes.append((attributeName, value))
        }
        var text: [UInt8] = []
        func flush(_ element: inout Element) {
            if !text.isEmpty {
                element.children.append(.text(String(decoding: text, as: UTF8.self)))
                text.removeAll()
            }
        }
        while true {
            guard position < bytes.count else {
                throw error("'<\(name)>' is never closed (expected '</\(name)>')", at: start)
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "<") {
                if peek("</") {
                    let closeStart = position
                    position += 2
                    let closing = try parseName(what: "an element name")
                    skipWhitespace()
                    guard peek(">") else { throw error("expected '>' to end '</\(closing)'", at: position) }
                    position += 1
                    guard closing == name else {
                        let line = location(of: start).line
                        throw error("expected '</\(name)>' to close '<\(name)>' (line \(line)), found '</\(closing)>'", at: closeStart)
                    }
                    flush(&element)
                    return element
                } else if peek("<!--") {
                    try skipComment()
                } else if peek("<![CDATA[") {
                    let cdataStart = position
                    position += 9
                    while true {
                        guard position < bytes.count else { throw error("this CDATA section is never closed with ']]>'", at: cdataStart) }
                        if peek("]]>") {
                            position += 3
                            break
                        }
                        try appendCharacter(to: &text)
                    }
                } else if peek("<?") {
                    try skip(past: "?>", what: "processing instruction")
                } else if peek("<!") {
                    throw error("unexpected '<!' in content (only comments and CDATA sections are allowed here)", at: position)
                } else {
                    flush(&element)
                    element.children.append(.element(try parseElement(depth: depth + 1)))
                }
            } else if byte == UInt8(ascii: "&") {
                try appendReference(to: &text)
            } else if byte == UInt8(ascii: "]"), peek("]]>") {
                throw error("']]>' is not allowed in text (write ']]&gt;')", at: position)
            } else {
                try appendCharacter(to: &text)
            }
        }
    }

    /// Appends the character at `position`, normalizing CR LF and CR to LF, refusing characters
    /// XML does not allow.
    private mutating func appendCharacter(to text: inout [UInt8]) throws(XLIFFError) {
        let byte = bytes[position]
        if byte == 0x0D {
            text.append(0x0A)
            position += 1
            if position < bytes.count, bytes[position] == 0x0A { position += 1 }
            return
        }
        if byte < 0x20, byte != 0x09, byte != 0x0A {
            throw error("\(XMLText.name(Unicode.Scalar(byte))) is not allowed in XML 1.0", at: position)
        }
        // U+FFFE and U+FFFF are EF BF BE and EF BF BF.
        if byte == 0xEF, position + 2 < bytes.count, bytes[position + 1] == 0xBF, bytes[position + 2] >= 0xBE {
            throw error("\(bytes[position + 2] == 0xBE ? "U+FFFE" : "U+FFFF") is not allowed in XML 1.0", at: position)
        }
        text.append(byte)
        position += 1
    }

    private mutating func appendReference(to text: inout [UInt8]) throws(XLIFFError) {
        let start = position
        guard let semicolon = bytes[position...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            throw error("'&' starts no entity reference (write '&amp;' for a literal '&')", at: start)
        }
        let name = String(decoding: bytes[(position + 1)..<semicolon], as: UTF8.self)
        position = semicolon + 1
        switch name {
        case "lt": text.append(UInt8(ascii: "<"))
        case "gt": text.append(UInt8(ascii: ">"))
        case "amp": text.append(UInt8(ascii: "&"))
        case "quot": text.append(UInt8(ascii: "\""))
        case "apos": text.append(UInt8(ascii: "'"))
        default:
            var value: UInt32?
            if name.hasPrefix("#x") { value = UInt32(name.dropFirst(2), radix: 16) }
            else if name.hasPrefix("#") { value = UInt32(name.dropFirst(), radix: 10) }
            else { throw error("undefined entity '&\(name);' (XML defines only &lt; &gt; &amp; &quot; &apos; and &#...;)", at: start) }
            guard let value, let scalar = Unicode.Scalar(value), XMLText.isAllowed(scalar) else {
                throw error("'&\(name);' is not a character XML 1.0 allows", at: start)
            }
            text.append(contentsOf: Array(String(scalar).utf8))
        }
    }

    private mutating func parseAttributeValue(_ attribute: String) throws(XLIFFError) -> String {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
            throw error("the value of '\(attribute)' must be in quotes", at: position)
        }
        let quote = bytes[position]
        let start = position
        position += 1
        var value: [UInt8] = []
        while true {
            guard position < bytes.count else { throw error("the value of '\(attribute)' is never closed", at: start) }
            let byte = bytes[position]
            if byte == quote {
                position += 1
                return String(decoding: value, as: UTF8.self)
            }
            if byte == UInt8(ascii: "<") { throw error("'<' is not allowed in an attribute value (write '&lt;')", at: position) }
            if byte == UInt8(ascii: "&") {
                try appendReference(to: &value)
            } else if byte == 0x09 || byte == 0x0A || byte == 0x0D {
                // Attribute-value normalization: literal whitespace becomes a space (CR LF one space).
                if byte == 0x0D, position + 1 < bytes.count, bytes[position + 1] == 0x0A { position += 1 }
                value.append(0x20)
                position += 1
            } else {
                try appendCharacter(to: &value)
            }
        }
    }

    private mutating func parseName(what: String) throws(XLIFFError) -> String {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: "/")
                || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "<")
                || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "&") { break }
            position += 1
        }
        guard position > start else { throw error("expected \(what)", at: start) }
        let first = bytes[start]
        if first == UInt8(ascii: "-") || first == UInt8(ascii: ".") || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) {
            throw error("a name cannot start with '\(Unicode.Scalar(first))'", at: start)
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = position
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        return position > start
    }

    private func peek(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { pattern in
            for index in 0..<count where bytes[position + index] != pattern[index] { return false }
            return true
        }
    }
}
