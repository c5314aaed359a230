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
        guard let plan = byteLevelPlan else { return nil }
        // Taken first: written as the run's argument, `storageForUse()` ran while the argument
        // `self` (a copy, made because the call mutates) held the storage too, so the storage was
        // never unique and every submission made new storage and copied the validator.
        let storage = storageForUse()
        return ByteLevelRun(validator: self, plan: plan, storage: storage).issues(input, limits: limits)
    }

    /// The byte-level path for a run of submissions (a batch, or a page's form between two
    /// changes of its settings), set up once; nil when this validator's form or context needs
    /// the tree path for every submission.
    package func byteLevelRun() -> ByteLevelRun? {
        guard let plan = byteLevelPlan else { return nil }
        return ByteLevelRun(validator: self, plan: plan, storage: EvaluationStorage(fields: form.fields.count, nodes: plan.nodeCount))
    }

    /// The form's byte-level plan when this context can use it: updates read the stored record
    /// and filter what they report, which is the tree path's work; remote checks
    /// (``FieldSpec/remote``) read the fields' final values, which only the tree keeps.
    private var byteLevelPlan: ByteLevelPlan? {
        guard let plan = form.byteLevelPlan, context.output == .problems, !context.mode.isUpdate, form.remoteCheckFields.isEmpty else { return nil }
        return plan
    }
}

/// The byte-level path of one validator, its references taken once: a batch makes one and
/// checks each line with it, so a line costs one reference count to reach the plan, the
/// program and the working storage, not one each. A class: as a struct of three references,
/// unwrapping it in the batch's closure copied all three on every line.
package final class ByteLevelRun {
    let plan: ByteLevelPlan
    let program: FormProgram
    /// This run's own working storage (a batch's run does not share the validator's).
    let storage: EvaluationStorage
    let today: CalendarDate
    let maxIssues: Int
    let recordsUnknown: Bool

    init(validator: FormValidator, plan: ByteLevelPlan, storage: EvaluationStorage) {
        self.plan = plan
        program = validator.form.program
        self.storage = storage
        today = validator.context.today
        maxIssues = validator.context.maxIssues
        recordsUnknown = validator.form.spec.unknownFields == .reject
    }

    /// The submission's problems, or nil when it needs the tree path.
    package func issues(_ input: UnsafeBufferPointer<UInt8>, limits: JSONReader.Limits) -> [ValidationIssue]? {
        // The scanner fills `submitted` and `seenNodes`, the evaluation `work` and `values`:
        // all four start cleared, in one call.
        storage.clearAll()
        // Only a line with escapes fills the arena; emptying an empty array still costs a call.
        if !storage.arena.pointee.isEmpty { storage.arena.pointee.removeAll(keepingCapacity: true) }
        // The scanner references the plan's memory and the storage without retaining them:
        // this run holds both until the scan is over.
        var scanner = ByteLevelScanner(input: input, plan: plan, limits: limits, storage: storage, recordsUnknown: recordsUnknown)
        do throws(ByteLevelScanner.Fallback) {
            try scanner.scan()
        } catch {
            return nil
        }
        let outcome: [ValidationIssue]? = storage.arena.pointee.withUnsafeBufferPointer { arena in
            let values = ByteValues(program: program, text: RawText(input: input, arena: arena), storage: storage)
            var evaluation = Evaluation(program: program, today: today, values: values, storage: storage)
            return try? evaluation.run()
        }
        guard var issues = outcome else { return nil }
        if !storage.unknownMembers.pointee.isEmpty || issues.count > maxIssues {
            appendUnknownMembers(to: &issues, input: input)
        }
        return issues
    }

    /// Appends the undeclared members' problems after the fields' ones, building only those
    /// within ``ValidationContext/maxIssues`` and counting the rest.
    @inline(never)
    private func appendUnknownMembers(to issues: inout [ValidationIssue], input: UnsafeBufferPointer<UInt8>) {
        let unknown = storage.unknownMembers.pointee
        let built = min(unknown.count, max(0, maxIssues - issues.count))
        for member in unknown[..<built] {
            let path = plan.nodePaths[member.node] + [String(decoding: input[member.start..<(member.start + member.count)], as: UTF8.self)]
            issues.append(.unknownMember(at: path))
        }
        ProblemLimit.apply(to: &issues, unbuilt: unknown.count - built, maximum: maxIssues)
    }
}
