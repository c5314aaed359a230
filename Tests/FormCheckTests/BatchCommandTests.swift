import Foundation
import Testing
@testable import form_check

/// `validate --ndjson --jobs`, `--shard`, `--summary-json`, `summary merge` and `json --ndjson
/// --jobs`: any number of jobs or shards prints what one job prints, line for line.
@Suite struct BatchCommandTests {
    static let spec = packageRoot.appendingPathComponent("Benchmarks/peer-profile.json").path
    /// Chunks of 64 KiB: the input below is cut into several, as a larger file is into chunks
    /// of 1 MiB, at a twentieth of the cost (the suite also runs under the thread sanitizer).
    static let chunkBytes = 65_536
    static let common = ["validate", "--spec", spec, "--today", "2026-11-24", "--max-document-bytes", "2000", "--chunk-bytes", "\(chunkBytes)"]

    /// About 3 chunks and a half of lines of every kind: valid and invalid records, blank lines,
    /// CRLF, lines that are not JSON, lines over the limit, no final line feed.
    static let input: String = {
        var lines: [String] = []
        var bytes = 0
        var index = 0
        while bytes < chunkBytes * 7 / 2 {
            let line: String
            switch index % 11 {
            case 0: line = ""
            case 1: line = " \t\r"
            case 2: line = #"{"email": "broken"#
            case 3: line = #"{"firstName": ""# + String(repeating: "x", count: 2100) + #""}"#
            case 4: line = ##"{"firstName":"Ann","lastName":"Lee","email":"ann\##(index)@example.com","password":"#Bel31iEl","passwordConfirmation":"#Bel31iEl","mobilePhone":"91390996","birthday":"1958-01-05","gender":"female","country":"US","state":"OR","street1":"5 Main St","city":"Salem","postalCode":"97301"}"## + "\r"
            case 5: line = #"{"firstName":"Bo","email":"not an email","country":"AU","state":"OR","postalCode":"1"}"#
            case 6: line = "[1, 2, 3]"
            default: line = #"{"firstName":"Cy\#(index)","lastName":"Ng","email":"cy@example.com","password":"a","passwordConfirmation":"b","mobilePhone":"12","birthday":"2030-01-01","gender":"x","country":"US","state":"CA","street1":"1 A St","city":"LA","postalCode":"9021"}"#
            }
            lines.append(line)
            bytes += line.utf8.count + 1
            index += 1
        }
        return lines.joined(separator: "\n") + "\n" + #"{"firstName": "Last"}"#
    }()

    static let inputPath: String = try! temporaryFile("batch.ndjson", input)

    static func withoutSummaryLine(_ output: String) -> String {
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        if !lines.isEmpty { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    @Test(arguments: ["text", "json", "problem"])
    func validatePrintsWithAnyNumberOfJobsWhatOneJobPrints(format: String) {
        let one = runCLI(Self.common + ["--format", format, "--ndjson", Self.inputPath, "--jobs", "1"])
        #expect(one.status == 65)   // some lines are not JSON
        #expect(one.output.contains("documentTooLarge"))
        for jobs in [2, 3, 8] {
            let many = runCLI(Self.common + ["--format", format, "--ndjson", Self.inputPath, "--jobs", "\(jobs)"])
            #expect(many.status == one.status, "\(jobs) jobs")
            #expect(many.output == one.output, "\(jobs) jobs")
            #expect(many.error == one.error, "\(jobs) jobs")
        }
    }

    @Test(arguments: [1, 2, 8])
    func anEmptyInputIsAllValidWithAnyNumberOfJobs(jobs: Int) throws {
        let empty = try temporaryFile("empty.ndjson", "")
        let result = runCLI(Self.common + ["--ndjson", empty, "--jobs", "\(jobs)"])
        #expect(result.status == 0)
        #expect(result.output == "valid=0 invalid=0\n")
    }

    @Test(arguments: [2, 8])
    func jsonChecksWithAnyNumberOfJobsWhatOneJobChecks(jobs: Int) {
        for format in ["text", "json"] {
            let options = ["json", "--ndjson", "--max-document-bytes", "2000", "--chunk-bytes", "\(Self.chunkBytes)", "--format", format]
            let one = runCLI(options + ["--jobs", "1", Self.inputPath])
            let many = runCLI(options + ["--jobs", "\(jobs)", Self.inputPath])
            #expect(one.status == 65)
            #expect(many.status == one.status)
            #expect(many.output == one.output)
        }
    }

    @Test func standardInputThroughAPipeGivesTheReportsOfTheFileWithItsOwnName() throws {
        let file = runCLI(Self.common + ["--ndjson", Self.inputPath, "--jobs", "1"])
        let output = NSTemporaryDirectory() + "piped-\(UUID().uuidString).txt"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let binary = builtProductsDirectory.appendingPathComponent("form-check").path
        let command = "cat '\(Self.inputPath)' | '\(binary)' " + (Self.common + ["--ndjson", "-", "--jobs", "2"]).map { "'\($0)'" }.joined(separator: " ") + " > '\(output)'"
        let shell = try runBinaryShell(command)
        #expect(shell == file.status)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == file.output.replacingOccurrences(of: Self.inputPath, with: "<stdin>"))
    }

    /// Runs a shell command line (a pipe of large input and output) and returns its status.
    func runBinaryShell(_ command: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = packageRoot
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test(arguments: [1, 2, 3, 7])
    func theShardsOfAFileTogetherPrintAndCountWhatTheWholeFileDoes(shards: Int) throws {
        let wholeSummary = NSTemporaryDirectory() + "whole-\(UUID().uuidString).json"
        let whole = runCLI(Self.common + ["--ndjson", Self.inputPath, "--summary-json", wholeSummary])
        var union = ""
        var summaries: [String] = []
        for index in 1...shards {
            let summary = NSTemporaryDirectory() + "shard-\(index)-\(UUID().uuidString).json"
            let shard = runCLI(Self.common + ["--ndjson", Self.inputPath, "--shard", "\(index)/\(shards)", "--summary-json", summary])
            #expect(shard.error == "")
            let body = Self.withoutSummaryLine(shard.output)
            if !body.isEmpty { union += body + "\n" }
            summaries.append(summary)
        }
        #expect(union == Self.withoutSummaryLine(whole.output) + "\n")
        let merged = runCLI(["summary", "merge"] + summaries)
        #expect(merged.status == 0)
        #expect(merged.output == (try String(contentsOfFile: wholeSummary, encoding: .utf8)))
        #expect(merged.output.hasPrefix(#"{"valid":"#))
    }

    static let mergeFailures: [(contents: String?, status: Int32, message: String)] = [
        (nil, 66, "no such file"),
        ("[1]", 65, "a summary must be a JSON object, not array"),
        (#"{"valid": 1, "invalid": -1, "notJSON": 0, "rules": {}, "fields": {}}"#, 65, "'invalid' must be a whole number of at least 0"),
        (#"{"valid": 1, "invalid": 0, "notJSON": 0, "rules": {"email": "x"}, "fields": {}}"#, 65, "'rules.email' must be a whole number"),
        (#"{"valid": 1, "invalid": 0, "notJSON": 0, "rules": {}}"#, 65, "'fields' must be an object of counts"),
        (#"{"valid": 1,"#, 65, "unexpected end of input"),
    ]

    @Test(arguments: mergeFailures.indices)
    func mergingWhatIsNotASummarySaysWhatIsWrong(index: Int) throws {
        let (contents, status, message) = Self.mergeFailures[index]
        let path = try contents.map { try temporaryFile("summary.json", $0) } ?? "/nonexistent/summary.json"
        let result = runCLI(["summary", "merge", path])
        #expect(result.status == status)
        #expect(result.error.contains(message), "\(result.error)")
    }

    static let usageErrors: [(arguments: [String], message: String)] = [
        (["--ndjson", "-", "--shard", "1/2"], "'--shard' needs a file, not standard input."),
        (["--ndjson", "x.ndjson", "--shard", "3/2"], "Invalid value '3/2' for '--shard'"),
        (["--ndjson", "x.ndjson", "--jobs", "0"], "Invalid value '0' for '--jobs'"),
        (["--ndjson", "x.ndjson", "--progress", "--no-progress"], "Give either --progress or --no-progress, not both."),
        (["x.json", "--jobs", "2"], "'--jobs' goes with '--ndjson <file>'."),
        (["x.json", "--summary-json", "s.json"], "'--summary-json' goes with '--ndjson <file>'."),
        (["x.json", "--chunk-bytes", "4096"], "'--chunk-bytes' goes with '--ndjson <file>'."),
        (["--ndjson", "x.ndjson", "--chunk-bytes", "8"], "Invalid value '8' for '--chunk-bytes'"),
    ]

    @Test(arguments: usageErrors.indices)
    func batchOptionsInTheWrongPlaceAreUsageErrors(index: Int) {
        let (arguments, message) = Self.usageErrors[index]
        let result = runCLI(["validate", "--spec", Self.spec] + arguments)
        #expect(result.status == 64)
        #expect(result.error.contains(message), "\(result.error)")
    }

    @Test func progressShowsBytesLinesRateTimesAndCounts() {
        let line = ProgressMeter.describe(bytes: 500_000_000, total: 1_000_000_000, lines: 1_234_567, valid: 1_000_000, invalid: 234_567, elapsed: .seconds(4))
        #expect(line == "500.0/1000.0 MB (50%), 1234567 lines, 125.0 MB/s, 0:04 elapsed, 0:04 left, valid=1000000 invalid=234567")
        let unknownSize = ProgressMeter.describe(bytes: 2_500_000, total: nil, lines: 10, valid: 9, invalid: 1, elapsed: .seconds(3725))
        #expect(unknownSize == "2.5 MB, 10 lines, 0.0 MB/s, 1:02:05 elapsed, valid=9 invalid=1")
    }

    @Test func progressIsOffByDefaultUnlessStandardErrorIsATerminal() throws {
        var io = CommandIO(writeOutput: { _ in }, writeError: { _ in })
        let none = try ParsedArguments<BatchOptions>([])
        let forced = try ParsedArguments<BatchOptions>(["--progress"])
        let off = try ParsedArguments<BatchOptions>(["--no-progress"])
        #expect(try BatchOptions.progressMode(none, BatchOptions(), io: io, quiet: false) == .off)
        #expect(try BatchOptions.progressMode(forced, BatchOptions(), io: io, quiet: false) == .plain)
        io.errorIsTerminal = true
        #expect(try BatchOptions.progressMode(none, BatchOptions(), io: io, quiet: false) == .terminal)
        #expect(try BatchOptions.progressMode(off, BatchOptions(), io: io, quiet: false) == .off)
        io.outputIsTerminal = true
        #expect(try BatchOptions.progressMode(none, BatchOptions(), io: io, quiet: false) == .off)
        #expect(try BatchOptions.progressMode(none, BatchOptions(), io: io, quiet: true) == .terminal)
        #expect(try BatchOptions.progressMode(forced, BatchOptions(), io: io, quiet: false) == .terminal)
    }
}
