#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Working storage of the byte-level path, reused from one submission to the next: buffers
/// of one value per field, allocated once.
///
/// A class, so that a validation does not move arrays in and out of the validator; a validator
/// that is copied makes its own before using it (``FormValidator/validateBytes(_:limits:)``),
/// so copies never share it.
final class ByteLevelStorage: @unchecked Sendable {
    let submitted: UnsafeMutableBufferPointer<RawValue>
    let work: UnsafeMutableBufferPointer<ByteLevelEvaluation.Work>
    let seenNodes: UnsafeMutableBufferPointer<Bool>
    /// Strings that had escapes, unescaped by the scanner.
    ///
    /// These arrays change on every line, so they sit behind pointers: every use of a class's
    /// `var` is checked for exclusive access at run time, a pointer's memory is not (the
    /// storage is used by one validation at a time; see ``FormValidator/validateBytes(_:limits:)``).
    let arena = ByteLevelStorage.allocate([UInt8]())
    /// The scanner's undeclared keys (start and length), and the undeclared members it found
    /// (with their node) when they are reported.
    let unknownKeys = ByteLevelStorage.allocate([(start: Int, count: Int)]())
    let unknownMembers = ByteLevelStorage.allocate([(node: Int, start: Int, count: Int)]())
    /// The field of each problem found, in order.
    let issueFields = ByteLevelStorage.allocate([Int]())

    init(fields: Int, nodes: Int) {
        submitted = .allocate(capacity: fields)
        submitted.initialize(repeating: RawValue())
        work = .allocate(capacity: fields)
        work.initialize(repeating: ByteLevelEvaluation.Work())
        seenNodes = .allocate(capacity: nodes)
        seenNodes.initialize(repeating: false)
    }

    /// Clears a buffer of plain values: all zero bytes is each element's cleared state.
    @inline(__always)
    static func zero<Element: BitwiseCopyable>(_ buffer: UnsafeMutableBufferPointer<Element>) {
        guard let base = buffer.baseAddress else { return }
        memset(base, 0, buffer.count * MemoryLayout<Element>.stride)
    }

    private static func allocate<Value>(_ value: Value) -> UnsafeMutablePointer<Value> {
        let pointer = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        pointer.initialize(to: value)
        return pointer
    }

    private static func free<Value>(_ pointer: UnsafeMutablePointer<Value>) {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }

    deinit {
        ByteLevelStorage.free(arena)
        ByteLevelStorage.free(unknownKeys)
        ByteLevelStorage.free(unknownMembers)
        ByteLevelStorage.free(issueFields)
        submitted.deallocate()
        work.deallocate()
        seenNodes.deallocate()
    }
}

extension FormValidator {
    /// Validates one submission given as JSON text: the same report as reading it with
    /// ``JSONReader`` and passing the value to ``validate(_:)``.
    ///
    /// When the context asks for neither field states nor the normalized submission (a backend
    /// that only needs the problems), most forms are checked straight from the bytes, without
    /// building a ``FormValue`` tree: several times faster, with the same problems in the same
    /// order. Anything out of the ordinary in the text takes the tree path.
    ///
    /// ```swift
    /// var validator = form.makeValidator(context: ValidationContext(today: today, includeFieldStates: false, includeNormalized: false))
    /// let report = try validator.validate(json: Array(#"{"email": "jane@example.com"}"#.utf8))
    /// ```
    /// - Throws: ``JSONReadError`` when the text is not JSON within `limits`.
    public mutating func validate(
        json bytes: some Collection<UInt8>, limits: JSONReader.Limits = JSONReader.Limits(), file: String? = nil
    ) throws(JSONReadError) -> ValidationReport {
        let quick: ValidationReport?? = bytes.withContiguousStorageIfAvailable { validateBytes($0, limits: limits) }
        if let report = quick ?? nil { return report }
        return validate(try JSONReader(limits: limits).read(bytes, file: file))
    }

    /// The byte-level path: the report, or nil when the submission needs the tree path.
    mutating func validateBytes(_ input: UnsafeBufferPointer<UInt8>, limits: JSONReader.Limits) -> ValidationReport? {
        // Updates read the stored record and filter what they report: the tree path's work.
        guard let plan = form.byteLevelPlan, !context.includeFieldStates, !context.includeNormalized, !context.mode.isUpdate else { return nil }
        if byteLevel == nil || !isKnownUniquelyReferenced(&byteLevel) {
            byteLevel = ByteLevelStorage(fields: form.fields.count, nodes: plan.nodeCount)
        }
        guard let storage = byteLevel else { return nil }
        ByteLevelStorage.zero(storage.submitted)
        ByteLevelStorage.zero(storage.seenNodes)
        storage.arena.pointee.removeAll(keepingCapacity: true)
        // The scanner references the plan's memory and the storage without retaining them:
        // `plan` and `storage` are held here until the scan is over.
        var scanner = ByteLevelScanner(
            input: input, plan: plan, limits: limits, storage: storage, recordsUnknown: form.spec.unknownFields == .reject)
        do throws(ByteLevelScanner.Fallback) {
            try scanner.scan()
        } catch {
            return nil
        }
        ByteLevelStorage.zero(storage.work)
        let outcome: [Issue]? = storage.arena.pointee.withUnsafeBufferPointer { arena in
            var evaluation = ByteLevelEvaluation(
                plan: plan, today: context.today, text: RawText(input: input, arena: arena), storage: storage)
            return try? evaluation.run()
        }
        guard var issues = outcome else { return nil }
        if !storage.unknownMembers.pointee.isEmpty || issues.count > context.maxIssues {
            appendUnknownMembers(to: &issues, plan: plan, input: input, storage: storage)
        }
        return ValidationReport(issues: issues)
    }

    /// Appends the undeclared members' problems after the fields' ones, building only those
    /// within ``ValidationContext/maxIssues`` and counting the rest.
    @inline(never)
    private func appendUnknownMembers(
        to issues: inout [Issue], plan: ByteLevelPlan, input: UnsafeBufferPointer<UInt8>, storage: ByteLevelStorage
    ) {
        let unknown = storage.unknownMembers.pointee
        let built = min(unknown.count, max(0, context.maxIssues - issues.count))
        for member in unknown[..<built] {
            let path = plan.nodePaths[member.node] + [String(decoding: input[member.start..<(member.start + member.count)], as: UTF8.self)]
            let name = path.joined(separator: ".")
            issues.append(Issue(
                path: name, pointer: FieldPath.pointer(components: path), rule: "unknownField",
                messageKey: "rule.unknownField", arguments: [.excerpt(of: name)]))
        }
        ProblemLimit.apply(to: &issues, unbuilt: unknown.count - built, maximum: context.maxIssues)
    }
}
