/// Reads XLIFF 1.2 (and 1.0/1.1) written by Xcode or by translators' tools into an
/// ``XLIFFDocument``.
///
/// Tolerant where tools differ: `<group>`s are flattened, `<header>`, `<alt-trans>` (proposals,
/// not translations), `<bin-unit>`, `<context-group>` and unknown elements are skipped, a
/// namespace prefix on element names is ignored. Correct where it matters: the document must be
/// well-formed XML (see the errors of ``XLIFFError``), every `<file>` needs `original` and
/// `source-language`, every `<trans-unit>` an `id` and a `<source>`.
///
/// Inline elements (`<g>`, `<x/>`, `<ph>`, `<bpt>`, `<mrk>`...) cannot be written into a
/// `.strings`, `.stringsdict` or String Catalog, which hold plain text: a target that contains
/// one is read with ``XLIFFUnit/inlineMarkup`` set (and the text of its content kept), and the
/// import refuses that unit with the element's line and column rather than guess.
///
/// ```swift
/// let document = try XLIFFReader.read(bytes, file: "fr.xliff")
/// document.files[0].units[0].target   // "Annuler"
/// ```
package enum XLIFFReader {
    /// Reads a document.
    ///
    /// - Throws: ``XLIFFError`` with the line and column of the first problem.
    public static func read(_ bytes: some Collection<UInt8>, file: String? = nil) throws(XLIFFError) -> XLIFFDocument {
        var tree = XMLElementTree(bytes: Array(bytes), file: file)
        let root = try tree.parseDocument()
        guard root.localName == "xliff" else {
            throw notXLIFF(tree, "the root element is '<\(root.name)>', not '<xliff>'", at: root.offset)
        }
        if let version = root.attribute("version"), !version.hasPrefix("1.") {
            throw notXLIFF(tree, "this is XLIFF \(version); this reader reads XLIFF 1.2 (Xcode's format)", at: root.offset)
        }
        var files: [XLIFFFile] = []
        for element in root.elements where element.localName == "file" {
            guard let original = element.attribute("original") else {
                throw notXLIFF(tree, "'<file>' has no 'original' attribute", at: element.offset)
            }
            guard let source = element.attribute("source-language") else {
                throw notXLIFF(tree, "'<file>' has no 'source-language' attribute", at: element.offset)
            }
            var units: [XLIFFUnit] = []
            for body in element.elements where body.localName == "body" {
                try collectUnits(body, tree: tree, into: &units)
            }
            files.append(XLIFFFile(
                original: original, sourceLanguage: source, targetLanguage: element.attribute("target-language"),
                datatype: element.attribute("datatype") ?? "plaintext", units: units, location: tree.location(of: element.offset)))
        }
        return XLIFFDocument(files: files)
    }

    private static func collectUnits(_ container: XMLElementTree.Element, tree: XMLElementTree, into units: inout [XLIFFUnit]) throws(XLIFFError) {
        for element in container.elements {
            switch element.localName {
            case "group": try collectUnits(element, tree: tree, into: &units)
            case "trans-unit": units.append(try unit(element, tree: tree))
            default: continue
            }
        }
    }

    private static func unit(_ element: XMLElementTree.Element, tree: XMLElementTree) throws(XLIFFError) -> XLIFFUnit {
        guard let id = element.attribute("id") else { throw notXLIFF(tree, "'<trans-unit>' has no 'id' attribute", at: element.offset) }
        var source: String?
        var unit = XLIFFUnit(id: id, source: "", translate: element.attribute("translate") != "no", location: tree.location(of: element.offset))
        var notes: [String] = []
        for child in element.elements {
            switch child.localName {
            case "source":
                guard source == nil else { throw notXLIFF(tree, "'<trans-unit id=\"\(id)\">' has a second '<source>'", at: child.offset) }
                source = text(of: child).text
            case "target":
                guard unit.target == nil else { throw notXLIFF(tree, "'<trans-unit id=\"\(id)\">' has a second '<target>'", at: child.offset) }
                let (content, inline) = text(of: child)
                unit.target = content
                unit.state = child.attribute("state")
                if let inline { unit.inlineMarkup = (inline.name, tree.location(of: inline.offset)) }
            case "note":
                notes.append(text(of: child).text)
            default:
                continue  // alt-trans, context-group, count-group...: not translations
            }
        }
        guard let source else { throw notXLIFF(tree, "'<trans-unit id=\"\(id)\">' has no '<source>'", at: element.offset) }
        unit.source = source
        unit.note = notes.isEmpty ? nil : notes.joined(separator: "\n")
        return unit
    }

    /// The element's text with inline elements' text kept, and the first inline element.
    private static func text(of element: XMLElementTree.Element) -> (text: String, inline: XMLElementTree.Element?) {
        var text = ""
        var first: XMLElementTree.Element?
        for child in element.children {
            switch child {
            case .text(let content): text += content
            case .element(let inner):
                if first == nil { first = inner }
                text += self.text(of: inner).text
            }
        }
        return (text, first)
    }

    private static func notXLIFF(_ tree: XMLElementTree, _ message: String, at offset: Int) -> XLIFFError {
        XLIFFError(code: .notXLIFF, message: message, location: tree.location(of: offset))
    }
}
