extension SchemaBuilder {
    /// A field's schema with the rules of the project its `rules` name as annotations: a
    /// client cannot run Swift code, so the schema names them (`x-formrules-rules`, each as the
    /// spec writes it) and says so in `description`, and the server checks them.
    ///
    /// ```json
    /// { "type": "string", "description": "Also checked by the server: promoCode.",
    ///   "x-formrules-rules": [{ "rule": "promoCode" }] }
    /// ```
    ///
    /// Remote checks (``FieldSpec/remote``) are named the same way, in `x-formrules-remote`.
    static func annotatingCustomRules(of field: FieldSpec, _ schema: FormValue) -> FormValue {
        guard !field.rules.isEmpty || !field.remote.isEmpty, var object = schema.object else { return schema }
        let names = field.rules.map(\.name) + field.remote.map(\.name)
        object["description"] = .string("Also checked by the server: " + names.joined(separator: ", ") + ".")
        if !field.rules.isEmpty {
            object["x-formrules-rules"] = .array(field.rules.map { use in
                var entry: FormObject = ["rule": .string(use.name)]
                for parameter in use.parameters.values { entry[parameter.key] = parameter.value }
                return .object(entry)
            })
        }
        if !field.remote.isEmpty {
            object["x-formrules-remote"] = .array(field.remote.map { use in
                .object(["check": .string(use.name), "message": .string(use.messageKey)])
            })
        }
        return .object(object)
    }
}
