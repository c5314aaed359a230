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
guard FileSystem.isDirectory(options.resources) else {
    StandardError.write("Error: no translations folder at '\(options.resources)'; give one with --resources <dir>.\n")
    exit(66)
}
let languages: MessageLanguages
do {
    languages = try MessageLanguages(resources: options.resources)
} catch {
    StandardError.write("Error: \(error)\n")
    exit(65)
}

let endpoint = SubmissionEndpoint(
    forms: FormStore(directory: options.specs),
    languages: languages,
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
