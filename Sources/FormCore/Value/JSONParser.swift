/// The byte-level JSON parser behind ``JSONReader`` and ``NDJSONReader``.
///
/// Iterative rather than recursive, so no nesting depth can overflow the stack, whatever limit a
/// caller configures. Its scratch stacks live as long as the parser, so reading many documents
/// in a row (NDJSON) reuses their storage instead of allocating it per document.
///
/// A struct, mutated in place: a class would pay a dynamic exclusivity check on every access to
/// its stored properties, which is most of what the parser does.
package struct JSONParser {
    package var limits: JSONReader.Limits

    /// The containers being read, outermost first.
    private var frames: [Frame] = []
    /// Values completed in the current document, for ``JSONReader/Limits/maxValues``.
    private var valueCount = 0
    /// Members of the objects being read, innermost last.
    private let entries = ScratchStack<FormObject.Entry>()
    /// Elements of the arrays being read, innermost last.
    private let elements = ScratchStack<FormValue>()
    /// Offset and hash of each key in `entries`.
    private let keys = ScratchStack<KeyMark>()
    /// Unescaped bytes of the current string when it has escapes.
    private var unescaped: [UInt8] = []
    /// Recently read keys, so a key repeated across documents is one shared string.
    private var keyCache: KeyCache?
    /// Recently read 16-byte keys.
    private var shortStrings: ShortStringCache?
    /// Whether strings of at most 15 bytes can be built inline (``InlineString``).
    private let inlineStrings = InlineString.isSupported

    private struct Frame {
        var isObject: Bool
        /// Where this container's members start in `entries` and `keys` (objects, which push a
        /// member when its key is read and fill in its value later) or `elements` (arrays).
        var start: Int
    }


    struct KeyMark {
        var offset: Int
        /// FNV-1a of the key's bytes when it is plain ASCII; `KeyMark.unhashed` otherwise, which
        /// compares as possibly equal to every key (escapes and canonical equivalence need the
        /// strings themselves).
        var hash: UInt64
        static let unhashed: UInt64 = 0
    }

    /// A failure before its location is worked out (that needs the whole input, and is rare).
    package struct Failure: Error {
        package var code: JSONReadError.Code
        package var offset: Int
        package var message: String
        package var relatedOffset: Int?

        package init(code: JSONReadError.Code, offset: Int, message: String, relatedOffset: Int? = nil) {
            self.code = code
            self.offset = offset
            self.message = message
            self.relatedOffset = relatedOffset
        }
    }

    /// - Parameter cachingKeys: Whether to keep recently read keys for reuse: worth its memory
    ///   (about 130 KB) only when many documents with the same keys are read.
    package init(limits: JSONReader.Limits, cachingKeys: Bool = false) {
        self.limits = limits
        if cachingKeys {
            keyCache = KeyCache()
            shortStrings = ShortStringCache()
        }
    }

    /// Reads exactly one JSON text that fills `input`, surrounding white space aside.
    package mutating func parse(_ input: UnsafeBufferPointer<UInt8>) throws(Failure) -> FormValue {
        frames.removeAll(keepingCapacity: true)
        valueCount = 0
        entries.removeAll()
        elements.removeAll()
        keys.removeAll()

        guard input.count <= limits.maxDocumentBytes else {
            throw Failure(
                code: .documentTooLarge, offset: 0,
                message: "document is \(input.count) bytes, over the limit of \(limits.maxDocumentBytes) bytes (maxDocumentBytes)")
        }
        let end = input.count
        var index = input.skippingWhitespace(from: 0)
        if index == end {
            throw Failure(code: .emptyInput, offset: index, message: "expected a JSON value, found no content")
        }
        if end - index >= 3, input[index] == 0xEF, input[index + 1] == 0xBB, input[index + 2] == 0xBF {
            throw Failure(
                code: .byteOrderMark, offset: index,
                message: "a UTF-8 byte order mark is not allowed before JSON text (RFC 8259 §8.1); remove it")
        }

        var result: FormValue
        parsing: while true {
            // Here a value must start at `index`.
            guard index < end else {
                throw Failure(code: .unexpectedEndOfInput, offset: index, message: "unexpected end of input: expected a value")
            }
            var value: FormValue
            switch input[index] {
            case UInt8(ascii: "{"):
                try pushFrame(isObject: true, at: index)
                index = input.skippingWhitespace(from: index + 1)
                if index < end, input[index] == UInt8(ascii: "}") {
                    _ = frames.popLast()
                    index += 1
                    value = .object(FormObject())
                } else {
                    index = try readKey(input, index, afterComma: false)
                    continue parsing
                }
            case UInt8(ascii: "["):
                try pushFrame(isObject: false, at: index)
                index = input.skippingWhitespace(from: index + 1)
                if index < end, input[index] == UInt8(ascii: "]") {
                    _ = frames.popLast()
                    index += 1
                    value = .array([])
                } else {
                    continue parsing
                }
            case UInt8(ascii: "\""):
                let string: String
                (string, index) = try readString(input, index)
                value = .string(string)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                switch JSONNumberScanner.scan(input, from: index) {
                case .failure(let offset, let message):
                    throw Failure(code: .invalidNumber, offset: offset, message: "invalid number: \(message)")
                case .number(let numberEnd):
                    let literal = makeString(input, from: index, to: numberEnd, ascii: true)
                    let double = JSONNumberScanner.value(of: input, from: index, to: numberEnd)
                    value = .number(FormNumber(uncheckedLiteral: literal, double: double))
                    index = numberEnd
                }
            case UInt8(ascii: "t"):
                index = try expectLiteral(input, index, "true")
                value = .bool(true)
            case UInt8(ascii: "f"):
                index = try expectLiteral(input, index, "false")
                value = .bool(false)
            case UInt8(ascii: "n"):
                index = try expectLiteral(input, index, "null")
                value = .null
            default:
                throw unexpected(input, index, expected: frames.isEmpty ? "expected a JSON value" : "expected a value")
            }

            // A value is complete: hand it to its container, closing containers as they end.
            while true {
                valueCount &+= 1
                if valueCount > limits.maxValues {
                    throw Failure(
                        code: .tooManyValues, offset: index,
                        message: "document has more than \(limits.maxValues) values (maxValues): more than any form holds")
                }
                // Reach into the frame in place: a copy of it would share, then copy, its array.
                let top = frames.count - 1
                guard top >= 0 else {
                    result = value
                    break parsing
                }
                index = input.skippingWhitespace(from: index)
                if frames[top].isObject {
                    entries.top.pointee.value = consume value
                    guard index < end else {
                        throw Failure(code: .unexpectedEndOfInput, offset: index, message: "unexpected end of input: expected ',' or '}'")
                    }
                    if input[index] == UInt8(ascii: ",") {
                        index = try readKey(input, input.skippingWhitespace(from: index + 1), afterComma: true)
                        continue parsing
                    }
                    guard input[index] == UInt8(ascii: "}") else {
                        throw unexpected(input, index, expected: "expected ',' or '}' after an object member")
                    }
                    index += 1
                    value = .object(try closeObject())
                } else {
                    elements.push(value)
                    guard index < end else {
                        throw Failure(code: .unexpectedEndOfInput, offset: index, message: "unexpected end of input: expected ',' or ']'")
                    }
                    if input[index] == UInt8(ascii: ",") {
                        index = input.skippingWhitespace(from: index + 1)
                        if index < end, input[index] == UInt8(ascii: "]") {
                            throw unexpected(input, index, expected: "expected a value after ','; trailing commas are not allowed")
                        }
                        continue parsing
                    }
                    guard input[index] == UInt8(ascii: "]") else {
                        throw unexpected(input, index, expected: "expected ',' or ']' after an array element")
                    }
                    index += 1
                    value = .array(elements.popArray(from: frames.removeLast().start))
                }
            }
        }
        index = input.skippingWhitespace(from: index)
        if index < end {
            throw unexpected(input, index, expected: "expected the end of input after the JSON value", code: .trailingContent)
        }
        return result
    }

    // MARK: Structure

    private mutating func pushFrame(isObject: Bool, at offset: Int) throws(Failure) {
        guard frames.count < limits.maxDepth else {
            throw Failure(
                code: .tooDeeplyNested, offset: offset,
                message: "nesting is deeper than the limit of \(limits.maxDepth) arrays and objects (maxDepth)")
        }
        frames.append(Frame(isObject: isObject, start: isObject ? entries.count : elements.count))
    }

    /// Reads `"key" :` at `index` and leaves `index` at the value.
    private mutating func readKey(_ input: UnsafeBufferPointer<UInt8>, _ index: Int, afterComma: Bool) throws(Failure) -> Int {
        guard index < input.count else {
            throw Failure(code: .unexpectedEndOfInput, offset: index, message: "unexpected end of input: expected a key")
        }
        guard input[index] == UInt8(ascii: "\"") else {
            let trailing = afterComma && input[index] == UInt8(ascii: "}")
            throw unexpected(
                input, index,
                expected: trailing ? "expected a key after ','; trailing commas are not allowed" : "expected a key in double quotes")
        }
        let (key, hash, afterKey) = try readKeyString(input, index)
        keys.push(KeyMark(offset: index, hash: hash))
        entries.push(FormObject.Entry(key: key, value: .null))
        var next = input.skippingWhitespace(from: afterKey)
        guard next < input.count else {
            throw Failure(code: .unexpectedEndOfInput, offset: next, message: "unexpected end of input: expected ':'")
        }
        guard input[next] == UInt8(ascii: ":") else {
            throw unexpected(input, next, expected: "expected ':' after the key")
        }
        next = input.skippingWhitespace(from: next + 1)
        return next
    }

    private mutating func closeObject() throws(Failure) -> FormObject {
        let frame = frames[frames.count - 1]
        if entries.count - frame.start > 1, let (first, second) = findDuplicate(frame) {
            if limits.duplicateKeys == .keepLast {
                // Rare: fold every duplicate into its first occurrence, in one pass.
                foldDuplicates(frame)
                keys.truncate(to: frame.start)
                frames.removeLast()
                return FormObject(uniqueEntries: entries.popArray(from: frame.start))
            }
            throw Failure(
                code: .duplicateKey, offset: keys[frame.start + second].offset,
                message: "duplicate key \(quoted(entries[frame.start + second].key)) in one object; readers disagree on which value wins, so it is rejected",
                relatedOffset: keys[frame.start + first].offset)
        }
        keys.truncate(to: frame.start)
        frames.removeLast()
        return FormObject(uniqueEntries: entries.popArray(from: frame.start))
    }

    /// The first key that repeats an earlier one, as (earlier, later) member indexes of the object.
    ///
    /// Keys compare as Swift strings (canonical equivalence), the same way lookups do: two keys a
    /// lookup could not tell apart are duplicates even when their bytes differ. Hashes of plain
    /// ASCII keys rule out most pairs without comparing strings.
    private func findDuplicate(_ frame: Frame) -> (Int, Int)? {
        let start = frame.start
        let count = entries.count - start
        guard count <= 32 else { return findDuplicateByDictionary(from: start) }
        // Two 64-bit filters on two 6-bit fields of each hash, without branches: a key whose
        // bits are set in both is compared with the earlier keys of the same full hash, and only
        // those by string. Up to the first unhashed key the answer is exact.
        var unhashed = false
        let found: (Int, Int)? = keys.withTop(from: start) { marks in
            var first: UInt64 = 0
            var second: UInt64 = 0
            for later in 0..<count {
                let hash = marks[later].hash
                if hash == KeyMark.unhashed {
                    unhashed = true
                    return nil
                }
                let firstBit = UInt64(1) << (hash >> 58)
                let secondBit = UInt64(1) << (hash >> 52 & 63)
                let seen = first & firstBit != 0 && second & secondBit != 0
                first |= firstBit
                second |= secondBit
                guard seen else { continue }
                for earlier in 0..<later where marks[earlier].hash == hash && sameKey(start + earlier, start + later) {
                    return (earlier, later)
                }
            }
            return nil
        }
        guard unhashed else { return found }
        // Escaped or non-ASCII keys: only the strings can say.
        for later in 1..<count {
            for earlier in 0..<later where sameKey(start + earlier, start + later) { return (earlier, later) }
        }
        return nil
    }

    @inline(__always)
    private func sameKey(_ first: Int, _ second: Int) -> Bool {
        entries[first].key == entries[second].key
    }

    /// Keeps the first occurrence of each key of the object on top, holding the last value
    /// given for it (JavaScript's `JSON.parse`); linear in the object's members, however many
    /// repeat.
    private func foldDuplicates(_ frame: Frame) {
        let start = frame.start
        var firstOf: [String: Int] = [:]
        var kept = start
        for index in start..<entries.count {
            let entry = entries[index]
            if let earlier = firstOf[entry.key] {
                entries[earlier].value = entry.value
                continue
            }
            firstOf[entry.key] = kept
            if kept != index { entries[kept] = entry }
            kept += 1
        }
        entries.truncate(to: kept)
    }

    private func findDuplicateByDictionary(from start: Int) -> (Int, Int)? {
        let count = entries.count - start
        var seen: [String: Int] = [:]
        seen.reserveCapacity(count)
        for index in 0..<count {
            if let earlier = seen.updateValue(index, forKey: entries[start + index].key) { return (earlier, index) }
        }
        return nil
    }

    // MARK: Tokens

    @inline(__always)
    private func expectLiteral(_ input: UnsafeBufferPointer<UInt8>, _ index: Int, _ word: StaticString) throws(Failure) -> Int {
        let count = word.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
        for offset in 0..<count {
            guard index + offset < input.count else {
                throw Failure(code: .unexpectedEndOfInput, offset: index + offset, message: "unexpected end of input in literal '\(word)'")
            }
            if input[index + offset] != expected[offset] {
                throw unexpected(input, index + offset, expected: "expected '\(word)'", code: .invalidLiteral)
            }
        }
        return index + count
    }

    /// Reads a key: like ``readString(_:_:)``, plus the key's hash, and a plain ASCII key seen
    /// before comes from the cache instead of being built again.
    @inline(__always)
    private mutating func readKeyString(_ input: UnsafeBufferPointer<UInt8>, _ quote: Int) throws(Failure) -> (String, UInt64, Int) {
        let start = quote + 1
        let end = min(input.count, start + KeyCache.maxKeyBytes)
        // Plain ASCII up to the closing quote, a word at a time.
        let index = input.plainRun(from: start, to: end)
        guard index < end, input[index] == UInt8(ascii: "\"") else {
            // Escapes, non-ASCII or a long key: an ordinary string, compared by value.
            let (key, after) = try readString(input, quote)
            return (key, KeyMark.unhashed, after)
        }
        // The hash depends only on the bytes, whatever their position: duplicate detection
        // relies on equal keys having equal hashes.
        let bytes = UnsafeBufferPointer(rebasing: input[start..<index])
        if bytes.count <= ShortStringCache.maxBytes {
            let (low, high, hash) = ShortStringCache.words(of: bytes, readable: start + 16 <= input.count)
            if bytes.count <= InlineString.maxBytes, inlineStrings {
                return (InlineString.make(low: low, high: high, count: bytes.count, ascii: true), hash, index + 1)
            }
            let key = shortStrings?.string(low: low, high: high, hash: hash, bytes: bytes) ?? JSONParser.makeString(bytes)
            return (key, hash, index + 1)
        }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        hash |= 1
        return (keyCache?.string(for: bytes, hash: hash) ?? JSONParser.makeString(bytes), hash, index + 1)
    }

    /// Reads the string whose opening quote is at `quote`; returns it and the index after its closing quote.
    @inline(__always)
    package mutating func readString(_ input: UnsafeBufferPointer<UInt8>, _ quote: Int) throws(Failure) -> (String, Int) {
        let start = quote + 1
        // Stop scanning once the string is over the limit: a hostile string fails fast.
        // (Compared as a distance: `start + limit + 1` would overflow for a limit near Int.max.)
        let end = limits.maxStringBytes < input.count - start ? start + limits.maxStringBytes + 1 : input.count
        // Fast path: no escapes, so the string is a slice of the input.
        var index = input.plainRun(from: start, to: end)
        var ascii = true
        while index < end {
            let byte = input[index]
            if byte == UInt8(ascii: "\"") {
                if index - start > limits.maxStringBytes { throw stringTooLong(quote, index - start) }
                return (makeString(input, from: start, to: index, ascii: ascii), index + 1)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw controlCharacter(input, index) }
            if byte < 0x80 {
                index += 1
            } else {
                ascii = false
                index = try validateUTF8Sequence(input, index)
            }
        }
        if index >= input.count { throw unterminated(quote, input.count) }
        if index >= end { throw stringTooLong(quote, index - start) }
        return try readEscapedString(input, quote: quote, firstEscape: index)
    }

    private mutating func readEscapedString(
        _ input: UnsafeBufferPointer<UInt8>, quote: Int, firstEscape: Int
    ) throws(Failure) -> (String, Int) {
        unescaped.removeAll(keepingCapacity: true)
        unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: input[(quote + 1)..<firstEscape]))
        var index = firstEscape
        let end = input.count
        while index < end {
            let byte = input[index]
            switch byte {
            case UInt8(ascii: "\""):
                if unescaped.count > limits.maxStringBytes { throw stringTooLong(quote, unescaped.count) }
                return (String(decoding: unescaped, as: UTF8.self), index + 1)
            case UInt8(ascii: "\\"):
                index = try readEscape(input, index)
            case 0..<0x20:
                throw controlCharacter(input, index)
            case 0..<0x80:
                unescaped.append(byte)
                index += 1
            default:
                let next = try validateUTF8Sequence(input, index)
                unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: input[index..<next]))
                index = next
            }
            if unescaped.count > limits.maxStringBytes { throw stringTooLong(quote, unescaped.count) }
        }
        throw unterminated(quote, end)
    }

    /// Appends the character of the escape at `backslash` to `unescaped`; returns the index after it.
    private mutating func readEscape(_ input: UnsafeBufferPointer<UInt8>, _ backslash: Int) throws(Failure) -> Int {
        let index = backslash + 1
        guard index < input.count else { throw unterminated(backslash, input.count) }
        if let simple = JSONEscape.simple(input[index]) {
            unescaped.append(simple)
            return index + 1
        }
        guard input[index] == UInt8(ascii: "u") else {
            throw Failure(
                code: .invalidEscape, offset: backslash,
                message: "invalid escape \(describeEscape(input, backslash)): JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX")
        }
        switch JSONEscape.unicode(input, at: backslash) {
        case .scalar(let scalar, let end):
            if let encoded = UTF8.encode(scalar) { unescaped.append(contentsOf: encoded) }
            return end
        case .truncated(let escape):
            throw unterminated(escape, input.count)
        case .invalidDigit(let offset):
            throw Failure(
                code: .invalidEscape, offset: offset,
                message: "invalid \\u escape: expected 4 hexadecimal digits, found \(describe(input, offset))")
        case .loneHigh(let unit):
            throw Failure(
                code: .loneSurrogate, offset: backslash,
                message: "lone surrogate \\u\(hexText(unit)): a high surrogate must be followed by a \\u escape of a low surrogate (DC00-DFFF)")
        case .highBeforeNonLow(let unit, let low):
            throw Failure(
                code: .loneSurrogate, offset: backslash,
                message: "lone surrogate \\u\(hexText(unit)): it is followed by \\u\(hexText(low)), not a low surrogate (DC00-DFFF)")
        case .loneLow(let unit):
            throw Failure(
                code: .loneSurrogate, offset: backslash,
                message: "lone surrogate \\u\(hexText(unit)): a low surrogate must follow a high surrogate (D800-DBFF)")
        }
    }

    /// Checks the multi-byte UTF-8 sequence starting at `index` (RFC 3629); returns the index after it.
    @inline(__always)
    private func validateUTF8Sequence(_ input: UnsafeBufferPointer<UInt8>, _ index: Int) throws(Failure) -> Int {
        switch UTF8Sequence.check(input, at: index) {
        case .valid(let length):
            return index + length
        case .invalidLead:
            throw invalidUTF8(index, "byte 0x\(hexByte(input[index])) cannot start a UTF-8 sequence")
        case .truncated:
            throw invalidUTF8(index, "UTF-8 sequence starting with 0x\(hexByte(input[index])) is cut off")
        case .invalidContinuation(let offset) where offset == 1:
            throw invalidUTF8(index + 1, "byte 0x\(hexByte(input[index + 1])) cannot follow 0x\(hexByte(input[index])) in UTF-8")
        case .invalidContinuation(let offset):
            throw invalidUTF8(index + offset, "byte 0x\(hexByte(input[index + offset])) is not a UTF-8 continuation byte")
        }
    }

    // MARK: Failures

    private func unexpected(
        _ input: UnsafeBufferPointer<UInt8>, _ index: Int, expected: String, code: JSONReadError.Code = .unexpectedCharacter
    ) -> Failure {
        if input[index] >= 0x80, (try? validateUTF8Sequence(input, index)) == nil {
            return invalidUTF8(index, "byte 0x\(hexByte(input[index])) is not valid UTF-8")
        }
        return Failure(code: code, offset: index, message: "unexpected \(describe(input, index)): \(expected)")
    }

    private func controlCharacter(_ input: UnsafeBufferPointer<UInt8>, _ index: Int) -> Failure {
        Failure(
            code: .controlCharacterInString, offset: index,
            message: "control character U+00\(hexByte(input[index])) in a string must be escaped (\\n, \\t, \\u00\(hexByte(input[index])))")
    }

    private func invalidUTF8(_ index: Int, _ detail: String) -> Failure {
        Failure(code: .invalidUTF8, offset: index, message: "invalid UTF-8: \(detail)")
    }

    private func unterminated(_ quote: Int, _ end: Int) -> Failure {
        Failure(code: .unterminatedString, offset: end, message: "unexpected end of input: the string has no closing quote", relatedOffset: quote)
    }

    private func stringTooLong(_ quote: Int, _ length: Int) -> Failure {
        Failure(
            code: .stringTooLong, offset: quote,
            message: "string is longer than the limit of \(limits.maxStringBytes) bytes (maxStringBytes)")
    }

    /// `character 'x'`, `character U+00A0`, `byte 0xFF`: what a person needs to find the culprit.
    private func describe(_ input: UnsafeBufferPointer<UInt8>, _ index: Int) -> String {
        let byte = input[index]
        switch byte {
        case 0x21...0x7E: return "character '\(Character(Unicode.Scalar(byte)))'"
        case 0..<0x80: return "character U+00\(hexByte(byte))"
        default:
            if let next = try? validateUTF8Sequence(input, index) {
                let text = String(decoding: UnsafeBufferPointer(rebasing: input[index..<next]), as: UTF8.self)
                if let scalar = text.unicodeScalars.first {
                    return "character '\(text)' (U+\(hexText(scalar.value)))"
                }
            }
            return "byte 0x\(hexByte(byte))"
        }
    }

    private func describeEscape(_ input: UnsafeBufferPointer<UInt8>, _ backslash: Int) -> String {
        let next = backslash + 1
        guard next < input.count, (0x21...0x7E).contains(input[next]) else { return "'\\'" }
        return "'\\\(Character(Unicode.Scalar(input[next])))'"
    }
}

func hexByte(_ byte: UInt8) -> String {
    let text = String(byte, radix: 16, uppercase: true)
    return byte < 0x10 ? "0" + text : text
}

func hexText(_ value: some BinaryInteger) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - text.count)) + text
}

func quoted(_ text: String) -> String {
    Quoting.quoted(text)
}

extension JSONParser {
    /// The string of `input[start..<end]`, bytes the parser has already checked to be valid
    /// UTF-8; `ascii` tells whether they are all below 0x80.
    @inline(__always)
    private func makeString(_ input: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, ascii: Bool) -> String {
        let bytes = UnsafeBufferPointer(rebasing: input[start..<end])
        if bytes.count <= InlineString.maxBytes, inlineStrings {
            let (low, high) = InlineString.words(of: bytes, readable: start + 16 <= input.count)
            return InlineString.make(low: low, high: high, count: bytes.count, ascii: ascii)
        }
        return JSONParser.makeString(bytes)
    }

    /// A string from bytes the parser has already checked to be valid UTF-8.
    @inline(__always)
    static func makeString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { destination in
            _ = destination.initialize(from: bytes)
            return bytes.count
        }
    }
}
