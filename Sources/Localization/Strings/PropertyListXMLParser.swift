/// The XML property-list grammar, over UTF-8 bytes (already checked to be valid UTF-8).
///
/// Recursive descent: one function per construct, a byte offset as the only cursor. Locations are
/// computed only for dictionary keys (through a line index built once) and for the error thrown.
struct PropertyListXMLParser {
    /// A start tag that has been read up to and including its `>` or `/>`.
    struct StartTag {
        var name: String
        /// Offset of its `<`.
        var offset: Int
        var isEmpty: Bool
    }

    let bytes: [UInt8]
    let file: String?
    let maximumDepth: Int
    var position = 0
    private var lineIndex: PropertyListLineIndex?

    init(bytes: [UInt8], file: String?, maximumDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.maximumDepth = maximumDepth
    }

    static let valueElementNames = "<dict>, <array>, <string>, <integer>, <real>, <true/>, <false/>, <date> or <data>"

    // MARK: Document

    mutating func parseDocument() throws(PropertyListError) -> (value: PropertyListValue, offset: Int) {
        try checkEncoding()
        try skipMisc(inProlog: true)
        guard position < bytes.count else {
            throw error(.missingValue, "expected '<plist>' or a value, found the end of the input")
        }
        guard bytes[position] == UInt8(ascii: "<"), !starts(with: "</") else {
            throw error(.unexpectedText, "expected '<plist>', found \(quotedToken(at: position))")
        }
        let tag = try readStartTag()
        let value: PropertyListValue
        let rootOffset: Int
        if tag.name == "plist" {
            if tag.isEmpty { throw error(.missingValue, "'<plist/>' has no value", at: tag.offset) }
            try skipMisc(inProlog: false)
            if starts(with: "</") || position >= bytes.count {
                throw error(.missingValue, "expected a value in '<plist>', found \(quotedToken(at: position))")
            }
            rootOffset = position
            value = try parseValue(depth: 0, context: "plist")
            try skipMisc(inProlog: false)
            try readClosingTag(of: tag)
        } else {
            rootOffset = tag.offset
            value = try parseValue(startTag: tag, depth: 0)
        }
        try skipMisc(inProlog: false)
        if position < bytes.count {
            throw error(.junkAfterRoot, "unexpected \(quotedToken(at: position)) after the end of the property list")
        }
        return (value, rootOffset)
    }

    /// Rejects byte-order marks of encodings other than UTF-8, skips a UTF-8 one, checks UTF-8.
    private mutating func checkEncoding() throws(PropertyListError) {
        guard !bytes.isEmpty else { throw error(.emptyInput, "the property list is empty", at: 0) }
        let prefix = Array(bytes.prefix(4))
        if prefix.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || prefix.starts(with: [0xFF, 0xFE, 0x00, 0x00])
            || prefix.starts(with: [0xFF, 0xFE]) || prefix.starts(with: [0xFE, 0xFF])
            || (prefix.count >= 2 && (prefix[0] == 0 || prefix[1] == 0))
        {
            throw error(.unsupportedEncoding, "the property list is UTF-16 or UTF-32; only UTF-8 is supported", at: 0)
        }
        if prefix.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        if let bad = PropertyListUTF8.firstInvalidOffset(in: bytes, from: position) {
            throw error(.invalidUTF8, "invalid UTF-8 byte \(hex(bytes[bad]))", at: bad)
        }
    }

    // MARK: Values

    /// Reads the start tag at the cursor and the value it opens.
    mutating func parseValue(depth: Int, context: String) throws(PropertyListError) -> PropertyListValue {
        guard position < bytes.count else {
            throw error(.unexpectedEndOfInput, "expected a value in '<\(context)>', found the end of the input")
        }
        guard bytes[position] == UInt8(ascii: "<") else {
            throw error(.unexpectedText, "unexpected text \(quotedToken(at: position)) in '<\(context)>'; expected \(Self.valueElementNames)")
        }
        return try parseValue(startTag: readStartTag(), depth: depth)
    }

    mutating func parseValue(startTag tag: StartTag, depth: Int) throws(PropertyListError) -> PropertyListValue {
        switch tag.name {
        case "dict":
            return .dictionary(try parseDictionary(tag, depth: depth + 1))
        case "array":
            return .array(try parseArray(tag, depth: depth + 1))
        case "string":
            return .string(try readText(of: tag).text)
        case "integer":
            let (text, offset) = try readText(of: tag)
            return .integer(try parseInteger(text, at: offset))
        case "real":
            let (text, offset) = try readText(of: tag)
            return .real(try parseReal(text, at: offset))
        case "date":
            let (text, offset) = try readText(of: tag)
            return .date(try parseDate(text, at: offset))
        case "data":
            let (text, offset) = try readText(of: tag)
            return .data(try decodeBase64(text, at: offset))
        case "true", "false":
            let (text, offset) = try readText(of: tag)
            guard text.allSatisfy(\.isWhitespace) else {
                throw error(.invalidValue, "'<\(tag.name)>' must be empty, found \(quoted(text))", at: offset)
            }
            return .bool(tag.name == "true")
        case "key":
            throw error(.unexpectedElement, "'<key>' is only allowed directly inside '<dict>'", at: tag.offset)
        case "plist":
            throw error(.unexpectedElement, "'<plist>' is only allowed around the root value", at: tag.offset)
        default:
            throw error(.unknownElement, "unknown element '<\(tag.name)>'; expected \(Self.valueElementNames)", at: tag.offset)
        }
    }

    private mutating func parseDictionary(_ tag: StartTag, depth: Int) throws(PropertyListError) -> PropertyListDictionary {
        guard depth <= maximumDepth else {
            throw error(.tooDeep, "'<dict>' nested deeper than \(maximumDepth) levels", at: tag.offset)
        }
        var dictionary = PropertyListDictionary()
        if tag.isEmpty { return dictionary }
        while true {
            try skipMisc(inProlog: false)
            guard position < bytes.count else { throw unclosed(tag) }
            guard bytes[position] == UInt8(ascii: "<") else {
                throw error(.unexpectedText, "unexpected text \(quotedToken(at: position)) in '<dict>'; expected '<key>' or '</dict>'")
            }
            if starts(with: "</") {
                try readClosingTag(of: tag)
                return dictionary
            }
            let keyTag = try readStartTag()
            guard keyTag.name == "key" else {
                throw error(.expectedKey, "expected '<key>' or '</dict>', found '<\(keyTag.name)>'", at: keyTag.offset)
            }
            let (key, keyOffset) = try readText(of: keyTag)
            try skipMisc(inProlog: false)
            guard position < bytes.count else { throw unclosed(tag) }
            if starts(with: "</") {
                throw error(.missingValue, "expected a value for key \(quoted(key)), found \(quotedToken(at: position))")
            }
            guard bytes[position] == UInt8(ascii: "<") else {
                throw error(.unexpectedText, "unexpected text \(quotedToken(at: position)) after key \(quoted(key)); expected \(Self.valueElementNames)")
            }
            let valueTag = try readStartTag()
            if valueTag.name == "key" {
                throw error(.missingValue, "expected a value for key \(quoted(key)), found '<key>'", at: valueTag.offset)
            }
            let value = try parseValue(startTag: valueTag, depth: depth)
            dictionary.append(key: key, keyLocation: location(of: keyOffset), value: value)
        }
    }

    private mutating func parseArray(_ tag: StartTag, depth: Int) throws(PropertyListError) -> [PropertyListValue] {
        guard depth <= maximumDepth else {
            throw error(.tooDeep, "'<array>' nested deeper than \(maximumDepth) levels", at: tag.offset)
        }
        var elements: [PropertyListValue] = []
        if tag.isEmpty { return elements }
        while true {
            try skipMisc(inProlog: false)
            guard position < bytes.count else { throw unclosed(tag) }
            if starts(with: "</") {
                try readClosingTag(of: tag)
                return elements
            }
            elements.append(try parseValue(depth: depth, context: "array"))
        }
    }

    // MARK: Locations and errors

    mutating func location(of offset: Int) -> SourceLocation {
        if lineIndex == nil { lineIndex = PropertyListLineIndex(bytes) }
        return lineIndex?.location(of: offset, in: bytes, file: file)
            ?? SourceLocation(file: file, offset: offset, line: 1, column: 1)
    }

    func error(_ code: PropertyListError.Code, _ message: String, at offset: Int? = nil) -> PropertyListError {
        PropertyListXML.error(code, message, at: offset ?? position, in: bytes, file: file)
    }

    func unclosed(_ tag: StartTag) -> PropertyListError {
        let opened = SourceExcerpt.locate(offset: tag.offset, in: bytes).location
        return error(.unexpectedEndOfInput, "'<\(tag.name)>' opened at \(opened) is not closed; the input ends")
    }
}
