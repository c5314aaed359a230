extension FieldTypeDescription {
    /// `uuid`: the 8-4-4-4-12 hexadecimal shape (`UUIDRule`).
    static let uuid = FieldTypeDescription(rules: [TypeRule(always: .uuid)])
}
