import Foundation
import Testing

/// `validate --remote NAME=FILE`: a spec's remote checks answered from files, never skipped.
@Suite struct ValidateRemoteTests {
    static func path(_ relative: String) -> String { packageRoot.appendingPathComponent(relative).path }
    static let spec = path("Specs/self-service-registration.json")
    static let signed = path("Examples/self-service-registration/remote-release.alreadySigned.json")
    static let alreadySigned = path("Examples/self-service-registration/invalid-adult-already-signed.json")
    static let adult = path("Examples/self-service-registration/valid-adult.json")

    @Test func aDeclaredCheckWithoutAnAnswerExits64NamingTheCheckAndTheFlag() {
        let result = runCLI(["validate", "--spec", Self.spec, Self.adult])
        #expect(result.status == 64)
        #expect(result.error.contains("'release.alreadySigned'") && result.error.contains("--remote release.alreadySigned=FILE"))
    }

    @Test(arguments: [
        ("remote", alreadySigned, Int32(1), "email: A release has already been signed with this email address. [release.alreadySigned]"),
        ("remote", adult, 0, "valid"),
        ("remote-allowed", alreadySigned, 0, "valid"),
        ("remote-allowed", adult, 1, "[release.alreadySigned]"),
    ])
    func aFileAnswersTheCheck(_ option: String, _ body: String, _ status: Int32, _ printed: String) {
        let result = runCLI(["validate", "--spec", Self.spec, "--\(option)", "release.alreadySigned=\(Self.signed)", body])
        #expect(result.status == status)
        #expect(result.output.contains(printed), "\(result.output)")
    }

    @Test func anNDJSONBatchRunsTheCheckOnItsThreads() throws {
        let lines = (0..<400).map { #"{"firstName": "G", "lastName": "H", "isAdult": true, "email": "\#($0 % 2 == 0 ? "grace" : "ada")@example.com"}"# }
        let file = try temporaryFile("remote.ndjson", lines.joined(separator: "\n") + "\n")
        for jobs in ["1", "2"] {
            let result = runCLI(["validate", "--spec", Self.spec, "--remote", "release.alreadySigned=\(Self.signed)", "--quiet", "--jobs", jobs, "--ndjson", file])
            #expect(result.output.hasSuffix("valid=200 invalid=200\n"), "\(result.output)")
        }
    }

    @Test(arguments: [
        (["--remote", "release.alreadySignd=\(signed)"], Int32(64), "Did you mean 'release.alreadySigned'?"),
        (["--remote", "release.alreadySigned"], 64, "takes NAME=FILE"),
        (["--remote", "release.alreadySigned=\(signed)", "--remote-allowed", "release.alreadySigned=\(signed)"], 64, "answered twice"),
        (["--remote", "release.alreadySigned=\(path("Examples/self-service-registration/valid-adult.json"))"], 65, "must be a JSON array"),
    ])
    func aWrongRemoteOptionIsRefused(_ options: [String], _ status: Int32, _ message: String) {
        let result = runCLI(["validate", "--spec", Self.spec] + options + [Self.adult])
        #expect(result.status == status)
        #expect(result.error.contains(message), "\(result.error)")
    }

    @Test func aSpecWithoutRemoteChecksRefusesAnAnswer() {
        let result = runCLI(["validate", "--spec", Self.path("Specs/login.json"), "--remote", "x.y=\(Self.signed)", Self.adult])
        #expect(result.status == 64)
        #expect(result.error.contains("declares no remote check 'x.y' (it declares none)"))
    }
}
