extension CompiledForm {
    /// Reads, checks and compiles the spec in `bytes` in one pass: everything
    /// ``FormSpec/load(_:file:rules:)`` checks, each problem located in the file, and the spec
    /// compiled once.
    ///
    /// ```swift
    /// let form = try CompiledForm(Array(json.utf8), file: "checkout.json", rules: rules)
    /// ```
    /// - Throws: ``SpecError`` with file, line and column.
    public init(_ bytes: [UInt8], file: String? = nil, rules: RuleRegistry = RuleRegistry()) throws(SpecError) {
        try self.init(bytes, file: file, rules: rules, remoteChecks: nil)
    }

    /// Reads, checks and compiles the spec in `bytes`, as ``init(_:file:rules:)`` does, and
    /// refuses a remote check a field names that is not among `remoteChecks` (the checks the
    /// server implements): loud at start-up, never a check silently skipped.
    ///
    /// ```swift
    /// let form = try CompiledForm(bytes, file: "Specs/release-adult.json", remoteChecks: ["release.alreadySigned"])
    /// ```
    /// - Throws: ``SpecError`` with file, line and column (`unknownRemoteCheck`, with a suggestion).
    public init(_ bytes: [UInt8], file: String? = nil, rules: RuleRegistry = RuleRegistry(), remoteChecks: [String]?) throws(SpecError) {
        let checked = FormSpec.check(bytes, file: file, rules: rules, remoteChecks: remoteChecks)
        if let first = checked.problems.first { throw checked.locate(first) }
        if let spec = checked.spec, spec.union != nil {
            // Each variant compiled when it was checked; compiled again as one form here.
            try self.init(spec, rules: rules, scope: nil, files: checked.files)
            return
        }
        guard let spec = checked.spec, let compiled = checked.compiled else {
            // Not reached: a spec that could not be read or compiled has a problem.
            throw SpecError(code: .notJSON, message: "the spec could not be read", pointer: "")
        }
        self.init(spec, rules: rules, compiled: compiled, files: checked.files)
    }
}
