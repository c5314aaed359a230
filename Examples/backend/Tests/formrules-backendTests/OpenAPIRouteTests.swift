import FormRules
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@testable import formrules_backend

/// `GET /openapi.json` serves the document made from the specs folder when the server starts.
struct OpenAPIRouteTests {
    static let layout = RepositoryLayout.current

    @Test func theDocumentDescribesEveryFormOfTheFolderAndTheProblemsTheServerSends() async throws {
        let document = OpenAPIDocument(
            specs: Self.layout.specs, optionSets: ["avatar.top": ["cap-red"], "avatar.bottom": ["kilt"]], logger: Logger(label: "test"))
        let router = Router()
        router.addOpenAPIRoute(document)
        try await Application(router: router).test(.router) { client in
            try await client.execute(uri: "/openapi.json", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json")
                let body = try JSONReader().read(Array(response.body.readableBytesView))
                #expect(body["openapi"] == "3.1.0")
                let paths = body["paths"]?.object?.keys ?? []
                #expect(paths == document.forms.map { "/forms/" + $0 } + ["/health", "/openapi.json"])
                #expect(document.forms.contains("personal-details") && document.forms.contains("login"))
                let login = body["paths"]?["/forms/login"]
                #expect(login?["post"]?["requestBody"]?["content"]?["application/json"]?["schema"] == ["$ref": "#/components/schemas/login"])
                let invalid = login?["post"]?["responses"]?["422"]?["content"]?["application/problem+json"]?["schema"]
                #expect(invalid == ["$ref": "#/components/schemas/InvalidSubmissionProblem"])
                // The 422 document's members are those ValidationReport.problemDocument writes.
                let problem = body["components"]?["schemas"]?["InvalidSubmissionProblem"]?["properties"]?.object?.keys ?? []
                #expect(problem == ["type", "title", "status", "detail", "instance", "errors"])
                #expect(body["components"]?["schemas"]?["player-avatar"]?["properties"]?["avatar"]?["properties"]?["top"]?["enum"] == ["cap-red"])
            }
        }
    }

    @Test func onlyTheFolderSpecsServedNamesAreForms() {
        let names = OpenAPIDocument.formNames(in: Self.layout.specs)
        #expect(names.contains("sign-in"))
        #expect(!names.contains("form-spec.schema"))
        #expect(OpenAPIDocument.formNames(in: "/nonexistent").isEmpty)
    }
}
