extension SpecDecoder {
    /// A field's `rules`: each entry a rule's name, or an object with `rule` (the name) and the
    /// rule's parameters. Whether the names are registered and the parameters fit is the
    /// compiler's business (``FormCompiler``), which has the ``RuleRegistry``.
    func decodeCustomRules(_ value: FormValue, field: String, at path: [JSONLocator.Step]) throws(SpecError) -> [CustomRuleUse] {
        var uses: [CustomRuleUse] = []
        for (index, item) in try array(value, at: path).enumerated() {
            let place = path + [.index(index)]
            let use: CustomRuleUse
            if let name = item.string {
                use = CustomRuleUse(name: name)
            } else if let object = item.object {
                let name = try string(try member(object, "rule", at: place), at: place + [.key("rule")])
                use = CustomRuleUse(name: name, parameters: RuleParameters(FormObject(object.entries.lazy.filter { $0.key != "rule" }.map { ($0.key, $0.value) })))
            } else {
                throw wrongType(item, expected: "a rule's name or an object with 'rule'", at: place)
            }
            guard !use.name.isEmpty else { throw invalid("a rule's name cannot be empty in field '\(field)'", at: place) }
            if uses.contains(where: { $0.name == use.name }) {
                throw invalid("rule '\(use.name)' is listed twice in field '\(field)'", at: place)
            }
            uses.append(use)
        }
        return uses
    }
}
