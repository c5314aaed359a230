/// Text quoted for an error message: in double quotes, with quotes, backslashes and control
/// characters escaped so the message stays on one line, and cut after `limit` characters.
///
/// ```swift
/// Quoting.quoted("a\"b")  // "\"a\\\"b\""
/// ```
package enum Quoting {
    package static func quoted(_ text: String, limit: Int = 80) -> String {
        var result = "\"" + escaped(text.unicodeScalars.prefix(limit), uppercaseHex: true)
        if text.unicodeScalars.count > limit { result += "…" }
        return result + "\""
    }

    /// The inside of a JSON string literal: `\"`, `\\`, `\n`, `\r`, `\t`, other controls as
    /// `\u00XX` (hex digits in the case asked for: String Catalogs, as Xcode writes them, use
    /// lower case).
    package static func escaped(_ scalars: some Sequence<Unicode.Scalar>, uppercaseHex: Bool) -> String {
        var result = ""
        for scalar in scalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16, uppercase: uppercaseHex)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
