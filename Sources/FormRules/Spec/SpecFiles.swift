// Specs read from files: the path-based API, beside the byte-based one (`FormSpec.load(_:file:)`,
// `CompiledForm(_:file:rules:)`), which is all the WebAssembly build has: a page has no file
// system and hands the engine the spec's bytes.

extension FormSpec {
    /// Every problem of the spec at `path` (``lint(_:file:rules:)``).
    /// - Throws: ``InputError`` when the file is missing, unreadable or larger than 16 MiB.
    public static func lint(contentsOf path: String) throws -> [SpecError] {
        lint(try specBytes(at: path), file: path)
    }

    /// The bytes of the spec file at `path`, at most 16 MiB; a FIFO, a socket or a device is
    /// refused before it is opened (a FIFO would wait for a writer).
    static func specBytes(at path: String) throws -> [UInt8] {
        try InputFile.requireRegularFile(path, for: "a spec")
        return try InputFile(path: path).readAll(limit: 16 << 20, limitName: "the 16 MiB limit of a spec file")
    }

    /// Reads and checks the spec at `path`.
    /// - Throws: ``SpecError`` with file, line and column; ``InputError`` when the file is
    ///   missing, unreadable or larger than 16 MiB.
    public static func load(contentsOf path: String) throws -> FormSpec {
        try load(contentsOf: path, rules: RuleRegistry())
    }

    /// Reads and checks the spec at `path`, whose fields may use the rules of `rules`.
    public static func load(contentsOf path: String, rules: RuleRegistry) throws -> FormSpec {
        try load(specBytes(at: path), file: path, rules: rules)
    }
}

extension CompiledForm {
    /// Reads, checks and compiles the spec at `path` once (``init(_:file:rules:)``).
    ///
    /// ```swift
    /// let form = try CompiledForm(contentsOf: "Specs/login.json")
    /// ```
    /// - Throws: ``SpecError`` with file, line and column; ``InputError`` when the file is
    ///   missing, unreadable or larger than 16 MiB.
    public init(contentsOf path: String, rules: RuleRegistry = RuleRegistry()) throws {
        try self.init(FormSpec.specBytes(at: path), file: path, rules: rules)
    }

    /// Reads, checks and compiles the spec at `path` once, refusing a remote check a field
    /// names that is not among `remoteChecks` (``init(_:file:rules:remoteChecks:)``).
    /// - Throws: ``SpecError`` with file, line and column; ``InputError`` when the file is
    ///   missing, unreadable or larger than 16 MiB.
    public init(contentsOf path: String, rules: RuleRegistry = RuleRegistry(), remoteChecks: [String]?) throws {
        try self.init(FormSpec.specBytes(at: path), file: path, rules: rules, remoteChecks: remoteChecks)
    }
}
