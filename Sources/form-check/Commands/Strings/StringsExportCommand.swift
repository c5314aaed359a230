import FormRules
import Localization

/// `form-check strings export`: the tables as JSON, or one language as XLIFF 1.2 for
/// translators' tools.
enum StringsExportCommand: Command {
    static let name = "export"
    static let abstract = "Print a catalog's tables as JSON, or one language as XLIFF 1.2 for translators' tools."
    static let usage = "[--format json|xliff] [--locale <locale>] [--pretty] <file-or-resources>"
    static let argumentsHelp = [("<file-or-resources>", "A catalog folder, an .xcstrings file, or one .strings or .stringsdict file.")]
    static let options: [OptionSpec] = [
        .value("format", "format", help: "json (default) or xliff (XLIFF 1.2 as Xcode exports it; needs --locale)."),
        .value("locale", "locale", help: "Only this locale's table; with --format xliff, the target language."),
        .flag("pretty", help: "Indent the JSON."),
        CatalogFiles.developmentLanguageOption,
    ]
    static let discussion: String? = """
        Output: {"developmentLanguage": "en", "locales": {"<locale>": {"<key>": <message>}}}, keys in
        file order. A message is its text, or for plurals an object: {"format": "%#@files@",
        "variables": {"files": {"argument": 1, "valueType": "ld", "variants": {"one": "...", "other": "..."}}}}.
        Files that cannot be read are reported on standard error and left out.

        --format xliff writes XLIFF 1.2 as Xcode's localization export does: one <file> per table
        of every .lproj (Localizable, InfoPlist, Main, any name; .strings and .stringsdict) and
        per String Catalog, original="<development>.lproj/<table>", a <trans-unit> per text with
        its <source>, its <target> when the locale has one and a <note> from the comment; plural
        variants as Xcode names them (/key:dict/files:dict/one:dict/:string in a .stringsdict,
        key|==|plural.one in a String Catalog), with every category the locale's CLDR rules need.
        A text holding a control character XML 1.0 cannot carry is refused with its table and key.

        Exit status: 0 done, 65 some file cannot be read (the rest is exported), 66 the path or the
        locale does not exist, 64 usage.
        """

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        guard let path = arguments.positional.first else { throw UsageError(message: "Missing expected argument '<file-or-resources>'.") }
        guard arguments.positional.count == 1 else { throw UsageError(message: "Unexpected argument '\(arguments.positional[1])'.") }
        let only = try CatalogFiles.locale(arguments, "locale")
        if try arguments.choice("format", from: ["json", "xliff"], default: "json") == "xliff" {
            guard let only else { throw UsageError(message: "--format xliff needs --locale <locale>: the language translators translate into.") }
            return exportXLIFF(path, language: only, given: try CatalogFiles.developmentLanguage(arguments), io: io)
        }
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

    private static func exportXLIFF(_ path: String, language: LanguageTag, given: LanguageTag?, io: CommandIO) -> Int32 {
        let tables: LocalizationTables
        switch XLIFFTablesLoading.load(path, given: given, io: io) {
        case .success(let loaded): tables = loaded
        case .failure(let failure): return failure.status
        }
        let export = XLIFFExport(tables: tables, language: language)
        do {
            io.writeOutput(try XLIFFWriter.write(export.document))
        } catch {
            io.err("Error: \(error)")
            return ExitCode.dataError
        }
        for skipped in export.skipped { io.err("Note: \(skipped); not exported") }
        for problem in export.problems { io.err("Error: \(problem)") }
        return export.problems.isEmpty ? ExitCode.success : ExitCode.dataError
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
