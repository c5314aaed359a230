import FormRules
import Localization

/// `form-check strings export`: the tables as JSON, or one language as XLIFF 1.2 for
/// translators' tools.
enum StringsExportCommand: Command {
    static let name = "export"
    static let abstract = "Print a catalog's tables as JSON, or one language as XLIFF 1.2 for translators' tools."
    static let arguments = [
        ArgumentDeclaration(name: "<file-or-resources>", help: "A catalog folder, an .xcstrings file, or one .strings or .stringsdict file."),
    ]

    struct Options: OptionGroup {
        let format = Option(
            "format", "format", help: "json (default) or xliff (XLIFF 1.2 as Xcode exports it; needs --locale).", default: Format.json, parse: .choice)
        let locale = Option<LanguageTag?>(
            "locale", "locale", help: "Only this locale's table; with --format xliff, the target language.", default: nil, parse: .optional(.languageTag))
        let pretty = Flag("pretty", help: "Indent the JSON.")
        let developmentLanguage = CatalogFiles.developmentLanguageOption

        var allOptions: [any DeclaredOption] { [format, locale, pretty, developmentLanguage] }
    }

    /// What `--format` writes.
    enum Format: String, CaseIterable, Sendable {
        case json, xliff
    }

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

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws(CommandError) -> Int32 {
        let options = arguments.options
        guard let path = arguments.positional.first else { throw .usage("Missing expected argument '<file-or-resources>'.") }
        guard arguments.positional.count == 1 else { throw .usage("Unexpected argument '\(arguments.positional[1])'.") }
        let only = arguments[options.locale]
        if arguments[options.format] == .xliff {
            guard let only else { throw .usage("--format xliff needs --locale <locale>: the language translators translate into.") }
            return try exportXLIFF(path, language: only, given: arguments[options.developmentLanguage], io: io)
        }
        let catalog = try CatalogFiles.load(path, developmentLanguage: arguments[options.developmentLanguage], io: io)
        var locales = catalog.locales
        if let only {
            guard catalog.tables[only] != nil else {
                io.err("Error: \(path) has no table for '\(only)' (it has \(catalog.locales.map(\.description).joined(separator: ", "))).")
                throw .noInput
            }
            locales = [only]
        }
        // Written as it is made: a 50 MB table is not held again as a value tree and as one
        // text (which took three times the input's memory).
        var json = StreamedJSON(io: io, pretty: arguments[options.pretty])
        json.openObject()
        json.key("developmentLanguage")
        json.value(.string(catalog.developmentLanguage.description))
        json.key("locales")
        json.openObject()
        for locale in locales {
            guard let table = catalog.tables[locale] else { continue }
            json.key(locale.description)
            json.openObject()
            for message in table.ordered {
                json.key(message.key)
                json.value(Self.json(message))
            }
            json.closeObject()
        }
        json.closeObject()
        json.closeObject()
        json.finish()
        let unreadable = catalog.diagnostics.filter { $0.code == .unreadableFile }
        for finding in unreadable { io.err("Error: \(finding)") }
        return unreadable.isEmpty ? ExitCode.success : ExitCode.dataError
    }

    private static func exportXLIFF(_ path: String, language: LanguageTag, given: LanguageTag?, io: CommandIO) throws(CommandError) -> Int32 {
        let tables = try XLIFFTablesLoading.load(path, given: given, io: io)
        let export = XLIFFExport(tables: tables, language: language)
        do {
            io.writeOutput(try XLIFFWriter.write(export.document))
        } catch {
            io.err("Error: \(error)")
            throw .dataError
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
