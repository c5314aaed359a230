import FormRules

/// The counts of a batch as `--summary-json` writes them and `summary merge` adds them up:
/// valid, invalid and not-JSON lines, and how many problems each rule and each field had.
///
/// ```json
/// {"valid":9,"invalid":3,"notJSON":1,"rules":{"email":1,"required":2},"fields":{"password":2,"username":1}}
/// ```
struct BatchSummary: Equatable, Sendable {
    var valid = 0
    var invalid = 0
    var notJSON = 0
    var rules: [String: Int] = [:]
    var fields: [String: Int] = [:]

    /// Counts a report's problems by rule and field (`(submission)` for the form as a whole).
    mutating func addProblems(of report: borrowing ValidationReport) {
        for issue in report.issues {
            rules[issue.rule.rawValue, default: 0] += 1
            fields[issue.path.isEmpty ? "(submission)" : issue.path, default: 0] += 1
        }
    }

    mutating func add(_ other: BatchSummary) {
        valid += other.valid
        invalid += other.invalid
        notJSON += other.notJSON
        rules.merge(other.rules, uniquingKeysWith: +)
        fields.merge(other.fields, uniquingKeysWith: +)
    }

    /// One line of JSON, keys of `rules` and `fields` sorted, so equal summaries print the same.
    var jsonText: String {
        func counts(_ table: [String: Int]) -> FormValue {
            .object(FormObject(table.sorted { $0.key < $1.key }.map { ($0.key, FormValue($0.value)) }))
        }
        return FormValue.object(FormObject([
            ("valid", FormValue(valid)), ("invalid", FormValue(invalid)),
            ("notJSON", FormValue(notJSON)), ("rules", counts(rules)), ("fields", counts(fields)),
        ])).jsonText()
    }

    /// Reads a summary written by `--summary-json`; says what is wrong otherwise.
    init(json value: FormValue) throws(SummaryError) {
        guard case .object(let object) = value else { throw SummaryError("a summary must be a JSON object, not \(value.typeName)") }
        func count(_ value: FormValue?, _ name: String) throws(SummaryError) -> Int {
            guard case .number(let number)? = value, let count = number.int, count >= 0 else {
                throw SummaryError("'\(name)' must be a whole number of at least 0")
            }
            return count
        }
        func table(_ key: String) throws(SummaryError) -> [String: Int] {
            guard case .object(let entries)? = object[key] else { throw SummaryError("'\(key)' must be an object of counts") }
            var table: [String: Int] = [:]
            for entry in entries.entries { table[entry.key] = try count(entry.value, "\(key).\(entry.key)") }
            return table
        }
        valid = try count(object["valid"], "valid")
        invalid = try count(object["invalid"], "invalid")
        notJSON = try count(object["notJSON"], "notJSON")
        rules = try table("rules")
        fields = try table("fields")
    }

    init() {}
}

/// Why a summary file cannot be merged.
struct SummaryError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
