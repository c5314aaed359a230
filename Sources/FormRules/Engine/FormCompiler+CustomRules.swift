extension FormCompiler {
    /// Makes the rules a field's `rules` name from the registry: an unknown name is an error
    /// with a suggestion among the registered names, as is a parameter the rule does not take;
    /// the rule itself checks the values of its parameters.
    func customRules(of field: FieldSpec, base: String) throws(SpecError) -> [CustomCheck] {
        var made: [CustomCheck] = []
        for (slot, use) in field.rules.enumerated() {
            let place = base + "/rules/\(slot)"
            guard let entry = rules.entry(named: use.name) else {
                throw unknownRule(use.name, field: field, at: place)
            }
            if let types = entry.fieldTypes, !types.contains(field.type) {
                throw SpecError(
                    code: .notApplicable,
                    message: "rule '\(use.name)' does not apply to field '\(field.name)' of type '\(field.type.rawValue)' (it applies to: \(types.map { $0.rawValue }.sorted().joined(separator: ", ")))",
                    pointer: place)
            }
            for key in use.parameters.values.keys where !entry.parameterNames.contains(key) {
                var message = "rule '\(use.name)' in field '\(field.name)' takes no parameter '\(key)'"
                if entry.parameterNames.isEmpty {
                    message += " (it takes none)"
                } else if let near = Suggestion.closest(to: key, among: entry.parameterNames) {
                    message += ". Did you mean '\(near)'?"
                } else {
                    message += " (it takes: \(entry.parameterNames.joined(separator: ", ")))"
                }
                throw SpecError(code: .unknownKey, message: message, pointer: place + "/" + key.replacingTildeAndSlash() + "#key")
            }
            do {
                made.append(try entry.make(use.parameters))
            } catch {
                let parameter = error.parameter.map { "parameter '\($0)' of " } ?? ""
                let pointer = error.parameter.flatMap { use.parameters[$0] == nil ? nil : place + "/" + $0.replacingTildeAndSlash() } ?? place
                throw SpecError(code: .invalidValue, message: "\(parameter)rule '\(use.name)' in field '\(field.name)': \(error.message)", pointer: pointer)
            }
        }
        return made
    }

    private func unknownRule(_ name: String, field: FieldSpec, at pointer: String) -> SpecError {
        var message = "unknown rule '\(name)' in field '\(field.name)'"
        let registered = rules.codes.map { $0.rawValue }
        if let near = Suggestion.closest(to: name, among: registered) {
            message += ". Did you mean '\(near)'?"
        } else if registered.isEmpty {
            message += " (no rules of the project are registered: pass a RuleRegistry where the spec is loaded)"
        } else {
            message += " (registered: \(registered.joined(separator: ", ")))"
        }
        return SpecError(code: .unknownRule, message: message, pointer: pointer)
    }
}
