import FormRules
import Hummingbird
import Logging

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// formrules-backend: re-validates submissions of the repository's forms over HTTP on loopback.
// Exit status: 0 after a clean shutdown (SIGINT, SIGTERM), 64 usage, 66 no specs folder.

let options: ServerOptions
switch ServerOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(.run(let parsed)):
    options = parsed
case .success(.help):
    print(ServerOptions.help)
    exit(0)
case .failure(let error):
    StandardError.write("Error: \(error.message)\nUsage: \(ServerOptions.usage)\nSee 'formrules-backend --help' for more information.\n")
    exit(64)
}

guard FileSystem.isDirectory(options.specs) else {
    StandardError.write("Error: no specs folder at '\(options.specs)'; give one with --specs <dir>.\n")
    exit(66)
}

var logger = Logger(label: "formrules-backend")
logger.logLevel = .info
if !FileSystem.isDirectory(options.resources) {
    logger.warning("no translations at '\(options.resources)': messages are rendered as their keys")
}

let endpoint = SubmissionEndpoint(
    forms: FormStore(directory: options.specs),
    languages: try MessageLanguages(resources: options.resources),
    maxBodyBytes: options.maxBodyBytes,
    today: options.today)

let router = Router()
router.add(middleware: RequestLog())
router.get("health") { _, _ in "ok\n" }
router.post("forms/:name") { request, context in
    await endpoint.respond(to: request, formName: context.parameters.get("name") ?? "")
}
// Other methods on a form get 405 with the one that works, rather than the router's bare 404.
for method in [HTTPRequest.Method.get, .put, .patch, .delete] {
    router.on("forms/:name", method: method) { request, _ in
        var response = Problem.methodNotAllowed(request.method.rawValue).response(instance: request.uri.path)
        response.headers[.allow] = "POST"
        return response
    }
}

let app = Application(
    router: router,
    // A connection idle this long is closed, so slow or silent clients cannot hold sockets forever.
    server: .http1(configuration: .init(idleTimeout: .seconds(30))),
    configuration: .init(address: .hostname("127.0.0.1", port: options.port), serverName: "formrules-backend"),
    logger: logger)
try await app.runService()
