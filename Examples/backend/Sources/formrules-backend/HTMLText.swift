/// Text made safe for HTML: element content and double-quoted attribute values.
enum HTMLText {
    /// `&`, `<`, `>`, `"` and `'` as character references, so no label, option or name from a
    /// spec or a translation can end an attribute or open an element.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}
