extension SchemaBuilder {
    /// A field's schema with the rules of the project its `rules` name as annotations: a
    /// client cannot run Swift code, so the schema names them (`x-formrules-rules`, each as the
    /// spec writes it) and says so in `description`, and the server checks them.
    ///
    /// ```json
    /// { "type": "string", "description": "Also checked by the server: promoCode.",
    ///   "x-formrules-rules": [{ "rule": "promoCode" }] }
    /// ```
    static func annotatingCustomRules(of field: FieldSpec, _ schema: FormValue) -> FormValue {
        guard !field.rules.isEmpty, var object = schema.object else { return schema }
        object["description"] = .string("Also checked by the server: " + field.rules.map(\.name).joined(separator: ", ") + ".")
        object["x-formrules-rules"] = .array(field.rules.map { use in
            var entry: FormObject = ["rule": .string(use.name)]
            for parameter in use.parameters.values { entry[parameter.key] = parameter.value }
            return .object(entry)
        })
        return .object(object)
    }
}
