import FormCore

/// Turns the root dictionary's entries into ``StringsDictEntry`` values, collecting diagnostics.
struct StringsDictReader {
    var diagnostics: [StringsDictDiagnostic] = []

    mutating func report(
        _ code: StringsDictDiagnostic.Code, _ severity: StringsDictDiagnostic.Severity, _ message: String,
        at location: SourceLocation, key: String? = nil, variable: String? = nil
    ) {
        diagnostics.append(StringsDictDiagnostic(code: code, severity: severity, message: message, location: location, key: key, variable: variable))
    }

    mutating func readEntry(_ entry: PropertyListDictionary.Entry) -> StringsDictEntry? {
        let key = entry.key
        guard case .dictionary(let body) = entry.value else {
            report(.entryNotADictionary, .error, "value of '\(key)' is a '<\(entry.value.elementName)>'; expected a '<dict>' with \(StringsDictEntry.formatKey)", at: entry.keyLocation, key: key)
            return nil
        }
        var format: String?
        var formatLocation: SourceLocation?
        var references: [StringsDictVariableReference] = []
        if let formatEntry = body.entry(forKey: StringsDictEntry.formatKey) {
            formatLocation = formatEntry.keyLocation
            if case .string(let text) = formatEntry.value {
                format = text
                let scanned = StringsDictVariableReference.scan(text)
                references = scanned.references
                for bad in scanned.malformed {
                    report(.malformedVariableReference, .error, "format of '\(key)' has '\(bad)' with no closing '@'", at: formatEntry.keyLocation, key: key)
                }
            } else {
                report(.valueNotAString, .error, "\(StringsDictEntry.formatKey) of '\(key)' is a '<\(formatEntry.value.elementName)>'; expected a '<string>'", at: formatEntry.keyLocation, key: key)
            }
        } else {
            report(.missingFormatKey, .error, "'\(key)' has no \(StringsDictEntry.formatKey)", at: entry.keyLocation, key: key)
        }

        var variables: [StringsDictVariable] = []
        var nestedReferences: [(reference: StringsDictVariableReference, location: SourceLocation, variable: String)] = []
        for variableEntry in body.entries where variableEntry.key != StringsDictEntry.formatKey {
            guard case .dictionary(let definition) = variableEntry.value else {
                report(.unexpectedKey, .warning, "'\(variableEntry.key)' in '\(key)' is a '<\(variableEntry.value.elementName)>'; only \(StringsDictEntry.formatKey) and variable '<dict>'s belong here", at: variableEntry.keyLocation, key: key)
                continue
            }
            let variable = readVariable(named: variableEntry.key, definition, at: variableEntry.keyLocation, key: key)
            for variant in variable.variants {
                let scanned = StringsDictVariableReference.scan(variant.text)
                for reference in scanned.references {
                    nestedReferences.append((reference, variant.location, variable.name))
                }
                for bad in scanned.malformed {
                    report(.malformedVariableReference, .error, "variant '\(variant.category)' of variable '\(variable.name)' in '\(key)' has '\(bad)' with no closing '@'", at: variant.location, key: key, variable: variable.name)
                }
            }
            variables.append(variable)
        }

        let defined = Set(variables.map { $0.name })
        if let formatLocation {
            for reference in references where !defined.contains(reference.name) {
                report(.undefinedVariable, .error, "format of '\(key)' uses variable '\(reference.name)', which '\(key)' does not define", at: formatLocation, key: key, variable: reference.name)
            }
        }
        for nested in nestedReferences where !defined.contains(nested.reference.name) {
            report(.undefinedVariable, .error, "variable '\(nested.variable)' of '\(key)' uses variable '\(nested.reference.name)', which '\(key)' does not define", at: nested.location, key: key, variable: nested.reference.name)
        }
        let used = Set(references.map { $0.name } + nestedReferences.map { $0.reference.name })
        for variable in variables where !used.contains(variable.name) {
            report(.unusedVariable, .warning, "variable '\(variable.name)' of '\(key)' is not used by its format", at: variable.location, key: key, variable: variable.name)
        }
        return StringsDictEntry(key: key, location: entry.keyLocation, format: format, formatLocation: formatLocation, references: references, variables: variables)
    }

    private mutating func readVariable(
        named name: String, _ definition: PropertyListDictionary, at location: SourceLocation, key: String
    ) -> StringsDictVariable {
        let specType = string(StringsDictVariable.specTypeKey, in: definition, variable: name, key: key)
        let valueType = string(StringsDictVariable.valueTypeKey, in: definition, variable: name, key: key)
        let isPlural = specType == StringsDictVariable.pluralRuleType
        if definition.entry(forKey: StringsDictVariable.specTypeKey) == nil {
            report(.missingSpecType, .error, "variable '\(name)' of '\(key)' has no \(StringsDictVariable.specTypeKey)", at: location, key: key, variable: name)
        }
        if isPlural, definition.entry(forKey: StringsDictVariable.valueTypeKey) == nil {
            report(.missingValueType, .warning, "plural variable '\(name)' of '\(key)' has no \(StringsDictVariable.valueTypeKey)", at: location, key: key, variable: name)
        }
        if let valueType, !Self.isPrintfConversion(valueType), let entry = definition.entry(forKey: StringsDictVariable.valueTypeKey) {
            report(.unrecognizedValueType, .warning, "\(StringsDictVariable.valueTypeKey) '\(valueType)' of variable '\(name)' in '\(key)' is not a printf conversion such as 'd', 'ld' or 'f'", at: entry.keyLocation, key: key, variable: name)
        }

        var variants: [StringsDictVariable.Variant] = []
        for entry in definition.entries
        where entry.key != StringsDictVariable.specTypeKey && entry.key != StringsDictVariable.valueTypeKey {
            guard case .string(let text) = entry.value else {
                report(.valueNotAString, .error, "variant '\(entry.key)' of variable '\(name)' in '\(key)' is a '<\(entry.value.elementName)>'; expected a '<string>'", at: entry.keyLocation, key: key, variable: name)
                continue
            }
            if isPlural, !StringsDictVariable.pluralCategories.contains(entry.key) {
                var message = "unknown plural category '\(entry.key)' in variable '\(name)' of '\(key)'; expected zero, one, two, few, many or other"
                if let suggestion = Self.suggestCategory(for: entry.key) { message += ". Did you mean '\(suggestion)'?" }
                report(.unknownPluralCategory, .error, message, at: entry.keyLocation, key: key, variable: name)
            }
            variants.append(StringsDictVariable.Variant(category: entry.key, text: text, location: entry.keyLocation))
        }
        if isPlural, !variants.contains(where: { $0.category == "other" }) {
            report(.missingOtherVariant, .error, "plural variable '\(name)' of '\(key)' has no 'other' variant", at: location, key: key, variable: name)
        }
        return StringsDictVariable(name: name, location: location, specType: specType, valueType: valueType, variants: variants)
    }

    private mutating func string(_ field: String, in definition: PropertyListDictionary, variable: String, key: String) -> String? {
        guard let entry = definition.entry(forKey: field) else { return nil }
        guard case .string(let text) = entry.value else {
            report(.valueNotAString, .error, "\(field) of variable '\(variable)' in '\(key)' is a '<\(entry.value.elementName)>'; expected a '<string>'", at: entry.keyLocation, key: key, variable: variable)
            return nil
        }
        return text
    }

    /// `d`, `ld`, `lld`, `qd`, `zu`, `f`, `Lf`, `@`...: an optional length modifier and a conversion.
    static func isPrintfConversion(_ text: String) -> Bool {
        let conversions: Set<Character> = ["d", "i", "o", "u", "x", "X", "D", "O", "U", "e", "E", "f", "F", "g", "G", "a", "A", "c", "C", "s", "S", "p", "@"]
        guard let conversion = text.last, conversions.contains(conversion) else { return false }
        return ["", "hh", "h", "l", "ll", "q", "L", "z", "t", "j"].contains(String(text.dropLast()))
    }

    /// The category a misspelt key most likely meant: same letters ignoring case and spaces.
    static func suggestCategory(for key: String) -> String? {
        let normalized = key.lowercased().filter { !$0.isWhitespace }
        return StringsDictVariable.pluralCategories.first { $0 == normalized }
    }
}
