/// Text quoted for an error message: in double quotes, with quotes, backslashes and control
/// characters escaped so the message stays on one line, and cut after `limit` characters.
///
/// ```swift
/// Quoting.quoted("a\"b")  // "\"a\\\"b\""
/// ```
package enum Quoting {
    /// A scalar as people look it up, `U+001B`: four hex digits at least, in capitals. For
    /// messages that name a character without showing it.
    package static func codeName(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    package static func quoted(_ text: String, limit: Int = 80) -> String {
        var result = "\"" + escaped(text.unicodeScalars.prefix(limit), uppercaseHex: true)
        if text.unicodeScalars.count > limit { result += "…" }
        return result + "\""
    }

    /// The inside of a JSON string literal: `\"`, `\\`, `\n`, `\r`, `\t`, other controls as
    /// `\u00XX` (hex digits in the case asked for: String Catalogs, as Xcode writes them, use
    /// lower case).
    package static func escaped(_ scalars: some Sequence<Unicode.Scalar>, uppercaseHex: Bool) -> String {
        escaped(scalars, alsoEscaping: { _ in false }) { value in
            let hex = String(value, radix: 16, uppercase: uppercaseHex)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }

    /// The inside of a string literal of a C-like language: `\"`, `\\`, `\n`, `\r`, `\t`, and
    /// other controls (and the scalars `alsoEscaping` names) in the language's own escape,
    /// `unicode(value)` (`\u{1f}` in Swift, `\u001f` in JSON and TypeScript).
    package static func escaped(
        _ scalars: some Sequence<Unicode.Scalar>, alsoEscaping: (Unicode.Scalar) -> Bool, unicode: (UInt32) -> String
    ) -> String {
        var result = ""
        for scalar in scalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || alsoEscaping(scalar) {
                    result += unicode(scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
