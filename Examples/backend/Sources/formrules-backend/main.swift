import FormRules
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle
import UnixSignals

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// formrules-backend: re-validates submissions of the repository's forms over HTTP on loopback.
// Exit status: 0 after a clean shutdown (SIGINT, SIGTERM: every answer in progress finished),
// 1 when the grace period cut answers, 64 usage, 65 unreadable translations, 66 no folder.

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
if let resources = options.resources, !FileSystem.isDirectory(resources) {
    StandardError.write("Error: no translations folder at '\(resources)' (--resources); without the option the built-in messages are used.\n")
    exit(66)
}
let languages: MessageLanguages
do {
    languages = try MessageLanguages(resources: options.resources)
} catch {
    StandardError.write("Error: \(error)\n")
    exit(65)
}

var optionSets: [String: [String]] = [:]
if let path = options.optionSets {
    do {
        optionSets = try ValidationContext.optionSets(from: JSONReader().read(InputFile(path: path).readAll(limit: 16 << 20), file: path))
    } catch {
        StandardError.write("Error: \(path): \(error)\n")
        exit(65)
    }
}

let endpoint = SubmissionEndpoint(
    forms: FormStore(directory: options.specs, logger: logger),
    languages: languages,
    maxBodyBytes: options.maxBodyBytes,
    today: options.today,
    optionSets: optionSets)

// HEAD is answered wherever GET is; everything else no route takes gets 405 with `Allow` or a
// not-found problem document (RouteFallback).
let router = Router(context: ServerRequestContext.self, options: .autoGenerateHeadEndpoints)
router.add(middleware: RequestLog())
router.add(middleware: RouteFallback())
router.get("health") { _, _ in "ok\n" }
router.addOpenAPIRoute(OpenAPIDocument(specs: options.specs, optionSets: optionSets, logger: logger))
router.post("forms/:name") { request, context in
    await endpoint.respond(to: request, formName: context.parameters.get("name") ?? "", channel: context.channel)
}
// An app's save that sends only the changed fields (the profile screen's /profile/update).
router.patch("forms/:name") { request, context in
    await endpoint.respond(to: request, formName: context.parameters.get("name") ?? "", channel: context.channel, isUpdate: true)
}
// The live form: its page, the field states after each edit, and its script and style sheet.
let liveForm = LiveFormEndpoint(
    forms: endpoint.forms, languages: languages, maxBodyBytes: options.maxBodyBytes, today: options.today, optionSets: optionSets,
    engine: options.resources == nil ? LiveFormEngine(folder: RepositoryLayout.current.webPackage) : nil)
router.get("forms/assets/:file") { request, context in liveForm.asset(request, file: context.parameters.get("file") ?? "") }
router.get("forms/assets/web/:file") { request, context in liveForm.webFile(request, path: context.parameters.get("file") ?? "") }
router.get("forms/assets/web/locales/:file") { request, context in
    liveForm.webFile(request, path: "locales/" + (context.parameters.get("file") ?? ""))
}
router.get("forms/:name/spec") { request, context in liveForm.spec(request, formName: context.parameters.get("name") ?? "") }
router.get("forms/:name") { request, context in liveForm.page(request, formName: context.parameters.get("name") ?? "") }
router.post("forms/:name/state") { request, context in await liveForm.state(request, formName: context.parameters.get("name") ?? "") }

let ledger = ConnectionLedger()
let guardSettings = ConnectionGuard.Settings(
    gracePeriod: .nanoseconds(Int64(options.gracePeriod * 1e9)),
    sendTimeout: .nanoseconds(Int64(options.sendTimeout * 1e9)),
    ledger: ledger, logger: logger)
let app = Application(
    router: router,
    server: HTTPServerBuilder { responder in
        // A connection idle this long is closed, so slow or silent clients cannot hold sockets forever.
        GuardedHTTP1Channel(inner: HTTP1Channel(responder: responder, configuration: .init(idleTimeout: .seconds(30))), settings: guardSettings)
    },
    configuration: .init(address: .hostname("127.0.0.1", port: options.port), serverName: "formrules-backend"),
    logger: logger)

// SIGTERM and SIGINT start a graceful shutdown: the listening socket closes, every connection
// finishes what it accepted within the grace period (ConnectionGuard cuts the rest), and the
// server's service returns. The group's own limit is a backstop a little after the grace period.
var groupConfiguration = ServiceGroupConfiguration(services: [app], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
groupConfiguration.maximumGracefulShutdownDuration = .milliseconds(Int64(options.gracePeriod * 1000) + 2000)
do {
    try await ServiceGroup(configuration: groupConfiguration).run()
} catch {
    logger.error("the server stopped with an error: \(error)")
    exit(1)
}
let totals = ledger.snapshot
logger.notice(
    "stopped: \(totals.cut) answer(s) cut by the grace period, \(totals.stalled) connection(s) closed for not reading, \(totals.open) still open")
exit(totals.cut == 0 ? 0 : 1)
