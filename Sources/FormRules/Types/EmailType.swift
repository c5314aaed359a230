extension FieldTypeDescription {
    /// `email`: an address in WHATWG's syntax, at most 254 characters whatever the spec's
    /// `maxLength`, with a dot in its domain when the field says `topLevelDomain` (`EmailRule`).
    static let email = FieldTypeDescription(
        keys: textKeys.union(["topLevelDomain"]),
        rules: [
            TypeRule(always: .email),
            TypeRule(always: .emailTooLong(EmailAddress.defaultMaximumLength)),
            TypeRule(.emailDomain, when: { field, _ in field.topLevelDomain }, fixed: { _, _ in [.emailDomain] }),
        ] + lengthRules)
}
