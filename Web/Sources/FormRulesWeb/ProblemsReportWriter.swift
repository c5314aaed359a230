import FormCore
import FormRules

/// Writes a report that carries problems only (no field states, no normalized submission, no
/// update's changes) straight into the result, byte for byte as
/// `report.jsonValue(using:).jsonText()` writes it, without building the JSON value first.
///
/// Each problem's JSON and the keys its message misses are kept once rendered: a form meets the
/// same few problems again and again, and rendering a message (the catalog's formatter) and
/// writing its JSON were most of such a report's time. The texts hold only while the messages
/// do: ``WebForm`` forgets them when it is configured again.
struct ProblemsReportWriter {
    private var rendered: [ValidationIssue: RenderedIssue] = [:]
    /// The problems found in the table last, compared by box before the table is asked: most
    /// problems are a field's common failures, which the engine hands out as the same prepared
    /// box every time, and the table hashes every member of a problem to find it.
    private var recentIssues: [ValidationIssue] = []
    private var recentTexts: [RenderedIssue] = []
    private var nextRecent = 0
    static var recentCapacity: Int { 16 }

    /// Distinct problems kept at most; past it the kept ones are dropped and the next ones kept
    /// anew, so that problems whose arguments carry the submission's own text (a value too long,
    /// a number out of range) cannot grow the memory without bound.
    static var capacity: Int { 512 }  // not a `static let`: each read of one goes through swift_once in Embedded Swift

    private struct RenderedIssue {
        var json: String
        var missingKeys: [String]
    }

    mutating func forget() {
        rendered.removeAll()
        recentIssues.removeAll()
        recentTexts.removeAll()
        nextRecent = 0
    }

    /// Writes `report` into `result` and returns true, or returns false (writing nothing) for a
    /// report with more than problems, which the caller writes the general way.
    mutating func write(_ report: ValidationReport, using messages: CatalogMessages, into result: inout ResultBuffer) -> Bool {
        guard report.fields.isEmpty, report.normalized == nil, report.changed.isEmpty else { return false }
        write(problems: report.issues, using: messages, into: &result)
        return true
    }

    /// Writes the report that holds `problems` and nothing else into `result`.
    mutating func write(problems: [ValidationIssue], using messages: CatalogMessages, into result: inout ResultBuffer) {
        result.clear()
        result.append(problems.isEmpty ? #"{"valid":true,"problems":["# : #"{"valid":false,"problems":["#)
        var missing: [String] = []
        for (index, issue) in problems.enumerated() {
            let text = self.text(of: issue, using: messages)
            if index > 0 { result.append(",") }
            result.append(text.json)
            for key in text.missingKeys where !missing.contains(key) { missing.append(key) }
        }
        result.append("]")
        if !missing.isEmpty {
            result.append(#","missingMessageKeys":"#)
            result.append(FormValue.array(missing.sorted().map { .string($0) }).jsonText())
        }
        result.append("}")
    }

    private mutating func text(of issue: ValidationIssue, using messages: CatalogMessages) -> RenderedIssue {
        for index in recentIssues.indices where recentIssues[index].isSameBox(as: issue) { return recentTexts[index] }
        let text: RenderedIssue
        if let kept = rendered[issue] {
            text = kept
        } else {
            text = RenderedIssue(json: issue.jsonValue(using: messages).jsonText(), missingKeys: issue.missingKeys(using: messages))
            if rendered.count >= Self.capacity { rendered.removeAll(keepingCapacity: true) }
            rendered[issue] = text
        }
        if recentIssues.count < Self.recentCapacity {
            recentIssues.append(issue)
            recentTexts.append(text)
        } else {
            recentIssues[nextRecent] = issue
            recentTexts[nextRecent] = text
            nextRecent = (nextRecent + 1) % Self.recentCapacity
        }
        return text
    }
}
