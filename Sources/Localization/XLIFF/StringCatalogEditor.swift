import FormCore

/// Writes texts into a String Catalog (`.xcstrings`) in place: a changed `value` is replaced
/// at its own bytes and its `state` set to `translated`; a missing localization, variation or
/// string unit is inserted where Xcode would put it (members sorted by name, `"name" : value`,
/// two more spaces of indentation than its parent). Every other byte stays as it is.
struct StringCatalogEditor {
    struct Edit {
        var key: String
        var language: String
        /// The path below the localization without `stringUnit` (see ``TableUnit/Address/catalog(key:path:)``).
        var path: [String]
        var value: String
    }

    /// New members to insert into one existing object, merged by name.
    private final class Tree {
        var leaf: String?
        var children: [String: Tree] = [:]

        func child(_ name: String) -> Tree {
            if let existing = children[name] { return existing }
            let made = Tree()
            children[name] = made
            return made
        }
    }

    static func apply(_ edits: [Edit], to bytes: [UInt8], file: String, catalog: StringCatalog) throws(XLIFFTableError) -> [UInt8] {
        let root: StringCatalogJSON
        do { root = try StringCatalogJSON.read(bytes, file: file) } catch {
            throw XLIFFTableError(file: file, message: "\(error)")
        }
        // Every text becomes leaves (full JSON paths with their JSON text).
        var leaves: [(path: [String], json: String)] = []
        for edit in edits {
            let base = ["strings", edit.key, "localizations", edit.language]
            // A substitution new to this language needs its argument number and specifier.
            if edit.path.first == "substitutions", edit.path.count > 1,
               catalog[edit.key]?.localizations[edit.language]?.substitutions[edit.path[1]] == nil,
               let model = catalog[edit.key]?.localizations[catalog.sourceLanguage]?.substitutions[edit.path[1]] {
                let prefix = base + ["substitutions", edit.path[1]]
                if let number = model.argumentNumber { leaves.append((prefix + ["argNum"], String(number))) }
                if let specifier = model.formatSpecifier { leaves.append((prefix + ["formatSpecifier"], json(specifier))) }
            }
            let unit = base + edit.path + ["stringUnit"]
            leaves.append((unit + ["state"], json("translated")))
            leaves.append((unit + ["value"], json(edit.value)))
        }

        var replacements: [(range: Range<Int>, text: String)] = []
        var inserts: [Int: (object: StringCatalogJSON, tree: Tree)] = [:]
        var seen: Set<[String]> = []
        for leaf in leaves where seen.insert(leaf.path).inserted {
            var current = root
            var depth = 0
            while depth < leaf.path.count {
                guard case .object(let members) = current.kind else {
                    throw XLIFFTableError(file: file, message: "\(leaf.path[..<depth].joined(separator: ".")) is \(current.kindDescription), not an object")
                }
                guard let member = members.last(where: { $0.key == leaf.path[depth] }) else { break }
                current = member.value
                depth += 1
            }
            if depth == leaf.path.count {
                let end = valueEnd(bytes, from: current.offset)
                let existing = String(decoding: bytes[current.offset..<end], as: UTF8.self)
                if existing != leaf.json { replacements.append((current.offset..<end, leaf.json)) }
                continue
            }
            var tree = inserts[current.offset]?.tree ?? Tree()
            if inserts[current.offset] == nil { inserts[current.offset] = (current, tree) } else { tree = inserts[current.offset]!.tree }
            var node = tree
            for name in leaf.path[depth...] { node = node.child(name) }
            node.leaf = leaf.json
        }
        for (_, insert) in inserts {
            guard case .object(let members) = insert.object.kind else { continue }
            let close = valueEnd(bytes, from: insert.object.offset) - 1
            let indent: String
            if let first = members.first { indent = indentation(bytes, at: first.keyOffset) } else { indent = indentation(bytes, at: lineStart(bytes, insert.object.offset)) + "  " }
            if members.isEmpty {
                let outer = String(indent.dropLast(2))
                let body = insert.tree.children.keys.sorted(by: bytewise).map { indent + member($0, insert.tree.children[$0]!, indent: indent) }
                replacements.append(((insert.object.offset + 1)..<close, "\n" + body.joined(separator: ",\n") + "\n" + outer))
                continue
            }
            for name in insert.tree.children.keys.sorted(by: bytewise) {
                let text = member(name, insert.tree.children[name]!, indent: indent)
                if let next = members.first(where: { bytewise(name, $0.key) }) {
                    replacements.append((next.keyOffset..<next.keyOffset, text + ",\n" + indent))
                } else if let last = members.last {
                    let end = valueEnd(bytes, from: last.value.offset)
                    replacements.append((end..<end, ",\n" + indent + text))
                }
            }
        }
        var output = bytes
        for replacement in replacements.enumerated().sorted(by: { ($0.element.range.lowerBound, $0.offset) > ($1.element.range.lowerBound, $1.offset) }) {
            output.replaceSubrange(replacement.element.range, with: Array(replacement.element.text.utf8))
        }
        return output
    }

    private static func bytewise(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    private static func member(_ name: String, _ tree: Tree, indent: String) -> String {
        json(name) + " : " + value(tree, indent: indent)
    }

    private static func value(_ tree: Tree, indent: String) -> String {
        if let leaf = tree.leaf { return leaf }
        let inner = indent + "  "
        let members = tree.children.keys.sorted(by: bytewise).map { inner + member($0, tree.children[$0]!, indent: inner) }
        return "{\n" + members.joined(separator: ",\n") + "\n" + indent + "}"
    }

    /// A JSON string as Xcode writes it: `\"`, `\\`, `\n`, `\r`, `\t`, other controls as `\u00XX`.
    static func json(_ text: String) -> String {
        "\"" + Quoting.escaped(text.unicodeScalars, uppercaseHex: false) + "\""
    }

    /// The offset just past the JSON value starting at `start` (strings, objects and arrays
    /// skipped with their nesting; the reader has already checked the syntax).
    static func valueEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        var depth = 0
        repeat {
            guard index < bytes.count else { return bytes.count }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                index += 1
            default:
                if depth == 0 {
                    // A number or literal: up to the next delimiter.
                    while index < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
                    return index
                }
                index += 1
            }
        } while depth > 0
        return index
    }

    private static func lineStart(_ bytes: [UInt8], _ offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var index = start
        while index < offset, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index
    }

    private static func indentation(_ bytes: [UInt8], at offset: Int) -> String {
        var start = offset
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }
}
