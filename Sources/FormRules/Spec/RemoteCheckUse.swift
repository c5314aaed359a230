/// A field's use of a remote check: a check that needs a service (whether an email has already
/// signed a release), named in the spec and implemented by the server, as written in the
/// field's `remote`.
///
/// ```json
/// "remote": "release.alreadySigned"
/// "remote": { "check": "release.alreadySigned", "message": "release.signedBefore" }
/// "remote": ["handle.taken", { "check": "handle.reserved", "message": "handle.reserved" }]
/// ```
///
/// Loading reads the entry (no implementation is needed to load or lint a spec); the server
/// answers the check by name (`RemoteCheckRegistry`, ``RemoteCheckAnswers``, `form-check
/// validate --remote`). A check that fails is a problem at the field whose rule code is the
/// check's name and whose message key is ``messageKey``.
public struct RemoteCheckUse: Sendable, Hashable {
    /// The check's name, the rule code of its problems (`release.alreadySigned`).
    public var name: String
    /// The message key of its problem, when it is not the check's name.
    public var message: String?

    public init(name: String, message: String? = nil) {
        self.name = name
        self.message = message
    }

    /// The message key of the check's problem: ``message``, or the check's name.
    public var messageKey: String { message ?? name }
}
