/// The regular expressions of the string field types, each saying exactly what the engine's
/// rule accepts (ECMA-262 syntax that Python's `re` and Rust's `regex` read the same way).
enum SchemaPatterns {
    /// Text without the characters ``ControlCharacterRule`` refuses (C0 controls but tab, LF
    /// and CR; DEL; C1 controls; the bidirectional overrides and isolates), written with
    /// `\u` escapes that ECMA-262, Python's `re` and Rust's `regex` all read.
    static let noControls = #"^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*$"#

    /// WHATWG's valid e-mail address: atext or dots, `@`, labels of 1 to 63 letters, digits and
    /// inner hyphens (``EmailAddress``).
    static let email = "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$"
    /// ``email`` with at least one dot in the domain (`topLevelDomain`): the label repeat is
    /// one or more instead of zero or more.
    static let emailWithDottedDomain = "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$"
    /// The 8-4-4-4-12 hexadecimal shape, either case.
    static let uuid = "^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$"
    static let digits = "^[0-9]+$"
    /// A JSON number literal, as text (a number field that coerces reads it, trimmed).
    static let numberText = "^-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$"
    /// An optional leading `+`, then 8 to 15 digits with spaces, dots, hyphens and parentheses
    /// anywhere after it.
    static let phone = "^\\+?[ .()-]*(?:[0-9][ .()-]*){8,15}$"
    /// Text that is empty or only white space (Unicode's `White_Space`): no value, to the
    /// engine, whether the field trims or not.
    static let blank = "^[\\t\\n\\u000B\\f\\r \\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*$"
    /// The shape of `yyyy-MM-dd`; the calendar (no 30 February) is `format: date`.
    static let date = "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"

    /// One of `options` in any letter case of the Latin letters A to Z (a `choice`), as
    /// ECMA-262 with and without the `u` flag and Python's `re` read alike:
    /// `["male", "other"]` gives `^(?:[mM][aA][lL][eE]|[oO][tT][hH][eE][rR])$`.
    static func anyCase(_ options: [String]) -> String {
        "^(?:" + anyCaseAlternatives(options) + ")$"
    }

    /// The alternatives of ``anyCase(_:)`` without its anchors: `[mM][aA][lL][eE]|…`.
    static func anyCaseAlternatives(_ options: [String]) -> String {
        let syntax = Set("^$\\.*+?()[]{}|/".unicodeScalars)
        let alternatives = options.map { option in
            option.unicodeScalars.map { scalar -> String in
                if scalar.isASCII, ASCII.isLetter(UInt8(scalar.value)) {
                    let byte = UInt8(scalar.value)
                    return "[" + String(UnicodeScalar(ASCII.lowercased(byte))) + String(UnicodeScalar(ASCII.uppercased(byte))) + "]"
                }
                return syntax.contains(scalar) ? "\\" + String(scalar) : String(scalar)
            }.joined()
        }
        return alternatives.joined(separator: "|")
    }

    /// A `url` with one of `schemes` (lower case), as `URLRule` reads it, except that a
    /// `data:` URL's body is not checked to be base64 (a limitation the export names):
    /// telling a header that ends in `;base64` from one that does not needs a look-behind,
    /// which not every reader of the schema has.
    static func url(schemes: [String]) -> String {
        // Characters a URL never carries unescaped: controls, white space, `<>"{}|\^` and `.
        let safe = "[^\\u0000-\\u0020\\u007F<>\"{}|\\\\^`]"
        // A letter, a digit, or any character beyond ASCII (an internationalized name).
        let hostCharacter = "[^\\u0000-\\u002F\\u003A-\\u0040\\u005B-\\u0060\\u007B-\\u007F]"
        // Hyphens only inside a label, written so that no text matches two ways (no backtracking).
        let label = hostCharacter + "(?:-*" + hostCharacter + ")*"
        let host = label + "(?:\\." + label + ")*\\.?"
        let ipv6 = "\\[[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*\\]"
        let port = "(?::(?:[0-9]{0,4}|[0-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5]))?"
        var forms: [String] = []
        let hierarchical = schemes.filter { $0 != "data" }
        if !hierarchical.isEmpty {
            forms.append("(?:" + anyCaseAlternatives(hierarchical) + "):\\/\\/(?:" + host + "|" + ipv6 + ")" + port + "(?:[\\/?#]" + safe + "*)?")
        }
        if schemes.contains("data") {
            forms.append(anyCaseAlternatives(["data"]) + ":[^\\u0000-\\u0020\\u007F<>\"{}|\\\\^`,]*," + safe + "*")
        }
        return "^(?:" + forms.joined(separator: "|") + ")$"
    }

    /// A pattern matching exactly the decimal numbers in `ranges`, each written with `width`
    /// digits (`[6000...6999]` at width 5 gives `06[0-9]{3}`).
    static func alternatives(of ranges: [ClosedRange<Int32>], width: Int) -> String {
        ranges.flatMap { range in
            pieces(low: Array(digits(range.lowerBound, width: width).utf8), high: Array(digits(range.upperBound, width: width).utf8))
        }.joined(separator: "|")
    }

    static func digits(_ value: Int32, width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    /// Patterns for the numbers from `low` to `high`, both of the same width.
    private static func pieces(low: [UInt8], high: [UInt8]) -> [String] {
        guard let first = low.first, let last = high.first else { return [""] }
        let lowRest = Array(low.dropFirst())
        let highRest = Array(high.dropFirst())
        if first == last { return pieces(low: lowRest, high: highRest).map { character(first) + $0 } }
        let any = anyDigits(lowRest.count)
        if lowRest.allSatisfy({ $0 == zero }), highRest.allSatisfy({ $0 == nine }) {
            return [first == zero && last == nine ? anyDigits(low.count) : digitClass(first, last) + any]
        }
        var result: [String] = []
        var from = first
        if !lowRest.allSatisfy({ $0 == zero }) {
            result += pieces(low: lowRest, high: Array(repeating: nine, count: lowRest.count)).map { character(first) + $0 }
            from = first + 1
        }
        var to = last
        var tail: [String] = []
        if !highRest.allSatisfy({ $0 == nine }) {
            tail = pieces(low: Array(repeating: zero, count: highRest.count), high: highRest).map { character(last) + $0 }
            to = last - 1
        }
        if from <= to { result.append(digitClass(from, to) + any) }
        return result + tail
    }

    private static func anyDigits(_ count: Int) -> String {
        switch count {
        case 0: ""
        case 1: "[0-9]"
        default: "[0-9]{\(count)}"
        }
    }

    private static let zero = UInt8(ascii: "0")
    private static let nine = UInt8(ascii: "9")

    private static func character(_ digit: UInt8) -> String {
        String(Unicode.Scalar(digit))
    }

    private static func digitClass(_ low: UInt8, _ high: UInt8) -> String {
        low == high ? character(low) : "[\(character(low))-\(character(high))]"
    }
}
