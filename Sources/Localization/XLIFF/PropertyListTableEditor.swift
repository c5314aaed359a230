import FormCore

/// Writes texts into an XML property list in place (`.stringsdict`, or a `.strings` saved as
/// XML): a changed `<string>` is replaced between its tags, a new variant or key is inserted
/// before its dictionary's `</dict>`, indented like its neighbours; every other byte stays.
struct PropertyListTableEditor {
    /// A text to write, by its place in the dictionaries.
    struct Edit {
        /// `[key]` for a string of the root dictionary, `[key, NSStringLocalizedFormatKey]` or
        /// `[key, variable, category]` for a `.stringsdict`.
        var path: [String]
        var value: String
    }

    private var bytes: [UInt8]
    private let file: String
    private var replacements: [(range: Range<Int>, text: String)] = []

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// The file's bytes with `edits` applied. `template` gives, for a `.stringsdict` key the file
    /// lacks, the development entry whose structure (variables, their spec and value types) a
    /// new entry copies.
    static func apply(
        _ edits: [Edit], to existing: [UInt8]?, file: String, template: (String) -> StringsDictEntry?
    ) throws(XLIFFTableError) -> [UInt8] {
        let bytes = existing ?? Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            </dict>
            </plist>

            """.utf8)
        let root: PropertyListValue
        do { root = try PropertyListXML.parse(bytes, file: file) } catch {
            throw XLIFFTableError(file: file, message: "\(error.location): \(error.message)")
        }
        guard let rootDictionary = root.dictionaryValue else {
            throw XLIFFTableError(file: file, message: "the property list's root is a '<\(root.elementName)>', not a '<dict>'")
        }
        var editor = PropertyListTableEditor(bytes: bytes, file: file)
        // New keys, grouped so one entry gets all its texts.
        var newKeys: [String] = []
        var newTexts: [String: [[String]: String]] = [:]
        var newVariants: [Int: [(String, String)]] = [:]  // by the offset of the variable's `<key>`
        for edit in edits {
            guard let first = edit.path.first else { continue }
            guard let entry = rootDictionary.entry(forKey: first) else {
                if newTexts[first] == nil { newKeys.append(first) }
                newTexts[first, default: [:]][Array(edit.path.dropFirst())] = edit.value
                continue
            }
            var current = entry
            var rest = edit.path.dropFirst()
            while let next = rest.first {
                guard let dictionary = current.value.dictionaryValue else { break }
                guard let child = dictionary.entry(forKey: next) else {
                    guard rest.count == 1 else {
                        throw XLIFFTableError(file: file, message: "\(current.keyLocation): '\(current.key)' has no '\(next)'; add it by hand, the import adds only plural variants and keys")
                    }
                    newVariants[current.keyLocation.offset, default: []].append((next, edit.value))
                    break
                }
                current = child
                rest = rest.dropFirst()
            }
            if rest.isEmpty {
                guard current.value.stringValue != nil else {
                    throw XLIFFTableError(file: file, message: "\(current.keyLocation): '\(current.key)' holds a '<\(current.value.elementName)>', not a '<string>'")
                }
                try editor.replaceString(afterKeyAt: current.keyLocation.offset, with: escaped(edit.value))
            }
        }
        for (keyOffset, variants) in newVariants {
            let (open, close) = try editor.dictionary(afterKeyAt: keyOffset)
            let indent = editor.childIndent(open: open, close: close)
            var text = ""
            for (name, value) in variants {
                text += indent + "<key>\(escaped(name))</key>\n" + indent + "<string>\(escaped(value))</string>\n"
            }
            editor.insert(text, beforeClosingTagAt: close)
        }
        if !newKeys.isEmpty {
            guard let rootOpen = editor.firstTag("dict", from: 0) else {
                throw XLIFFTableError(file: file, message: "the root '<dict>' is not found")
            }
            let rootClose = try editor.matchingClose(ofDictAt: rootOpen)
            let indent = editor.childIndent(open: rootOpen, close: rootClose)
            // One step of indentation: what the root's children add to the root's own.
            let rootIndent = editor.indentation(at: rootOpen.start)
            var unit = indent.hasPrefix(rootIndent) ? String(indent.dropFirst(rootIndent.count)) : ""
            if unit.isEmpty { unit = "\t" }
            var text = ""
            for key in newKeys {
                guard let texts = newTexts[key] else { continue }
                if let plain = texts[[]] {
                    text += indent + "<key>\(escaped(key))</key>\n" + indent + "<string>\(escaped(plain))</string>\n"
                    continue
                }
                guard let model = template(key) else {
                    throw XLIFFTableError(file: file, message: "'\(key)' is not in the development language's .stringsdict")
                }
                let inner = indent + unit
                text += indent + "<key>\(escaped(key))</key>\n" + indent + "<dict>\n"
                let format = texts[[StringsDictEntry.formatKey]] ?? model.format ?? ""
                text += inner + "<key>\(StringsDictEntry.formatKey)</key>\n" + inner + "<string>\(escaped(format))</string>\n"
                for variable in model.variables {
                    let deeper = inner + unit
                    text += inner + "<key>\(escaped(variable.name))</key>\n" + inner + "<dict>\n"
                    if let spec = variable.specType {
                        text += deeper + "<key>\(StringsDictVariable.specTypeKey)</key>\n" + deeper + "<string>\(escaped(spec))</string>\n"
                    }
                    if let valueType = variable.valueType {
                        text += deeper + "<key>\(StringsDictVariable.valueTypeKey)</key>\n" + deeper + "<string>\(escaped(valueType))</string>\n"
                    }
                    for category in StringsDictVariable.pluralCategories + variable.categories.filter({ !StringsDictVariable.pluralCategories.contains($0) }) {
                        guard let value = texts[[variable.name, category]] else { continue }
                        text += deeper + "<key>\(escaped(category))</key>\n" + deeper + "<string>\(escaped(value))</string>\n"
                    }
                    text += inner + "</dict>\n"
                }
                text += indent + "</dict>\n"
            }
            editor.insert(text, beforeClosingTagAt: rootClose)
        }
        var output = editor.bytes
        for replacement in editor.replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            output.replaceSubrange(replacement.range, with: Array(replacement.text.utf8))
        }
        return output
    }

    /// Plist text escapes: `&`, `<` and `>` (CoreFoundation writes the same).
    static func escaped(_ text: String) -> String {
        var output = ""
        for character in text.unicodeScalars {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            default: output.unicodeScalars.append(character)
            }
        }
        return output
    }

    // MARK: - Finding tags

    /// A tag found in the bytes: `<name ...>`, `</name>` or `<name/>`.
    private struct Tag {
        var start: Int
        var end: Int
        var name: String
        var isClosing: Bool
        var isEmpty: Bool
    }

    /// The next tag from `offset`, skipping comments, CDATA, processing instructions and DOCTYPE.
    private func nextTag(from offset: Int) -> Tag? {
        var index = offset
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            if bytes[index...].starts(with: Array("<!--".utf8)) { index = skip(past: "-->", from: index); continue }
            if bytes[index...].starts(with: Array("<![CDATA[".utf8)) { index = skip(past: "]]>", from: index); continue }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "?") || bytes[index + 1] == UInt8(ascii: "!") {
                index = skip(past: ">", from: index)
                continue
            }
            let end = skip(past: ">", from: index)
            let inner = bytes[(index + 1)..<max(index + 1, end - 1)]
            let isClosing = inner.first == UInt8(ascii: "/")
            let isEmpty = inner.last == UInt8(ascii: "/")
            let name = String(decoding: inner.drop(while: { $0 == UInt8(ascii: "/") }).prefix(while: { $0 != 0x20 && $0 != UInt8(ascii: "/") && $0 != 0x09 && $0 != 0x0A }), as: UTF8.self)
            return Tag(start: index, end: end, name: name, isClosing: isClosing, isEmpty: isEmpty)
        }
        return nil
    }

    private func skip(past terminator: String, from offset: Int) -> Int {
        let pattern = Array(terminator.utf8)
        var index = offset + 1
        while index < bytes.count {
            if bytes[index...].starts(with: pattern) { return index + pattern.count }
            index += 1
        }
        return bytes.count
    }

    private func firstTag(_ name: String, from offset: Int) -> Tag? {
        var index = offset
        while let tag = nextTag(from: index) {
            if tag.name == name, !tag.isClosing { return tag }
            index = tag.end
        }
        return nil
    }

    /// The `</key>` after a key's text, then the value's start tag.
    private func valueTag(afterKeyAt offset: Int) throws(XLIFFTableError) -> Tag {
        var index = offset
        while let tag = nextTag(from: index) {
            index = tag.end
            if tag.name == "key", tag.isClosing, let value = nextTag(from: index) { return value }
        }
        throw XLIFFTableError(file: file, message: "no value after the key at offset \(offset)")
    }

    /// Replaces the text of the `<string>` after the key at `offset` (`<string/>` becomes
    /// `<string>text</string>`).
    private mutating func replaceString(afterKeyAt offset: Int, with text: String) throws(XLIFFTableError) {
        let open = try valueTag(afterKeyAt: offset)
        if open.isEmpty {
            replacements.append((open.start..<open.end, "<string>" + text + "</string>"))
            return
        }
        guard let close = nextTag(from: open.end), close.name == "string", close.isClosing else {
            throw XLIFFTableError(file: file, message: "'<string>' is not closed where expected")
        }
        replacements.append((open.end..<close.start, text))
    }

    private func matchingClose(ofDictAt open: Tag) throws(XLIFFTableError) -> Tag {
        var depth = 0
        var index = open.end
        while let tag = nextTag(from: index) {
            index = tag.end
            guard tag.name == "dict", !tag.isEmpty else { continue }
            if tag.isClosing {
                if depth == 0 { return tag }
                depth -= 1
            } else {
                depth += 1
            }
        }
        throw XLIFFTableError(file: file, message: "'<dict>' is never closed")
    }

    private func dictionary(afterKeyAt offset: Int) throws(XLIFFTableError) -> (Tag, Tag) {
        let open = try valueTag(afterKeyAt: offset)
        guard open.name == "dict", !open.isEmpty else { throw XLIFFTableError(file: file, message: "expected a '<dict>' after the key") }
        return (open, try matchingClose(ofDictAt: open))
    }

    /// The indentation of the dictionary's children: that of its last `<key>`, else its own plus a tab.
    private func childIndent(open: Tag, close: Tag) -> String {
        var lastKey: Int?
        var index = open.end
        var depth = 0
        while let tag = nextTag(from: index), tag.start < close.start {
            index = tag.end
            if tag.name == "dict", !tag.isEmpty { depth += tag.isClosing ? -1 : 1 }
            if depth == 0, tag.name == "key", !tag.isClosing { lastKey = tag.start }
        }
        if let lastKey { return indentation(at: lastKey) }
        return indentation(at: open.start) + "\t"
    }

    func indentation(at offset: Int) -> String {
        var start = offset
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        guard start == 0 || bytes[start - 1] == 0x0A else { return "" }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// Inserts whole lines before a closing tag: at the start of its line when only indentation
    /// precedes it, else just before it on a new line.
    private mutating func insert(_ text: String, beforeClosingTagAt close: Tag) {
        var start = close.start
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        if start == 0 || bytes[start - 1] == 0x0A {
            replacements.append((start..<start, text))
        } else {
            replacements.append((close.start..<close.start, "\n" + text))
        }
    }
}
