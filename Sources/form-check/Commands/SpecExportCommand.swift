import FormRules

/// `form-check spec export`: a spec as a JSON Schema of its submissions, or an OpenAPI document
/// of the backend example's routes for several specs.
enum SpecExportCommand: Command {
    static let name = "export"
    static let abstract = "Write a spec's submissions as a JSON Schema, or specs' routes as an OpenAPI 3.1 document."
    static let usage = "--format json-schema|openapi [--draft 2020-12|7] [--options <file>] <spec-or-folder> ..."
    static let argumentsHelp = [("<spec-or-folder>", "The spec (json-schema: exactly one), or specs and folders of specs (openapi).")]
    static let options: [OptionSpec] = [
        .value("format", "format", help: "json-schema (the submissions one spec accepts) or openapi (POST and PATCH /forms/<form> of every spec)."),
        .value("draft", "draft", help: "JSON Schema dialect of json-schema: 2020-12 (default) or 7."),
        .value("options", "file", help: "Run-time options of choice fields with 'optionsFrom': a JSON object of option lists by set name."),
    ]
    static let discussion: String? = """
        What a JSON Schema cannot say (a field equal to another, dates relative to today, trimming, \
        lengths in user-perceived characters, heights as text) is listed in the schema's $comment; \
        Specs/README.md ("JSON Schema export") describes each. Exit status: 0 written, 64 usage, \
        65 a broken spec, 66 a missing file.
        """

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        guard let format = arguments.value("format") else { throw UsageError(message: "Missing expected option '--format <format>'.") }
        let paths = SpecPaths.expand(arguments.positional)
        guard !paths.isEmpty else { throw UsageError(message: "Missing expected argument '<spec-or-folder>'.") }
        let draft: JSONSchemaExport.Draft
        switch arguments.value("draft") ?? "2020-12" {
        case "2020-12": draft = .draft2020_12
        case "7", "07", "draft-07": draft = .draft7
        case let other: throw UsageError(message: "Unknown --draft '\(other)': use 2020-12 or 7.")
        }
        var optionSets: [String: [String]] = [:]
        if let path = arguments.value("options") {
            switch ValidationSettings.readJSON(path, io: io) {
            case .success(let value):
                do {
                    optionSets = try ValidationContext.optionSets(from: value)
                } catch {
                    io.err("Error: \(path): \(error.message)")
                    return ExitCode.dataError
                }
            case .failure(let failure): return failure.status
            }
        }
        var specs: [FormSpec] = []
        for path in paths {
            switch SpecFiles.compile(path, io: io) {
            case .success(let form): specs.append(form.spec)
            case .failure(let failure): return failure.status
            }
        }
        switch format {
        case "json-schema":
            guard specs.count == 1, let spec = specs.first else {
                throw UsageError(message: "--format json-schema writes one spec's schema; give exactly one '<spec>' (got \(specs.count)).")
            }
            io.writeOutput(JSONSchemaExport(spec: spec, draft: draft, optionSets: optionSets).jsonText())
        case "openapi":
            guard arguments.value("draft") == nil else { throw UsageError(message: "--draft goes with --format json-schema (OpenAPI 3.1 uses 2020-12).") }
            io.writeOutput(OpenAPIExport(specs: specs, optionSets: optionSets).jsonText())
        default:
            throw UsageError(message: "Unknown --format '\(format)': use json-schema or openapi.")
        }
        return ExitCode.success
    }
}
