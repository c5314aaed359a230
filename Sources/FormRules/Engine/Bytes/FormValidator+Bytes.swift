#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension FormValidator {
    /// The byte-level path: the report, or nil when the submission needs the tree path.
    mutating func validateBytes(_ input: UnsafeBufferPointer<UInt8>, limits: JSONReader.Limits) -> ValidationReport? {
        validateBytesIssues(input, limits: limits).map { ValidationReport(issues: $0) }
    }

    /// The byte-level path's problems (its report holds nothing else), or nil when the
    /// submission needs the tree path.
    mutating func validateBytesIssues(_ input: UnsafeBufferPointer<UInt8>, limits: JSONReader.Limits) -> [ValidationIssue]? {
        // Updates read the stored record and filter what they report: the tree path's work.
        guard let plan = form.byteLevelPlan, context.output == .problems, !context.mode.isUpdate else { return nil }
        let storage = storageForUse()
        EvaluationStorage.zero(storage.submitted)
        EvaluationStorage.zero(storage.seenNodes)
        // Only a line with escapes fills the arena; emptying an empty array still costs a call.
        if !storage.arena.pointee.isEmpty { storage.arena.pointee.removeAll(keepingCapacity: true) }
        // The scanner references the plan's memory and the storage without retaining them:
        // `plan` and `storage` are held here until the scan is over.
        var scanner = ByteLevelScanner(
            input: input, plan: plan, limits: limits, storage: storage, recordsUnknown: form.spec.unknownFields == .reject)
        do throws(ByteLevelScanner.Fallback) {
            try scanner.scan()
        } catch {
            return nil
        }
        EvaluationStorage.zero(storage.work)
        EvaluationStorage.zero(storage.values)
        let program = form.program
        let outcome: [ValidationIssue]? = storage.arena.pointee.withUnsafeBufferPointer { arena in
            let values = ByteValues(program: program, text: RawText(input: input, arena: arena), storage: storage)
            var evaluation = Evaluation(program: program, today: context.today, values: values, storage: storage)
            return try? evaluation.run()
        }
        guard var issues = outcome else { return nil }
        if !storage.unknownMembers.pointee.isEmpty || issues.count > context.maxIssues {
            appendUnknownMembers(to: &issues, plan: plan, input: input, storage: storage)
        }
        return issues
    }

    /// Appends the undeclared members' problems after the fields' ones, building only those
    /// within ``ValidationContext/maxIssues`` and counting the rest.
    @inline(never)
    private func appendUnknownMembers(
        to issues: inout [ValidationIssue], plan: ByteLevelPlan, input: UnsafeBufferPointer<UInt8>, storage: EvaluationStorage
    ) {
        let unknown = storage.unknownMembers.pointee
        let built = min(unknown.count, max(0, context.maxIssues - issues.count))
        for member in unknown[..<built] {
            let path = plan.nodePaths[member.node] + [String(decoding: input[member.start..<(member.start + member.count)], as: UTF8.self)]
            let name = path.joined(separator: ".")
            issues.append(ValidationIssue(
                path: name, pointer: FieldPath.pointer(components: path), rule: "unknownField",
                messageKey: "rule.unknownField", arguments: [.excerpt(of: name)]))
        }
        ProblemLimit.apply(to: &issues, unbuilt: unknown.count - built, maximum: context.maxIssues)
    }
}
