extension FormSpec {
    /// Keys every form can produce, whatever its fields: the JSON type names, the problems of
    /// the submission as a whole, and the titles of `application/problem+json` documents.
    public static let alwaysNeededMessageKeys: Set<String> = [
        "rule.type", "type.text", "type.number", "type.integer", "type.boolean", "type.object", "type.height",
        "rule.unknownField", "rule.submission.type", "rule.tooManyProblems", "problem.title", "problem.detail",
    ]

    /// Every message key a validation of this form can show, for translators: each field's
    /// label, the key of every rule its type and options can fail (the spec's `messages`
    /// overrides instead of `rule.<code>`), option labels (`option.gender.female`), country and
    /// region names (`country.US`, `region.US-CA`), group messages, and
    /// ``alwaysNeededMessageKeys``.
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
        }
        return keys
    }

    private func messageKeys(of field: FieldSpec) -> Set<String> {
        var keys: Set<String> = [field.labelKey]
        func rule(_ code: String) { keys.insert(field.messages[code] ?? "rule." + code) }

        // Every field can get a value of the wrong JSON type.
        rule("type")
        if field.required || field.requiredIf != nil { rule("required") }
        if field.minLength != nil { rule("minLength") }
        if field.maxLength != nil { rule("maxLength") }
        if field.const != nil { rule("const") }
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
        case .choice:
            rule("choice")
            for option in field.options ?? [] { keys.insert("option." + field.name + "." + option) }
        case .country:
            rule("country")
            for code in countryCodes(of: field) { keys.insert("country." + code) }
        case .region:
            rule("region")
            let catalog = RegionCatalog(options: field.includeTerritories ? .all : [])
            let countryField = fields.first { $0.name == field.country }
            for code in countryField.map(countryCodes(of:)) ?? Country.allCases.map(\.code) {
                keys.insert("country." + code)
                guard let country = Country(code: code) else { continue }
                for region in catalog.regions(in: country) { keys.insert(region.messageKey) }
            }
        case .postalCode:
            rule("postalCode")
            let countryField = fields.first { $0.name == field.country }
            let countries = countryField.map(countryCodes(of:)) ?? Country.allCases.map(\.code)
            for code in countries { keys.insert("country." + code) }
            if !field.allowZipPlusFour, countries.contains(Country.unitedStates.code) { rule("postalCode.zipPlusFour") }
            if field.checkRegion, field.region != nil { rule("postalCode.region") }
        case .number, .integer:
            rule("number")
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
        case .height:
            rule("height")
            rule("height.range")
            if !field.snap { rule("height.step") }
        }
        return keys
    }

    /// The country codes a country field offers: its options, or every country the rules know.
    private func countryCodes(of field: FieldSpec) -> [String] {
        field.options ?? Country.allCases.map(\.code)
    }
}
