import Localization
import FormRules

/// Findings a project has decided are not problems, with the reason, in a file it commits
/// (`lint-ignore.json` beside the tables, or `--ignore FILE`):
///
/// ```json
/// { "ignore": [
///     { "key": "app.name", "reason": "the brand is never translated" },
///     { "value": "OK", "code": "untranslated", "reason": "the same word in every language we ship" } ] }
/// ```
///
/// An entry names a `key`, a development-language `value`, or both, optionally a finding `code`
/// (every code when absent), and always a `reason`: an exception nobody can explain is a finding.
struct LintIgnoreList {
    struct Rule {
        var key: String?
        var value: String?
        var code: String?
        var reason: String
    }

    var rules: [Rule] = []
    /// Where the rules were read from, for the report.
    var path: String?

    /// The default file beside a catalog folder.
    static let defaultName = "lint-ignore.json"

    /// Reads the rules at `path`.
    /// - Throws: ``LintIgnoreError`` naming the entry and what is wrong with it, or the JSON or
    ///   file error.
    static func load(_ path: String) throws -> LintIgnoreList {
        let root = try JSONReader().read(try InputFile(path: path).readAll(limit: 16 << 20), file: path)
        guard case .object(let object) = root, case .array(let entries)? = object["ignore"] else {
            throw LintIgnoreError(message: "expected an object with an 'ignore' list")
        }
        if let other = object.entries.first(where: { $0.key != "ignore" }) {
            throw LintIgnoreError(message: "unknown member '\(other.key)' (only 'ignore')")
        }
        var list = LintIgnoreList(path: path)
        for (index, entry) in entries.enumerated() {
            let place = "/ignore/\(index)"
            guard case .object(let rule) = entry else { throw LintIgnoreError(message: "\(place): expected an object") }
            for member in rule.entries where !["key", "value", "code", "reason"].contains(member.key) {
                throw LintIgnoreError(message: "\(place): unknown member '\(member.key)' (key, value, code, reason)")
            }
            func text(_ name: String) throws -> String? {
                guard let value = rule[name] else { return nil }
                guard case .string(let text) = value, !text.isEmpty else { throw LintIgnoreError(message: "\(place): '\(name)' must be non-empty text") }
                return text
            }
            guard let reason = try text("reason") else { throw LintIgnoreError(message: "\(place): every entry needs a 'reason'") }
            let key = try text("key"), value = try text("value")
            guard key != nil || value != nil else { throw LintIgnoreError(message: "\(place): an entry names a 'key', a 'value', or both") }
            list.rules.append(Rule(key: key, value: value, code: try text("code"), reason: reason))
        }
        return list
    }

    /// Whether a rule covers `finding` (its key, and the key's development text).
    func ignores(_ finding: CatalogDiagnostic, in catalog: Catalog) -> Bool {
        guard !rules.isEmpty, let key = finding.key else { return false }
        return rules.contains { rule in
            if let code = rule.code, code != finding.code.rawValue { return false }
            if let ruleKey = rule.key, ruleKey != key { return false }
            if let value = rule.value, catalog.developmentTable[key]?.displayText != value { return false }
            return true
        }
    }
}

/// An ignore file that cannot be used: what is wrong, at which entry (the file is named by
/// whoever reports it).
struct LintIgnoreError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
