import Foundation
import Testing
import TestSupport
@testable import FormRules

/// A batch on any number of jobs, with chunks of any size, reports exactly what the one-job
/// reader reports: same lines, numbers, offsets, reports and errors, in the same order.
@Suite struct NDJSONBatchTests {
    static let limits = JSONReader.Limits(maxDocumentBytes: 200)

    /// One report, reduced to what a run prints and counts.
    struct Line: Equatable, CustomStringConvertible {
        var number: Int
        var offset: Int
        var outcome: String
        var description: String { "\(number)@\(offset): \(outcome)" }

        init(_ report: NDJSONReport) {
            number = report.number
            offset = report.offset
            switch report.result {
            case .success(let report): outcome = report.isValid ? "valid" : report.issues.map { "\($0.path) \($0.rule)" }.joined(separator: ", ")
            case .failure(let error): outcome = "\(error.code) \(error.location) \(error.message)"
            }
        }
    }

    static func validator() throws -> FormValidator {
        try Engine.bundledSpec("create-account").makeValidator(context: ValidationContext(
            today: Engine.today, output: .problems))
    }

    /// Lines of every kind a batch must keep as they are.
    static func generated(seed: UInt64, lines: Int) -> String {
        var random = SeededGenerator(seed: seed)
        var text = ""
        for index in 0..<lines {
            let ending = random.chance(20) ? "\r\n" : "\n"
            switch Int.random(in: 0..<9, using: &random) {
            case 0: text += ending                                                 // blank
            case 1: text += "  \t" + ending                                        // white space only
            case 2: text += "{\"username\": \"a\(index)@example.com\"," + ending   // not JSON
            case 3: text += "{\"username\": \"" + String(repeating: "x", count: 300) + "\"}" + ending   // over the limit
            case 4: text += "[1, 2]" + ending                                      // JSON, not an object
            case 5: text += "{\"username\": \"user\(index)@example.com\", \"password\": \"Secret-\(index)-pass\"}" + ending
            case 6: text += "{\"username\": \"not an email\"}" + ending
            case 7: text += "{\"username\": \"u\(index)@example.com\", \"password\": \"\(String(repeating: "p", count: 190))\"}" + ending   // near the limit
            default: text += "{}" + ending
            }
        }
        if random.chance(50) { text += "{\"username\": \"last@example.com\"}" }  // no final line feed
        return text
    }

    /// What the one-job reader reports of the file at `path`.
    static func oneJob(_ path: String) throws -> [Line] {
        var validator = try validator()
        var lines: [Line] = []
        try NDJSONReader(limits: limits).forEachReport(in: InputFile(path: path), validator: &validator) { lines.append(Line($0)) }
        return lines
    }

    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("batch-\(name)-\(UUID().uuidString).ndjson").path
    }

    static let inputs: [(name: String, text: String)] = [
        ("empty input", ""),
        ("one line without a line feed", "{}"),
        ("only blank lines", "\n\r\n  \n"),
        ("an over-long last line without a line feed", "{}\n" + String(repeating: "z", count: 500)),
        ("an over-long line ending in CR LF", String(repeating: "z", count: 450) + "\r\n{}\n"),
        ("generated, seed 1", generated(seed: 1, lines: 120)),
        ("generated, seed 2", generated(seed: 2, lines: 300)),
        ("generated, seed 3", generated(seed: 3, lines: 40)),
    ]
    static let jobs = [1, 2, 3, 8]
    static let chunkSizes = [16, 17, 23, 64, 199, 200, 201, 1000, 1 << 20]

    @Test(arguments: inputs.indices, jobs)
    func aBatchOfAFileReportsWhatOneJobReports(input: Int, jobs: Int) throws {
        let (name, text) = Self.inputs[input]
        let path = Self.temporaryPath("file")
        try writeFile(path, text)
        defer { removeFile(path) }
        let expected = try Self.oneJob(path)
        for chunkSize in Self.chunkSizes {
            var lines: [Line] = []
            try NDJSONBatch(jobs: jobs, limits: Self.limits, chunkSize: chunkSize)
                .forEachReport(in: InputFile(path: path), validator: Self.validator()) { lines.append(Line($0)) }
            #expect(lines == expected, "\(name), chunk \(chunkSize)")
        }
    }

    @Test(arguments: inputs.indices, jobs)
    func aBatchOfBytesInMemoryReportsWhatOneJobReportsOfTheFile(input: Int, jobs: Int) throws {
        let (name, text) = Self.inputs[input]
        let path = Self.temporaryPath("memory")
        try writeFile(path, text)
        defer { removeFile(path) }
        // Errors of the bytes in memory are located in the name given, here the file's.
        let expected = try Self.oneJob(path)
        for chunkSize in Self.chunkSizes {
            var lines: [Line] = []
            try NDJSONBatch(jobs: jobs, limits: Self.limits, chunkSize: chunkSize)
                .forEachReport(in: Array(text.utf8), file: path, validator: Self.validator()) { lines.append(Line($0)) }
            #expect(lines == expected, "\(name), chunk \(chunkSize)")
        }
    }

    @Test(arguments: [1, 2, 3, 7], jobs)
    func theShardsOfAFileTogetherReportEveryLineOnceWithItsNumber(shards: Int, jobs: Int) throws {
        for (name, text) in Self.inputs {
            let path = Self.temporaryPath("shards")
            try writeFile(path, text)
            defer { removeFile(path) }
            let expected = try Self.oneJob(path)
            var lines: [Line] = []
            for index in 1...shards {
                try NDJSONBatch(jobs: jobs, limits: Self.limits, chunkSize: 64).forEachReport(
                    in: InputFile(path: path), shard: NDJSONShard(index: index, count: shards)!, validator: Self.validator()
                ) { lines.append(Line($0)) }
            }
            #expect(lines == expected, "\(name), \(shards) shards")
        }
    }

    static let shardTexts: [(text: String, valid: Bool)] = [
        ("1/1", true), ("3/7", true), ("7/7", true), ("0/3", false), ("4/3", false), ("1/0", false), ("1", false), ("a/b", false), ("1/2/3", false),
    ]

    @Test(arguments: shardTexts.indices)
    func aShardIsReadAsKOverNWithKFromOneToN(index: Int) {
        let (text, valid) = Self.shardTexts[index]
        let parsed = try? NDJSONShard(parsing: text)
        #expect((parsed != nil) == valid, "\(text)")
        if let parsed { #expect(parsed.description == text) }
    }

    @Test(arguments: [0, 1, 2, 5, 100, 1001])
    func theNominalRangesOfTheShardsCoverAFileWithoutOverlap(size: Int) {
        for count in [1, 2, 3, 7, 16] {
            let ranges = (1...count).map { NDJSONShard(index: $0, count: count)!.nominalRange(size: size) }
            #expect(ranges.first?.lowerBound == 0)
            #expect(ranges.last?.upperBound == size)
            for (before, after) in zip(ranges, ranges.dropFirst()) { #expect(before.upperBound == after.lowerBound) }
        }
    }
}
