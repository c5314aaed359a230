// Reader throughput on NDJSON: FormRules' JSONReader beside Foundation's JSONSerialization,
// on the same bytes, in the same process run, single thread.
//
//   swift build -c release --product json-reader-bench
//   .build/release/json-reader-bench /tmp/bench/subs-200k.ndjson [--runs 5] [--ours-only | --foundation-only]
//
// Each contender reads every line into its full tree; the best of the runs is reported (the
// least disturbed by other work on the machine).
import FormRules
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let path = arguments.first(where: { !$0.hasPrefix("--") }) else {
    FileHandle.standardError.write(Data("usage: json-reader-bench FILE.ndjson [--runs N]\n".utf8))
    exit(64)
}
let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[arguments.index(after: $0)]) } ?? 5
guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("json-reader-bench: cannot read \(path)\n".utf8))
    exit(66)
}
let bytes = [UInt8](data)
let megabytes = Double(bytes.count) / 1_000_000

/// Best wall time of `runs` runs of `body`, and what the last run returned.
func best(_ body: () -> Int) -> (seconds: Double, result: Int) {
    var fastest = Double.infinity
    var result = 0
    for _ in 0..<runs {
        let start = ContinuousClock.now
        result = body()
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        fastest = min(fastest, seconds)
    }
    return (fastest, result)
}

/// Top-level members, so no reader's work can be optimized away without walking the trees
/// (which would time the walk, not the reader).
func weight(_ value: FormValue) -> Int {
    value.object?.count ?? 1
}

let foundationOnly = arguments.contains("--foundation-only")
let ours = foundationOnly ? (seconds: 0, result: 0) : best {
    let reader = NDJSONReader()
    var total = 0
    reader.forEachLine(in: bytes) { line in
        if case .success(let value) = line.result { total += weight(value) } else { total -= 1_000_000 }
    }
    return total
}

// `--ours-only` and `--foundation-only` time one reader, for profiling it alone or for timing
// the two as whole processes, paired, on a busy machine.
if arguments.contains("--ours-only") {
    print(String(format: "FormRules JSONReader: %.3f s, %.1f MB/s", ours.seconds, megabytes / ours.seconds))
    exit(0)
}

// Foundation gets the lines pre-split, so it is timed on parsing alone.
var lineRanges: [Range<Int>] = []
var start = 0
while start < bytes.count {
    let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
    if end > start { lineRanges.append(start..<end) }
    start = end + 1
}
let documents = lineRanges.count

func foundationWeight(_ object: Any) -> Int {
    (object as? [String: Any])?.count ?? 1
}

let foundation = best {
    var total = 0
    for range in lineRanges {
        let object = try? JSONSerialization.jsonObject(with: data.subdata(in: range))
        total += object.map(foundationWeight) ?? -1_000_000
    }
    return total
}

func row(_ name: String, _ measured: (seconds: Double, result: Int)) -> String {
    let mbps = megabytes / measured.seconds
    let docs = Double(documents) / measured.seconds
    return name.padding(toLength: 30, withPad: " ", startingAt: 0)
        + String(format: "%9.3f %10.1f %14.0f", measured.seconds, mbps, docs)
}

print("# \(path): \(documents) documents, \(String(format: "%.1f", megabytes)) MB; best of \(runs) runs, one thread")
print("name                            seconds       MB/s    documents/s")
print(row("FormRules JSONReader (NDJSON)", ours))
print(row("Foundation JSONSerialization", foundation))
print(String(format: "ratio: FormRules is %.2fx Foundation JSONSerialization", foundation.seconds / ours.seconds))
if foundationOnly {
    print(String(format: "Foundation JSONSerialization: %.3f s, %.1f MB/s", foundation.seconds, megabytes / foundation.seconds))
    exit(0)
}
if ours.result != foundation.result {
    print("warning: the readers disagree on the trees' sizes (\(ours.result) vs \(foundation.result))")
}
