import FormCore
import Localization

/// A table cut into its entries, so that a program can read only the keys it shows: the bytes
/// before the first key (`head`), each key's bytes up to the next key (its entry, with the
/// comments and blank lines after it), and the closing bytes (`tail`, the property list's
/// `</dict></plist>`). `head + entries + tail` is the file exactly; `head + some entries + tail`
/// is a table of those keys.
///
/// Every cut is checked: each key read alone must give the message the whole file gives. A file
/// that fails the check (or is not UTF-8) is not cut, and is always read whole.
struct KeySplit {
    struct Entry {
        var key: String
        var bytes: [UInt8]
    }

    var head: [UInt8]
    var entries: [Entry]
    var tail: [UInt8]

    init?(_ source: EmbeddedSource) {
        let bytes = source.bytes
        guard String(validating: bytes, as: UTF8.self) != nil, !bytes.starts(with: [0xEF, 0xBB, 0xBF]) else { return nil }
        var starts: [(key: String, offset: Int)] = []
        var end = bytes.count
        if source.kind == .stringsDict || PropertyListXML.looksLikeXML(bytes) {
            guard case .dictionary(let root)? = try? PropertyListXML.parse(bytes) else { return nil }
            // A key's entry starts at its `<key>` tag; the table ends at the root's `</dict>`.
            for entry in root.entries + root.overridden {
                guard let tag = Self.lastIndex(of: Array("<key".utf8), in: bytes, before: entry.keyLocation.offset + 1) else { return nil }
                starts.append((entry.key, tag))
            }
            guard let close = Self.lastIndex(of: Array("</dict>".utf8), in: bytes, before: bytes.count) else { return nil }
            end = close
        } else {
            guard let table = try? StringsFile(bytes: bytes) else { return nil }
            starts = table.entries.map { ($0.key, $0.keyLocation.offset) }
        }
        starts.sort { $0.offset < $1.offset }
        guard let first = starts.first, starts.allSatisfy({ $0.offset < end }) else { return nil }
        head = Array(bytes[..<first.offset])
        tail = Array(bytes[end...])
        entries = starts.indices.map { index in
            let next = index + 1 < starts.count ? starts[index + 1].offset : end
            return Entry(key: starts[index].key, bytes: Array(bytes[starts[index].offset..<next]))
        }
        guard verify(against: source) else { return nil }
    }

    /// Whether each key read alone gives what the whole file gives.
    private func verify(against source: EmbeddedSource) -> Bool {
        let locale = source.locale.flatMap { try? LanguageTag($0) }
        func table(_ bytes: [UInt8]) -> CatalogTable? {
            let catalog = Catalog(files: [CatalogFile(path: source.shownPath, locale: locale, kind: source.kind, bytes: bytes)])
            return catalog.tables[locale ?? catalog.developmentLanguage]
        }
        guard head + entries.flatMap(\.bytes) + tail == source.bytes, let whole = table(source.bytes) else { return false }
        var byKey: [String: [UInt8]] = [:]
        for entry in entries { byKey[entry.key, default: []] += entry.bytes }
        for (key, bytes) in byKey {
            // A key whose value is no message (not a string) is none alone either.
            guard let alone = table(head + bytes + tail), alone.keys == (whole.messages[key] == nil ? [] : [key]) else { return false }
            if let message = alone.messages[key], let expected = whole.messages[key],
               message.format.text != expected.format.text || Self.forms(message) != Self.forms(expected) {
                return false
            }
        }
        return true
    }

    private static func forms(_ message: CatalogMessage) -> [[String]] {
        message.variables.map { $0.variants.map { $0.category + "=" + $0.format.text } }
    }

    private static func lastIndex(of needle: [UInt8], in bytes: [UInt8], before limit: Int) -> Int? {
        var index = min(limit, bytes.count) - needle.count
        while index >= 0 {
            if bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index -= 1
        }
        return nil
    }
}
