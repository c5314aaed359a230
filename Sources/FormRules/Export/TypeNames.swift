/// Identifiers made from spec names for the types exports: words split at every character
/// that is not an ASCII letter or digit (`facebook-token`, `first_name`, `address.city`), joined
/// in camel case; a leading digit gets a `_` before it; a name with no letter or digit becomes
/// the fallback. Names taken in one scope get a number (`firstName`, `firstName2`).
enum TypeNames {
    /// The words of a name: runs of ASCII letters and digits.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in name.unicodeScalars {
            if scalar.isASCII, ASCII.isLetter(UInt8(scalar.value)) || ASCII.isDigit(UInt8(scalar.value)) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `create-account` → `CreateAccount`.
    static func upperCamel(_ name: String, fallback: String) -> String {
        let joined = joinedKeepingNumbersApart(words(name).map(capitalized))
        return leadingDigitGuarded(joined.isEmpty ? fallback : joined)
    }

    /// `facebook-token` → `facebookToken`, `US` → `us`, `AU-NSW` → `auNSW`.
    static func lowerCamel(_ name: String, fallback: String) -> String {
        let parts = words(name)
        guard let first = parts.first else { return fallback }
        // A word in capitals (`US`) is lowered whole, a camel-case one (`firstName`) at its start.
        let isCapitals = first.utf8.allSatisfy { !ASCII.isLetter($0) || ASCII.isUppercase($0) }
        let head = isCapitals ? mapped(first, ASCII.lowercased) : mapped(first, ASCII.lowercased, firstOnly: true)
        return leadingDigitGuarded(joinedKeepingNumbersApart([head] + parts.dropFirst().map(capitalized)))
    }

    /// Words joined, with `_` between a word ending in a digit and one starting with a digit
    /// (`18`, `25` → `18_25`, not `1825`).
    private static func joinedKeepingNumbersApart(_ words: [String]) -> String {
        var result = ""
        for word in words {
            if let last = result.utf8.last, let first = word.utf8.first, ASCII.isDigit(last), ASCII.isDigit(first) { result += "_" }
            result += word
        }
        return result
    }

    private static func leadingDigitGuarded(_ name: String) -> String {
        guard let first = name.utf8.first, ASCII.isDigit(first) else { return name }
        return "_" + name
    }

    private static func capitalized(_ word: String) -> String {
        mapped(word, ASCII.uppercased, firstOnly: true)
    }

    /// An ASCII word with `transform` applied to its bytes (or its first byte only).
    private static func mapped(_ word: String, _ transform: (UInt8) -> UInt8, firstOnly: Bool = false) -> String {
        var bytes = Array(word.utf8)
        for index in bytes.indices where !firstOnly || index == 0 { bytes[index] = transform(bytes[index]) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `name`, or `name2`, `name3`… the first that is not taken; records it as taken.
    static func unique(_ name: String, in taken: inout Set<String>) -> String {
        var candidate = name
        var number = 2
        while taken.contains(candidate) {
            candidate = name + String(number)
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }

    /// A string as a double-quoted literal: `"`, `\` and control characters escaped, as
    /// `\u{1f}` in Swift and `\u001f` in TypeScript (and JSON).
    static func quoted(_ text: String, swift: Bool) -> String {
        let escaped = Quoting.escaped(text.unicodeScalars, alsoEscaping: { [0x7F, 0x2028, 0x2029].contains($0.value) }) { value in
            let hex = String(value, radix: 16)
            let digits = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            return swift ? "\\u{" + digits + "}" : "\\u" + digits
        }
        return "\"" + escaped + "\""
    }

    /// Text for a one-line comment: line breaks become spaces, and `*/` cannot close a block comment.
    static func commentText(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isNewline {
                result += " "
            } else if character == "/", result.hasSuffix("*") {
                result += " /"
            } else {
                result.append(character)
            }
        }
        return result
    }
}
