import FormRules

/// The words of a spec description.
enum SpecDescription {
    /// A field's rules in a few words: `required`, `maxLength 50`, `requiredIf password present`, ...
    static func rules(of field: FieldSpec) -> String {
        var parts: [String] = []
        if field.required { parts.append("required") }
        if let condition = field.requiredIf { parts.append("requiredIf " + describe(condition)) }
        if let condition = field.visibleIf { parts.append("visibleIf " + describe(condition)) }
        if let condition = field.enabledIf { parts.append("enabledIf " + describe(condition)) }
        if let value = field.minLength { parts.append("minLength \(value)") }
        if let value = field.maxLength { parts.append("maxLength \(value)") }
        if let set = field.characters { parts.append("characters \(set)") }
        if let pattern = field.pattern { parts.append("pattern \(pattern)") }
        if let value = field.minimum { parts.append("minimum \(FormNumber(value))") }
        if let value = field.maximum { parts.append("maximum \(FormNumber(value))") }
        if let value = field.step { parts.append("step \(FormNumber(value))") }
        if let options = field.options { parts.append("options " + options.joined(separator: "|")) }
        if let set = field.optionsFrom { parts.append("options at run time (\(set))") }
        if let other = field.equals { parts.append("equals \(other)") }
        if let value = field.const { parts.append("const \(value.jsonText())") }
        if let country = field.country { parts.append("country from \(country)") }
        if let region = field.region { parts.append("region from \(region)") }
        if field.allowZipPlusFour { parts.append("ZIP+4") }
        if let bound = field.notBefore { parts.append("notBefore \(describe(bound))") }
        if let bound = field.notAfter { parts.append("notAfter \(describe(bound))") }
        if let age = field.minimumAge { parts.append("minimumAge \(age)") }
        if let age = field.maximumAge { parts.append("maximumAge \(age)") }
        switch field.defaultValue {
        case .literal(let value)?: parts.append("default \(value.jsonText())")
        case .today?: parts.append("default today")
        case nil: break
        }
        if let initial = field.initial { parts.append("starts at \(initial.jsonText())") }
        if field.secret { parts.append("secret") }
        switch field.derived {
        case .join(let fields, let separator)?: parts.append("derived join(\(fields.joined(separator: ", ")); \"\(separator)\")")
        case .firstNonEmpty(let fields)?: parts.append("derived firstNonEmpty(\(fields.joined(separator: ", ")))")
        case nil: break
        }
        return parts.joined(separator: "; ")
    }

    static func describe(_ condition: Condition) -> String {
        switch condition {
        case .present(let field): "\(field) present"
        case .absent(let field): "\(field) absent"
        case .equals(let field, let value): "\(field) = \(value.jsonText())"
        case .oneOf(let field, let values): "\(field) in \(FormValue.array(values).jsonText())"
        case .compares(let field, let comparison): "\(field) \(comparison.relation.rawValue) \(describe(comparison.operand))"
        case .not(let inner): "not (\(describe(inner)))"
        case .all(let items): items.map(describe).joined(separator: " and ")
        case .any(let items): "(" + items.map(describe).joined(separator: " or ") + ")"
        }
    }

    static func describe(_ operand: ConditionComparison.Operand) -> String {
        switch operand {
        case .number(let number): number.literal
        case .date(let date): date.description
        case .today: "today"
        case .field(let name): name
        }
    }

    static func describe(_ bound: DateBound) -> String {
        switch bound {
        case .today: "today"
        case .date(let date): date.description
        }
    }

    /// Rows as columns padded to their widest cell.
    static func table(_ rows: [[String]]) -> [String] {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            var line = row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
