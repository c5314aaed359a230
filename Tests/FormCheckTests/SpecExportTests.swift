import Foundation
import Testing
@testable import form_check

/// `form-check spec export`: the JSON Schema of one spec, the OpenAPI document of several.
@Suite struct SpecExportTests {
    static func path(_ relative: String) -> String { packageRoot.appendingPathComponent(relative).path }

    @Test(arguments: [["--draft", "2020-12"], ["--draft", "7"], []])
    func writesTheSameSchemaOnEveryRun(draft: [String]) {
        let arguments = ["spec", "export", "--format", "json-schema"] + draft + [Self.path("Specs/personal-details.json")]
        let first = runCLI(arguments)
        #expect(first.status == 0)
        #expect(first.error.isEmpty)
        #expect(first.output == runCLI(arguments).output)
        #expect(first.output.hasSuffix("}\n"))
        let definitions = draft == ["--draft", "7"] ? "\"definitions\": {" : "\"$defs\": {"
        #expect(first.output.contains(definitions))
    }

    @Test func writesTheOpenAPIDocumentOfAFolderOfSpecs() {
        let result = runCLI(["spec", "export", "--format", "openapi", "--options", Self.path("Examples/player-avatar/options.json"), Self.path("Specs")])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("{\n  \"openapi\": \"3.1.0\",\n"))
        #expect(result.output.contains("\"/forms/personal-details\": {"))
        #expect(result.output.contains("\"cap-red\""))
    }

    @Test(arguments: [
        (["spec", "export", "Specs/login.json"], "Error: Missing expected option '--format <format>'."),
        (["spec", "export", "--format", "yaml", "Specs/login.json"], "Error: Unknown --format 'yaml': use json-schema or openapi."),
        (["spec", "export", "--format", "json-schema", "--draft", "4", "Specs/login.json"], "Error: Unknown --draft '4': use 2020-12 or 7."),
        (["spec", "export", "--format", "json-schema", "Specs/login.json", "Specs/sign-in.json"],
         "Error: --format json-schema writes one spec's schema; give exactly one '<spec>' (got 2)."),
        (["spec", "export", "--format", "openapi", "--draft", "7", "Specs/login.json"],
         "Error: --draft goes with --format json-schema (OpenAPI 3.1 uses 2020-12)."),
        (["spec", "export", "--format", "openapi"], "Error: Missing expected argument '<spec-or-folder>'."),
    ])
    func aWrongCommandLineIsAUsageError(arguments: [String], message: String) {
        let result = runCLI(arguments.map { $0.hasPrefix("Specs/") ? Self.path($0) : $0 })
        #expect(result.status == 64)
        #expect(result.error.hasPrefix(message + "\n"))
        #expect(result.output.isEmpty)
    }

    @Test func aMissingSpecIsStatus66() {
        let result = runCLI(["spec", "export", "--format", "json-schema", "/nonexistent/spec.json"])
        #expect(result.status == 66)
        #expect(result.error == "Error: /nonexistent/spec.json: no such file\n")
    }
}
