/// Builds a ``JSONSchemaExport``'s schema: one pass over the fields in spec order, then the
/// groups, collecting the properties tree, the conditional rules (`allOf` of `if`/`then`), the
/// shared definitions and the limitations.
struct SchemaBuilder {
    let spec: FormSpec
    let draft: JSONSchemaExport.Draft
    let optionSets: [String: [String]]
    var limitations: [SchemaLimitation] = []
    /// Shared schemas by name, in first-use order (`$defs`, or `definitions` in draft-07).
    var definitions = FormObject()
    /// The rules between fields, in spec order.
    private var conditionals: [FormValue] = []
    private var tree = SchemaObjectNode()
    private let fieldsByName: [String: FieldSpec]

    /// Where `$ref`s point into the definitions: the schema's own `$defs` unless it is embedded
    /// in a larger document (an OpenAPI component), whose root a `#` fragment names.
    let referencePrefix: String
    /// The parts the spec includes as written (``FormSpec/PartUse``), each one schema by its
    /// part's name, and where references to them point: the schema's own definitions, or a
    /// document's shared components, which every form that includes the part refers to.
    private(set) var partDefinitions = FormObject()
    let partReferencePrefix: String
    /// Parts already defined where ``partReferencePrefix`` points (other forms' of a document).
    let sharedParts: FormObject

    init(
        spec: FormSpec, draft: JSONSchemaExport.Draft, optionSets: [String: [String]], referencePrefix: String? = nil,
        partReferencePrefix: String? = nil, sharedParts: FormObject = FormObject()
    ) {
        self.sharedParts = sharedParts
        self.referencePrefix = referencePrefix ?? (draft == .draft7 ? "#/definitions/" : "#/$defs/")
        self.partReferencePrefix = partReferencePrefix ?? self.referencePrefix
        self.spec = spec
        self.draft = draft
        self.optionSets = optionSets
        fieldsByName = Dictionary(spec.fields.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    mutating func build() -> FormValue {
        for field in spec.fields { add(field) }
        for group in spec.groups { conditionals.append(schema(of: group)) }
        shareParts()
        if partReferencePrefix == referencePrefix {
            for entry in partDefinitions { definitions[entry.key] = entry.value }
        }
        var root = FormObject()
        root["$schema"] = .string(draft.uri)
        root["title"] = .string(spec.name)
        root["$comment"] = .string(comment)
        for entry in tree.schema(closed: spec.unknownFields == .reject).object?.entries ?? [] {
            root[entry.key] = entry.value
        }
        if !conditionals.isEmpty { root["allOf"] = .array(conditionals) }
        if !definitions.isEmpty { root[draft == .draft7 ? "definitions" : "$defs"] = .object(definitions) }
        return .object(root)
    }

    /// Writes each part the spec includes as written once, and refers to it where it is
    /// included: one object of the part's fields, its rules between them staying with the
    /// spec's other rules (they may read fields outside the part). A part the spec changed, or
    /// whose object holds other fields too, is left written out.
    private mutating func shareParts() {
        let closed = spec.unknownFields == .reject
        for use in spec.parts.sorted(by: { ($0.under?.count ?? 0) < ($1.under?.count ?? 0) }) {
            guard !use.changed, let under = use.under, !use.fields.isEmpty else { continue }
            let inside = spec.fields.filter { $0.name.hasPrefix(under + ".") }.map(\.name)
            guard Set(inside) == Set(use.fields) else { continue }
            let path = under.split(separator: ".").map(String.init)
            guard let schema = tree.object(at: path)?.schema(closed: closed) else { continue }
            // Defined under the part's name, or a numbered one where that name holds another schema.
            var name = use.part
            var number = 1
            while let existing = partDefinitions[name] ?? sharedParts[name] ?? definitions[name], existing != schema {
                number += 1
                name = use.part + "-\(number)"
            }
            partDefinitions[name] = schema
            tree.replaceObject(at: path, with: ["$ref": .string(partReferencePrefix + name)])
        }
    }

    /// The root `$comment`: what the schema leaves to the server, and how to read it.
    private var comment: String {
        var sentences = [
            "Generated from the FormRules spec '\(spec.name)'. Assert formats (date, date-time) when validating.",
            "Values are described as the engine checks them: text fields after trimming, and empty or white-space text (or null where allowed) as no value.",
        ]
        // One clause per kind (Specs/README.md, "JSON Schema export", describes each), with
        // its fields in spec order.
        let clauses = SchemaLimitation.Kind.allCases.compactMap { kind -> String? in
            let items = limitations.filter { $0.kind == kind }
            guard !items.isEmpty else { return nil }
            let withDetail: Set<SchemaLimitation.Kind> = [.equals, .relativeDate, .dateBound, .stepOffset, .customRule, .remoteCheck]
            let named = items.map { item in
                (item.field ?? spec.name) + (withDetail.contains(kind) ? " (\(item.detail))" : "")
            }
            return kind.rawValue + ": " + named.joined(separator: ", ")
        }
        if !clauses.isEmpty {
            sentences.append("Not said here, checked by the server: " + clauses.joined(separator: "; ") + ".")
        }
        return sentences.joined(separator: " ")
    }

    // MARK: Fields

    private mutating func add(_ field: FieldSpec) {
        let path = field.name.split(separator: ".").map(String.init)
        let availability = Self.availability(of: field)
        let requirement = Self.requirement(of: field) { self.field(named: $0) }
        let alwaysRequired = requirement == .all([])
        let value = Self.annotatingCustomRules(of: field, coercing(field, valueSchema(field, required: alwaysRequired)))
        if let availability {
            tree.insert(path, .bool(true), required: false)
            conditionals.append(Self.ifThen(condition(availability), Self.at(path, value)))
            limitations.append(SchemaLimitation(
                kind: .hiddenInCondition, field: field.name,
                detail: "while hidden or disabled it is unchecked and reads as absent in other fields' conditions"))
        } else {
            tree.insert(path, value, required: alwaysRequired)
        }
        if let requirement, !alwaysRequired {
            conditionals.append(Self.ifThen(condition(requirement), Self.requiredAt(path, hasValue)))
        }
        conditionals += crossFieldRules(field, path: path)
        noteLimitations(of: field)
    }

    /// The schema of a field's value on its own. `required` means required whatever the other
    /// fields hold: then no value (empty text, null) is refused here too.
    mutating func valueSchema(_ field: FieldSpec, required: Bool) -> FormValue {
        let nullable = field.nullable && !required
        switch field.type {
        case .number, .integer:
            var schema = FormObject()
            schema["type"] = Self.type(field.type == .integer ? "integer" : "number", nullable: nullable)
            if let minimum = field.minimum { schema["minimum"] = .number(FormNumber(minimum)) }
            if let maximum = field.maximum { schema["maximum"] = .number(FormNumber(maximum)) }
            if let step = field.step, Self.isMultiple(field.minimum ?? 0, of: step) {
                schema["multipleOf"] = .number(FormNumber(step))
            }
            if let value = field.const { schema["const"] = value }
            return .object(schema)
        case .boolean:
            var schema: FormObject = ["type": Self.type("boolean", nullable: nullable)]
            if let value = field.const { schema["const"] = value }
            return .object(schema)
        case .identifier:
            var branches = [textSchema(field, rules: FormObject(), required: required, nullable: false),
                            ["type": "integer", "minimum": 1]]
            if nullable { branches.append(["type": "null"]) }
            return ["anyOf": .array(branches)]
        case .height:
            var branches = [heightNumberSchema(field), textSchema(field, rules: FormObject(), required: required, nullable: false)]
            if nullable { branches.append(["type": "null"]) }
            return ["anyOf": .array(branches)]
        case .list:
            return listSchema(field, required: required, nullable: nullable)
        case .text, .password, .email, .digits, .phone, .uuid, .choice, .country, .region, .postalCode, .date, .dateTime, .url:
            var rules = textRules(field)
            let patterns = userPatterns(field)
            if !patterns.isEmpty { rules["allOf"] = .array(patterns.map { ["pattern": .string($0)] }) }
            return textSchema(field, rules: rules, required: required, nullable: nullable)
        }
    }

    /// A string field: `rules` hold for a value; no value (empty text, or null when nullable)
    /// is allowed unless the field is required.
    private mutating func textSchema(_ field: FieldSpec, rules: FormObject, required: Bool, nullable: Bool) -> FormValue {
        var rules = rules
        if let minimum = field.minLength { rules["minLength"] = .number(FormNumber(minimum)) }
        if let maximum = field.maxLength {
            let cap = field.type == .email ? min(maximum, EmailAddress.defaultMaximumLength) : maximum
            rules["maxLength"] = .number(FormNumber(cap))
        }
        if field.type == .email, field.maxLength == nil {
            rules["maxLength"] = .number(FormNumber(EmailAddress.defaultMaximumLength))
        }
        if let value = field.const { rules["const"] = value }
        var schema: FormObject = ["type": Self.type("string", nullable: nullable)]
        if required {
            // Every pattern, option list and constant already refuses blank text.
            if ["enum", "const", "pattern", "not"].allSatisfy({ rules[$0] == nil }) { rules["not"] = blank }
            for entry in rules.entries { schema[entry.key] = entry.value }
            return .object(schema)
        }
        guard !rules.isEmpty else { return .object(schema) }
        // `null` passes the pattern too, where `type` lets it in.
        schema["anyOf"] = [blank, .object(rules)]
        return .object(schema)
    }

    /// The rules of a string type's value: its pattern, format or options.
    private func textRules(_ field: FieldSpec) -> FormObject {
        switch field.type {
        case .email: ["pattern": .string(field.topLevelDomain ? SchemaPatterns.emailWithDottedDomain : SchemaPatterns.email)]
        case .uuid: ["pattern": .string(SchemaPatterns.uuid)]
        case .digits: ["pattern": .string(SchemaPatterns.digits)]
        case .phone: ["pattern": .string(SchemaPatterns.phone)]
        case .date: ["pattern": .string(SchemaPatterns.date), "format": "date"]
        case .dateTime: ["format": "date-time"]
        case .choice:
            if let options = field.options, !field.caseSensitive, options.contains(where: { $0.utf8.contains(where: ASCII.isLetter) }) {
                // Letter case is ignored: `male`, `Male` and `MALE` are the option `male`.
                ["pattern": .string(SchemaPatterns.anyCase(options))]
            } else if let options = field.options ?? field.optionsFrom.flatMap({ optionSets[$0] }) {
                ["enum": .array(options.map(FormValue.string))]
            } else {
                // The set was not given: the engine refuses every value (choice.optionsMissing).
                ["not": .object([:])]
            }
        case .country: ["enum": .array(countryOptions(field).map(FormValue.string))]
        case .url: ["pattern": .string(SchemaPatterns.url(schemes: URLRule(schemes: field.schemes ?? URLRule.defaultSchemes).schemes))]
        // A region's and a postal code's rules depend on the country chosen (conditionals);
        // text's are its own patterns and lengths.
        case .text, .password, .region, .postalCode: [:]
        // Not text: `valueSchema` gives these their own schema.
        case .number, .integer, .boolean, .identifier, .height, .list: [:]
        }
    }

    /// A height in inches: on the scale (snapped to the nearest notch, or exactly on a notch
    /// with `snap: false`).
    private mutating func heightNumberSchema(_ field: FieldSpec) -> FormValue {
        let standard = HeightScale.standard
        let minimum = field.minimum ?? standard.minimum.inches
        let maximum = field.maximum ?? standard.maximum.inches
        let step = field.step ?? standard.step.inches
        var schema: FormObject = ["type": "number"]
        if field.snap {
            // The nearest notch must be on the scale, halfway rounding up.
            schema["minimum"] = .number(FormNumber(minimum - step / 2))
            schema["exclusiveMaximum"] = .number(FormNumber(maximum + step / 2))
        } else {
            schema["minimum"] = .number(FormNumber(minimum))
            schema["maximum"] = .number(FormNumber(maximum))
            if Self.isMultiple(minimum, of: step) { schema["multipleOf"] = .number(FormNumber(step)) }
        }
        return .object(schema)
    }

    func countryOptions(_ field: FieldSpec?) -> [String] {
        FieldTypeDescription.countryCodes(of: field)
    }

    // MARK: Requirement

    /// When the field may be used at all: its `visibleIf` and `enabledIf`, both; nil when always.
    static func availability(of field: FieldSpec) -> Condition? {
        all([field.visibleIf, field.enabledIf].compactMap { $0 })
    }

    /// When the field must have a value: `.all([])` when always, nil when never (optional, or
    /// filled by a default). The JSON Schema export and the types export (``TypeModel``) both
    /// read it, so a member a schema requires is exactly one the types make non-optional.
    ///
    /// - Parameter fieldNamed: Another field of the form, by name (a region's country).
    static func requirement(of field: FieldSpec, fieldNamed: (String) -> FieldSpec?) -> Condition? {
        let availability = availability(of: field)
        // A default or derived value fills an absent field, so it is never missing as such.
        var requirement: Condition? = field.required ? (availability ?? .all([])) : field.requiredIf.map { condition in
            availability.map { .all([$0, condition]) } ?? condition
        }
        if field.defaultValue != nil { requirement = nil }
        if let derived = field.derived, let condition = requirement {
            let underived: Condition = .not(.any(derived.fields.map { .present(field: $0) }))
            requirement = condition == .all([]) ? underived : .all([condition, underived])
        }
        if field.type == .region, let country = field.country, let condition = requirement {
            // A region is disabled, so not required, until a supported country is chosen.
            let supported = FieldTypeDescription.countryCodes(of: fieldNamed(country)).filter { Country(code: $0) != nil }
            let chosen = Condition.oneOf(field: country, values: supported.map(FormValue.string))
            requirement = condition == .all([]) ? chosen : .all([condition, chosen])
        }
        return requirement
    }

    // MARK: Limitations

    private mutating func noteLimitations(of field: FieldSpec) {
        func note(_ kind: SchemaLimitation.Kind, _ detail: String) {
            limitations.append(SchemaLimitation(kind: kind, field: field.name, detail: detail))
        }
        if field.pattern != nil || field.characters != nil, Self.patternSource(field).hasPartialAstralSet {
            note(.astralCharacters, "some characters above U+FFFF allowed, not all")
        }
        if let other = field.equals { note(.equals, "must equal \(other)") }
        for (key, condition) in [("visibleIf", field.visibleIf), ("enabledIf", field.enabledIf), ("requiredIf", field.requiredIf)] {
            if let condition, Self.hasUnexportedComparison(condition) { note(.comparison, "\(key) compares dates or fields") }
        }
        for (name, bound) in [("notBefore", field.notBefore), ("notAfter", field.notAfter)] {
            switch bound {
            case .today?: note(.relativeDate, "\(name) \(field.type == .dateTime ? "now" : "today")")
            case .date(let date)?: note(.dateBound, "\(name) \(date)")
            case nil: break
            }
        }
        if let age = field.minimumAge { note(.relativeDate, "minimumAge \(age)") }
        if let age = field.maximumAge { note(.relativeDate, "maximumAge \(age)") }
        if field.type == .email {
            note(.internationalEmail, "an internationalized domain (ivan@почта.рф) is accepted and stored in its ASCII form by the server only")
        }
        if field.type == .url, URLRule(schemes: field.schemes ?? URLRule.defaultSchemes).schemes.contains("data") {
            note(.dataURL, "a data: URL's body is checked to be base64 by the server only")
        }
        if field.type == .height { note(.heightText, "text such as 5'7\" or 170 cm is read, snapped and checked against the scale") }
        if [.number, .integer].contains(field.type) { note(.numberLength, "at most 100 characters as sent") }
        if let step = field.step, field.type != .height, !Self.isMultiple(field.minimum ?? 0, of: step) {
            note(.stepOffset, "steps of \(FormNumber(step)) from \(FormNumber(field.minimum ?? 0))")
        }
        if field.type == .height, !field.snap, let step = field.step, !Self.isMultiple(field.minimum ?? 36, of: step) {
            note(.stepOffset, "notches every \(FormNumber(step)) in from the minimum")
        }
        for use in field.rules { note(.customRule, "rule \(use.name)") }
        for use in field.remote { note(.remoteCheck, "remote check \(use.name)") }
        if coerces(field) { note(.coercion, coercionDetail(field)) }
        let isText = ![.number, .integer, .boolean].contains(field.type)
        if isText, field.trim { note(.trim, "trimmed before it is checked") }
        if isText, field.minLength != nil || field.maxLength != nil {
            note(.lengthUnit, "lengths in user-perceived characters")
        }
    }

    // MARK: Helpers

    /// `"string"`, or `["string", "null"]`.
    static func type(_ name: String, nullable: Bool) -> FormValue {
        nullable ? [.string(name), "null"] : .string(name)
    }

    static func all(_ conditions: [Condition]) -> Condition? {
        conditions.count <= 1 ? conditions.first : .all(conditions)
    }

    static func ifThen(_ condition: FormValue, _ then: FormValue) -> FormValue {
        ["if": condition, "then": then]
    }

    /// Whether `value` is a whole number of `step`s, with the engine's tolerance for decimal steps.
    static func isMultiple(_ value: Double, of step: Double) -> Bool {
        NumberRule.isMultiple(value, of: step)
    }

    /// A reference to a shared schema, registering it on first use.
    mutating func reference(_ name: String, _ schema: @autoclosure () -> FormValue) -> FormValue {
        if definitions[name] == nil { definitions[name] = schema() }
        return ["$ref": .string(referencePrefix + name.replacingTildeAndSlash())]
    }

    /// Text that is empty or white space: no value. Every other JSON type passes a `pattern`,
    /// so this is only used beside the field's `type` (which admits `null` when it is no value).
    /// (A reference to `$defs/blank`, shared by every field that may be left empty.)
    var blank: FormValue {
        mutating get { reference("blank", ["pattern": .string(SchemaPatterns.blank)]) }
    }

    /// The field has a value: not null, not empty or white space (`false` is a value).
    var hasValue: FormValue {
        mutating get { reference("value", ["not": ["anyOf": [["type": "null"], ["type": "string", "pattern": .string(SchemaPatterns.blank)]]]]) }
    }

    func field(named name: String) -> FieldSpec? { fieldsByName[name] }
}
