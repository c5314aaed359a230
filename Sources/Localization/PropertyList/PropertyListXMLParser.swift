import FormCore

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
    private var lineIndex: PropertyListLineIndex

    init(bytes: [UInt8], file: String?, maximumDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.lineIndex = PropertyListLineIndex(bytes)
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

    /// An open `<dict>` or `<array>` whose content is being read.
    private enum OpenContainer {
        case dictionary(StartTag, PropertyListDictionary, pendingKey: (text: String, offset: Int)?)
        case array(StartTag, [PropertyListValue])
    }

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

    /// Reads the value that `tag` opens, nested containers included.
    ///
    /// Containers are kept on an explicit stack rather than the call stack: a deeply nested
    /// file costs heap memory, never a stack overflow on a thread with a small stack.
    mutating func parseValue(startTag firstTag: StartTag, depth: Int) throws(PropertyListError) -> PropertyListValue {
        var open: [OpenContainer] = []
        var tag = firstTag
        while true {
            var completed: PropertyListValue?
            switch tag.name {
            case "dict", "array":
                guard depth + open.count < maximumDepth else {
                    throw error(.tooDeep, "'<\(tag.name)>' nested deeper than \(maximumDepth) levels", at: tag.offset)
                }
                if tag.isEmpty {
                    completed = tag.name == "dict" ? .dictionary(PropertyListDictionary()) : .array([])
                } else {
                    open.append(tag.name == "dict" ? .dictionary(tag, PropertyListDictionary(), pendingKey: nil) : .array(tag, []))
                }
            default:
                completed = try parseLeaf(tag)
            }
            // Attach finished values to their container and find the next start tag, closing
            // containers on the way.
            while true {
                if let value = completed {
                    guard let parent = open.popLast() else { return value }
                    switch parent {
                    case .dictionary(let parentTag, var dictionary, let pendingKey):
                        if let pendingKey {
                            dictionary.append(key: pendingKey.text, keyLocation: location(of: pendingKey.offset), value: value)
                        }
                        open.append(.dictionary(parentTag, dictionary, pendingKey: nil))
                    case .array(let parentTag, var elements):
                        elements.append(value)
                        open.append(.array(parentTag, elements))
                    }
                    completed = nil
                }
                // Invariant: with no finished value pending, the tag just read opened a container.
                guard let top = open.popLast() else { preconditionFailure("no open container and no value") }
                switch top {
                case .dictionary(let dictionaryTag, let dictionary, _):
                    if let key = try readKeyAndValueTag(in: dictionaryTag) {
                        open.append(.dictionary(dictionaryTag, dictionary, pendingKey: (key.text, key.offset)))
                        tag = key.valueTag
                    } else {
                        completed = .dictionary(dictionary)
                        continue
                    }
                case .array(let arrayTag, let elements):
                    try skipMisc(inProlog: false)
                    guard position < bytes.count else { throw unclosed(arrayTag) }
                    if starts(with: "</") {
                        try readClosingTag(of: arrayTag)
                        completed = .array(elements)
                        continue
                    }
                    guard bytes[position] == UInt8(ascii: "<") else {
                        throw error(.unexpectedText, "unexpected text \(quotedToken(at: position)) in '<array>'; expected \(Self.valueElementNames)")
                    }
                    open.append(top)
                    tag = try readStartTag()
                }
                break
            }
        }
    }

    /// In a `<dict>`: reads `<key>...</key>` and the start tag of its value, or the closing
    /// `</dict>` (then returns `nil`).
    private mutating func readKeyAndValueTag(
        in tag: StartTag
    ) throws(PropertyListError) -> (text: String, offset: Int, valueTag: StartTag)? {
        try skipMisc(inProlog: false)
        guard position < bytes.count else { throw unclosed(tag) }
        guard bytes[position] == UInt8(ascii: "<") else {
            throw error(.unexpectedText, "unexpected text \(quotedToken(at: position)) in '<dict>'; expected '<key>' or '</dict>'")
        }
        if starts(with: "</") {
            try readClosingTag(of: tag)
            return nil
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
        return (key, keyOffset, valueTag)
    }

    /// A value that is not a container, or the error for a tag that is not a value.
    private mutating func parseLeaf(_ tag: StartTag) throws(PropertyListError) -> PropertyListValue {
        switch tag.name {
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
            guard text.allSatisfy({ $0.isWhitespace }) else {
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

    // MARK: Locations and errors

    mutating func location(of offset: Int) -> SourceLocation {
        lineIndex.location(of: offset, in: bytes, file: file)
    }

    func error(_ code: PropertyListError.Code, _ message: String, at offset: Int? = nil) -> PropertyListError {
        PropertyListXML.error(code, message, at: offset ?? position, in: bytes, file: file)
    }

    func unclosed(_ tag: StartTag) -> PropertyListError {
        let opened = SourceExcerpt.locate(offset: tag.offset, in: bytes).location
        return error(.unexpectedEndOfInput, "'<\(tag.name)>' opened at \(opened) is not closed; the input ends")
    }
}
