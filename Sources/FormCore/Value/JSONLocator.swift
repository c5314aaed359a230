/// Finds where a member or element sits in JSON text, by its path.
///
/// The reader builds values without positions (it is the hot path); when a spec loader needs
/// to point at a key or value for an error message, it asks this scanner, which walks the text
/// again only as far as the path goes.
///
/// ```swift
/// JSONLocator.offset(of: [.key("fields"), .index(2), .key("type")], in: bytes)  // byte offset of the value
/// ```
package enum JSONLocator {
    package enum Step: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// The offset of the value at `path`, or of its key when `pointingAtKey` and the last step is a key.
    package static func offset(of path: [Step], in bytes: [UInt8], pointingAtKey: Bool = false) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(input: buffer)
            return scanner.locate(path[...], from: scanner.skipSpace(0), pointingAtKey: pointingAtKey)
        }
    }

    private struct Scanner {
        let input: UnsafeBufferPointer<UInt8>
        var parser = JSONParser(limits: JSONReader.Limits(maxDepth: 10_000, maxDocumentBytes: .max, maxStringBytes: .max))

        mutating func string(at quote: Int) throws(JSONParser.Failure) -> (String, Int) {
            try parser.readString(input, quote)
        }

        func skipSpace(_ start: Int) -> Int {
            input.skippingWhitespace(from: start)
        }

        mutating func locate(_ path: ArraySlice<Step>, from start: Int, pointingAtKey: Bool) -> Int? {
            guard let step = path.first else { return start }
            guard start < input.count else { return nil }
            var index = start + 1
            switch (step, input[start]) {
            case (.key(let wanted), UInt8(ascii: "{")):
                while true {
                    index = skipSpace(index)
                    guard index < input.count, input[index] == UInt8(ascii: "\"") else { return nil }
                    let keyOffset = index
                    guard let (key, afterKey) = try? string(at: index) else { return nil }
                    index = skipSpace(afterKey)
                    guard index < input.count, input[index] == UInt8(ascii: ":") else { return nil }
                    index = skipSpace(index + 1)
                    if key == wanted {
                        if path.count == 1, pointingAtKey { return keyOffset }
                        return locate(path.dropFirst(), from: index, pointingAtKey: pointingAtKey)
                    }
                    guard let end = skipValue(index) else { return nil }
                    index = skipSpace(end)
                    guard index < input.count, input[index] == UInt8(ascii: ",") else { return nil }
                    index += 1
                }
            case (.index(let wanted), UInt8(ascii: "[")):
                var position = 0
                while true {
                    index = skipSpace(index)
                    if position == wanted { return locate(path.dropFirst(), from: index, pointingAtKey: pointingAtKey) }
                    guard let end = skipValue(index) else { return nil }
                    index = skipSpace(end)
                    guard index < input.count, input[index] == UInt8(ascii: ",") else { return nil }
                    index += 1
                    position += 1
                }
            default:
                return nil
            }
        }

        /// The index after the value starting at `start`.
        mutating func skipValue(_ start: Int) -> Int? {
            guard start < input.count else { return nil }
            switch input[start] {
            case UInt8(ascii: "\""):
                return (try? string(at: start))?.1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                var index = start
                while index < input.count {
                    switch input[index] {
                    case UInt8(ascii: "\""):
                        guard let end = (try? string(at: index))?.1 else { return nil }
                        index = end
                        continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 { return index + 1 }
                    default: break
                    }
                    index += 1
                }
                return nil
            default:
                var index = start
                while index < input.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09].contains(input[index]) {
                    index += 1
                }
                return index
            }
        }
    }
}

