import Localization
import FormRules

/// `form-check spec describe`: a spec's fields, rules and labels as a table.
enum SpecDescribeCommand: Command {
    static let name = "describe"
    static let abstract = "Describe a spec: its fields, their rules and labels, as a table."
    static let arguments = [ArgumentDeclaration(name: "<spec>", help: "The form spec.")]

    struct Options: OptionGroup {
        let locale = Option<LanguageTag?>(
            "locale", "locale", help: "Language of the labels (default: the development language).", default: nil, parse: .optional(.languageTag))
        let resources: Option<String?> = .text("resources", "dir", help: "Translations to use instead of the built-in ones.")
    }

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws(CommandError) -> Int32 {
        guard arguments.positional.count == 1, let path = arguments.positional.first else {
            throw .usage("Expected exactly one '<spec>'.")
        }
        let form = try SpecFiles.compile(path, io: io)
        let messages = try MessageCatalog.load(resources: arguments[\.resources], locale: arguments[\.locale], acceptLanguage: nil, io: io)
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
