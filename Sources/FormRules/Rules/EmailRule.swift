/// The WHATWG `input type=email` definition, in linear time, at most 254 characters; the
/// normalized address has its domain in lower case.
enum EmailRule {
    static func check(_ text: String) -> RuleOutcome {
        switch EmailAddress.check(text) {
        case .success(let address): .accept(.string(address.normalized))
        case .failure(let failure):
            if case .tooLong = failure { .reject(RuleFailure("email.tooLong", [.integer(EmailAddress.defaultMaximumLength)])) }
            else { .reject(RuleFailure("email")) }
        }
    }
}
