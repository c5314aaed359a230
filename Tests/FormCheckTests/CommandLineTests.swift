import Testing
@testable import form_check

@Suite struct CommandLineTests {
    @Test func printsTheVersionAlone() {
        let result = runCLI(["--version"])
        #expect(result.status == 0)
        #expect(result.output == FormCheck.version + "\n")
    }

    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func printsHelpOnStandardOutput(_ arguments: [String]) {
        let result = runCLI(arguments)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("OVERVIEW: "))
        #expect(result.output.contains("USAGE: form-check <subcommand>"))
        #expect(result.output.contains("SUBCOMMANDS:\n  validate "))
        #expect(result.output.contains("\n  json "))
        #expect(result.error.isEmpty)
    }

    @Test func printsASubcommandsHelpBothWays() {
        let viaHelp = runCLI(["help", "json"])
        let viaFlag = runCLI(["json", "--help"])
        #expect(viaHelp.status == 0)
        #expect(viaHelp.output == viaFlag.output)
        #expect(viaHelp.output.contains("USAGE: form-check json "))
        #expect(viaHelp.output.contains("ARGUMENTS:"))
        #expect(viaHelp.output.contains("OPTIONS:\n  --ndjson"))
    }

    struct UsageCase: Sendable, CustomStringConvertible {
        var arguments: [String]
        var error: String
        var description: String { arguments.joined(separator: " ") }
    }

    static let usageErrors: [UsageCase] = [
        UsageCase(arguments: [], error: """
            Error: Missing subcommand.
            Usage: form-check <subcommand>
              See 'form-check --help' for more information.

            """),
        UsageCase(arguments: ["jsn"], error: """
            Error: Unknown subcommand 'jsn'. Did you mean 'json'?
            Usage: form-check <subcommand>
              See 'form-check --help' for more information.

            """),
        UsageCase(arguments: ["json", "--formt", "json", "x"], error: """
            Error: Unknown option '--formt'. Did you mean '--format'?
            Usage: form-check json [--ndjson] [--format text|json] [--jobs <n>] [--chunk-bytes <n>] [--max-depth <n>] [--max-document-bytes <n>] [--max-string-bytes <n>] [--max-values <n>] [--duplicate-keys reject|keep-last] <file> ...
              See 'form-check json --help' for more information.

            """),
        UsageCase(arguments: ["json"], error: """
            Error: Missing expected argument '<file>'.
            Usage: form-check json [--ndjson] [--format text|json] [--jobs <n>] [--chunk-bytes <n>] [--max-depth <n>] [--max-document-bytes <n>] [--max-string-bytes <n>] [--max-values <n>] [--duplicate-keys reject|keep-last] <file> ...
              See 'form-check json --help' for more information.

            """),
        UsageCase(arguments: ["json", "--format", "xml", "x"], error: """
            Error: Invalid value 'xml' for '--format': expected one of text, json.
            Usage: form-check json [--ndjson] [--format text|json] [--jobs <n>] [--chunk-bytes <n>] [--max-depth <n>] [--max-document-bytes <n>] [--max-string-bytes <n>] [--max-values <n>] [--duplicate-keys reject|keep-last] <file> ...
              See 'form-check json --help' for more information.

            """),
        UsageCase(arguments: ["json", "--max-depth", "0", "x"], error: """
            Error: Invalid value '0' for '--max-depth': expected a whole number from 1 to 10000.
            Usage: form-check json [--ndjson] [--format text|json] [--jobs <n>] [--chunk-bytes <n>] [--max-depth <n>] [--max-document-bytes <n>] [--max-string-bytes <n>] [--max-values <n>] [--duplicate-keys reject|keep-last] <file> ...
              See 'form-check json --help' for more information.

            """),
        UsageCase(arguments: ["help", "nope"], error: """
            Error: Unknown subcommand 'nope'.
            Usage: form-check <subcommand>
              See 'form-check --help' for more information.

            """),
    ]

    @Test(arguments: usageErrors)
    func reportsUsageErrorsOnStandardErrorWithStatus64(_ c: UsageCase) {
        let result = runCLI(c.arguments)
        #expect(result.status == 64)
        #expect(result.error == c.error)
        #expect(result.output.isEmpty)
    }
}
