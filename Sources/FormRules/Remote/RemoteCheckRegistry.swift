/// The remote checks a server implements, by the names specs give them in a field's `remote`
/// (`"remote": "release.alreadySigned"`): built at start-up and given to ``RemoteValidation``,
/// which runs each declared check for a field that is available, has a value and passed every
/// local rule.
///
/// A check answers whether the field's value passes: it gets the field's normalized value and
/// the normalized submission. A check that throws, or does not answer in time, is reported as
/// ``RemoteValidation/FailureRule`` says (`remote.unavailable`, `remote.timeout`), never passed.
///
/// ```swift
/// var checks = RemoteCheckRegistry()
/// try checks.register("release.alreadySigned") { email, _ in
///     guard let email = email.string else { return true }
///     return try await !releases.hasSigned(email)          // passes when not signed yet
/// }
/// try checks.register("release.alreadySigned", knownValues: signedEmails)  // or a set at hand
/// let form = try CompiledForm(contentsOf: "Specs/release-adult.json", remoteChecks: checks)
/// let signing = try RemoteValidation(form: form, registry: checks, timeout: .seconds(2))
/// ```
///
/// A check given as a set of values (``register(_:knownValues:meaning:)``) is answered
/// synchronously inside the validation (``RemoteCheckAnswers``), with no task or timeout.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct RemoteCheckRegistry: Sendable {
    /// A check's implementation: whether `value` (the field's normalized value) passes, given
    /// the normalized `submission`. Throw when the service cannot answer.
    public typealias Check = @Sendable (_ value: FormValue, _ submission: FormValue) async throws -> Bool

    private(set) var checks: [String: Check] = [:]
    /// The checks answered from sets of values at hand.
    public private(set) var answers = RemoteCheckAnswers()

    /// An empty registry: a spec that declares a remote check is refused with it.
    public init() {}

    /// Adds a check that calls a service.
    /// - Throws: ``RemoteCheckRegistryError`` for a name that is not a check's name (a letter,
    ///   then letters, digits, `.`, `_`, `-`), a built-in rule's code, or one registered already.
    public mutating func register(_ name: String, check: @escaping Check) throws(RemoteCheckRegistryError) {
        try admit(name)
        checks[name] = check
    }

    /// Adds a check answered from a set of values: by default a known value fails it (the
    /// emails that already signed); ``RemoteCheckAnswers/Meaning/passesOnlyWhenKnown`` for
    /// a set of the only values that pass.
    /// - Throws: ``RemoteCheckRegistryError`` as ``register(_:check:)`` does.
    public mutating func register(
        _ name: String, knownValues: [FormValue], meaning: RemoteCheckAnswers.Meaning = .failsWhenKnown
    ) throws(RemoteCheckRegistryError) {
        try admit(name)
        answers.add(name, values: knownValues, meaning: meaning)
    }

    /// The registered names, sorted.
    public var names: [String] { (Array(checks.keys) + answers.names).sorted() }

    /// Whether a check of this name is registered.
    public func contains(_ name: String) -> Bool { checks[name] != nil || answers.answers(name) }

    /// The remote checks `form` declares that are not registered here, each an
    /// `unknownRemoteCheck` error with its JSON Pointer and a suggestion (for the file's line
    /// and column, load the spec with `CompiledForm(contentsOf:rules:remoteChecks:)` with the registry).
    public func missingChecks(in form: CompiledForm) -> [SpecError] {
        FormSpec.unknownRemoteChecks(in: form.spec, among: names)
    }

    private func admit(_ name: String) throws(RemoteCheckRegistryError) {
        guard RuleRegistry.isName(name) else {
            throw RemoteCheckRegistryError(name: name, message: "'\(name)' is not a remote check's name: start with a letter, then letters, digits, '.', '_' or '-'")
        }
        guard !RuleRegistry.builtInCodes.contains(RuleCode(rawValue: name)), !SpecDecoder.remoteFailureCodes.contains(name) else {
            throw RemoteCheckRegistryError(name: name, message: "'\(name)' is a built-in rule's code: name the check after what it checks (release.alreadySigned)")
        }
        guard !contains(name) else {
            throw RemoteCheckRegistryError(name: name, message: "a remote check named '\(name)' is registered already")
        }
    }
}

/// A remote check that cannot join a ``RemoteCheckRegistry``: which name, and why.
public struct RemoteCheckRegistryError: Error, Sendable, Hashable, CustomStringConvertible {
    public var name: String
    public var message: String

    public init(name: String, message: String) {
        self.name = name
        self.message = message
    }

    public var description: String { message }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension CompiledForm {
    /// Reads, checks and compiles the spec at `path`, refusing a remote check a field names
    /// that `remoteChecks` lacks, with its line, column and a suggestion: a server's start-up.
    ///
    /// ```swift
    /// let form = try CompiledForm(contentsOf: "Specs/release-adult.json", remoteChecks: checks)
    /// ```
    public init(contentsOf path: String, rules: RuleRegistry = RuleRegistry(), remoteChecks: RemoteCheckRegistry) throws {
        try self.init(contentsOf: path, rules: rules, remoteChecks: remoteChecks.names)
    }
}

/// A declared check run as a ``RemoteCheck``: its failure is the declared problem.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct DeclaredRemoteCheck: RemoteCheck {
    let request: RemoteCheckRequest
    let check: RemoteCheckRegistry.Check?

    var field: String? { request.field }

    func issues(for submission: FormValue, context: ValidationContext) async throws -> [ValidationIssue] {
        guard let check else { throw Unimplemented() }
        return try await check(request.value, submission) ? [] : [request.failure]
    }

    /// A declared check nobody registered: reported as `remote.unavailable`, never passed.
    struct Unimplemented: Error {}
}
