import FormRules
import Testing

@testable import formrules_backend

struct RoutingAndSecretsTests {
    @Test(arguments: [
        ("/health", "GET, HEAD"),
        ("/forms/login", "GET, HEAD, POST, PATCH"),
        ("/forms/no-such-form", "GET, HEAD, POST, PATCH"),
        ("/forms/login/state", "POST"),
        ("/forms/assets/liveform.js", "GET, HEAD"),
        ("/forms/assets/state", "GET, HEAD"),
        ("/forms/login/other", nil),
        ("/forms/assets/", nil),
        ("/forms", nil),
        ("/forms/", nil),
        ("/forms/login/state/extra", nil),
        ("/", nil),
        ("/healthz", nil),
    ] as [(String, String?)])
    func theAllowHeaderNamesTheMethodsOfTheRouteAtAPath(path: String, allowed: String?) {
        #expect(RouteFallback<ServerRequestContext>.allowedMethods(at: path) == allowed)
    }

    @Test(arguments: [
        (["--grace-period", "2.5"], 2.5, 10.0),
        (["--grace-period=0", "--send-timeout", "30"], 0.0, 30.0),
        ([], 10.0, 10.0),
    ])
    func shutdownAndSendTimeoutsAreReadInSeconds(arguments: [String], grace: Double, send: Double) throws {
        guard case .success(.run(let options)) = ServerOptions.parse(arguments) else {
            Issue.record("\(arguments) did not parse")
            return
        }
        #expect(options.gracePeriod == grace)
        #expect(options.sendTimeout == send)
    }

    @Test(arguments: [["--grace-period", "-1"], ["--send-timeout", "0"], ["--send-timeout", "soon"], ["--grace-period", "nan"]])
    func aTimeThatIsNotAUsableNumberOfSecondsIsAUsageError(arguments: [String]) {
        guard case .failure(let error) = ServerOptions.parse(arguments) else {
            Issue.record("\(arguments) parsed")
            return
        }
        #expect(error.message.contains(arguments[0]))
    }
}
