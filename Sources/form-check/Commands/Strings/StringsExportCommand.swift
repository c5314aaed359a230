import FormRules

/// `form-check strings export`: the tables as JSON.
enum StringsExportCommand: Command {
    static let name = "export"
    static let abstract = "Print a catalog's tables as JSON, for web front-ends and other tools."
    static let usage = "[--locale <locale>] [--pretty] <file-or-resources>"
    static let argumentsHelp = [("<file-or-resources>", "A catalog folder, an .xcstrings file, or one .strings or .stringsdict file.")]
    static let options: [OptionSpec] = [
        .value("locale", "locale", help: "Only this locale's table."),
        .flag("pretty", help: "Indent the JSON."),
        CatalogFiles.developmentLanguageOption,
    ]
    static let discussion: String? = """
        Output: {"developmentLanguage": "en", "locales": {"<locale>": {"<key>": <message>}}}, keys in
        file order. A message is its text, or for plurals an object: {"format": "%#@files@",
        "variables": {"files": {"argument": 1, "valueType": "ld", "variants": {"one": "...", "other": "..."}}}}.
        Files that cannot be read are reported on standard error and left out.

        Exit status: 0 done, 65 some file cannot be read (the rest is exported), 66 the path or the
        locale does not exist, 64 usage.
        """

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        guard let path = arguments.positional.first else { throw UsageError(message: "Missing expected argument '<file-or-resources>'.") }
        guard arguments.positional.count == 1 else { throw UsageError(message: "Unexpected argument '\(arguments.positional[1])'.") }
        let only = try CatalogFiles.locale(arguments, "locale")
        let catalog: Catalog
        switch CatalogFiles.load(path, developmentLanguage: try CatalogFiles.developmentLanguage(arguments), io: io) {
        case .success(let loaded): catalog = loaded
        case .failure(let failure): return failure.status
        }
        var locales = catalog.locales
        if let only {
            guard catalog.tables[only] != nil else {
                io.err("Error: \(path) has no table for '\(only)' (it has \(catalog.locales.map(\.description).joined(separator: ", "))).")
                return ExitCode.noInput
            }
            locales = [only]
        }
        var tables = FormObject()
        for locale in locales {
            guard let table = catalog.tables[locale] else { continue }
            var messages = FormObject()
            for key in table.keys {
                if let message = table.messages[key] { messages[key] = json(message) }
            }
            tables[locale.description] = .object(messages)
        }
        let document: FormValue = .object([
            "developmentLanguage": .string(catalog.developmentLanguage.description), "locales": .object(tables),
        ])
        io.out(document.jsonText(pretty: arguments.flag("pretty")))
        let unreadable = catalog.diagnostics.filter { $0.code == .unreadableFile }
        for finding in unreadable { io.err("Error: \(finding)") }
        return unreadable.isEmpty ? ExitCode.success : ExitCode.dataError
    }

    private static func json(_ message: CatalogMessage) -> FormValue {
        guard message.isPlural else { return .string(message.format.text) }
        var variables = FormObject()
        for variable in message.variables {
            var variants = FormObject()
            for variant in variable.variants { variants[variant.category] = .string(variant.format.text) }
            var object: FormObject = ["argument": FormValue(variable.argument)]
            if let valueType = variable.valueType { object["valueType"] = .string(valueType) }
            object["variants"] = .object(variants)
            variables[variable.name] = .object(object)
        }
        return .object(["format": .string(message.format.text), "variables": .object(variables)])
    }
}
