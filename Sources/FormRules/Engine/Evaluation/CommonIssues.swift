/// The problems a field can have whose wording does not depend on the submitted value, made
/// once per form: reporting one of them copies a finished ``ValidationIssue`` (a few reference counts)
/// instead of building its strings and arguments, and freeing the report does not free them.
///
/// The evaluation reports through it; a failure that is not here (a choice or region that
/// quotes the submitted text, a bound relative to the reference date) is built as usual. Each
/// issue here is made by ``CompiledField/issue(_:)`` itself, so both ways give equal issues.
struct CommonIssues: Sendable {
    /// One field's common failures, as parallel arrays: scanning codes, which are short
    /// strings compared by their bits, copies nothing.
    private final class Table: Sendable {
        let codes: [RuleCode]
        /// Each code's length in UTF-8 bytes, compared before the code itself.
        let codeLengths: [Int]
        let arguments: [[MessageArgument]]
        let messageKeys: [String?]
        let issues: [ValidationIssue]

        init(_ failures: [RuleFailure], of field: CompiledField) {
            codes = failures.map { $0.code }
            codeLengths = codes.map { $0.rawValue.utf8.count }
            arguments = failures.map { $0.arguments }
            messageKeys = failures.map { $0.messageKey }
            issues = failures.map(field.issue)
        }
    }

    private let tables: [Table]

    init(fields: [CompiledField]) {
        tables = fields.map { Table(CommonIssues.commonFailures(of: $0, in: fields), of: $0) }
    }

    /// The issue of `failure` on `field`.
    func issue(_ failure: RuleFailure, of field: CompiledField) -> ValidationIssue {
        let table = tables[field.index]
        // Lengths first: a field's codes mostly differ in length, and `==` on two different
        // strings takes String's general comparison, which cost more than the rest of the
        // lookup.
        let length = failure.code.rawValue.utf8.count
        for index in table.codes.indices
        where table.codeLengths[index] == length && table.codes[index] == failure.code && table.arguments[index] == failure.arguments
            && table.messageKeys[index] == failure.messageKey {
            return table.issues[index]
        }
        return field.issue(failure)
    }

    /// The failures of a field that quote only its spec: required, type, length, and the
    /// fixed failures of its type's rule.
    private static func commonFailures(of field: CompiledField, in fields: [CompiledField]) -> [RuleFailure] {
        var failures = [RuleFailure.required, field.typeFailure, field.typeFailure(sent: .number)]
        if let other = field.equals { failures.append(.equals(fields[other].labelKey)) }
        for rule in field.spec.type.described.rules { failures += rule.fixedFailures(field, fields) }
        return failures
    }
}
