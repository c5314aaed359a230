/// The WHATWG `input type=email` definition, in linear time, at most 254 characters, with
/// internationalized domains; the normalized address has its domain in lower-case ASCII
/// (``EmailAddress/normalized``).
enum EmailRule {
    static func check(_ text: String) -> RuleOutcome {
        switch EmailAddress.check(text) {
        case .success(let address): .accept(.string(address.normalized))
        case .failure(let failure): .reject(Self.failure(failure))
        }
    }

    /// The rule over UTF-8 bytes: the failure, or whether normalizing changes the address (its
    /// domain has capitals or labels beyond ASCII). With `topLevelDomain`, a valid address whose domain has no dot
    /// (`ada@gmail`) is `email.domain`.
    static func check(utf8 bytes: UnsafeBufferPointer<UInt8>, topLevelDomain: Bool = false) -> (failure: RuleFailure?, normalizes: Bool) {
        switch EmailAddress.scan(bytes, maximumLength: EmailAddress.defaultMaximumLength) {
        case .success(let (at, changes)):
            if topLevelDomain, !bytes[(at + 1)...].contains(UInt8(ascii: ".")) { return (.emailDomain, false) }
            return (nil, changes)
        case .failure(let failure): return (Self.failure(failure), false)
        }
    }

    private static func failure(_ failure: EmailAddress.Failure) -> RuleFailure {
        if case .tooLong = failure { return .emailTooLong(EmailAddress.defaultMaximumLength) }
        return .email
    }
}
