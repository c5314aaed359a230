extension FieldTypeDescription {
    /// `dateTime`: an RFC 3339 instant between its bounds (`DateTimeRule`); a bound of
    /// `today` is the reference instant, named in words (`date.now`).
    static let dateTime = FieldTypeDescription(
        keys: ["notBefore", "notAfter"],
        rules: [
            TypeRule(.dateTime),
            TypeRule(.notBefore, when: { field, _ in field.notBefore != nil }),
            TypeRule(.notAfter, when: { field, _ in field.notAfter != nil }),
        ],
        extraKeys: { field, _, _ in
            field.notBefore == .today || field.notAfter == .today ? ["date.now"] : []
        })
}
