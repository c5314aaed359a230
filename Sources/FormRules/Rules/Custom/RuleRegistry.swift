/// The rule kinds a project adds (``CustomRule``), by name: built by the app or the backend at
/// start-up and passed where specs are loaded and compiled
/// (``FormSpec/load(_:file:rules:)``, ``CompiledForm/init(_:rules:)``). A spec that names a rule
/// the registry lacks does not load, as a misspelt key does not.
///
/// ```swift
/// var rules = RuleRegistry()
/// try rules.register(PromoCode.self)
/// let form = try CompiledForm(contentsOf: "Specs/book-jump.json", rules: rules)
/// ```
///
/// A value: registering in one copy changes no other, and a compiled form keeps the registry
/// it was compiled with.
public struct RuleRegistry: Sendable {
    /// One registered kind: what the compiler needs to check a spec's use of it and make it.
    struct Entry: Sendable {
        let code: RuleCode
        let parameterNames: [String]
        let fieldTypes: Set<FieldType>?
        let make: @Sendable (RuleParameters) throws(RuleParameterError) -> CustomCheck
    }

    private var entries: [String: Entry] = [:]

    /// An empty registry: specs may use the built-in rules only.
    public init() {}

    #if !hasFeature(Embedded)
    /// A registry of the given kinds.
    /// - Throws: ``RuleRegistryError`` as ``register(_:)`` does.
    ///
    /// Not in the WebAssembly build, whose Embedded Swift has no existential metatypes: register
    /// each kind there, with ``register(_:)`` or ``register(_:parameterNames:fieldTypes:make:)``.
    public init(_ rules: [any CustomRule.Type]) throws(RuleRegistryError) {
        for rule in rules { try register(rule) }
    }
    #endif

    /// Adds a rule kind, under its ``CustomRule/code``.
    /// - Throws: ``RuleRegistryError`` when the code is registered already, is a built-in
    ///   rule's code, or is not a name (a letter, then letters, digits, `.`, `_` or `-`).
    public mutating func register<Rule: CustomRule>(_ rule: Rule.Type) throws(RuleRegistryError) {
        try register(Rule.code, parameterNames: Rule.parameterNames, fieldTypes: Rule.fieldTypes) {
            (parameters) throws(RuleParameterError) in
            let rule = try Rule(parameters: parameters)
            return { rule.check($0) }
        }
    }

    /// Adds a rule kind given as closures rather than a ``CustomRule`` type: `make` reads a
    /// use's parameters once, when a spec is compiled, and returns the check each value goes
    /// through. The same rules as ``register(_:)`` apply to the code.
    ///
    /// ```swift
    /// var rules = RuleRegistry()
    /// try rules.register("evenNumber", fieldTypes: [.integer]) { _ in
    ///     { value in
    ///         guard let number = value.number?.int, number % 2 != 0 else { return nil }
    ///         return CustomRuleFailure()
    ///     }
    /// }
    /// ```
    ///
    /// Both forms build natively and as Embedded Swift (the WebAssembly build), where a protocol
    /// existential such as `any CustomRule` cannot be stored.
    public mutating func register(
        _ code: RuleCode, parameterNames: [String] = [], fieldTypes: Set<FieldType>? = nil,
        make: @escaping @Sendable (RuleParameters) throws(RuleParameterError) -> @Sendable (FormValue) -> CustomRuleFailure?
    ) throws(RuleRegistryError) {
        guard Self.isName(code.rawValue) else {
            throw RuleRegistryError(code: code, message: "'\(code)' is not a rule name: start with a letter, then letters, digits, '.', '_' or '-'")
        }
        guard !Self.builtInCodes.contains(code) else {
            throw RuleRegistryError(code: code, message: "'\(code)' is a built-in rule's code: name the rule after what it checks (promoCode, vatNumber)")
        }
        guard entries[code.rawValue] == nil else {
            throw RuleRegistryError(code: code, message: "a rule named '\(code)' is registered already")
        }
        entries[code.rawValue] = Entry(code: code, parameterNames: parameterNames, fieldTypes: fieldTypes) {
            (parameters) throws(RuleParameterError) in CustomCheck(code: code, check: try make(parameters))
        }
    }

    /// The codes of the registered rules, sorted.
    public var codes: [RuleCode] { entries.values.map { $0.code }.sorted() }

    /// Whether a rule of this name is registered.
    public func contains(_ code: RuleCode) -> Bool { entries[code.rawValue] != nil }

    func entry(named name: String) -> Entry? { entries[name] }

    /// Codes the library's own problems carry: a rule of a project cannot take one, or a
    /// report could not tell the two apart (nor could `messages` overrides).
    static var builtInCodes: Set<RuleCode> {
        RuleCode.all.union([.tooManyProblems, .unknownField, .exactlyOne, .atLeastOne, .allOrNone, .atMostOne, "submission"])
    }

    static func isName(_ text: String) -> Bool {
        guard let first = text.utf8.first, ASCII.isLetter(first) else { return false }
        return text.utf8.allSatisfy { ASCII.isLetter($0) || ASCII.isDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
    }
}

/// A rule kind that cannot join a ``RuleRegistry``: which code, and why.
///
/// ```
/// 'email' is a built-in rule's code: name the rule after what it checks (promoCode, vatNumber)
/// ```
public struct RuleRegistryError: Error, Sendable, Hashable, CustomStringConvertible {
    public var code: RuleCode
    public var message: String

    public init(code: RuleCode, message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
