// libFuzzer target: the JSON reader and the NDJSON reader on arbitrary bytes.
//
// Beyond "no crash, no hang, no sanitizer report" it checks what must hold for every input:
// - a document read is written back (`jsonText`, compact and pretty) as text that reads as the
//   same value;
// - tighter limits never accept what the default limits reject, and agree on what both accept;
// - a single-line input reads the same through `NDJSONReader` as through `JSONReader`;
// - the streaming NDJSON path (small chunks, growing buffer) reports the same lines as the
//   in-memory one.
import FormRules
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    JSONFuzz.run(bytes)
    return 0
}

enum JSONFuzz {
    static let tight = JSONReader.Limits(maxDepth: 6, maxDocumentBytes: 512, maxStringBytes: 48)

    static func run(_ bytes: [UInt8]) {
        let lenient = Result { () throws(JSONReadError) in try JSONReader().read(bytes, file: "fuzz.json") }
        let strict = Result { () throws(JSONReadError) in try JSONReader(limits: tight).read(bytes) }

        switch (lenient, strict) {
        case (.success(let value), .success(let tightValue)):
            check(value == tightValue, "tight limits read a different value")
        case (.failure, .success):
            fail("tight limits accept what the default limits reject")
        default:
            break
        }
        switch lenient {
        case .success(let value):
            for pretty in [false, true] {
                let text = value.jsonText(pretty: pretty)
                switch Result(catching: { () throws(JSONReadError) in try JSONReader().read(text) }) {
                case .success(let again): check(again == value, "written text reads as a different value")
                case .failure(let error): fail("written text does not read back: \(error.summary)")
                }
            }
        case .failure(let error):
            // Rendering the error must not trap either (locations, excerpts, related places).
            _ = error.description
            check(error.location.offset >= 0 && error.location.offset <= bytes.count, "error offset out of range")
        }

        checkNDJSON(bytes)
    }

    struct Line: Equatable {
        var number: Int
        var offset: Int
        var value: FormValue?
        var code: JSONReadError.Code?
    }

    static func lines(_ bytes: [UInt8], chunkSize: Int?) -> [Line] {
        let reader = NDJSONReader(limits: tight, chunkSize: chunkSize ?? 1 << 20)
        var lines: [Line] = []
        func record(_ line: NDJSONLine) {
            switch line.result {
            case .success(let value): lines.append(Line(number: line.number, offset: line.offset, value: value))
            case .failure(let error):
                _ = error.description
                lines.append(Line(number: line.number, offset: line.offset, code: error.code))
            }
        }
        if chunkSize != nil {
            // The streaming path, through a pipe: reads return what is there, the buffer grows.
            withPipe(bytes) { path in
                guard let input = try? InputFile(path: path) else { fail("cannot open \(path)") }
                do throws(InputError) {
                    try reader.forEachLine(in: input, record)
                } catch {
                    fail("reading the pipe failed: \(error)")
                }
            }
        } else {
            reader.forEachLine(in: bytes, file: "fuzz.ndjson", record)
        }
        return lines
    }

    static func checkNDJSON(_ bytes: [UInt8]) {
        let inMemory = lines(bytes, chunkSize: nil)
        if bytes.count <= 32 << 10 {
            let chunk = 16 + Int(bytes.first ?? 0) % 64
            let streamed = lines(bytes, chunkSize: chunk)
            if inMemory != streamed {
                let first = zip(inMemory, streamed).first { $0 != $1 }
                fail("streamed NDJSON lines differ from in-memory ones (chunk \(chunk)): \(inMemory.count) vs \(streamed.count) lines; "
                     + "first difference: \(first.map { "\($0)\n  vs \($1)" } ?? "none in common lines")")
            }
        }

        // One line, no line break, not blank: NDJSON and JSON must agree.
        let isBlank = bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        guard !bytes.contains(0x0A), bytes.last != 0x0D, !isBlank, bytes.count <= tight.maxDocumentBytes else { return }
        let single = Result { () throws(JSONReadError) in try JSONReader(limits: tight).read(bytes) }
        check(inMemory.count == 1, "one line read as \(inMemory.count) NDJSON lines")
        guard let line = inMemory.first else { return }
        switch single {
        case .success(let value): check(line.value == value, "NDJSON line reads differently from JSON")
        case .failure(let error): check(line.code == error.code, "NDJSON line fails with \(String(describing: line.code)), JSON with \(error.code)")
        }
    }

    /// Runs `body` with a path that reads `bytes` from a pipe (inputs are smaller than a pipe's buffer).
    static func withPipe(_ bytes: [UInt8], _ body: (String) -> Void) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { fail("pipe() failed") }
        let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        guard written == bytes.count else { fail("short write to the pipe (\(written) of \(bytes.count))") }
        close(ends[1])
        body("/dev/fd/\(ends[0])")
        close(ends[0])
    }

    static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }

    static func fail(_ message: String) -> Never {
        fatalError("fuzz-json invariant: \(message)")
    }
}
