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
        let make: @Sendable (RuleParameters) throws(RuleParameterError) -> any CustomRule
    }

    private var entries: [String: Entry] = [:]

    /// An empty registry: specs may use the built-in rules only.
    public init() {}

    /// A registry of the given kinds.
    /// - Throws: ``RuleRegistryError`` as ``register(_:)`` does.
    public init(_ rules: [any CustomRule.Type]) throws(RuleRegistryError) {
        for rule in rules { try register(rule) }
    }

    /// Adds a rule kind, under its ``CustomRule/code``.
    /// - Throws: ``RuleRegistryError`` when the code is registered already, is a built-in
    ///   rule's code, or is not a name (a letter, then letters, digits, `.`, `_` or `-`).
    public mutating func register<Rule: CustomRule>(_ rule: Rule.Type) throws(RuleRegistryError) {
        let code = Rule.code
        guard Self.isName(code.rawValue) else {
            throw RuleRegistryError(code: code, message: "'\(code)' is not a rule name: start with a letter, then letters, digits, '.', '_' or '-'")
        }
        guard !Self.builtInCodes.contains(code) else {
            throw RuleRegistryError(code: code, message: "'\(code)' is a built-in rule's code: name the rule after what it checks (promoCode, vatNumber)")
        }
        guard entries[code.rawValue] == nil else {
            throw RuleRegistryError(code: code, message: "a rule named '\(code)' is registered already")
        }
        entries[code.rawValue] = Entry(code: code, parameterNames: Rule.parameterNames, fieldTypes: Rule.fieldTypes) {
            (parameters) throws(RuleParameterError) in try Rule(parameters: parameters)
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

    private static func isName(_ text: String) -> Bool {
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
