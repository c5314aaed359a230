extension FieldTypeDescription {
    /// `email`: an address in WHATWG's syntax, at most 254 characters whatever the spec's
    /// `maxLength` (`EmailRule`).
    static let email = FieldTypeDescription(
        keys: textKeys,
        rules: [
            TypeRule(always: .email),
            TypeRule(always: .emailTooLong(EmailAddress.defaultMaximumLength)),
        ] + lengthRules)
}
