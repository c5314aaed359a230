import FormCore

/// A JSON value with the offset where it starts, as read from a String Catalog.
///
/// Objects keep their members in file order (duplicates included; lookups take the last).
struct StringCatalogJSON {
    struct Member {
        var key: String
        var keyOffset: Int
        var value: StringCatalogJSON
    }

    enum Kind {
        case object([Member])
        case array([StringCatalogJSON])
        case string(String)
        /// The number's text, exactly as written.
        case number(String)
        case bool(Bool)
        case null
    }

    var kind: Kind
    var offset: Int

    /// "an object", "a string"...: for type-mismatch messages.
    var kindDescription: String {
        switch kind {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// RFC 8259 JSON over UTF-8 bytes, tracking the key path for error messages.
struct StringCatalogJSONReader {
    let bytes: [UInt8]
    let file: String?
    let maximumDepth: Int
    private var position = 0
    private var path = StringCatalogKeyPath()

    init(bytes: [UInt8], file: String?, maximumDepth: Int = 256) {
        self.bytes = bytes
        self.file = file
        self.maximumDepth = maximumDepth
    }

    mutating func parseDocument() throws(StringCatalogError) -> StringCatalogJSON {
        guard !bytes.isEmpty else { throw error(.emptyInput, "the String Catalog is empty") }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        if let bad = PropertyListUTF8.firstInvalidOffset(in: bytes, from: position) {
            position = bad
            throw error(.invalidUTF8, "invalid UTF-8 byte 0x\(String(bytes[bad], radix: 16, uppercase: true))")
        }
        let value = try parseValue(depth: 0)
        skipWhitespace()
        guard position >= bytes.count else {
            throw error(.invalidJSON, "unexpected \(token()) after the end of the JSON value")
        }
        return value
    }

    private mutating func parseValue(depth: Int) throws(StringCatalogError) -> StringCatalogJSON {
        skipWhitespace()
        guard position < bytes.count else { throw error(.invalidJSON, "expected a value, found the end of the input") }
        let start = position
        switch bytes[position] {
        case UInt8(ascii: "{"):
            guard depth < maximumDepth else { throw error(.tooDeep, "objects and arrays nested deeper than \(maximumDepth) levels") }
            return StringCatalogJSON(kind: .object(try parseObject(depth: depth + 1)), offset: start)
        case UInt8(ascii: "["):
            guard depth < maximumDepth else { throw error(.tooDeep, "objects and arrays nested deeper than \(maximumDepth) levels") }
            return StringCatalogJSON(kind: .array(try parseArray(depth: depth + 1)), offset: start)
        case UInt8(ascii: "\""):
            return StringCatalogJSON(kind: .string(try parseString()), offset: start)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return StringCatalogJSON(kind: .bool(true), offset: start)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return StringCatalogJSON(kind: .bool(false), offset: start)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return StringCatalogJSON(kind: .null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return StringCatalogJSON(kind: .number(try parseNumber()), offset: start)
        default:
            throw error(.invalidJSON, "unexpected \(token()); expected a value")
        }
    }

    private mutating func parseObject(depth: Int) throws(StringCatalogError) -> [StringCatalogJSON.Member] {
        position += 1
        var members: [StringCatalogJSON.Member] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return members
        }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw error(.invalidJSON, "expected a member name in quotes, found \(token())")
            }
            let keyOffset = position
            let key = try parseString()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                throw error(.invalidJSON, "expected ':' after member name \"\(key)\", found \(token())")
            }
            position += 1
            path.components.append(.key(key))
            let value = try parseValue(depth: depth)
            path.components.removeLast()
            members.append(StringCatalogJSON.Member(key: key, keyOffset: keyOffset, value: value))
            skipWhitespace()
            guard position < bytes.count else { throw error(.invalidJSON, "expected ',' or '}', found the end of the input") }
            if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return members
            }
            guard bytes[position] == UInt8(ascii: ",") else {
                throw error(.invalidJSON, "expected ',' or '}' after the value of \"\(key)\", found \(token())")
            }
            position += 1
        }
    }

    private mutating func parseArray(depth: Int) throws(StringCatalogError) -> [StringCatalogJSON] {
        position += 1
        var elements: [StringCatalogJSON] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return elements
        }
        while true {
            path.components.append(.index(elements.count))
            elements.append(try parseValue(depth: depth))
            path.components.removeLast()
            skipWhitespace()
            guard position < bytes.count else { throw error(.invalidJSON, "expected ',' or ']', found the end of the input") }
            if bytes[position] == UInt8(ascii: "]") {
                position += 1
                return elements
            }
            guard bytes[position] == UInt8(ascii: ",") else {
                throw error(.invalidJSON, "expected ',' or ']', found \(token())")
            }
            position += 1
        }
    }

    private mutating func parseString() throws(StringCatalogError) -> String {
        let start = position
        position += 1
        var buffer: [UInt8] = []
        var segmentStart = position
        while true {
            guard position < bytes.count else {
                position = start
                throw error(.invalidJSON, "string is not closed with '\"'")
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                buffer.append(contentsOf: bytes[segmentStart..<position])
                position += 1
                return String(decoding: buffer, as: UTF8.self)
            } else if byte == UInt8(ascii: "\\") {
                buffer.append(contentsOf: bytes[segmentStart..<position])
                try appendEscape(to: &buffer)
                segmentStart = position
            } else if byte < 0x20 {
                throw error(.invalidJSON, "control character 0x\(String(byte, radix: 16, uppercase: true)) in a string must be escaped")
            } else {
                position += 1
            }
        }
    }

    private mutating func appendEscape(to buffer: inout [UInt8]) throws(StringCatalogError) {
        let start = position
        guard position + 1 < bytes.count else { throw error(.invalidJSON, "string is not closed with '\"'") }
        let escaped = bytes[position + 1]
        position += 2
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escaped)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var value = try readHex4(escapeStart: start)
            if (0xD800...0xDBFF).contains(value) {
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                    position = start
                    throw error(.invalidJSON, "unpaired surrogate in \\u escape")
                }
                position += 2
                let low = try readHex4(escapeStart: start)
                guard (0xDC00...0xDFFF).contains(low) else {
                    position = start
                    throw error(.invalidJSON, "unpaired surrogate in \\u escape")
                }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(value) else {
                position = start
                throw error(.invalidJSON, "unpaired surrogate in \\u escape")
            }
            UTF8.encode(scalar) { buffer.append($0) }
        default:
            position = start
            throw error(.invalidJSON, "invalid escape \(token(length: 2)) in a string")
        }
    }

    private mutating func readHex4(escapeStart: Int) throws(StringCatalogError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count, let digit = PropertyListXMLParser.digitValue(bytes[position], hexadecimal: true) else {
                position = escapeStart
                throw error(.invalidJSON, "\\u must be followed by four hexadecimal digits")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    private mutating func parseNumber() throws(StringCatalogError) -> String {
        let start = position
        func digits() -> Int {
            let first = position
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
            return position - first
        }
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        let integerDigits = digits()
        let invalid = { (reader: Self) in reader.error(.invalidJSON, "invalid number \(reader.token(at: start))", at: start) }
        guard integerDigits > 0, !(integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0")) else { throw invalid(self) }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw invalid(self) }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { throw invalid(self) }
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(StringCatalogError) {
        let matches = literal.withUTF8Buffer { expected in
            position + expected.count <= bytes.count && bytes[position..<(position + expected.count)].elementsEqual(expected)
        }
        guard matches else { throw error(.invalidJSON, "unexpected \(token()); expected a value") }
        position += literal.utf8CodeUnitCount
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    /// The word at the cursor, quoted, for messages.
    private func token(at offset: Int? = nil, length: Int? = nil) -> String {
        let start = offset ?? position
        guard start < bytes.count else { return "the end of the input" }
        var end = start
        let stops: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ":")]
        if let length {
            end = min(bytes.count, start + length)
        } else {
            while end < bytes.count, end - start < 20, !stops.contains(bytes[end]) || end == start { end += 1 }
        }
        while end < bytes.count, end > start + 1, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return "'" + String(decoding: bytes[start..<end], as: UTF8.self) + "'"
    }

    private func error(_ code: StringCatalogError.Code, _ message: String, at offset: Int? = nil) -> StringCatalogError {
        let (location, excerpt) = SourceExcerpt.locate(offset: offset ?? position, in: bytes, file: file)
        return StringCatalogError(code: code, message: message, keyPath: path, location: location, excerpt: excerpt)
    }
}
