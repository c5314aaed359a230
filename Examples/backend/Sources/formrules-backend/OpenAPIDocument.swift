import FormRules
import Hummingbird
import HTTPTypes
import Logging
import NIOCore

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `GET /openapi.json`: the OpenAPI 3.1 document of this server's routes (``OpenAPIExport``),
/// made once when the server starts from the specs in its folder, so it cannot drift from them.
///
/// A spec that does not load at start is left out and logged (its requests answer 500 until
/// it is mended); a spec edited while the server runs is validated as edited, but the
/// document keeps the version the server started with.
struct OpenAPIDocument: Sendable {
    /// The document's text, with a final newline.
    let text: String
    /// The forms it describes, in name order.
    let forms: [String]

    init(specs directory: String, optionSets: [String: [String]], logger: Logger) {
        var specs: [FormSpec] = []
        for name in Self.formNames(in: directory) {
            let path = directory + "/" + name + ".json"
            do {
                specs.append(try CompiledForm(contentsOf: path).spec)
            } catch {
                logger.warning("openapi.json leaves out form '\(name)': its spec does not load (\(error))")
            }
        }
        forms = specs.map(\.name)
        text = OpenAPIExport(specs: specs, title: "formrules-backend", optionSets: optionSets).jsonText()
    }

    func response() -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    /// The names of the folder's specs (`<name>.json` with a name the server serves), sorted.
    static func formNames(in directory: String) -> [String] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasSuffix(".json") else { continue }
            let stem = String(name.dropLast(5))
            if FormStore.isValidName(stem) { names.append(stem) }
        }
        return names.sorted()
    }
}

extension Router {
    /// Serves `document` at `GET /openapi.json` (and `HEAD`, as every `GET` route here).
    func addOpenAPIRoute(_ document: OpenAPIDocument) {
        get("openapi.json") { _, _ in document.response() }
    }
}
