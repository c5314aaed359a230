/// Writes an ``XLIFFDocument`` as XLIFF 1.2, laid out as Xcode lays out its exports: the
/// namespace and schema location on `<xliff>`, a `<header>` naming the tool, each trans-unit
/// with `xml:space="preserve"`, two-space indentation.
///
/// ```swift
/// let text = try XLIFFWriter.write(document)
/// // <trans-unit id="cancel" xml:space="preserve">
/// //   <source>Cancel</source>
/// //   <target state="translated">Annuler</target>
/// // </trans-unit>
/// ```
package enum XLIFFWriter {
    /// The XLIFF 1.2 namespace.
    public static let namespace = "urn:oasis:names:tc:xliff:document:1.2"

    /// The document as XLIFF 1.2 text (UTF-8 when written out).
    ///
    /// - Throws: ``XLIFFError`` (``XLIFFError/Code/unrepresentableCharacter``) naming the file,
    ///   the trans-unit and the character when a text holds a character XML 1.0 cannot carry.
    public static func write(_ document: XLIFFDocument) throws(XLIFFError) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<xliff xmlns=\"\(namespace)\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" version=\"1.2\""
        out += " xsi:schemaLocation=\"\(namespace) http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd\">\n"
        for file in document.files {
            out += "  <file original=\"\(try attribute(file.original, file, nil))\""
            out += " source-language=\"\(try attribute(file.sourceLanguage, file, nil))\""
            if let target = file.targetLanguage { out += " target-language=\"\(try attribute(target, file, nil))\"" }
            out += " datatype=\"\(try attribute(file.datatype, file, nil))\">\n"
            out += "    <header>\n      <tool tool-id=\"form-check\" tool-name=\"form-check\"/>\n    </header>\n"
            out += "    <body>\n"
            for unit in file.units {
                out += "      <trans-unit id=\"\(try attribute(unit.id, file, unit))\" xml:space=\"preserve\""
                out += unit.translate ? ">\n" : " translate=\"no\">\n"
                out += "        <source>\(try text(unit.source, file, unit))</source>\n"
                if let target = unit.target {
                    var state = ""
                    if let value = unit.state { state = " state=\"\(try attribute(value, file, unit))\"" }
                    out += "        <target\(state)>\(try text(target, file, unit))</target>\n"
                }
                if let note = unit.note { out += "        <note>\(try text(note, file, unit))</note>\n" }
                out += "      </trans-unit>\n"
            }
            out += "    </body>\n  </file>\n"
        }
        out += "</xliff>\n"
        return out
    }

    private static func attribute(_ value: String, _ file: XLIFFFile, _ unit: XLIFFUnit?) throws(XLIFFError) -> String {
        try check(value, file, unit)
        return XMLText.escaped(value, inAttribute: true)
    }

    private static func text(_ value: String, _ file: XLIFFFile, _ unit: XLIFFUnit) throws(XLIFFError) -> String {
        try check(value, file, unit)
        return XMLText.escaped(value)
    }

    private static func check(_ value: String, _ file: XLIFFFile, _ unit: XLIFFUnit?) throws(XLIFFError) {
        guard let bad = XMLText.firstUnrepresentable(value) else { return }
        let place = unit.map { "trans-unit \(quoted($0.id)) of \(file.original)" } ?? file.original
        throw XLIFFError(
            code: .unrepresentableCharacter,
            message: "\(place) holds \(XMLText.name(bad)), which XML 1.0 cannot carry (not even as &#...;); "
                + "remove it from the table or write it as an escape the table's format reads")
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.unicodeScalars.map { XMLText.isAllowed($0) && $0 != "\n" ? String($0) : XMLText.name($0) }.joined() + "'"
    }
}
