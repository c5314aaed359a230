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
        for field in fields {
            keys.formUnion(messageKeys(of: field))
        }
        for group in groups {
            keys.insert(group.message ?? "rule." + group.kind.rawValue)
            keys.insert("list.item")  // each label of the group is quoted by it
        }
        // A container sent as something other than an object is named by its label.
        for path in containerPaths { keys.insert(Self.containerLabelKey(path)) }
        return keys
    }

    func messageKeys(of field: FieldSpec, keyName: String? = nil) -> Set<String> {
        let keyName = keyName ?? field.name
        var keys: Set<String> = [field.labelKey]
        func rule(_ code: String) { keys.insert(field.messages[code] ?? "rule." + code) }

        // Every field can get a value of the wrong JSON type.
        rule("type")
        if field.required || field.requiredIf != nil { rule("required") }
        if field.minLength != nil { rule("minLength") }
        if field.maxLength != nil { rule("maxLength") }
        if field.characters != nil { rule("characters") }
        if field.pattern != nil { rule("pattern") }
        switch field.const {
        case .bool(let ticked)?: keys.insert(field.messages["const"] ?? "rule." + Self.constMessageCode(ticked))
        case .some: rule("const")
        case nil: break
        }
        // A rule of the project words its problems with rule.<name>, from the app's catalog.
        for use in field.rules { rule(use.name) }
        if field.equals != nil {
            rule("equals")
            if let other = fields.first(where: { $0.name == field.equals }) { keys.insert(other.labelKey) }
        }

        switch field.type {
        case .text, .password, .boolean:
            break
        case .digits:
            rule("digits")
        case .email:
            rule("email")
            rule("email.tooLong")
        case .phone:
            rule("phone")
        case .uuid:
            rule("uuid")
        case .identifier:
            rule("identifier")
            keys.insert("type.identifier")
        case .choice:
            rule("choice")
            // Run-time options' labels are the app's to show; only their absence is ours.
            if field.optionsFrom != nil { rule("choice.optionsMissing") }
            for option in field.options ?? [] { keys.insert("option." + keyName + "." + option) }
        case .country:
            rule("country")
            for code in countryCodes(of: field) { keys.insert("country." + code) }
        case .region:
            rule("region")
            rule("region.anyCountry")  // an update without its country or the stored record
            let catalog = RegionCatalog(options: field.includeTerritories ? .all : [])
            let countryField = fields.first { $0.name == field.country }
            for code in countryField.map(countryCodes(of:)) ?? Country.allCases.map(\.code) {
                keys.insert("country." + code)
                guard let country = Country(code: code) else { continue }
                for region in catalog.regions(in: country) { keys.insert(region.messageKey) }
            }
        case .postalCode:
            rule("postalCode")
            rule("postalCode.anyCountry")  // an update without its country or the stored record
            let countryField = fields.first { $0.name == field.country }
            let countries = countryField.map(countryCodes(of:)) ?? Country.allCases.map(\.code)
            for code in countries { keys.insert("country." + code) }
            if !field.allowZipPlusFour, countries.contains(Country.unitedStates.code) { rule("postalCode.zipPlusFour") }
            if field.checkRegion, field.region != nil { rule("postalCode.region") }
        case .number, .integer:
            rule("number")
            rule("number.tooLong")
            if field.type == .integer { rule("integer") }
            if field.minimum != nil { rule("minimum") }
            if field.maximum != nil { rule("maximum") }
            if field.step != nil { rule("step") }
        case .date:
            rule("date")
            if field.notBefore != nil { rule("notBefore") }
            switch field.notAfter {
            case .today?: rule("notInFuture")
            case .date?: rule("notAfter")
            case nil: break
            }
            if field.minimumAge != nil { rule("minimumAge") }
            if field.maximumAge != nil { rule("maximumAge") }
        case .dateTime:
            rule("dateTime")
            if field.notBefore != nil { rule("notBefore") }
            if field.notAfter != nil { rule("notAfter") }
            // A bound of "today" is the reference instant, named in words.
            if field.notBefore == .today || field.notAfter == .today { keys.insert("date.now") }
        case .height:
            rule("height")
            rule("height.range")
            // The range names its ends as `height.both`, with `height.centimetres` inside.
            keys.formUnion(["height.both", "height.centimetres"])
            if !field.snap { rule("height.step") }
        case .list:
            keys.formUnion(listMessageKeys(of: field))
        }
        return keys
    }

    /// The country codes a country field offers: its options, or every country the rules know.
    private func countryCodes(of field: FieldSpec) -> [String] {
        field.options ?? Country.allCases.map(\.code)
    }
}
