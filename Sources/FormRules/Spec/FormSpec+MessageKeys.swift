extension FormSpec {
    /// Keys every form can produce, whatever its fields: the JSON type names, the problems of
    /// the submission as a whole, and the titles of `application/problem+json` documents.
    public static let alwaysNeededMessageKeys: Set<String> = Set([
        "rule.type", "type.text", "type.number", "type.integer", "type.boolean", "type.object", "type.height", "type.textNotNumber",
        "rule.unknownField", "rule.submission.type", "rule.tooManyProblems", "problem.title", "problem.detail",
    ] + jsonTypeKeys.values)

    /// The names of JSON's types as `rule.submission.type` shows them (`json.array`).
    static let jsonTypeKeys: [String: String] = [
        "string": "json.string", "number": "json.number", "boolean": "json.boolean",
        "null": "json.null", "array": "json.array", "object": "json.object",
    ]

    /// The message key naming `value`'s JSON type: `json.array`.
    static func jsonTypeKey(_ value: FormValue) -> String {
        jsonTypeKeys[value.typeName] ?? "json." + value.typeName
    }

    /// The one problem of a submission that is not a JSON object (`[]`, `"text"`): a form, and
    /// a spec of variants, reads only objects.
    static func submissionTypeIssue(_ submission: FormValue) -> ValidationIssue {
        ValidationIssue(path: "", rule: "type", messageKey: "rule.submission.type", arguments: [.key(jsonTypeKey(submission))])
    }

    /// The label key of a container of fields (`address` holds `address.city`): `field.address`,
    /// as a field's default label key. Messages name a container that is not an object by it.
    public static func containerLabelKey(_ path: String) -> String { "field." + path }

    /// The message code of a `const` rule on a check box: `const.checked` when it must be
    /// ticked, `const.unchecked` when it must be left empty.
    static func constMessageCode(_ ticked: Bool) -> String { ticked ? "const.checked" : "const.unchecked" }

    /// The containers of this form's fields, outermost first: `address` for `address.city`.
    public var containerPaths: [String] {
        var seen: Set<String> = []
        var paths: [String] = []
        for field in fields {
            let parts = field.name.split(separator: ".", omittingEmptySubsequences: false)
            for end in parts.indices.dropLast() {
                let path = parts[...end].joined(separator: ".")
                if seen.insert(path).inserted { paths.append(path) }
            }
        }
        return paths
    }

    /// Every message key a validation of this form can show, for translators: each field's
    /// label, the key of every rule its type and options can fail (the spec's `messages`
    /// overrides instead of `rule.<code>`), option labels (`option.gender.female`), country and
    /// region names (`country.US`, `region.US-CA`), group messages, the labels of containers
    /// (`field.address`), the words of heights (`height.centimetres`), and
    /// ``alwaysNeededMessageKeys`` (among them the JSON type names, `json.array`).
    ///
    /// ```swift
    /// let spec = try FormSpec.load(contentsOf: "Specs/personal-details.json")
    /// spec.messageKeys.contains("rule.maxLength")        // true
    /// spec.messageKeys.contains("region.AU-NSW")         // true
    /// ```
    ///
    /// The set follows the engine (`CompiledForm+Validate.swift` and `Rules/`): a key is
    /// listed when some submission can produce it, so a catalog with all of them never shows a
    /// raw key for this form.
    public var messageKeys: Set<String> {
        var keys = Self.alwaysNeededMessageKeys
        keys.insert(titleKey)
        for field in fields {
            keys.formUnion(messageKeys(of: field))
        }
        for group in groups {
            keys.formUnion(group.messageKeys)
            keys.insert("list.item")  // each label of the group is quoted by it
        }
        // A container sent as something other than an object is named by its label.
        for path in containerPaths { keys.insert(Self.containerLabelKey(path)) }
        // A spec of variants: each variant's keys, and the tag's problems under its label.
        if let union {
            keys.formUnion(["rule.discriminator", "rule.discriminator.required", "list.item"])
            for variant in union.variants { keys.formUnion(variant.spec.messageKeys) }
            keys.insert(union.labelKey)
        }
        return keys
    }

    func messageKeys(of field: FieldSpec, keyName: String? = nil) -> Set<String> {
        let keyName = keyName ?? field.name
        var keys: Set<String> = [field.labelKey]
        let typeKeys = field.type.described.messageKeys
        func rule(_ code: String) { keys.insert(field.messages[code] ?? typeKeys[code] ?? "rule." + code) }

        // Every field can get a value of the wrong JSON type.
        rule("type")
        if field.required || field.requiredIf != nil { rule("required") }
        switch field.const {
        case .bool(let ticked)?: keys.insert(field.messages["const"] ?? "rule." + Self.constMessageCode(ticked))
        case .some: rule("const")
        case nil: break
        }
        // A rule of the project words its problems with rule.<name>, from the app's catalog.
        for use in field.rules { rule(use.name) }
        // A remote check's problem is worded by its own key (the check's name by default).
        for use in field.remote { keys.insert(use.messageKey) }
        if field.equals != nil {
            rule("equals")
            if let other = fields.first(where: { $0.name == field.equals }) { keys.insert(other.labelKey) }
        }

        // The rules of its type, and the keys its type's values need (options, regions).
        let type = field.type.described
        for typeRule in type.rules where typeRule.applies(field, self) { rule(typeRule.code.rawValue) }
        keys.formUnion(type.extraKeys(field, self, keyName))
        return keys
    }
}
