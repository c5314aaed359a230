/// Text quoted for an error message: in double quotes, with quotes, backslashes and control
/// characters escaped so the message stays on one line, and cut after `limit` characters.
///
/// ```swift
/// Quoting.quoted("a\"b")  // "\"a\\\"b\""
/// ```
package enum Quoting {
    package static func quoted(_ text: String, limit: Int = 80) -> String {
        var result = "\""
        for scalar in text.unicodeScalars.prefix(limit) {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        if text.unicodeScalars.count > limit { result += "…" }
        return result + "\""
    }
}
