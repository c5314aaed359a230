import Localization
import FormRules
import Localization

/// `form-check strings render`: what a user would see for a key.
enum StringsRenderCommand: Command {
    static let name = "render"
    static let abstract = "Show what a user would see for a key, plurals and fallback applied."
    static let arguments = [ArgumentDeclaration(name: "<key>", help: "The message key (rule.minLength, field.firstName, ...).")]

    struct Options: OptionGroup {
        let resources = Option("resources", "dir", help: "The catalog (default: Resources).", default: "Resources", parse: .text)
        let table = Option<String?>(
            "table", "name", help: "The table to look in (default: Localizable, then the first other table that has the key).",
            default: nil, parse: .optional(.tableName))
        let locale = Option<LanguageTag?>(
            "locale", "locale", help: "The reader's locale (default: the development language).", default: nil, parse: .optional(.languageTag))
        let acceptLanguage: Option<String?> = .text(
            "accept-language", "header", help: "Choose the locale as a backend would, from an Accept-Language header.")
        let arg = RepeatedOption(
            "arg", "value",
            help: "An argument, in order; repeat for each. It takes the type of the specifier it meets: '--arg 21' for %d or %ld, '--arg 2.5' for %f, text for %@.",
            parse: .text)
        let developmentLanguage = CatalogFiles.developmentLanguageOption

        var allOptions: [any DeclaredOption] { [resources, table, locale, acceptLanguage, arg, developmentLanguage] }
    }

    static let discussion: String? = """
        The text goes to standard output; the locale it is in, when it is not the one asked for,
        and any problem (a missing plural form, a translation that does not match the development
        text) go to standard error.

        Exit status: 0 the translation was shown as written (from the locale or a more general
        one of the same language: ru for ru-RU), 1 the key is missing, the text was shown in
        another language (a fallback) or has a problem, 65 the catalog holds no tables, 66 it does
        not exist, 64 usage (including too few or too many --arg for the key's text).
        """

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws(CommandError) -> Int32 {
        let options = arguments.options
        guard let key = arguments.positional.first else { throw .usage("Missing expected argument '<key>'.") }
        guard arguments.positional.count == 1 else {
            throw .usage("Unexpected argument '\(arguments.positional[1])'. Give arguments with '--arg <value>'.")
        }
        let requested = arguments[options.locale], acceptLanguage = arguments[options.acceptLanguage]
        if requested != nil, acceptLanguage != nil {
            throw .usage("Give either --locale or --accept-language, not both.")
        }
        let catalog = try loadTable(for: key, arguments, io: io)
        let locale = requested ?? acceptLanguage.map(catalog.negotiate(acceptLanguage:)) ?? catalog.developmentLanguage
        let values = try typedArguments(arguments[options.arg], for: key, in: catalog, locale: locale)

        let rendered = catalog.render(key, locale: locale, arguments: values)
        io.out(rendered.text)
        if rendered.isMissing {
            io.err("warning: no locale has the key '\(key)'; the key itself is shown, as Apple shows it")
            return ExitCode.findings
        }
        // A more general tag of the same language (ru for ru-RU) is the translation asked for;
        // another language is a fallback the user would notice.
        let otherLanguage = rendered.locale.language != locale.language
        if rendered.locale != locale {
            io.err("note: shown in \(rendered.locale), the first of \(locale)'s fallbacks with a usable text")
        }
        for problem in rendered.problems { io.err("warning: \(problem.message) [\(problem.code)]") }
        return rendered.problems.isEmpty && !otherLanguage ? ExitCode.success : ExitCode.findings
    }

    /// The table to render from: the one `--table` names; else `Localizable` when some locale
    /// has the key there, else the first other table that has it (said on standard error, as
    /// code must name that table to show it), else `Localizable` (which shows the key missing).
    static func loadTable(for key: String, _ arguments: ParsedArguments<Options>, io: CommandIO) throws(CommandError) -> Catalog {
        let options = arguments.options
        let path = arguments[options.resources]
        let development = arguments[options.developmentLanguage]
        if let table = arguments[options.table] {
            let present = Catalog.tableNames(at: path)
            if PlainFileSystem.kind(of: path) != nil, !present.contains(table) {
                io.err("Error: \(path) has no table named \(table) (it has \(present.isEmpty ? "none" : present.joined(separator: ", "))).")
                throw .dataError
            }
            return try CatalogFiles.load(path, developmentLanguage: development, table: table, io: io)
        }
        let set: CatalogSet
        do {
            set = try CatalogSet(contentsOf: path, developmentLanguage: development)
        } catch {
            // Let the default table's loading say why (missing path, no tables).
            return try CatalogFiles.load(path, developmentLanguage: development, io: io)
        }
        let holding = set.tables(containing: key)
        if let found = holding.first {
            if found.tableName != Catalog.defaultTableName {
                let others = holding.dropFirst().map(\.tableName)
                let also = others.isEmpty ? "" : " (also in \(others.joined(separator: ", ")); choose with --table)"
                io.err("note: '\(key)' is in the \(found.tableName) table, not in \(Catalog.defaultTableName)\(also)")
            }
            return found
        }
        return set[Catalog.defaultTableName] ?? set.catalogs.first ?? Catalog(files: [], developmentLanguage: development)
    }

    /// The values typed as the development text's specifiers read them (its flattened `other`
    /// form; a plural variable's argument is a number).
    static func typedArguments(_ values: [String], for key: String, in catalog: Catalog, locale: LanguageTag) throws(CommandError) -> [FormatArgument] {
        let message = catalog.developmentTable[key] ?? catalog.answeringLocale(for: key, locale: locale).flatMap { catalog.message(key, locale: $0) }
        let kinds = message?.argumentKinds ?? [:]
        // Too few arguments would show the development text silently, too many be dropped.
        if message != nil {
            let needed = kinds.keys.max() ?? 0
            if values.count != needed {
                let takes = needed == 1 ? "1 argument" : "\(needed) arguments"
                throw .usage("'\(key)' takes \(takes) (give each with --arg <value>, in order); \(values.count) given.")
            }
        }
        var result: [FormatArgument] = []
        for (index, value) in values.enumerated() {
            let number = index + 1
            let kind = kinds[number] ?? .object
            switch kind.storage {
            case .integer, .unichar:
                if let integer = Int(value) {
                    result.append(.int(integer))
                } else if let unsigned = UInt(value) {
                    result.append(.unsignedInt(unsigned))
                } else {
                    throw .usage("Argument \(number) ('\(value)') must be a whole number: '\(key)' reads it as \(kind).")
                }
            case .floatingPoint:
                guard let double = Double(value) else {
                    throw .usage("Argument \(number) ('\(value)') must be a number: '\(key)' reads it as \(kind).")
                }
                result.append(.double(double))
            case .object, .cString, .unicharString, .pointer:
                result.append(.string(value))
            }
        }
        return result
    }
}
