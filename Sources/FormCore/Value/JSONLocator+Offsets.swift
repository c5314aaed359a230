extension JSONLocator {
    /// Where each value and each key of a JSON text starts, in document order.
    ///
    /// The reader builds values without positions; a caller that needs them all (the String
    /// Catalog editor writes into the file in place) reads the text first, then takes them from
    /// here: the n-th value of a pre-order walk of the tree starts at `values[n]`, the n-th
    /// member key at `keys[n]`. An object that repeats a key has no such pairing, so read with
    /// duplicate keys rejected.
    package struct Offsets: Sendable, Hashable {
        /// The offset of each value's first byte, in document (pre-)order.
        package var values: [Int] = []
        /// The offset of each member key's opening quote, in document order.
        package var keys: [Int] = []
    }

    /// The offsets of every value and key of a text the reader has accepted; one pass, no
    /// recursion (the checks were the reader's, so this walk only tells strings from structure).
    package static func offsets(in bytes: [UInt8]) -> Offsets {
        var result = Offsets()
        var inObject: [Bool] = []
        var expectingKey = false
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x0A, 0x0D, 0x09:
                index += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                result.values.append(index)
                inObject.append(byte == UInt8(ascii: "{"))
                expectingKey = byte == UInt8(ascii: "{")
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = inObject.popLast()
                expectingKey = false
                index += 1
            case UInt8(ascii: ","):
                expectingKey = inObject.last == true
                index += 1
            case UInt8(ascii: ":"):
                expectingKey = false
                index += 1
            case UInt8(ascii: "\""):
                if expectingKey { result.keys.append(index) } else { result.values.append(index) }
                index = stringEnd(bytes, from: index)
            default:
                // A number or a literal: up to the next delimiter.
                result.values.append(index)
                while index < count, !isDelimiter(bytes[index]) { index += 1 }
            }
        }
        return result
    }

    /// The path of the value a position lies in: the members and elements opened before
    /// `offset` and not yet closed. For an error's position it names the value being read (a
    /// member's key once its `:` is read, an element's index once it is due).
    ///
    /// ```swift
    /// JSONLocator.path(at: 13, in: Array(#"{"a": [1, 2, x]}"#.utf8))  // [.key("a"), .index(2)]
    /// ```
    package static func path(at offset: Int, in bytes: [UInt8]) -> [Step] {
        enum Frame {
            /// An object, with the key whose value is being read (after its `:`).
            case object(key: String?)
            case array(index: Int)
        }
        var frames: [Frame] = []
        var pendingKey: String?
        var index = 0
        let end = min(offset, bytes.count)
        var parser = JSONParser(limits: JSONReader.Limits(maxDepth: 10_000, maxDocumentBytes: .max, maxStringBytes: .max))
        while index < end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"):
                frames.append(.object(key: nil))
                index += 1
            case UInt8(ascii: "["):
                frames.append(.array(index: 0))
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = frames.popLast()
                index += 1
            case UInt8(ascii: ","):
                switch frames.last {
                case .object?: frames[frames.count - 1] = .object(key: nil)
                case .array(let position)?: frames[frames.count - 1] = .array(index: position + 1)
                case nil: break
                }
                index += 1
            case UInt8(ascii: ":"):
                if case .object? = frames.last { frames[frames.count - 1] = .object(key: pendingKey) }
                index += 1
            case UInt8(ascii: "\""):
                let close = stringEnd(bytes, from: index)
                if case .object(nil)? = frames.last, close <= end {
                    pendingKey = bytes.withUnsafeBufferPointer { buffer in try? parser.readString(buffer, index).0 }
                }
                index = close
            default:
                index += 1
            }
        }
        var path: [Step] = []
        for frame in frames {
            switch frame {
            case .object(let key?): path.append(.key(key))
            case .object(nil): return path
            case .array(let position): path.append(.index(position))
            }
        }
        return path
    }

    /// The offset after the string whose opening quote is at `quote` (or the end of the text).
    private static func stringEnd(_ bytes: [UInt8], from quote: Int) -> Int {
        var index = quote + 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(index + 1, bytes.count)
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ":"), 0x20, 0x0A, 0x0D, 0x09: true
        default: false
        }
    }
}
