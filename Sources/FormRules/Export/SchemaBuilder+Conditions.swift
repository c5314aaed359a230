/// Conditions, groups and the rules between fields, as `if`/`then`, `oneOf` and `anyOf` over
/// the whole submission.
extension SchemaBuilder {
    /// The schema that holds exactly when `condition` does (reading values as sent).
    ///
    /// A comparison JSON Schema cannot say (of dates, or with another field) becomes the
    /// boolean schema that checks less: `false` where the condition switches rules on, `true`
    /// under a `not`; the limitation is noted (``SchemaLimitation/Kind/comparison``).
    /// - Parameter negated: whether the condition sits under an odd number of `not`s.
    mutating func condition(_ condition: Condition, negated: Bool = false) -> FormValue {
        switch condition {
        case .present(let name): present(name)
        case .absent(let name): ["not": present(name)]
        case .equals(let name, let value): Self.requiredAt(Self.path(name), ["const": value])
        case .oneOf(let name, let values): Self.requiredAt(Self.path(name), ["enum": .array(values)])
        case .compares(let name, let comparison):
            Self.comparison(comparison).map { Self.requiredAt(Self.path(name), $0) } ?? .bool(negated)
        case .not(let inner): ["not": self.condition(inner, negated: !negated)]
        case .all(let items):
            items.count == 1 ? self.condition(items[0], negated: negated) : ["allOf": .array(items.map { self.condition($0, negated: negated) })]
        case .any(let items):
            items.count == 1 ? self.condition(items[0], negated: negated) : ["anyOf": .array(items.map { self.condition($0, negated: negated) })]
        }
    }

    /// A number compared with a literal, as `minimum`, `exclusiveMinimum`, `maximum` or
    /// `exclusiveMaximum`; nil for what JSON Schema cannot compare (dates, other fields).
    static func comparison(_ comparison: ConditionComparison) -> FormValue? {
        guard case .number(let number) = comparison.operand else { return nil }
        let keyword = switch comparison.relation {
        case .greaterThan: "exclusiveMinimum"
        case .atLeast: "minimum"
        case .lessThan: "exclusiveMaximum"
        case .atMost: "maximum"
        case .after, .onOrAfter, .before, .onOrBefore: ""
        }
        guard !keyword.isEmpty else { return nil }
        return .object(["type": "number", keyword: .number(number)])
    }

    /// Whether a condition holds a comparison JSON Schema cannot say.
    static func hasUnexportedComparison(_ condition: Condition) -> Bool {
        switch condition {
        case .compares(_, let comparison): Self.comparison(comparison) == nil
        case .not(let inner): hasUnexportedComparison(inner)
        case .all(let items), .any(let items): items.contains(where: hasUnexportedComparison)
        case .present, .absent, .equals, .oneOf: false
        }
    }

    /// The field has a value; a box has one when it is ticked (`true`).
    mutating func present(_ name: String) -> FormValue {
        let value: FormValue = field(named: name)?.type == .boolean ? ["const": true] : hasValue
        return Self.requiredAt(Self.path(name), value)
    }

    /// A group: how many of its fields may have a value.
    mutating func schema(of group: GroupSpec) -> FormValue {
        let members = group.fields.map { present($0) }
        switch group.kind {
        case .exactlyOne: return ["oneOf": .array(members)]
        case .atLeastOne: return ["anyOf": .array(members)]
        case .atMostOne: return ["oneOf": .array([["not": ["anyOf": .array(members)]]] + members)]
        case .allOrNone: return ["anyOf": [["allOf": .array(members)], ["not": ["anyOf": .array(members)]]]]
        }
    }

    /// A region's options and a postal code's patterns, which depend on the country (and region)
    /// chosen in other fields.
    mutating func crossFieldRules(_ field: FieldSpec, path: [String]) -> [FormValue] {
        guard [.region, .postalCode].contains(field.type), let countryName = field.country else { return [] }
        let countryPath = Self.path(countryName)
        let noValue = blank
        var rules: [FormValue] = []
        let countries = countryOptions(self.field(named: countryName)).compactMap { Country(code: $0) }
        for country in countries {
            let chosen = Self.requiredAt(countryPath, ["const": .string(country.code)])
            if field.type == .region {
                let catalog = RegionCatalog(options: field.includeTerritories ? .all : [])
                let name = "regions." + country.code + (field.includeTerritories && country == .unitedStates ? "+territories" : "")
                let options = reference(name, ["enum": .array(catalog.regions(in: country).map { .string($0.code) })])
                rules.append(Self.ifThen(chosen, Self.at(path, ["anyOf": [noValue, options]])))
                continue
            }
            guard country == .unitedStates || country == .australia else {
                rules.append(Self.ifThen(chosen, Self.at(path, ["anyOf": [noValue, Self.dataPostalCode(country, region: nil)]])))
                continue
            }
            let pattern = "^" + Self.postalDigits(country, codes: nil) + zipPlusFour(field, country) + "$"
            rules.append(Self.ifThen(chosen, Self.at(path, ["anyOf": [noValue, ["pattern": .string(pattern)]]])))
        }
        guard field.type == .postalCode, field.checkRegion, let regionName = field.region else { return rules }
        let regionField = self.field(named: regionName)
        let catalog = RegionCatalog(options: regionField?.includeTerritories == true ? .all : [])
        for country in countries {
            for region in catalog.regions(in: country) {
                let chosen: FormValue = ["allOf": [
                    Self.requiredAt(countryPath, ["const": .string(country.code)]),
                    Self.requiredAt(Self.path(regionName), ["const": .string(region.code)]),
                ]]
                guard country == .unitedStates || country == .australia else {
                    if !region.postalPrefixSource.isEmpty {
                        rules.append(Self.ifThen(chosen, Self.at(path, ["anyOf": [noValue, Self.dataPostalCode(country, region: region)]])))
                    }
                    continue
                }
                let pattern = "^(?:" + Self.postalDigits(country, codes: region) + ")" + zipPlusFour(field, country) + "$"
                rules.append(Self.ifThen(chosen, Self.at(path, ["anyOf": [noValue, ["pattern": .string(pattern)]]])))
            }
        }
        return rules
    }

    /// The digits of a country's postal codes: any, or those a region uses (its ranges and the
    /// codes it uses across a border).
    static func postalDigits(_ country: Country, codes region: Region?) -> String {
        let width = country == .unitedStates ? 5 : 4
        guard let region else { return "[0-9]{\(width)}" }
        let borders = PostalCodeBorderExceptions.entries
            .filter { $0.country == country && $0.region == region.code }
            .map { SchemaPatterns.digits($0.code, width: width) }
        return ([SchemaPatterns.alternatives(of: region.postalCodes, width: width)] + borders).joined(separator: "|")
    }

    /// A postal code of a country of the address data, and within `region` when given: its
    /// patterns as the data writes them, letters of either case where the engine upper-cases
    /// codes first; none at all where addresses have no postal code.
    static func dataPostalCode(_ country: Country, region: Region?) -> FormValue {
        let entry = country.entry
        guard entry.hasPostalCode else { return ["not": [:]] }
        var patterns: [FormValue] = []
        func add(_ source: String, prefix: Bool) {
            guard !source.isEmpty, let node = try? PatternParser.parse(source) else { return }
            var writer = PatternSource()
            let written = writer.anchored(entry.upperCasesPostalCode ? node.addingLowercaseLetters() : node)
            patterns.append(["pattern": .string(prefix ? String(written.dropLast()) : written)])
        }
        add(entry.postalPatternSource, prefix: false)
        if let region { add(region.postalPrefixSource, prefix: true) }
        let nonEmpty: FormValue = ["minLength": 1]
        return ["allOf": .array([nonEmpty] + patterns)]
    }

    private func zipPlusFour(_ field: FieldSpec, _ country: Country) -> String {
        field.allowZipPlusFour && country == .unitedStates ? "(?:[- ]?[0-9]{4})?" : ""
    }

    static func path(_ name: String) -> [String] {
        name.split(separator: ".").map(String.init)
    }

    /// `leaf` applies to the member at `path` when the containers on the way are objects.
    static func at(_ path: [String], _ leaf: FormValue) -> FormValue {
        path.reversed().reduce(leaf) { inner, name in ["properties": .object([name: inner])] }
    }

    /// The member at `path` is there (with each container) and `leaf` holds for it.
    static func requiredAt(_ path: [String], _ leaf: FormValue) -> FormValue {
        path.reversed().reduce(leaf) { inner, name in ["required": [.string(name)], "properties": .object([name: inner])] }
    }
}
