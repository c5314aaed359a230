// Hostile-input measurements that a test should not time: the email check's growth with the
// address's length and a pattern's with the value's (both must stay linear), and the peak memory of reading a 1 GB NDJSON file
// (it must stay bounded by the line limit, not grow with the file).
//
//   swift build -c release --product hostile-bench
//   .build/release/hostile-bench [--skip-memory] [--directory /tmp]
//
// Target (Package.swift): .executableTarget(name: "hostile-bench", dependencies: ["FormRules"],
//                                           path: "Benchmarks/HostileBench")
//
// Exit status 1 when a check fails: the email check grows faster than linearly (a tenfold
// longer address taking more than 20 times as long), a pattern check does (a value twice as
// long taking more than 3 times as long), or reading 1 GB raises the peak memory by
// more than 256 MB.
import FormRules

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let arguments = CommandLine.arguments.dropFirst()
let directory = arguments.firstIndex(of: "--directory").map { arguments[arguments.index(after: $0)] } ?? "/tmp"
var failed = false

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// The best time per call of `body`, repeated until each sample lasts at least 50 ms.
func timePerCall(_ body: () -> Bool) -> Double {
    var repetitions = 1
    var best = Double.infinity
    var samples = 0
    var sink = 0
    while samples < 5 {
        let start = ContinuousClock.now
        for _ in 0..<repetitions where body() { sink &+= 1 }
        let elapsed = seconds(ContinuousClock.now - start)
        if elapsed < 0.05 {
            repetitions *= 4
            continue
        }
        best = min(best, elapsed / Double(repetitions))
        samples += 1
    }
    if sink == -1 { print("") }  // keeps the calls from being optimized away
    return best
}

// MARK: Email

/// Address shapes of a given length: valid and invalid, with few and with many domain labels.
let shapes: [(name: String, make: (Int) -> String)] = [
    ("long local part, valid", { String(repeating: "a", count: $0 - 12) + "@example.com" }),
    ("many domain labels, valid", { "a@" + String(repeating: "b.", count: ($0 - 3) / 2) + "c" }),
    ("no @, invalid", { String(repeating: "a", count: $0) }),
    ("@ at the end, invalid", { String(repeating: "a", count: $0 - 1) + "@" }),
    ("all @, invalid", { String(repeating: "@", count: $0) }),
    ("long label at the end, invalid", { "a@b." + String(repeating: "c", count: $0 - 4) }),
]
let lengths = [1_000, 10_000, 100_000]

print("Email check (WHATWG rule, no length limit), time per address:")
for shape in shapes {
    let times = lengths.map { length -> Double in
        let address = shape.make(length)
        return timePerCall { EmailAddress.isValid(address, maximumLength: nil) }
    }
    let ratios = zip(times.dropFirst(), times).map { $0 / $1 }
    let verdict = ratios.allSatisfy { $0 <= 20 } ? "linear" : "FASTER THAN LINEAR"
    if verdict != "linear" { failed = true }
    let columns = zip(lengths, times).map { "\($0 / 1000)k: \(format(microseconds: $1 * 1e6))" }.joined(separator: "  ")
    print("  \(shape.name + String(repeating: " ", count: max(0, 32 - shape.name.count))) \(columns)  growth ×\(format(ratios[0])) ×\(format(ratios[1]))  \(verdict)")
}
do {
    let address = shapes[0].make(100_000)
    let limited = timePerCall { EmailAddress.isValid(address) }
    print("  with the default limit (\(EmailAddress.defaultMaximumLength)), 100k characters: \(format(microseconds: limited * 1e6)) (rejected by length first)")
}

// MARK: Patterns

/// Patterns that make a backtracking matcher take exponential time, each against a long value
/// it does not match (and one it does), checked as a backend checks a request body: JSON bytes
/// through `validate(json:)`, the byte-level path, into the field's `pattern`.
let patternShapes: [(name: String, pattern: String, make: (Int) -> String)] = [
    ("(a|a)*b against a…a, invalid", "(a|a)*b", { String(repeating: "a", count: $0) }),
    ("(a*)*b against a…a, invalid", "(a*)*b", { String(repeating: "a", count: $0) }),
    ("(\\w+\\s?)*: against words, invalid", "(\\w+\\s?)*:", { String(repeating: "ab ", count: $0 / 3) + "!" }),
    ("(a|a)*b against a…ab, valid", "(a|a)*b", { String(repeating: "a", count: $0 - 1) + "b" }),
]
let patternLengths = [50_000, 100_000, 200_000]

print("Pattern check (Thompson simulation, no backtracking), time per submission of one field:")
for shape in patternShapes {
    let spec = #"{"form": "hostile", "fields": [{"name": "code", "type": "text", "pattern": "\#(shape.pattern.replacing("\\", with: "\\\\"))"}]}"#
    guard let form = try? CompiledForm(FormSpec.load(Array(spec.utf8))), let today = CalendarDate(year: 2026, month: 11, day: 24) else {
        print("  \(shape.name): the spec did not load")
        failed = true
        continue
    }
    let context = ValidationContext(today: today, output: .problems)
    let times = patternLengths.map { length -> Double in
        let body = Array(#"{"code": ""#.utf8) + Array(shape.make(length).utf8) + Array(#""}"#.utf8)
        return timePerCall { (try? form.validate(json: body, context: context))?.isValid ?? false }
    }
    let ratios = zip(times.dropFirst(), times).map { $0 / $1 }
    let verdict = ratios.allSatisfy { $0 <= 3 } ? "linear" : "FASTER THAN LINEAR"
    if verdict != "linear" { failed = true }
    let columns = zip(patternLengths, times).map { "\($0 / 1000)k: \(format(microseconds: $1 * 1e6))" }.joined(separator: "  ")
    print("  \(shape.name + String(repeating: " ", count: max(0, 36 - shape.name.count))) \(columns)  growth ×\(format(ratios[0])) ×\(format(ratios[1]))  \(verdict)")
}

func format(_ value: Double) -> String {
    let tenths = (value * 10).rounded()
    return "\(Int(tenths) / 10).\(Int(tenths) % 10)"
}

func format(microseconds: Double) -> String {
    if microseconds >= 1000 { return "\(format(microseconds / 1000)) ms" }
    return microseconds >= 1 ? "\(format(microseconds)) µs" : "\(Int((microseconds * 1000).rounded())) ns"
}

// MARK: Memory

/// The process's peak resident memory, in bytes.
func peakMemory() -> Int {
    var usage = rusage()
    #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss)
    #else
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss) * 1024
    #endif
}

/// Writes `total` bytes made by `chunk` (called with the bytes written so far) to `path`.
func writeFile(_ path: String, total: Int, _ chunk: (Int) -> [UInt8]) -> Bool {
    guard let file = fopen(path, "w") else { return false }
    defer { fclose(file) }
    var written = 0
    while written < total {
        let bytes = chunk(written)
        guard fwrite(bytes, 1, bytes.count, file) == bytes.count else { return false }
        written += bytes.count
    }
    return true
}

/// Reads the file through `NDJSONReader`, prints what it found and the memory it took, and
/// returns whether the peak grew by no more than 256 MB.
func measureNDJSON(_ name: String, path: String) -> Bool {
    let before = peakMemory()
    let start = ContinuousClock.now
    var lines = 0
    var failures: [String: Int] = [:]
    do {
        let input = try InputFile(path: path)
        try NDJSONReader().forEachLine(in: input) { line in
            lines += 1
            if case .failure(let error) = line.result { failures[error.code.rawValue, default: 0] += 1 }
        }
    } catch {
        print("  \(name): cannot read \(path): \(error)")
        return false
    }
    let elapsed = seconds(ContinuousClock.now - start)
    let growth = peakMemory() - before
    let problems = failures.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
    print("  \(name): \(lines) lines (\(problems.isEmpty ? "all valid" : problems)) in \(format(elapsed)) s; "
          + "peak memory \(peakMemory() >> 20) MiB, +\(growth >> 20) MiB while reading")
    return growth <= 256 << 20
}

if !arguments.contains("--skip-memory") {
    let gigabyte = 1 << 30
    print("Reading 1 GB of NDJSON (default limits: lines up to 32 MiB), peak resident memory:")
    let oneLine = directory + "/hostile-bench-one-line.ndjson"
    let filler = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)
    let tail = Array("\"}\n[1]\n".utf8)
    if writeFile(oneLine, total: gigabyte + tail.count, { written in
        written == 0 ? Array(#"{"a":""#.utf8) + filler.dropLast(6) : written >= gigabyte ? tail : filler
    }) {
        if !measureNDJSON("one 1 GB line", path: oneLine) { failed = true }
    } else {
        print("  cannot write \(oneLine)")
        failed = true
    }
    unlink(oneLine)

    let manyLines = directory + "/hostile-bench-many-lines.ndjson"
    let submission = Array(#"{"email": "ada@example.com", "firstName": "Ada", "lastName": "Lovelace", "address": {"countryCode": "US", "stateCode": "CA", "postalCode": "94103"}, "tags": [1, 2.5, true, null]}"#.utf8) + [0x0A]
    let block = Array((0..<(1 << 20) / submission.count).map { _ in submission }.joined())
    if writeFile(manyLines, total: gigabyte, { _ in block }) {
        if !measureNDJSON("1 GB of short lines", path: manyLines) { failed = true }
    } else {
        print("  cannot write \(manyLines)")
        failed = true
    }
    unlink(manyLines)
}

exit(failed ? 1 : 0)
