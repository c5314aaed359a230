import FormRules
import Hummingbird
import HTTPTypes
import Logging
import NIOCore
import NIOEmbedded
import Testing

@testable import formrules_backend

/// `GET /openapi.json` serves the document made from the specs folder when the server starts.
///
/// The request goes through the router's responder as the server's does (on an embedded
/// channel: HummingbirdTesting would bring an HTTP client and TLS into the build for this).
struct OpenAPIRouteTests {
    static let layout = RepositoryLayout.current

    @Test func theDocumentDescribesEveryFormOfTheFolderAndTheProblemsTheServerSends() async throws {
        let document = OpenAPIDocument(
            specs: Self.layout.specs, optionSets: ["avatar.top": ["cap-red"], "avatar.bottom": ["kilt"]], logger: Logger(label: "test"))
        let router = Router()
        router.addOpenAPIRoute(document)
        let (status, headers, bytes) = try await Self.fetch("/openapi.json", from: router)
        #expect(status == .ok)
        #expect(headers[.contentType] == "application/json")
        let body = try JSONReader().read(bytes)
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

    @Test func onlyTheFolderSpecsServedNamesAreForms() {
        let names = OpenAPIDocument.formNames(in: Self.layout.specs)
        #expect(names.contains("sign-in"))
        #expect(!names.contains("form-spec.schema"))
        #expect(OpenAPIDocument.formNames(in: "/nonexistent").isEmpty)
    }

    /// The status, headers and body of a GET the router answers.
    static func fetch(_ path: String, from router: Router<BasicRequestContext>) async throws -> (HTTPResponse.Status, HTTPFields, [UInt8]) {
        let context = BasicRequestContext(source: ApplicationRequestContextSource(channel: EmbeddedChannel(), logger: Logger(label: "test")))
        let request = Request(
            head: HTTPRequest(method: .get, scheme: "http", authority: "127.0.0.1", path: path), body: RequestBody(buffer: ByteBuffer()))
        let response = try await router.buildResponder().respond(to: request, context: context)
        let sink = BodySink()
        try await response.body.write(BodyCollector(sink: sink))
        return (response.status, response.headers, Array(sink.buffer.readableBytesView))
    }
}

/// Where ``BodyCollector`` puts a response body (the writer itself is consumed by the body).
final class BodySink: @unchecked Sendable {
    // Only the test's task writes, before it reads.
    var buffer = ByteBuffer()
}

struct BodyCollector: ResponseBodyWriter {
    let sink: BodySink

    mutating func write(_ buffer: ByteBuffer) async throws {
        var part = buffer
        sink.buffer.writeBuffer(&part)
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
