/// An OpenAPI 3.1 document of the backend example's routes for a set of forms: `POST` and
/// `PATCH /forms/{form}` with the form's JSON Schema (``JSONSchemaExport``) as the request body,
/// and the answers the server sends: the normalized submission (200), and RFC 9457 problem
/// documents for a body that is not JSON (400), too large (413), not JSON by its media type
/// (415), invalid (422, every problem with its pointer, rule and message) and a broken spec (500).
///
/// The backend example serves it at `GET /openapi.json`, made when it starts from the specs
/// it serves; `form-check spec export --format openapi Specs` writes the same document.
///
/// ```swift
/// let specs = try ["Specs/login.json", "Specs/sign-in.json"].map { try FormSpec.load(contentsOf: $0) }
/// let document = OpenAPIExport(specs: specs, title: "Forms", version: "1.0.0").document
/// print(document["paths"]?.object?.keys ?? [])   // ["/forms/login", "/forms/sign-in", "/health", "/openapi.json"]
/// ```
public struct OpenAPIExport: Sendable {
    /// The document, a JSON object: members in a fixed order, forms in the order given.
    public let document: FormValue

    /// - Parameters:
    ///   - specs: The forms, each served at `/forms/<form>`.
    ///   - title: The API's title (`info.title`).
    ///   - version: The API's version (`info.version`).
    ///   - optionSets: Run-time options of `optionsFrom` choices, as the server is given them.
    public init(specs: [FormSpec], title: String = "FormRules backend", version: String = "1.0.0", optionSets: [String: [String]] = [:]) {
        var paths = FormObject()
        var schemas = FormObject()
        var parts = FormObject()
        // The spec of each form component, to share a variant's with the form itself.
        var forms: [String: FormSpec] = [:]
        // Adds a form's request schema as a component and returns its name. A spec of variants
        // refers to its variants' components, which a variant exported on its own shares.
        func add(_ spec: FormSpec, as name: String) -> String {
            if let union = spec.union {
                var references: [FormValue] = []
                var mapping = FormObject()
                for variant in union.variants {
                    var component = OpenAPIExport.componentName(variant.spec.name)
                    if let existing = forms[component], existing != variant.spec { component = name + "." + component }
                    component = add(variant.spec, as: component)
                    let reference = "#/components/schemas/" + component
                    references.append(["$ref": .string(reference)])
                    mapping[variant.tag] = .string(reference)
                }
                schemas[name] = [
                    "oneOf": .array(references),
                    "discriminator": ["propertyName": .string(union.discriminator), "mapping": .object(mapping)],
                ]
                forms[name] = spec
                return name
            }
            if forms[name] == spec { return name }
            // Parts are components of their own (part.address), shared by the forms that include them as written.
            var builder = SchemaBuilder(
                spec: spec, draft: .draft2020_12, optionSets: optionSets,
                referencePrefix: "#/components/schemas/\(name)/$defs/", partReferencePrefix: "#/components/schemas/part.",
                sharedParts: parts)
            var schema = builder.build().object ?? [:]
            for part in builder.partDefinitions {
                parts[part.key] = part.value
                schemas["part." + part.key] = part.value
            }
            // The document's dialect is 2020-12 already (OpenAPI 3.1's default).
            schema["$schema"] = nil
            schemas[name] = .object(schema)
            forms[name] = spec
            return name
        }
        for spec in specs {
            let component = add(spec, as: OpenAPIExport.componentName(spec.name))
            paths["/forms/" + spec.name] = [
                "post": Self.operation(spec, component: component, update: false),
                "patch": Self.operation(spec, component: component, update: true),
            ]
        }
        paths["/health"] = ["get": [
            "summary": "Whether the server is up.",
            "operationId": "health",
            "responses": ["200": ["description": "The server is up.", "content": ["text/plain": ["schema": ["const": "ok\n"]]]]],
        ]]
        paths["/openapi.json"] = ["get": [
            "summary": "This document, made from the specs when the server started.",
            "operationId": "openapi",
            "responses": ["200": ["description": "The OpenAPI document.", "content": ["application/json": ["schema": ["type": "object"]]]]],
        ]]
        for (name, schema) in Self.problemSchemas { schemas[name] = schema }
        document = [
            "openapi": "3.1.0",
            "info": [
                "title": .string(title), "version": .string(version),
                "description": "Submissions of each form are re-validated with its FormRules spec. The request schemas are generated from the specs; what a JSON Schema cannot say (each schema's $comment) is still checked by the server and reported as a 422 problem.",
            ],
            "paths": .object(paths),
            "components": ["schemas": .object(schemas)],
        ]
    }

    /// The document as JSON text, two-space indented, with a final newline.
    public func jsonText() -> String {
        document.jsonText(pretty: true) + "\n"
    }

    /// The component name of a form's request schema (`login` → `login`; any character outside
    /// OpenAPI's `^[a-zA-Z0-9._-]+$` becomes `_`).
    static func componentName(_ form: String) -> String {
        String(form.map { character in
            character.isASCII && (character.isLetter || character.isNumber || "._-".contains(character)) ? character : "_"
        })
    }

    private static func operation(_ spec: FormSpec, component: String, update: Bool) -> FormValue {
        let reference: FormValue = ["$ref": .string("#/components/schemas/" + component)]
        let body: FormValue
        if update {
            // Only the fields sent are checked: the whole form's schema describes each value,
            // but not which fields an update must send.
            body = ["description": "The fields that changed: each is checked as in the whole form; fields not sent are not required.",
                    "required": true,
                    "content": ["application/json": ["schema": ["type": "object"]]]]
        } else {
            body = ["required": true, "content": ["application/json": ["schema": reference]]]
        }
        let problem: (String, String) -> FormValue = { description, schema in
            ["description": .string(description), "content": ["application/problem+json": ["schema": ["$ref": .string("#/components/schemas/" + schema)]]]]
        }
        return [
            "summary": .string(update ? "Validate an update of \(spec.name) (only the fields sent)." : "Validate a submission of \(spec.name)."),
            "operationId": .string((update ? "update-" : "submit-") + spec.name),
            "requestBody": body,
            "responses": [
                "200": ["description": "Valid: the normalized submission (secrets left out), or for an update the patch to apply and the fields it changes.",
                        "content": ["application/json": ["schema": ["$ref": "#/components/schemas/Valid"]]]],
                "400": problem("The body is not JSON (with its line and column), or could not be read.", "NotJSONProblem"),
                "413": problem("The body is larger than the server's limit.", "TooLargeProblem"),
                "415": problem("The body's media type is not JSON.", "Problem"),
                "422": problem("The submission has problems: every one, with its pointer, rule and message in the negotiated language.", "InvalidSubmissionProblem"),
                "500": problem("The form's spec does not load, or its run-time options were not given.", "Problem"),
            ],
        ]
    }

    /// The answers the backend example sends, as it writes them.
    private static let problemSchemas: [(String, FormValue)] = {
        let base: FormObject = [
            "type": ["type": "string", "format": "uri"],
            "title": ["type": "string"],
            "status": ["type": "integer"],
            "detail": ["type": "string"],
            "instance": ["type": "string"],
        ]
        func problem(_ extra: FormObject, required: [String] = []) -> FormValue {
            var properties = base
            for entry in extra.entries { properties[entry.key] = entry.value }
            return [
                "type": "object",
                "properties": .object(properties),
                "required": .array((["type", "title", "status", "detail"] + required).map(FormValue.string)),
            ]
        }
        let error: FormValue = [
            "type": "object",
            "properties": [
                "pointer": ["type": "string"], "field": ["type": "string"], "rule": ["type": "string"],
                "messageKey": ["type": "string"], "detail": ["type": "string"],
            ],
            "required": ["pointer", "field", "rule", "messageKey", "detail"],
        ]
        return [
            ("Valid", ["type": "object", "properties": [
                "valid": ["const": true], "normalized": ["type": "object"],
                "changed": ["type": "array", "items": ["type": "string"], "description": "For an update: the fields its patch sets or clears, secret ones by name."],
            ], "required": ["valid"]]),
            ("Problem", problem([:])),
            ("NotJSONProblem", problem(["code": ["type": "string"], "line": ["type": "integer"], "column": ["type": "integer"]])),
            ("TooLargeProblem", problem(["limit": ["type": "integer"]], required: ["limit"])),
            ("InvalidSubmissionProblem", problem(["errors": ["type": "array", "items": error]], required: ["errors"])),
        ]
    }()
}
