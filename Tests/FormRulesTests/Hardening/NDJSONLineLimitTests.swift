import Foundation
import Testing
@testable import FormRules

/// The line-length limit of NDJSON is the same whether the stream is read from memory or from a
/// file in chunks of any size, and it counts a line without its `\r\n` or `\n`.
///
/// Regression (found by `Fuzz/json`): a line of exactly `maxDocumentBytes` bytes ending in `\r\n`
/// was read from memory but reported as too long when streamed, because the streaming path
/// counted the `\r`.
@Suite struct NDJSONLineLimitTests {
    static let limit = 64
    static var limits: JSONReader.Limits { JSONReader.Limits(maxDocumentBytes: limit) }

    /// A JSON string literal of exactly `bytes` bytes.
    static func literal(_ bytes: Int) -> String {
        "\"" + String(repeating: "a", count: bytes - 2) + "\""
    }

    struct Line: Equatable, CustomStringConvertible {
        var number: Int
        var offset: Int
        var outcome: String
        var description: String { "\(number)@\(offset): \(outcome)" }

        init(_ line: NDJSONLine) {
            number = line.number
            offset = line.offset
            switch line.result {
            case .success(let value): outcome = value.jsonText()
            case .failure(let error): outcome = error.code.rawValue
            }
        }
    }

    static func inMemory(_ text: String) -> [Line] {
        var lines: [Line] = []
        NDJSONReader(limits: limits).forEachLine(in: Array(text.utf8)) { lines.append(Line($0)) }
        return lines
    }

    static func streamed(_ text: String, chunkSize: Int) throws -> [Line] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ndjson-limit-\(UUID().uuidString).ndjson").path
        try writeFile(path, text)
        defer { removeFile(path) }
        var lines: [Line] = []
        let input = try InputFile(path: path)
        try NDJSONReader(limits: limits, chunkSize: chunkSize).forEachLine(in: input) { lines.append(Line($0)) }
        return lines
    }

    static let chunkSizes = [16, 17, 31, limit - 1, limit, limit + 1, limit + 2, limit + 3, 4096]

    static let streams: [(name: String, text: String, expected: [String])] = [
        ("at the limit, CRLF", literal(limit) + "\r\n" + "1\r\n", [literal(limit), "1"]),
        ("at the limit, LF", literal(limit) + "\n" + "1\n", [literal(limit), "1"]),
        ("at the limit, CR at the end of the stream", "1\n" + literal(limit) + "\r", ["1", literal(limit)]),
        ("at the limit, no line break at the end", "1\n" + literal(limit), ["1", literal(limit)]),
        ("one over, CRLF", literal(limit + 1) + "\r\n" + "2\r\n", ["documentTooLarge", "2"]),
        ("one over, LF", literal(limit + 1) + "\n" + "2", ["documentTooLarge", "2"]),
        ("one over, CR at the end of the stream", "2\n" + literal(limit + 1) + "\r", ["2", "documentTooLarge"]),
        ("far over, then a short line", literal(10 * limit) + "\r\n" + "[3]", ["documentTooLarge", "[3]"]),
    ]

    @Test(arguments: streams.indices)
    func countsALineWithoutItsLineBreakInMemoryAndStreamed(index: Int) throws {
        let (name, text, expected) = Self.streams[index]
        let memory = Self.inMemory(text)
        #expect(memory.map(\.outcome) == expected, "\(name)")
        for chunkSize in Self.chunkSizes {
            #expect(try Self.streamed(text, chunkSize: chunkSize) == memory, "\(name), chunk \(chunkSize)")
        }
    }

    @Test func reportsAnOverlongLineOnceWithItsNumberAndOffset() throws {
        let text = "1\n" + String(repeating: "x", count: 1000) + "\r\n2\n"
        for chunkSize in Self.chunkSizes {
            let lines = try Self.streamed(text, chunkSize: chunkSize)
            #expect(lines == [
                Line(number: 1, offset: 0, outcome: "1"),
                Line(number: 2, offset: 2, outcome: "documentTooLarge"),
                Line(number: 3, offset: 1004, outcome: "2"),
            ], "chunk \(chunkSize)")
        }
    }
}

extension NDJSONLineLimitTests.Line {
    init(number: Int, offset: Int, outcome: String) {
        self.number = number
        self.offset = offset
        self.outcome = outcome
    }
}
