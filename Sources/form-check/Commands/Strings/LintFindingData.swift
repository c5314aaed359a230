import Localization
import FormRules

/// The findings of the HTML page (``LintHTMLPage``) as compact JSON, which the page's script
/// turns into list items only when a group is opened: 100,000 findings stay a few megabytes
/// and a DOM of a few hundred summaries.
///
/// Every text (file paths, tables, locales, keys, messages, the development text and the
/// translation) is stored once in `strings`; a finding is ``fields``.count numbers, each an
/// index into `strings` (`-1` where it has none) but `line` and `column`. A group is its code,
/// severity and development language (indices too), then its findings one after another:
///
/// ```
/// {"fields":["locale","table",…],"strings":["untranslated","warning","en","de",…],
///  "groups":[[0,1,2, 3,4,5,12,1,6,7,8,8, …]]}
/// ```
///
/// A message is stored as a template shared by many findings: the first `'key'` in it becomes
/// U+0001 and then the first word that is the locale U+0002, which the script puts back
/// (`'title' has no \u{1} translation yet` serves every locale of a key).
struct LintFindingData {
    /// What each finding's numbers are, in order.
    static let fields = ["locale", "table", "file", "line", "column", "key", "message", "developmentText", "text"]
    /// The numbers before a group's findings: code, severity, development language.
    static let groupHeader = 3

    private(set) var strings: [String] = []
    private var positions: [String: Int] = [:]
    private(set) var groups: [[Int]] = []

    /// Adds a group of findings, all of one code and severity; returns its number.
    mutating func add(
        _ findings: [TablesCoverageReport.Finding], code: CatalogDiagnostic.Code, severity: CatalogDiagnostic.Severity,
        developmentLanguage: LanguageTag
    ) -> Int {
        var numbers = [intern(code.rawValue), intern(severity.rawValue), intern(developmentLanguage.description)]
        numbers.reserveCapacity(Self.groupHeader + findings.count * Self.fields.count)
        for finding in findings {
            let diagnostic = finding.diagnostic
            let locale = diagnostic.locale?.description
            numbers.append(intern(locale))
            numbers.append(intern(finding.table))
            numbers.append(intern(diagnostic.location?.file))
            numbers.append(max(diagnostic.location?.line ?? 0, 0))
            numbers.append(max(diagnostic.location?.column ?? 0, 0))
            numbers.append(intern(diagnostic.key))
            numbers.append(intern(Self.template(diagnostic.message, key: diagnostic.key, locale: locale)))
            numbers.append(intern(finding.developmentText))
            numbers.append(intern(finding.text))
        }
        groups.append(numbers)
        return groups.count - 1
    }

    private mutating func intern(_ text: String?) -> Int {
        guard let text else { return -1 }
        if let position = positions[text] { return position }
        positions[text] = strings.count
        strings.append(text)
        return strings.count - 1
    }

    /// `message` with its first `'key'` as U+0001 and then its first word that is `locale` as
    /// U+0002; the two characters, should a file hold them, become U+FFFD first.
    ///
    /// ```
    /// template("'ok' has no de translation yet", key: "ok", locale: "de")  // "\u{1} has no \u{2} translation yet"
    /// ```
    static func template(_ message: String, key: String?, locale: String?) -> String {
        var text = String(message.map { $0 == "\u{1}" || $0 == "\u{2}" ? "\u{FFFD}" : $0 })
        if let key, !key.isEmpty, let range = text.firstRange(of: "'" + key + "'") {
            text.replaceSubrange(range, with: "\u{1}")
        }
        guard let locale, !locale.isEmpty else { return text }
        func isWordCharacter(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "-" || character == "_"
        }
        var start = text.startIndex
        while let range = text[start...].firstRange(of: locale) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !(before.map(isWordCharacter) ?? false), !(after.map(isWordCharacter) ?? false) {
                text.replaceSubrange(range, with: "\u{2}")
                break
            }
            start = range.upperBound
        }
        return text
    }

    /// The data as JSON that can sit in a `<script type="application/json">` element: `<`,
    /// `>` and `&` are escaped, so no text can end the element.
    func json() -> String {
        var output = "{\"fields\":["
        output += Self.fields.map { "\"\($0)\"" }.joined(separator: ",")
        output += "],\"groupHeader\":\(Self.groupHeader),\"strings\":["
        for (index, text) in strings.enumerated() {
            if index > 0 { output += "," }
            Self.appendString(text, to: &output)
        }
        output += "],\"groups\":["
        for (index, group) in groups.enumerated() {
            if index > 0 { output += "," }
            output += "["
            output += group.map(String.init).joined(separator: ",")
            output += "]"
        }
        return output + "]}"
    }

    /// Appends `text` as a JSON string whose only ASCII punctuation escaped beyond JSON's needs
    /// is `<`, `>` and `&` (as `\u003c`…), with U+2028 and U+2029 escaped for old parsers.
    static func appendString(_ text: String, to output: inout String) {
        let hex = Array("0123456789abcdef")
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}", "\u{0}"..."\u{1F}":
                let value = Int(scalar.value)
                output += "\\u"
                for shift in [12, 8, 4, 0] { output.append(hex[(value >> shift) & 15]) }
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
