/// A spec of variants compiled (``FormSpec/Union``): each variant's form, and the report on a
/// message whose tag chooses none. A class: a
/// ``CompiledForm`` holds it, and it holds compiled forms. Immutable, and so `Sendable`.
final class CompiledUnion: Sendable {
    let discriminator: String
    let tags: [String]
    let variants: [CompiledForm]
    /// The discriminator's label (``FormSpec/Union``'s, "Message type").
    let labelKey: String

    init(_ union: FormSpec.Union, form: String, rules: RuleRegistry) throws(SpecError) {
        discriminator = union.discriminator
        tags = union.tags
        var forms: [CompiledForm] = []
        for variant in union.variants { forms.append(try CompiledForm(variant.spec, rules: rules)) }
        variants = forms
        labelKey = union.labelKey
    }

    /// The report on a message whose tag chooses no variant: its one problem names the tags.
    func tagReport(_ submission: FormValue) -> ValidationReport {
        guard case .object(let object) = submission else {
            return ValidationReport(issues: [FormSpec.submissionTypeIssue(submission)])
        }
        let expected = MessageArgument.list(tags.map { .text($0) })
        let issue: ValidationIssue
        switch object[discriminator] {
        case nil, .null?, .string("")?:
            issue = ValidationIssue(path: discriminator, rule: .required, messageKey: "rule.discriminator.required", arguments: [.key(labelKey), expected])
        case .string(let tag)?:
            issue = ValidationIssue(path: discriminator, rule: .discriminator, messageKey: "rule.discriminator", arguments: [.key(labelKey), .text(tag), expected])
        case let value?:
            // A number or a Boolean as written; a list or an object by its kind, never its (unbounded) text.
            let shown: MessageArgument = value.number != nil || value.bool != nil ? .text(value.jsonText()) : .key(FormSpec.jsonTypeKey(value))
            issue = ValidationIssue(path: discriminator, rule: .discriminator, messageKey: "rule.discriminator", arguments: [.key(labelKey), shown, expected])
        }
        return ValidationReport(issues: [issue])
    }

    /// The index of the variant `submission`'s tag chooses.
    func variantIndex(of submission: FormValue) -> Int? {
        guard case .object(let object) = submission, let tag = object[discriminator]?.string else { return nil }
        return tags.firstIndex(of: tag)
    }
}

extension CompiledForm {
    /// For a spec of variants (``FormSpec/Union``), the variant the tag chooses: make a
    /// ``FormSession`` with it for a screen that shows one kind of message.
    ///
    /// ```swift
    /// let channel = try CompiledForm(contentsOf: "Specs/login-channel.json")
    /// let login = channel.variant(tagged: "LOGIN_CUSTOMER")   // the login request's form
    /// ```
    public func variant(tagged tag: String) -> CompiledForm? {
        guard let union, let index = union.tags.firstIndex(of: tag) else { return nil }
        return union.variants[index]
    }
}
