import Testing
@testable import FormRules

@Suite struct NDJSONReaderTests {
    /// What a reader reported for each line: its number and value, or its number and error code.
    struct Seen: Equatable, CustomStringConvertible {
        var number: Int
        var value: FormValue?
        var code: JSONReadError.Code?
        var description: String { "\(number): \(value.map { $0.jsonText() } ?? code!.rawValue)" }
    }

    /// Reads `text` both ways, in place and through a file in chunks, and requires the same result.
    func read(_ text: String, chunkSize: Int = 1 << 20, limits: JSONReader.Limits = .init()) -> [Seen] {
        func seen(_ line: NDJSONLine) -> Seen {
            switch line.result {
            case .success(let value): Seen(number: line.number, value: value)
            case .failure(let error): Seen(number: line.number, code: error.code)
            }
        }
        var inPlace: [Seen] = []
        let reader = NDJSONReader(limits: limits, chunkSize: chunkSize)
        reader.forEachLine(in: Array(text.utf8)) { inPlace.append(seen($0)) }

        var chunked: [Seen] = []
        let path = "/tmp/formrules-ndjson-\(UInt64.random(in: 0...UInt64.max)).ndjson"
        defer { removeFile(path) }
        do {
            try writeFile(path, text)
            try reader.forEachLine(in: InputFile(path: path)) { chunked.append(seen($0)) }
        } catch {
            Issue.record("reading \(path): \(error)")
        }
        #expect(inPlace == chunked, "chunk size \(chunkSize)")
        return inPlace
    }

    static let chunkSizes = [16, 17, 64, 1 << 20]

    @Test(arguments: chunkSizes)
    func reportsABadLineAndKeepsReading(chunkSize: Int) {
        let text = "{\"a\": 1}\n{\"a\": }\n\n  \n{\"b\": [true]}\r\n[1, 2\n\"last\""
        #expect(read(text, chunkSize: chunkSize) == [
            Seen(number: 1, value: ["a": 1]),
            Seen(number: 2, code: .unexpectedCharacter),
            Seen(number: 5, value: ["b": [true]]),
            Seen(number: 6, code: .unexpectedEndOfInput),
            Seen(number: 7, value: "last"),
        ])
    }

    @Test(arguments: chunkSizes)
    func skipsALineOverTheLimitWithoutHoldingIt(chunkSize: Int) {
        let long = "\"" + String(repeating: "x", count: 300) + "\""
        let text = "1\n\(long)\n2\n\(long)"
        let limits = JSONReader.Limits(maxDocumentBytes: 100)
        #expect(read(text, chunkSize: chunkSize, limits: limits) == [
            Seen(number: 1, value: 1),
            Seen(number: 2, code: .documentTooLarge),
            Seen(number: 3, value: 2),
            Seen(number: 4, code: .documentTooLarge),
        ])
    }

    /// The parser remembers the key shape of the last line to skip re-checking it; a line with a
    /// duplicate must still be caught, whatever came before it.
    @Test func catchesADuplicateKeyAfterLinesOfTheSameShape() {
        let text = """
            {"name": "a", "email": "x", "nested": {"k": 1, "l": 2}}
            {"name": "b", "email": "y", "nested": {"k": 1, "l": 2}}
            {"name": "c", "name": "z", "nested": {"k": 1, "l": 2}}
            {"name": "d", "email": "w", "nested": {"k": 1, "k": 2}}
            {"name": "e", "email": "v", "nested": {"k": 1, "l": 2}}
            """
        #expect(read(text).map(\.code) == [nil, nil, .duplicateKey, .duplicateKey, nil])
    }

    @Test func acceptsALineExactlyAtTheLimit() {
        let line = "\"" + String(repeating: "y", count: 98) + "\""
        #expect(read(line + "\n" + line + "\n", chunkSize: 16, limits: .init(maxDocumentBytes: 100)).map(\.code) == [nil, nil])
    }

    @Test func locatesErrorsByLineOfTheStream() throws {
        let reader = NDJSONReader()
        var errors: [JSONReadError] = []
        reader.forEachLine(in: Array("[1]\n[2]\n[3,,]\n".utf8), file: "batch.ndjson") { line in
            if case .failure(let error) = line.result { errors.append(error) }
        }
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.summary == "batch.ndjson:3:4: unexpected character ',': expected a value")
        #expect(error.location.offset == 11)
        #expect(error.excerpt.description == "[3,,]\n   ^")
    }

    @Test func readsAFileThroughABoundedBuffer() throws {
        let path = "/tmp/formrules-ndjson-\(UInt64.random(in: 0...UInt64.max)).ndjson"
        let lines = (0..<5_000).map { "{\"id\": \($0), \"name\": \"n\($0)\"}" }
        try writeFile(path, lines.joined(separator: "\n") + "\n")
        defer { removeFile(path) }
        let reader = NDJSONReader(chunkSize: 4096)
        var count = 0
        var lastID: Int?
        try reader.forEachLine(in: InputFile(path: path)) { line in
            if case .success(let value) = line.result {
                count += 1
                lastID = value["id"]?.number?.int
            }
        }
        #expect(count == 5_000)
        #expect(lastID == 4_999)
    }

    @Test func reportsAMissingFile() {
        #expect {
            _ = try InputFile(path: "/nonexistent/formrules.ndjson")
        } throws: { ($0 as? InputError)?.code == .notFound }
    }
}
