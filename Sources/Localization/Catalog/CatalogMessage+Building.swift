import FormCore

/// Building messages from each kind of source file.
extension CatalogMessage {
    /// A `.strings` entry's message.
    static func strings(
        key: String, value: String, origin: MessageOrigin, location: SourceLocation?, comment: String?,
        development: CatalogMessage?
    ) -> CatalogMessage {
        CatalogMessage(
            key: key, origin: origin, format: FormatString(value), variables: [], source: .strings,
            location: location, comment: comment, development: development)
    }

    /// A `.stringsdict` entry's message, or `nil` when it has no format string (the file's
    /// diagnostics say why).
    static func stringsDict(
        _ entry: StringsDictEntry, origin: MessageOrigin, comment: String?, development: CatalogMessage?
    ) -> CatalogMessage? {
        guard let text = entry.format else { return nil }
        let format = FormatString(text)
        var definitions: [String: (variable: StringsDictVariable, variants: [PluralVariable.Variant])] = [:]
        for variable in entry.variables where definitions[variable.name] == nil {
            let variants = variable.variants.map {
                PluralVariable.Variant(category: $0.category, format: FormatString($0.text), location: $0.location)
            }
            definitions[variable.name] = (variable, variants)
        }
        let variables = resolveVariables(in: format, selector: { _, argument in argument }) { name in
            definitions[name].map { ($0.variable.valueType, $0.variants, $0.variable.location) }
        }
        return CatalogMessage(
            key: entry.key, origin: origin, format: format, variables: variables, source: .stringsDict,
            location: entry.location, comment: comment, development: development)
    }

    /// The name of the variable that stands for a String Catalog plural varied as a whole.
    static let rootPluralName = "__plural__"

    /// A String Catalog key's message in one language; the source language falls back to the
    /// key itself when it has no localization, as Xcode does.
    static func stringCatalog(
        _ entry: StringCatalogEntry, language: String, origin: MessageOrigin, isSource: Bool, development: CatalogMessage?
    ) -> CatalogMessage? {
        let comment = entry.comment
        guard let localization = entry.localizations[language] else {
            guard isSource else { return nil }
            return CatalogMessage(
                key: entry.key, origin: origin, format: FormatString(entry.key), variables: [], source: .stringCatalog,
                location: entry.location, comment: comment, shouldTranslate: entry.shouldTranslate, development: development)
        }
        var states: [StringCatalogStringUnit.State] = []
        localization.forEachStringUnit { _, unit in
            if let state = unit.state { states.append(state) }
        }
        let state = Self.mostTelling(states)

        // The root: a string unit, or variations chosen down to one (device) or varied by plural.
        var text: String?
        var rootPlural: [String: StringCatalogVariation]?
        if let unit = localization.stringUnit {
            text = unit.value
        } else if let variations = localization.variations {
            switch Self.resolve(variations) {
            case .text(let value): text = value
            case .plural(let cases): rootPlural = cases
            case .none: break
            }
        }
        guard text != nil || rootPlural != nil else { return nil }
        let format = FormatString(text ?? "%#@" + rootPluralName + "@")
        let topArguments = Self.variableArguments(in: format)

        var definitions: [String: (String?, [PluralVariable.Variant], SourceLocation?)] = [:]
        var selectors: [String: Int] = [:]
        if let rootPlural {
            let variants = Self.variants(rootPlural, replacingArg: nil)
            definitions[rootPluralName] = (nil, variants, entry.location)
            // Varied as a whole, the plural follows the text's number (Xcode offers it for
            // strings with one argument).
            let other = variants.first { $0.category == "other" } ?? variants.last
            let numeric = other?.format.specifiers.first { $0.argumentKind.isInteger || $0.argumentKind.storage == .floatingPoint(bytes: 8) }
            selectors[rootPluralName] = numeric?.argument ?? 1
        }
        for (name, substitution) in localization.substitutions {
            let argument = substitution.argumentNumber ?? topArguments[name] ?? 1
            let specifier = substitution.formatSpecifier ?? "lld"
            var cases: [String: StringCatalogVariation] = [:]
            if let variations = substitution.variations, case .plural(let found)? = Self.resolve(variations) { cases = found }
            let variants = Self.variants(cases, replacingArg: "%" + String(argument) + "$" + specifier)
            definitions[name] = (substitution.formatSpecifier, variants, entry.location)
            selectors[name] = argument
        }
        let variables = resolveVariables(in: format, selector: { name, argument in selectors[name] ?? argument }) { definitions[$0] }
        return CatalogMessage(
            key: entry.key, origin: origin, format: format, variables: variables, source: .stringCatalog,
            location: entry.location, comment: comment, state: state, shouldTranslate: entry.shouldTranslate,
            development: development)
    }

    // MARK: - Variables

    /// The variables a format uses, directly or through other variables' variants, in the order
    /// they are first referenced, each with the argument that selects its category.
    ///
    /// - Parameters:
    ///   - selector: The selecting argument given the variable's name and the argument its
    ///     reference takes.
    ///   - definition: A variable's value type, variants and location, or `nil` if undefined.
    static func resolveVariables(
        in format: FormatString, selector: (String, Int) -> Int,
        definition: (String) -> (String?, [PluralVariable.Variant], SourceLocation?)?
    ) -> [PluralVariable] {
        var result: [PluralVariable] = []
        var seen: Set<String> = []
        var queue: [(FormatString, Int)] = [(format, 1)]
        var next = 0
        while next < queue.count, result.count < 64 {
            let (piece, start) = queue[next]
            next += 1
            for spec in piece.specifiers where spec.conversion == .stringsdictVariable {
                guard let name = spec.variableName, !seen.contains(name), let (valueType, variants, location) = definition(name) else { continue }
                seen.insert(name)
                let argument = spec.position ?? spec.argument + start - 1
                result.append(PluralVariable(
                    name: name, valueType: valueType, argument: selector(name, argument), variants: variants, location: location))
                for variant in variants { queue.append((variant.format, argument)) }
            }
        }
        return result
    }

    /// The argument each `%#@name@` of a top-level format takes.
    static func variableArguments(in format: FormatString) -> [String: Int] {
        var result: [String: Int] = [:]
        for spec in format.specifiers where spec.conversion == .stringsdictVariable {
            if let name = spec.variableName, result[name] == nil { result[name] = spec.argument }
        }
        return result
    }

    // MARK: - String Catalog variations

    enum ResolvedVariation {
        case text(String)
        case plural([String: StringCatalogVariation])
    }

    /// Device variations prefer `other`, then `iphone`, then the first by name: a server has no
    /// device, and `other` is what Xcode shows for one it does not list.
    static func resolve(_ variations: StringCatalogVariations, depth: Int = 0) -> ResolvedVariation? {
        guard depth < 16 else { return nil }
        if let plural = variations.plural { return .plural(plural) }
        guard let device = variations.device, !device.isEmpty else { return nil }
        let name = ["other", "iphone"].first { device[$0] != nil } ?? device.keys.sorted()[0]
        guard let chosen = device[name] else { return nil }
        if let unit = chosen.stringUnit { return .text(unit.value) }
        if let nested = chosen.variations { return resolve(nested, depth: depth + 1) }
        return nil
    }

    /// The variants of a plural variation, CLDR categories in CLDR order, then others by name.
    static func variants(_ cases: [String: StringCatalogVariation], replacingArg replacement: String?) -> [PluralVariable.Variant] {
        let order = StringsDictVariable.pluralCategories
        let names = order.filter { cases[$0] != nil } + cases.keys.filter { !order.contains($0) }.sorted()
        return names.compactMap { name in
            guard let variation = cases[name] else { return nil }
            var text: String?
            if let unit = variation.stringUnit {
                text = unit.value
            } else if let nested = variation.variations, case .text(let value)? = resolve(nested) {
                text = value
            }
            guard var value = text else { return nil }
            if let replacement { value = replacingArg(in: value, with: replacement) }
            return PluralVariable.Variant(category: name, format: FormatString(value), location: nil)
        }
    }

    /// Replaces Xcode's `%arg` (a substitution's own argument) with a real specifier; `%%arg`
    /// is a percent sign followed by "arg".
    static func replacingArg(in text: String, with replacement: String) -> String {
        guard Localization.text(text, contains: "%arg") else { return text }
        var result = ""
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "%", index + 1 < scalars.count, scalars[index + 1] == "%" {
                result += "%%"
                index += 2
            } else if scalar == "%", index + 3 < scalars.count, scalars[index + 1] == "a", scalars[index + 2] == "r", scalars[index + 3] == "g" {
                result += replacement
                index += 4
            } else {
                result.unicodeScalars.append(scalar)
                index += 1
            }
        }
        return result
    }

    /// The state translators should see first.
    static func mostTelling(_ states: [StringCatalogStringUnit.State]) -> StringCatalogStringUnit.State? {
        for candidate in [StringCatalogStringUnit.State.new, .needsReview, .stale, .translated] where states.contains(candidate) {
            return candidate
        }
        return states.first
    }
}
