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

        var allOptions: [any DeclaredOption] { [locale, resources] }
    }

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws(CommandError) -> Int32 {
        let options = arguments.options
        guard arguments.positional.count == 1, let path = arguments.positional.first else {
            throw .usage("Expected exactly one '<spec>'.")
        }
        let form = try SpecFiles.compile(path, io: io)
        let messages = try MessageCatalog.load(resources: arguments[options.resources], locale: arguments[options.locale], acceptLanguage: nil, io: io)
        let renderer = messages.renderer
        defer { messages.notices?.flush(to: io) }
        if let union = form.spec.union {
            io.out("\(form.spec.name): \(union.variants.count) variants, told apart by '\(union.discriminator)'")
            for variant in union.variants {
                io.out("")
                io.out("\(union.discriminator) = \(variant.tag):")
                describe(variant.spec, renderer: renderer, io: io)
            }
        } else {
            describe(form.spec, renderer: renderer, io: io)
        }
        return ExitCode.success
    }

    /// A spec's fields and groups as a table, under a line that names it.
    private static func describe(_ spec: FormSpec, renderer: any MessageRendering, io: CommandIO) {
        var rows = [["field", "type", "label", "rules"]]
        for field in spec.fields {
            rows.append([field.name, field.type.rawValue, renderer.message(field.labelKey, arguments: []), SpecDescription.rules(of: field)])
        }
        for group in spec.groups {
            rows.append(["(group)", group.kind.rawValue, "", group.fields.joined(separator: ", ")])
        }
        io.out("\(spec.name): \(spec.fields.count) fields, unknown fields: \(spec.unknownFields.rawValue)")
        for line in SpecDescription.table(rows) { io.out(line) }
    }
}
