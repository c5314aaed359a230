import FormCore

/// Escaping text for XML 1.0, as the XLIFF writer needs it.
///
/// `&`, `<` and `>` are always escaped (`>` because `]]>` may not appear in text), quotes in
/// attribute values. A carriage return is written `&#13;` (a literal one would be read back as a
/// line feed), and in attribute values tab and line feed are written `&#9;` and `&#10;` (a
/// literal one would be read back as a space). The other C0 controls, U+FFFE and U+FFFF cannot
/// be written in XML 1.0 at all, not even as character references: they are refused. The lint's
/// HTML report escapes with it too (apostrophes as well, for attributes in either quote).
package enum XMLText {
    /// The first character XML 1.0 cannot carry, or `nil`.
    package static func firstUnrepresentable(_ text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { !isAllowed($0) }
    }

    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0x00..<0x20, 0xFFFE, 0xFFFF: false
        default: true
        }
    }

    /// `text` escaped for element content, or an attribute value; the caller has checked
    /// ``firstUnrepresentable(_:)``. `apostrophes` escapes `'` too (HTML's single-quoted attributes).
    package static func escaped(_ text: String, inAttribute: Bool = false, apostrophes: Bool = false) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where inAttribute: output += "&quot;"
            case "'" where apostrophes: output += "&#39;"
            case "\r": output += "&#13;"
            case "\n" where inAttribute: output += "&#10;"
            case "\t" where inAttribute: output += "&#9;"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// "U+001B", for messages.
    static func name(_ scalar: Unicode.Scalar) -> String { Quoting.codeName(scalar.value) }
}
