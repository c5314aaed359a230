extension FieldTypeDescription {
    /// `boolean`: `true` or `false`; a check box that must be ticked says so with `const`.
    static let boolean = FieldTypeDescription(expects: .boolean, keys: coerceKeys, rules: [])
}
