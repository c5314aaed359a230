import FormRules

/// `form-check spec export`: a spec as a JSON Schema of its submissions, an OpenAPI document
/// of the backend example's routes for several specs, or Swift or TypeScript types of several
/// specs' submissions.
enum SpecExportCommand: Command {
    static let name = "export"
    static let abstract = "Write a spec's submissions as a JSON Schema, specs' routes as an OpenAPI 3.1 document, or specs' submissions as Swift or TypeScript types."
    static let arguments = [
        ArgumentDeclaration(
            name: "<spec-or-folder>", help: "The spec (json-schema: exactly one), or specs and folders of specs (openapi, swift, typescript).", count: .oneOrMore),
    ]

    struct Options: OptionGroup {
        let format = Option<Format>(
            required: "format", "format", help: "json-schema (the submissions one spec accepts), openapi (POST and PATCH /forms/<form> of every spec), swift (a Codable struct per spec) or typescript (an interface per spec).",
            parse: OptionParser(choices: ["json-schema", "openapi", "swift", "typescript"]) { text, _ throws(CommandError) in
                guard let format = Format(rawValue: text) else {
                    throw .usage("Unknown --format '\(text)': use json-schema, openapi, swift or typescript.")
                }
                return format
            })
        let draft = Option<JSONSchemaExport.Draft?>(
            "draft", "draft", help: "JSON Schema dialect of json-schema: 2020-12 (default) or 7.", default: nil,
            parse: .optional(OptionParser(choices: ["2020-12", "7"]) { text, _ throws(CommandError) in
                switch text {
                case "2020-12": return .draft2020_12
                case "7", "07", "draft-07": return .draft7
                default: throw .usage("Unknown --draft '\(text)': use 2020-12 or 7.")
                }
            }))
        let options: Option<String?> = .text(
            "options", "file", help: "Run-time options of choice fields with 'optionsFrom': a JSON object of option lists by set name.")

        var allOptions: [any DeclaredOption] { [format, draft, options] }
    }

    /// What `--format` writes.
    enum Format: String, Sendable {
        case jsonSchema = "json-schema"
        case openAPI = "openapi"
        case swift
        case typeScript = "typescript"
    }

    static let discussion: String? = """
        What a JSON Schema cannot say (a field equal to another, dates relative to today, trimming, \
        lengths in user-perceived characters, heights as text) is listed in the schema's $comment; \
        Specs/README.md ("JSON Schema export") describes each. swift and typescript write one file \
        for all the specs given (a struct or interface per form, optional members for fields that \
        are not always required, enums for choices, a Field enum or <Form>Fields constant of field \
        names); Specs/README.md ("Types") describes them. Exit status: 0 written, 64 usage (a \
        second format's option, json-schema with several specs), 65 a broken spec, 66 a missing file.
        """

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws(CommandError) -> Int32 {
        let options = arguments.options
        let paths = SpecPaths.expand(arguments.positional)
        guard !paths.isEmpty else { throw .usage("Missing expected argument '<spec-or-folder>'.") }
        let draft = arguments[options.draft]
        let format = arguments[options.format]
        if format == .swift || format == .typeScript {
            guard draft == nil else { throw .usage("--draft goes with --format json-schema.") }
            guard arguments[options.options] == nil else {
                throw .usage("--options goes with json-schema and openapi: run-time options are plain strings in types.")
            }
        }
        var optionSets: [String: [String]] = [:]
        if let path = arguments[options.options] {
            optionSets = try ValidationSettings.readOptionSets(path, io: io)
        }
        var specs: [FormSpec] = []
        for path in paths {
            specs.append(try SpecFiles.compile(path, io: io).spec)
        }
        switch format {
        case .jsonSchema:
            guard specs.count == 1, let spec = specs.first else {
                throw .usage("--format json-schema writes one spec's schema; give exactly one '<spec>' (got \(specs.count)).")
            }
            io.writeOutput(JSONSchemaExport(spec: spec, draft: draft ?? .draft2020_12, optionSets: optionSets).jsonText())
        case .openAPI:
            guard draft == nil else { throw .usage("--draft goes with --format json-schema (OpenAPI 3.1 uses 2020-12).") }
            io.writeOutput(OpenAPIExport(specs: specs, optionSets: optionSets).jsonText())
        case .swift, .typeScript:
            let command = (["form-check spec export --format", format.rawValue] + arguments.positional).joined(separator: " ")
            io.writeOutput(format == .swift
                ? SwiftTypesExport(specs: specs, sources: paths, command: command).sourceText()
                : TypeScriptTypesExport(specs: specs, sources: paths, command: command).sourceText())
        }
        return ExitCode.success
    }
}
