import Localization
import FormRules

/// `form-check spec`: checks and describes form specs.
enum SpecCommand: Command {
    static let name = "spec"
    static let abstract = "Check form specs, describe one as a table, or export them as JSON Schema or OpenAPI."
    static let usage = "<subcommand>"
    static let options: [OptionSpec] = []
    static var subcommands: [any Command.Type] { [SpecLintCommand.self, SpecDescribeCommand.self, SpecExportCommand.self] }

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 { ExitCode.usage }
}

/// `form-check spec lint`: loads and compiles specs, reporting every broken one with its place.
enum SpecLintCommand: Command {
    static let name = "lint"
    static let abstract = "Check specs: JSON, keys, field types, references, conditions, limits."
    static let usage = "<spec-or-folder> ..."
    static let argumentsHelp = [("<spec-or-folder>", "Spec files, or folders whose *.json files are specs (the spec schema is skipped).")]
    static let options: [OptionSpec] = []
    static let discussion: String? = "Exit status: 0 every spec is sound, 65 some spec is broken, 66 a file is missing."

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        guard !arguments.positional.isEmpty else { throw UsageError(message: "Missing expected argument '<spec-or-folder>'.") }
        var broken = 0
        var missing = 0
        var checked = 0
        for path in SpecPaths.expand(arguments.positional) {
            checked += 1
            switch SpecFiles.compile(path, io: io) {
            case .success: io.out("\(path): ok")
            case .failure(let failure):
                if failure.status == ExitCode.noInput { missing += 1 } else { broken += 1 }
            }
        }
        io.out("specs=\(checked) broken=\(broken + missing)")
        if missing > 0 { return ExitCode.noInput }
        return broken > 0 ? ExitCode.dataError : ExitCode.success
    }
}

/// `form-check spec describe`: a spec's fields, rules and labels as a table.
enum SpecDescribeCommand: Command {
    static let name = "describe"
    static let abstract = "Describe a spec: its fields, their rules and labels, as a table."
    static let usage = "<spec> [--locale <l>] [--resources <dir>]"
    static let argumentsHelp = [("<spec>", "The form spec.")]
    static let options: [OptionSpec] = [
        .value("locale", "locale", help: "Language of the labels (default: the development language)."),
        .value("resources", "dir", help: "Translations to use instead of the built-in ones."),
    ]

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        guard arguments.positional.count == 1, let path = arguments.positional.first else {
            throw UsageError(message: "Expected exactly one '<spec>'.")
        }
        let form: CompiledForm
        switch SpecFiles.compile(path, io: io) {
        case .success(let compiled): form = compiled
        case .failure(let failure): return failure.status
        }
        let messages: MessageCatalog
        switch MessageCatalog.load(resources: arguments.value("resources"), locale: arguments.value("locale"), acceptLanguage: nil, io: io) {
        case .success(let found): messages = found
        case .failure(let failure): return failure.status
        }
        let renderer = messages.renderer
        defer { messages.notices?.flush(to: io) }
        var rows = [["field", "type", "label", "rules"]]
        for field in form.spec.fields {
            rows.append([field.name, field.type.rawValue, renderer.message(field.labelKey, arguments: []), SpecDescription.rules(of: field)])
        }
        for group in form.spec.groups {
            rows.append(["(group)", group.kind.rawValue, "", group.fields.joined(separator: ", ")])
        }
        io.out("\(form.spec.name): \(form.spec.fields.count) fields, unknown fields: \(form.spec.unknownFields.rawValue)")
        for line in SpecDescription.table(rows) { io.out(line) }
        return ExitCode.success
    }
}

/// Spec paths from the command line: folders stand for the specs in them.
enum SpecPaths {
    static func expand(_ paths: [String]) -> [String] {
        paths.flatMap { path -> [String] in
            guard let names = PlainFileSystem.contents(of: path) else { return [path] }
            return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted().map { path + "/" + $0 }
        }
    }
}

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
        case .not(let inner): "not (\(describe(inner)))"
        case .all(let items): items.map(describe).joined(separator: " and ")
        case .any(let items): "(" + items.map(describe).joined(separator: " or ") + ")"
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
