/// A check that needs a service: whether an email has already signed a release, whether a
/// handle is taken. It sees the normalized submission once every local rule has passed.
///
/// Checks must honour task cancellation (as network clients do): a timeout or a cancelled
/// caller cancels them, and a check that ignores it holds up the report until it returns.
///
/// ```swift
/// struct ReleaseNotSignedYet: RemoteCheck {
///     let releases: ReleaseService
///     var field: String? { "email" }
///     func issues(for submission: FormValue, context: ValidationContext) async throws -> [ValidationIssue] {
///         guard let email = submission["email"]?.string,
///               try await releases.hasSigned(email) else { return [] }
///         return [ValidationIssue(path: "email", rule: "release.alreadySigned",
///                       messageKey: "release.alreadySigned", arguments: [.text(email)])]
///     }
/// }
/// ```
public protocol RemoteCheck: Sendable {
    /// The dotted name of the field the check is about; a timeout or failure is reported there.
    /// Nil (the default) reports them for the form as a whole.
    var field: String? { get }

    /// The check's problems with a submission that passed every local rule.
    /// - Parameters:
    ///   - submission: The normalized submission (trimmed, defaults filled in).
    ///   - context: The context of the validation.
    /// - Returns: Problems with their own rule codes and message keys; empty when all is well.
    /// - Throws: Any error when the service cannot answer; it becomes a `remote.unavailable` problem.
    func issues(for submission: FormValue, context: ValidationContext) async throws -> [ValidationIssue]
}

extension RemoteCheck {
    /// Reports timeouts and failures for the form as a whole.
    public var field: String? { nil }
}
