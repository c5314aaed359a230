import FormCore

/// A JSON value with the offset where it starts, as read from a String Catalog.
///
/// FormCore's `JSONReader` checks and decodes the text (one JSON reader for the package, with
/// its located errors); one more pass over the accepted text adds where each value and key
/// starts, which the decoder's messages and the editor's in-place writes need.
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

    /// Reads a whole catalog.
    ///
    /// Objects nested deeper than `maximumDepth`, duplicate keys (Xcode never writes them; which
    /// one wins would be a guess) and anything RFC 8259 does not allow are errors naming the key
    /// path and the place. A UTF-8 byte order mark, which Xcode does not write but other editors
    /// may, is read as white space.
    static func read(_ bytes: [UInt8], file: String?, maximumDepth: Int = 256) throws(StringCatalogError) -> StringCatalogJSON {
        var text = bytes
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { text.replaceSubrange(0..<3, with: [0x20, 0x20, 0x20]) }
        let limits = JSONReader.Limits(maxDepth: maximumDepth, maxDocumentBytes: .max, maxStringBytes: .max, maxValues: .max)
        let value: FormValue
        do {
            value = try JSONReader(limits: limits).read(text, file: file)
        } catch {
            throw StringCatalogError(error, in: text)
        }
        let offsets = JSONLocator.offsets(in: text)
        var next = (value: 0, key: 0)
        return located(value, offsets, &next)
    }

    /// The value with its offsets, taken in the reader's (document) order.
    private static func located(_ value: FormValue, _ offsets: JSONLocator.Offsets, _ next: inout (value: Int, key: Int)) -> StringCatalogJSON {
        let offset = offsets.values[next.value]
        next.value += 1
        switch value {
        case .object(let object):
            var members: [Member] = []
            members.reserveCapacity(object.count)
            for entry in object {
                let keyOffset = offsets.keys[next.key]
                next.key += 1
                members.append(Member(key: entry.key, keyOffset: keyOffset, value: located(entry.value, offsets, &next)))
            }
            return StringCatalogJSON(kind: .object(members), offset: offset)
        case .array(let elements):
            return StringCatalogJSON(kind: .array(elements.map { located($0, offsets, &next) }), offset: offset)
        case .string(let text): return StringCatalogJSON(kind: .string(text), offset: offset)
        case .number(let number): return StringCatalogJSON(kind: .number(number.literal), offset: offset)
        case .bool(let flag): return StringCatalogJSON(kind: .bool(flag), offset: offset)
        case .null: return StringCatalogJSON(kind: .null, offset: offset)
        }
    }
}

extension StringCatalogError {
    /// The reader's error, with the key path of the value it was reading.
    init(_ error: JSONReadError, in bytes: [UInt8]) {
        let code: Code = switch error.code {
        case .emptyInput: .emptyInput
        case .invalidUTF8: .invalidUTF8
        case .tooDeeplyNested: .tooDeep
        default: .invalidJSON
        }
        let path = JSONLocator.path(at: error.location.offset, in: bytes).map { step -> StringCatalogKeyPath.Component in
            switch step {
            case .key(let key): .key(key)
            case .index(let index): .index(index)
            }
        }
        self.init(code: code, message: error.message, keyPath: StringCatalogKeyPath(path), location: error.location, excerpt: error.excerpt)
    }
}
