public import FormCore

/// A spec that cannot be used, and where: file, line, column, and a suggestion when one is near.
///
/// ```
/// Specs/signup.json:12:9: unknown key 'lenght' in field 'password'. Did you mean 'length'?
/// ```
public struct SpecError: Error, Sendable, Hashable, CustomStringConvertible {
    public struct Code: DiagnosticCode {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let notJSON = Code("notJSON")
        public static let unknownKey = Code("unknownKey")
        public static let missingKey = Code("missingKey")
        public static let wrongType = Code("wrongType")
        public static let invalidValue = Code("invalidValue")
        public static let unknownFieldType = Code("unknownFieldType")
        public static let unknownField = Code("unknownField")
        public static let duplicateField = Code("duplicateField")
        public static let conflictingNames = Code("conflictingNames")
        public static let circularConditions = Code("circularConditions")
        public static let badLimits = Code("badLimits")
        public static let notApplicable = Code("notApplicable")
        /// A field's `rules` names a rule the ``RuleRegistry`` lacks.
        public static let unknownRule = Code("unknownRule")
        /// A field's `remote` names a check the server does not implement (given to
        /// ``FormSpec/lint(_:file:rules:remoteChecks:)`` or `RemoteCheckRegistry`).
        public static let unknownRemoteCheck = Code("unknownRemoteCheck")
        /// A condition that can never hold: its field is never shown, enabled or required.
        public static let neverHolds = Code("neverHolds")
        /// An `extends` or `include` names a file that, itself or through others, names the
        /// first one again.
        public static let circularReuse = Code("circularReuse")
        /// The last problem of a lint that found more than it lists (``FormSpec/maximumLintProblems``).
        public static let tooManyProblems = Code("tooManyProblems")
    }

    public var code: Code
    /// What is wrong, quoting the offending name, without the location.
    public var message: String
    /// Where, when the spec came from a file or text.
    public var location: SourceLocation?
    public var excerpt: SourceExcerpt?
    /// The JSON Pointer of the offending part of the spec (`/fields/3/maxLength`).
    public var pointer: String
    /// Where the part that holds the problem was brought in, when it was written in another
    /// file (a part a spec includes, a spec another extends): the `include` or `extends` that
    /// used it, nearest first. ``location`` is where the faulty part itself was written.
    public var usedAt: [SourceLocation] = []

    public init(code: Code, message: String, pointer: String, location: SourceLocation? = nil, excerpt: SourceExcerpt? = nil) {
        self.code = code
        self.message = message
        self.pointer = pointer
        self.location = location
        self.excerpt = excerpt
    }

    /// `file:line:column: message`.
    public var summary: String {
        let uses = usedAt.map { " (used at \($0))" }.joined()
        if let location { return "\(location): \(message)\(uses)" }
        return "\(pointer.isEmpty ? "/" : pointer): \(message)"
    }

    public var description: String {
        guard let excerpt else { return summary }
        return summary + "\n" + excerpt.description
    }
}

extension SpecError: Diagnostic {}
