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

extension SpecResolver {
    /// Reads a file a spec names (`extends`, `include`, `variants`), as a spec file is read.
    static func readFile(_ path: String) -> Result<[UInt8], SpecReadFailure> {
        do {
            return .success(try FormSpec.specBytes(at: path))
        } catch let error as InputError {
            return .failure(SpecReadFailure(message: error.message))
        } catch {
            return .failure(SpecReadFailure(message: "\(error)"))
        }
    }
}

extension FormSpec {
    /// The spec at `path` with every file it names (`extends`, `include`, `variants`) put in
    /// its place as an object: one document that needs no other file, for a page (the
    /// WebAssembly build reads no files) or a service that keeps specs in a database. The
    /// spec is checked first, so a bundle always loads.
    ///
    /// ```swift
    /// let bundle = try FormSpec.bundle(contentsOf: "Specs/create-account.json")
    /// print(bundle.jsonText(pretty: true))   // sign-in.json's spec inside "extends"
    /// ```
    /// - Throws: ``SpecError`` with file, line and column when the spec does not load;
    ///   ``InputError`` when a file cannot be read.
    public static func bundle(contentsOf path: String) throws -> FormValue {
        _ = try CompiledForm(contentsOf: path)
        return try bundled(JSONReader().read(specBytes(at: path), file: path), file: path, nested: false)
    }

    private static func bundled(_ document: FormValue, file: String, nested: Bool) throws -> FormValue {
        guard var object = document.object else { return document }
        // Inside another document, a `$schema` would name a file beside one that is not there.
        if nested { object["$schema"] = Optional.none }
        func inline(_ value: FormValue) throws -> FormValue {
            guard let named = value.string, let resolved = SpecFilePath.resolve(named, from: file) else { return value }
            return try bundled(JSONReader().read(specBytes(at: resolved), file: resolved), file: resolved, nested: true)
        }
        if let base = object["extends"] { object["extends"] = try inline(base) }
        if let variants = object["variants"]?.array { object["variants"] = .array(try variants.map(inline)) }
        if let fields = object["fields"]?.array {
            object["fields"] = .array(try fields.map { entry in
                guard var include = entry.object, let part = include["include"] else { return entry }
                include["include"] = try inline(part)
                return .object(include)
            })
        }
        return .object(object)
    }
}

extension FormSpec {
    /// The spec at `path` as the engine reads it: what it extends and includes brought in,
    /// with its changes and removals applied, every field written out (a spec of variants
    /// keeps its variants, each written out). What a tool that reads specs' JSON itself needs,
    /// and what a person asks when a spec reuses others: what does this come to?
    ///
    /// ```swift
    /// let resolved = try FormSpec.resolved(contentsOf: "Specs/create-account.json")
    /// print(resolved["fields"]?.array?.count ?? 0)   // 4, sign-in's fields with create-account's changes
    /// ```
    /// - Throws: ``SpecError`` with file, line and column when the spec does not load;
    ///   ``InputError`` when a file cannot be read.
    public static func resolved(contentsOf path: String) throws -> FormValue {
        _ = try CompiledForm(contentsOf: path)
        return try resolved(JSONReader().read(specBytes(at: path), file: path), bytes: specBytes(at: path), file: path)
    }

    private static func resolved(_ root: FormValue, bytes: [UInt8], file: String) throws -> FormValue {
        guard var object = root.object else { return root }
        if let variants = object["variants"]?.array {
            object["variants"] = .array(try variants.map { variant in
                guard let named = variant.string, let path = SpecFilePath.resolve(named, from: file) else {
                    return try resolved(variant, bytes: bytes, file: file)
                }
                let variantBytes = try specBytes(at: path)
                return try resolved(JSONReader().read(variantBytes, file: path), bytes: variantBytes, file: path)
            })
            return .object(object)
        }
        guard SpecResolver.reuses(root) else { return root }
        var resolver = SpecResolver(file: file, bytes: bytes, read: SpecResolver.readFile)
        return resolver.assemble(object).root
    }
}
