extension FormValue {
    /// The value as JSON text: numbers as their literals, object members in order.
    ///
    /// ```swift
    /// let value: FormValue = ["name": "Ada", "tags": [1, 2.5]]
    /// value.jsonText()              // {"name":"Ada","tags":[1,2.5]}
    /// value.jsonText(pretty: true)  // two-space indented, one member per line
    /// ```
    public func jsonText(pretty: Bool = false) -> String {
        var output = ""
        write(to: &output, pretty: pretty, indent: 0)
        return output
    }

    /// Appends the value as ``jsonText(pretty:)`` writes it, nested `indent` levels deep, so that
    /// a large document can be written a part at a time.
    package func write(to output: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .string(let string): output.appendJSONString(string)
        case .number(let number): output += number.literal
        case .bool(let bool): output += bool ? "true" : "false"
        case .null: output += "null"
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                if pretty { output.appendNewline(indent: indent + 1) }
                element.write(to: &output, pretty: pretty, indent: indent + 1)
            }
            if pretty { output.appendNewline(indent: indent) }
            output += "]"
        case .object(let object):
            guard !object.isEmpty else { output += "{}"; return }
            output += "{"
            for (index, entry) in object.entries.enumerated() {
                if index > 0 { output += "," }
                if pretty { output.appendNewline(indent: indent + 1) }
                output.appendJSONString(entry.key)
                output += pretty ? ": " : ":"
                entry.value.write(to: &output, pretty: pretty, indent: indent + 1)
            }
            if pretty { output.appendNewline(indent: indent) }
            output += "}"
        }
    }
}

extension String {
    /// Appends `text` as a JSON string literal: quotes, backslashes and control characters escaped,
    /// everything else as is (JSON is UTF-8).
    package mutating func appendJSONString(_ text: String) {
        append("\"")
        // Most texts need no escape: one pass over their contiguous bytes says so, and the text
        // is appended whole (walking String indices byte by byte cost a quarter of a report's
        // time in the WebAssembly build, whose standard library has no fast paths for it).
        let needsEscape = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.contains(where: jsonNeedsEscape)
        } ?? true
        guard needsEscape else {
            append(text)
            append("\"")
            return
        }
        var clean = text.utf8.startIndex
        let utf8 = text.utf8
        for index in utf8.indices {
            let byte = utf8[index]
            guard jsonNeedsEscape(byte) else { continue }
            append(contentsOf: text[clean..<index])
            append(jsonEscape(byte))
            clean = utf8.index(after: index)
        }
        append(contentsOf: text[clean...])
        append("\"")
    }

    /// A line break and two spaces per level, as pretty JSON text is indented.
    package mutating func appendNewline(indent: Int) {
        append("\n")
        append(String(repeating: "  ", count: indent))
    }
}

/// Whether `byte` is written escaped in a JSON string: a quote, a backslash or a control character.
@inline(__always)
package func jsonNeedsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
}

/// How a byte that ``jsonNeedsEscape(_:)`` is written in a JSON string.
package func jsonEscape(_ byte: UInt8) -> String {
    switch byte {
    case UInt8(ascii: "\""): "\\\""
    case UInt8(ascii: "\\"): "\\\\"
    case 0x0A: "\\n"
    case 0x0D: "\\r"
    case 0x09: "\\t"
    case 0x08: "\\b"
    case 0x0C: "\\f"
    default: "\\u00" + hexByte(byte)
    }
}

extension Array where Element == UInt8 {
    /// Appends `text` as a JSON string literal, as ``Swift/String/appendJSONString(_:)`` writes
    /// it, in UTF-8: what a writer of large documents uses, whose many small appends to a
    /// `String` were a tenth of exporting a large table.
    package mutating func appendJSONString(_ text: String) {
        append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var clean = 0
            for index in utf8.indices where jsonNeedsEscape(utf8[index]) {
                append(contentsOf: UnsafeBufferPointer(rebasing: utf8[clean..<index]))
                append(contentsOf: jsonEscape(utf8[index]).utf8)
                clean = index + 1
            }
            append(contentsOf: UnsafeBufferPointer(rebasing: utf8[clean...]))
        }
        append(UInt8(ascii: "\""))
    }
}
