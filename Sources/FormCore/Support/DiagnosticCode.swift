/// What kind of problem an error or diagnostic reports: a stable name for programs to match on.
///
/// Every error type of the package (``JSONReadError``, the spec's, the `.strings` reader's, the
/// catalog's...) nests a `Code` conforming to this protocol, so each is spelled, compared and
/// printed the same way: the static members name the known codes, `rawValue` is the name that
/// JSON output and logs show, and `description` is that name.
///
/// ```swift
/// do { _ = try JSONReader().read("[1,]") }
/// catch { error.code == .unexpectedCharacter; print(error.code) }  // unexpectedCharacter
/// ```
///
/// A conforming type only stores its name and lists its codes:
///
/// ```swift
/// public struct Code: DiagnosticCode {
///     public let rawValue: String
///     public init(rawValue: String) { self.rawValue = rawValue }
///     public static let emptyInput = Code("emptyInput")
/// }
/// ```
public protocol DiagnosticCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible where RawValue == String {
    /// A code by name; prefer the static members.
    init(rawValue: String)
}

extension DiagnosticCode {
    /// A code by name, as the static members are declared: `Code("emptyInput")`.
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }

    /// The code's name, as JSON output and logs print it.
    public var description: String { rawValue }
}

/// An error or diagnostic with a code and a message: the shape every problem the package reports
/// shares, so a tool can print or count any of them in one way.
///
/// ```swift
/// func log(_ problem: some Diagnostic) { print("\(problem.code): \(problem.message)") }
/// ```
public protocol Diagnostic: Sendable, CustomStringConvertible {
    associatedtype Code: DiagnosticCode
    /// What kind of problem.
    var code: Code { get }
    /// What is wrong, in words, without the location.
    var message: String { get }
}

/// A ``Diagnostic`` that always has a place in a text.
///
/// ```swift
/// func log(_ problem: some LocatedDiagnostic) { print("\(problem.location): \(problem.message)") }
/// ```
public protocol LocatedDiagnostic: Diagnostic {
    /// Where the problem is.
    var location: SourceLocation { get }
}
