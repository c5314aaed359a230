import Dispatch
import Foundation
import Testing
@testable import FormRules

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Input built to hurt: every case ends in a clear error naming the limit, or in the right
/// result, never in a crash, a hang or unbounded memory. Results are asserted, not timings
/// (`Benchmarks/HostileBench` times the email check and measures memory).
///
/// Serialized: several cases allocate hundreds of megabytes; one at a time is enough.
@Suite(.serialized) struct HostileInputTests {
    // MARK: Nesting

    @Test func rejectsAMillionNestedArraysAtTheDepthLimit() {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000) + [UInt8](repeating: UInt8(ascii: "]"), count: 1_000_000)
        let error = #expect(throws: JSONReadError.self) { try JSONReader().read(bytes) }
        #expect(error?.code == .tooDeeplyNested)
        #expect(error?.location.offset == 512)
        #expect(error?.location.column == 513)
        #expect(error?.message.contains("maxDepth") == true)
    }

    @Test func rejectsAMillionNestedObjectsAndMixedNesting() {
        let objects = String(repeating: #"{"a":"#, count: 1_000_000) + "1" + String(repeating: "}", count: 1_000_000)
        let mixed = String(repeating: #"[{"a":"#, count: 500_000)
        for text in [objects, mixed] {
            let error = #expect(throws: JSONReadError.self) { try JSONReader().read(text) }
            #expect(error?.code == .tooDeeplyNested)
        }
    }

    @Test func readsNestingUpToARaisedLimitAndFreesIt() throws {
        // Deep values are freed and compared recursively: a raised limit of a few thousand is
        // safe on any thread (see Docs/Limits.md for why the default is 512).
        let depth = 2_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let reader = JSONReader(limits: JSONReader.Limits(maxDepth: depth))
        var value = try reader.read(text)
        #expect(try reader.read(value.jsonText()) == value)
        var levels = 0
        while case .array(let elements) = value, let first = elements.first {
            value = first
            levels += 1
        }
        #expect(levels == depth - 1)
        #expect(throws: JSONReadError.self) { try reader.read("[" + text + "]") }
    }

    @Test func rejectsAMillionNestedArraysOnAnNDJSONLineAndReadsTheNext() {
        let deep = String(repeating: "[", count: 1_000_000)
        var lines: [NDJSONLine] = []
        let limits = JSONReader.Limits(maxDocumentBytes: 2 << 20)
        NDJSONReader(limits: limits).forEachLine(in: Array((deep + "\n[1]\n").utf8)) { lines.append($0) }
        #expect(lines.count == 2)
        guard lines.count == 2, case .failure(let error) = lines[0].result else { return }
        #expect(error.code == .tooDeeplyNested)
        #expect(error.location.line == 1)
        #expect(lines[1].number == 2)
        #expect(lines[1].offset == 1_000_001)
        #expect((try? lines[1].result.get()) == [1])
    }

    // MARK: Size

    /// A 1 GB NDJSON line (a JSON string of 'a's) through a pipe, then a short line: the long
    /// line is reported once as over the limit and the next is read.
    @Test func reportsAGigabyteLineFromAPipeAsOverTheLimit() throws {
        let lineBytes = 1 << 30
        var lines: [NDJSONLine] = []
        try Self.withPipe(writing: { write in
            var chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)
            chunk.replaceSubrange(0..<6, with: Array(#"{"a":""#.utf8))
            var sent = 0
            while sent < lineBytes {
                guard write(chunk) else { return }
                if sent == 0 { chunk.replaceSubrange(0..<6, with: Array("aaaaaa".utf8)) }
                sent += chunk.count
            }
            _ = write(Array("\"}\n{\"after\": true}\n".utf8))
        }) { path in
            let input = try InputFile(path: path)
            try NDJSONReader().forEachLine(in: input) { lines.append($0) }
        }
        #expect(lines.count == 2)
        guard lines.count == 2, case .failure(let error) = lines[0].result else { return }
        #expect(error.code == .documentTooLarge)
        #expect(error.message.contains("maxDocumentBytes"))
        #expect(lines[0].number == 1)
        #expect(lines[1].number == 2)
        #expect(lines[1].offset == lineBytes + 3)
        #expect((try? lines[1].result.get()) == ["after": true])
    }

    /// The same gigabyte from a generator, watching the buffer the reader offers to fill: it
    /// never grows beyond one line's limit plus one chunk, however long the line.
    /// (`Benchmarks/HostileBench` measures the process's peak memory on a 1 GB file.)
    @Test func readsAGigabyteLineInBoundedMemory() throws {
        let limits = JSONReader.Limits()
        let chunkSize = 1 << 20
        let reader = NDJSONReader(limits: limits, chunkSize: chunkSize)
        let stream = Array(#"{"a":""#.utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 30) + Array("\"}\n[2]\n".utf8)
        var position = 0
        var largestBuffer = 0
        var lines: [(Int, Int, Bool)] = []
        try reader.forEachRawLine(readingWith: { buffer in
            largestBuffer = max(largestBuffer, buffer.count)
            let count = min(buffer.count, stream.count - position)
            stream.withUnsafeBytes { buffer.baseAddress?.copyMemory(from: $0.baseAddress! + position, byteCount: count) }
            position += count
            return count
        }) { number, offset, bytes in
            lines.append((number, offset, bytes == nil))
        }
        #expect(position == stream.count)
        #expect(lines.map(\.0) == [1, 2])
        #expect(lines.map(\.1) == [0, (1 << 30) + 9])
        #expect(lines.map(\.2) == [true, false])
        #expect(largestBuffer <= limits.maxDocumentBytes + chunkSize, "buffer grew to \(largestBuffer) bytes")
    }

    @Test func rejectsA100MegabyteStringByTheDocumentAndStringLimits() throws {
        let string = [UInt8](repeating: UInt8(ascii: "x"), count: 100 << 20)
        let document = Array(#"{"email": ""#.utf8) + string + Array(#""}"#.utf8)

        let tooLarge = #expect(throws: JSONReadError.self) { try JSONReader().read(document) }
        #expect(tooLarge?.code == .documentTooLarge)
        #expect(tooLarge?.message.contains("maxDocumentBytes") == true)

        let bigDocuments = JSONReader(limits: JSONReader.Limits(maxDocumentBytes: 200 << 20))
        let tooLong = #expect(throws: JSONReadError.self) { try bigDocuments.read(document) }
        #expect(tooLong?.code == .stringTooLong)
        #expect(tooLong?.location.offset == 10)
        #expect(tooLong?.message.contains("maxStringBytes") == true)

        let bigStrings = JSONReader(limits: JSONReader.Limits(maxDocumentBytes: 200 << 20, maxStringBytes: 100 << 20))
        let value = try bigStrings.read(document)
        #expect(value["email"]?.string?.utf8.count == 100 << 20)
        // And a form that reads it says the address is too long, without scanning it.
        let form = try Engine.bundledSpec("personal-details")
        let report = form.validate(value, context: Engine.context)
        #expect(report.issues.map(\.rule.rawValue) == ["email.tooLong"])
    }

    @Test func rejectsAStringJustOverTheLimitAtItsOpeningQuote() {
        let limits = JSONReader.Limits(maxStringBytes: 1_000)
        let exact = "[\"" + String(repeating: "é", count: 500) + "\"]"
        #expect((try? JSONReader(limits: limits).read(exact)) != nil)
        let over = "[\"" + String(repeating: "é", count: 500) + "x\"]"
        let error = #expect(throws: JSONReadError.self) { try JSONReader(limits: limits).read(over) }
        #expect(error?.code == .stringTooLong)
        #expect(error?.location.offset == 1)
        // Escapes count once unescaped: 1,000 bytes of `\u00e9` is 500 'é', 1,000 bytes.
        let escaped = "[\"" + String(repeating: #"\u00e9"#, count: 500) + "\"]"
        #expect((try? JSONReader(limits: limits).read(escaped)) != nil)
    }

    /// A 1 MB member name is shown, not echoed: the problem's `path` and `pointer` repeat at
    /// most 256 of its characters (the message quotes 64), on both sources of values alike, so
    /// the report stays small whatever the key.
    @Test(arguments: [ReportContents.problems, ReportContents.everything])
    func anUndeclaredMembersHugeNameIsCutInThePathAndPointer(output: ReportContents) throws {
        let form = try CompiledForm(Array(#"{"form": "f", "fields": [{"name": "a.b", "type": "text"}]}"#.utf8))
        let key = String(repeating: "k", count: 1_000_000)
        let body = Array(#"{"a": {"\#(key)": 1}}"#.utf8)
        var validator = form.makeValidator(context: ValidationContext(today: try CalendarDate("2026-11-26"), output: output))
        let issue = try #require(try validator.validate(json: body).issues.first)
        #expect(issue.rule == "unknownField")
        #expect(issue.path == "a." + String(repeating: "k", count: 256) + "…")
        #expect(issue.pointer == "/a/" + String(repeating: "k", count: 256) + "…")
        #expect(issue.message(using: MessageKeysOnly()).utf8.count < 200)
    }

    // MARK: Numbers

    static let hundredThousandDigits = "1" + String(repeating: "0", count: 99_999)

    struct NumberCase: Sendable, CustomStringConvertible {
        var literal: String
        var double: Double
        var description: String { "\(literal.prefix(12))… (\(literal.utf8.count) bytes)" }
    }

    static let numbers: [NumberCase] = [
        NumberCase(literal: hundredThousandDigits, double: .infinity),
        NumberCase(literal: "-" + hundredThousandDigits, double: -.infinity),
        NumberCase(literal: "0." + String(repeating: "0", count: 99_998) + "1", double: 0),
        NumberCase(literal: String(repeating: "9", count: 100_000) + "e-99990", double: 1e10),
        NumberCase(literal: "0." + String(repeating: "3", count: 100_000), double: 1.0 / 3),
        NumberCase(literal: "1e" + String(repeating: "9", count: 100_000), double: .infinity),
        NumberCase(literal: "1e-" + String(repeating: "9", count: 100_000), double: 0),
    ]

    @Test(arguments: numbers)
    func readsNumbersOf100000DigitsExactlyWithTheirNearestDouble(_ c: NumberCase) throws {
        let (literal, double) = (c.literal, c.double)
        let value = try JSONReader().read("[" + literal + "]")
        let number = try #require(value.array?.first?.number)
        #expect(number.literal == literal)
        #expect(number.double == double || abs(number.double - double) <= double.ulp * 2)
        #expect(value.jsonText() == "[" + literal + "]")
    }

    @Test func checksNumberRulesOnNumbersOf100000Digits() throws {
        let form = try Engine.form([
            #"{ "name": "weight", "type": "number", "minimum": 20, "maximum": 300, "step": 0.5 }"#,
            #"{ "name": "count", "type": "integer" }"#,
        ])
        let huge = Self.hundredThousandDigits
        let tiny = "0." + String(repeating: "0", count: 99_998) + "1"
        // Longer than any field accepts: refused before any other rule reads them, and not echoed.
        for literal in [huge, tiny] {
            let report = try form.check(#"{ "weight": \#(literal), "count": \#(literal) }"#)
            #expect(report.issues.map(\.rule.rawValue) == ["number.tooLong", "number.tooLong"], "\(report.issues)")
            #expect(report.issues.map(\.arguments.last) == [.integer(100), .integer(100)])
        }
    }

    // MARK: Invalid UTF-8

    static let invalidSequences: [[UInt8]] = [
        [0xFF], [0x80], [0xC3], [0xC3, 0x28], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80],
        [0xF4, 0x90, 0x80, 0x80], [0xF0, 0x9F, 0x98], [0xF8, 0x88, 0x80, 0x80, 0x80],
    ]

    /// A small document, every byte of it replaced in turn by each invalid sequence, and each
    /// sequence also inserted before every byte: always rejected, and where the problem is.
    @Test func rejectsInvalidUTF8AtEveryPositionOfASmallDocument() {
        let document = Array(#"{"email": "ada@example.com", "tags": ["a", 1.5e3, true, null], "n": {"k": "v"}}"#.utf8)
        let stringSpans = Self.stringInteriors(document)
        var checked = 0
        for position in document.indices {
            for sequence in Self.invalidSequences {
                for (bytes, kind) in [
                    (Array(document[..<position]) + sequence + document[(position + 1)...], "replacing"),
                    (Array(document[..<position]) + sequence + document[position...], "inserted before"),
                ] {
                    checked += 1
                    let result = Result { () throws(JSONReadError) in try JSONReader().read(bytes) }
                    guard case .failure(let error) = result else {
                        Issue.record("accepted \(sequence) \(kind) byte \(position)")
                        continue
                    }
                    // Inside a string the bytes are decoded, so the error is invalid UTF-8 at the
                    // bad sequence; elsewhere any byte above 0x7F is an unexpected character.
                    #expect(error.location.offset <= position + sequence.count, "\(sequence) \(kind) byte \(position)")
                    if stringSpans.contains(position), kind == "inserted before" || document[position] != UInt8(ascii: "\"") {
                        #expect(error.code == .invalidUTF8, "\(sequence) \(kind) byte \(position): \(error.code)")
                        #expect(error.location.offset >= position, "\(sequence) \(kind) byte \(position)")
                    }
                }
            }
        }
        #expect(checked == document.count * Self.invalidSequences.count * 2)
    }

    @Test func skipsAnNDJSONLineWithInvalidUTF8AtEveryPositionAndReadsTheOthers() {
        let line = Array(#"{"email": "ada@example.com"}"#.utf8)
        for position in line.indices {
            let bad = Array(line[..<position]) + [0xFF] + line[(position + 1)...]
            let stream = line + [0x0A] + bad + [0x0A] + line
            var results: [Bool] = []
            NDJSONReader().forEachLine(in: stream) { results.append((try? $0.result.get()) != nil) }
            #expect(results == [true, false, true], "position \(position)")
        }
    }

    /// Byte offsets strictly inside string literals (between the quotes).
    static func stringInteriors(_ bytes: [UInt8]) -> Set<Int> {
        var inside = Set<Int>()
        var index = 0
        var open: Int?
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\") where open != nil: index += 1
            case UInt8(ascii: "\""):
                if let start = open { inside.formUnion((start + 1)...index); open = nil } else { open = index }
            default: break
            }
            index += 1
        }
        return inside
    }

    // MARK: Email

    @Test(arguments: [
        String(repeating: "a", count: 99_988) + "@example.com",
        String(repeating: "a", count: 64) + "@" + String(repeating: "b.", count: 49_967) + "com",
        String(repeating: "@", count: 100_000),
        String(repeating: "é", count: 100_000),
    ])
    func rejectsAnEmailOf100000CharactersAsTooLong(address: String) throws {
        #expect(address.count >= 100_000)
        guard case .failure(let failure) = EmailAddress.check(address) else {
            Issue.record("accepted an address of \(address.count) characters")
            return
        }
        guard case .tooLong(let limit) = failure else {
            Issue.record("failed as \(failure), not as too long")
            return
        }
        #expect(limit == EmailAddress.defaultMaximumLength)
        let form = try Engine.bundledSpec("personal-details")
        let report = form.validate(["email": .string(address)], context: Engine.context)
        #expect(report.issues.map(\.rule.rawValue) == ["email.tooLong"])
        #expect(report.issues.first?.arguments.last == .integer(254))
    }

    @Test func checksAnEmailOf100000CharactersWithoutALimitByTheWHATWGRule() {
        let valid = String(repeating: "a", count: 99_988) + "@example.com"
        let domainLabelTooLong = "a@" + String(repeating: "b", count: 99_998)
        let manyLabels = "a@" + String(repeating: "b.", count: 49_998) + "c"
        #expect(EmailAddress.isValid(valid, maximumLength: nil))
        #expect(!EmailAddress.isValid(domainLabelTooLong, maximumLength: nil))
        #expect(EmailAddress.isValid(manyLabels, maximumLength: nil))
        #expect(!EmailAddress.isValid(String(repeating: "@", count: 100_000), maximumLength: nil))
    }

    // MARK: Support

    /// Runs `read` with a path that reads from a pipe while a thread runs `produce`, whose
    /// `write` returns false once the reader has gone.
    static func withPipe(
        writing produce: @escaping @Sendable (_ write: ([UInt8]) -> Bool) -> Void,
        reading read: (String) throws -> Void
    ) throws {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
        let (reader, writer) = (ends[0], ends[1])
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            produce { bytes in
                var offset = 0
                while offset < bytes.count {
                    let count = bytes[offset...].withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
                    if count < 0, errno == EINTR { continue }
                    guard count > 0 else { return false }
                    offset += count
                }
                return true
            }
            close(writer)
            finished.signal()
        }
        signal(SIGPIPE, SIG_IGN)  // a reader that stops early must not kill the test process
        thread.start()
        defer {
            close(reader)
            finished.wait()
        }
        try read("/dev/fd/\(reader)")
    }
}
