extension FormSpec {
    /// Reads and checks a spec: its JSON, its keys and values, references between fields and
    /// circular conditions (it compiles the spec to check those). Every error says where, with
    /// a suggestion when a name is near. To validate with the spec,
    /// ``CompiledForm/init(_:file:rules:)`` reads, checks and compiles it once.
    ///
    /// ```swift
    /// let spec = try FormSpec.load(bytes, file: "Specs/login.json")
    /// print(spec.messageKeys.count)
    /// ```
    /// - Throws: ``SpecError`` with file, line and column.
    public static func load(_ bytes: [UInt8], file: String? = nil) throws(SpecError) -> FormSpec {
        try load(bytes, file: file, rules: RuleRegistry())
    }

    /// Reads and checks a spec whose fields may use the rules of a project (``RuleRegistry``):
    /// a name the registry lacks is an error with a suggestion among the registered names, and
    /// each rule checks the parameters the spec gives it. This is the library's spec lint.
    ///
    /// ```swift
    /// let spec = try FormSpec.load(bytes, file: "Specs/book-jump.json", rules: rules)
    /// ```
    /// - Throws: ``SpecError`` with file, line and column.
    public static func load(_ bytes: [UInt8], file: String? = nil, rules: RuleRegistry) throws(SpecError) -> FormSpec {
        let checked = check(bytes, file: file, rules: rules)
        if let first = checked.problems.first { throw checked.locate(first) }
        return checked.spec ?? FormSpec(name: "", fields: [])
    }

    /// Every problem of a spec at once, in the order of the file: what ``load(_:file:)`` would
    /// throw, and everything after it. An empty list means the spec loads.
    ///
    /// ```swift
    /// for problem in FormSpec.lint(bytes, file: "Specs/booking.json") { print(problem.summary) }
    /// // Specs/booking.json:2:42: unknown key 'maxLenght' in field 'jumpers'. Did you mean 'maxLength'?
    /// // Specs/booking.json:4:82: integer field 'jumpers' never holds "2" (string): it holds a number, so the condition's 'in' never matches it
    /// ```
    /// Besides keys, types, references, limits and cycles, conditions are checked against the
    /// fields they read: values a field can never hold, options it does not have, comparisons of
    /// the wrong kind, and conditions that can never hold (`neverHolds`). Loading refuses the
    /// same problems.
    /// - Returns: ``SpecError`` values with file, line and column, sorted by their place; empty
    ///   when the spec loads.
    public static func lint(_ bytes: [UInt8], file: String? = nil, rules: RuleRegistry = RuleRegistry()) -> [SpecError] {
        lint(bytes, file: file, rules: rules, remoteChecks: nil)
    }

    /// Every problem of a spec at once, as ``lint(_:file:rules:)`` finds them, and, when
    /// `remoteChecks` is given, every remote check a field names (``FieldSpec/remote``) that is
    /// not among them (`unknownRemoteCheck`, with a suggestion): what a server that implements
    /// those checks asks at start-up. Nil leaves the names unchecked, as a client that does
    /// not run remote checks does.
    ///
    /// ```swift
    /// FormSpec.lint(bytes, file: "Specs/release-adult.json", remoteChecks: ["release.alreadySignd"])
    /// // Specs/release-adult.json:12:80: unknown remote check 'release.alreadySigned' in field 'email'. Did you mean 'release.alreadySignd'?
    /// ```
    public static func lint(_ bytes: [UInt8], file: String? = nil, rules: RuleRegistry = RuleRegistry(), remoteChecks: [String]?) -> [SpecError] {
        let checked = check(bytes, file: file, rules: rules, remoteChecks: remoteChecks)
        let (problems, locate) = (checked.problems, checked.locate)
        // Locating a problem reads the file up to it: a cap keeps a hostile spec's lint linear.
        let listed = problems.prefix(maximumLintProblems).map(locate)
        // A problem in a file the spec brought in sorts at the place that brought it in.
        func offset(_ problem: SpecError) -> Int { (problem.usedAt.last ?? problem.location)?.offset ?? 0 }
        var sorted = listed.enumerated().sorted { first, second in
            let (a, b) = (offset(first.element), offset(second.element))
            return (a, first.offset) < (b, second.offset)
        }.map { $0.element }
        if problems.count > listed.count {
            sorted.append(SpecError(
                code: .tooManyProblems,
                message: "\(problems.count - listed.count) more problems (lint lists the first \(maximumLintProblems) found)", pointer: ""))
        }
        return sorted
    }

    /// The most problems ``lint(_:file:rules:)`` lists one by one; a last one counts the rest.
    public static let maximumLintProblems = 200

    /// Reads, compiles and checks a spec, going on after each problem: the spec when it could
    /// be read at all, and every problem (located) in the order found. Files the spec names
    /// (`extends`, `include`, `variants`) are read with `read`, relative to `file`.
    /// - Returns: the problems unlocated, and how to locate one (file, line, column, excerpt).
    static func check(
        _ bytes: [UInt8], file: String?, rules: RuleRegistry, remoteChecks: [String]? = nil,
        read: SpecResolver.Reader? = SpecResolver.defaultReader
    ) -> SpecCheck {
        let root: FormValue
        do {
            root = try JSONReader().read(bytes, file: file)
        } catch {
            let problem = SpecError(code: .notJSON, message: "not valid JSON: \(error.message)", pointer: "", location: error.location, excerpt: error.excerpt)
            return SpecCheck(problems: [problem], locate: { $0 }, files: file.map { [$0] } ?? [])
        }
        let resolver = SpecResolver(file: file, bytes: bytes, read: read)
        if let object = root.object, object["variants"] != nil {
            return checkUnion(object, resolver: resolver, rules: rules, remoteChecks: remoteChecks)
        }
        let isPart = root.object.map { $0["part"] != nil && $0["form"] == nil } ?? false
        return checkForm(
            root, resolver: resolver, at: SpecPlace(source: 0, path: []), uses: [],
            kind: isPart ? .part : SpecResolver.reuses(root) ? .form : nil, rules: rules, remoteChecks: remoteChecks)
    }

    /// Checks one form written at `place`: assembled first when `kind` says it reuses others
    /// or is a part.
    static func checkForm(
        _ root: FormValue, resolver: SpecResolver, at place: SpecPlace, uses: [SpecPlace], kind: SpecResolver.Kind?,
        rules: RuleRegistry, remoteChecks: [String]?
    ) -> SpecCheck {
        var resolver = resolver
        var assembledRoot = root
        var reuse: (extends: String?, parts: [PartUse]) = (nil, [])
        var origins: SpecOrigins?
        if let kind, let object = root.object {
            let assembled = resolver.assemble(object, at: place, uses: uses, kind: kind)
            assembledRoot = assembled.root
            reuse = (assembled.extends, assembled.parts)
            origins = resolver.origins
        }
        let top = resolver.origins.sources[0]
        let decoder = SpecDecoder(bytes: top.bytes, file: top.file, origins: origins)
        let problems = decoder.problems
        for problem in resolver.problems { problems.record(problem) }
        var spec = problems.attempt { () throws(SpecError) in try decoder.decodeSpec(assembledRoot) }
        spec?.extends = reuse.extends
        spec?.parts = reuse.parts
        let decoded = problems.found.count
        var compiled: FormCompiler.Output?
        if let spec {
            var compiler = FormCompiler(spec: spec, rules: rules, problems: problems)
            compiled = try? compiler.compile()
            SpecConditionChecks(spec: spec, problems: problems).run()
            if let remoteChecks {
                for problem in unknownRemoteChecks(in: spec, among: remoteChecks) { problems.record(problem) }
            }
        }
        // The checks after decoding point into the spec's fields and groups, which leave out
        // those that could not be read: their pointers are moved to the file's places.
        let found = problems.found.enumerated().map { slot, problem in
            slot < decoded ? problem : problems.placed(problem)
        }
        return SpecCheck(
            spec: spec, compiled: compiled, problems: found, locate: decoder.located, files: resolver.origins.sources.compactMap { $0.file })
    }
}

/// What checking a spec found: the spec when it could be read, its compiled form when it
/// compiled, and every problem unlocated with the way to locate one.
struct SpecCheck {
    var spec: FormSpec?
    var compiled: FormCompiler.Output?
    var problems: [SpecError]
    var locate: (SpecError) -> SpecError
    /// The files the spec was read from, its own first (none for a spec given as bytes alone).
    var files: [String] = []
}

extension FormSpec {
    /// The remote checks the fields name that are not among `names`: one `unknownRemoteCheck`
    /// per use, pointing at it, with a suggestion among `names`.
    public static func unknownRemoteChecks(in spec: FormSpec, among names: [String]) -> [SpecError] {
        var found: [SpecError] = []
        for (position, field) in spec.fields.enumerated() {
            for (slot, use) in field.remote.enumerated() where !names.contains(use.name) {
                var message = "unknown remote check '\(use.name)' in field '\(field.name)'"
                if let near = Suggestion.closest(to: use.name, among: names) {
                    message += ". Did you mean '\(near)'?"
                } else if names.isEmpty {
                    message += " (no remote checks are implemented here: register one by this name)"
                } else {
                    message += " (implemented: \(names.sorted().joined(separator: ", ")))"
                }
                let pointer = "/fields/\(position)/remote" + (field.remote.count > 1 ? "/\(slot)" : "")
                found.append(SpecError(code: .unknownRemoteCheck, message: message, pointer: pointer))
            }
        }
        return found
    }
}
