// Growth of every command and public entry point with the size of its input: each case builds
// inputs of n, 2n, 4n and 8n units (in a temporary folder), times each, and prints the time
// ratio of every doubling. A linear (or n log n) path doubles its time; a quadratic one
// quadruples it.
//
//   swift build -c release --product growth-bench --product form-check
//   .build/release/growth-bench            # full sizes, fails when the mean doubling is above 2.3x
//   .build/debug/growth-bench --smoke      # small sizes for CI (a debug build suffices), fails
//                                          # only when the mean doubling is above 3.5x
//   .build/release/growth-bench --only export --form-check PATH
//
// Library cases run in this process (best of several runs); command cases run the `form-check`
// built beside this executable (or the one given with --form-check), output to /dev/null.
//
// Exit status 1 when some doubling costs more than the bound; 2 when form-check is missing.
import FormRules
import Localization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: Settings

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
let smoke = arguments.contains("--smoke")
/// The largest ratio a doubling may cost, on average over the three doublings (the cube root of
/// the 8n/n ratio): a quadratic path costs 4x, and one noisy timing on a shared machine does not
/// fail the run. Smoke sizes are small and CI machines loaded, hence their wider bound.
let bound = smoke ? 3.5 : 2.3
let runs = smoke ? 3 : 5
let only = option("--only")
let ownDirectory: String = {
    let path = CommandLine.arguments[0]
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return String(path[..<slash])
}()
let formCheck = option("--form-check") ?? ownDirectory + "/form-check"
let today = try! CalendarDate("2026-11-21")

var template = Array("/tmp/growth-bench.XXXXXX".utf8CString)
guard let made = mkdtemp(&template) else { fatalError("cannot make a temporary folder") }
let directory = String(cString: made)
defer { _ = system("rm -rf '\(directory)'") }

// MARK: Timing

/// CPU seconds used so far by this process and by the commands it ran (user and system).
///
/// CPU time, not wall-clock time: on a machine shared with other jobs, waiting for a core
/// would show up as growth. (Cache contention from those jobs still adds some noise.)
func cpuSeconds() -> Double {
    var own = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &own)
    var children = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &children)
    func value(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return Double(own.tv_sec) + Double(own.tv_nsec) / 1e9 + value(children.ru_utime) + value(children.ru_stime)
}

/// The best of `runs` CPU timings of `body` per call (the best, not the median: load only ever
/// adds time). Each timing repeats `body` until it lasts 20 ms (10 ms in a smoke run), so that a
/// small input is not timed below the clocks' resolution and noise.
func best(_ body: () -> Void) -> Double {
    var repetitions = 1
    var result = Double.infinity
    var samples = 0
    while samples < runs {
        let start = cpuSeconds()
        for _ in 0..<repetitions { body() }
        let elapsed = cpuSeconds() - start
        if elapsed < (smoke ? 0.01 : 0.02), samples == 0 {
            repetitions *= 2
            continue
        }
        result = min(result, elapsed / Double(repetitions))
        samples += 1
    }
    return result
}

func cubeRoot(_ value: Double) -> Double { cbrt(value) }

/// `value` with at most `digits` decimals.
func rounded(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    return String((value * scale).rounded() / scale)
}

func write(_ text: String, _ name: String) -> String {
    let path = directory + "/" + name
    guard let file = fopen(path, "w") else { fatalError("cannot write \(path)") }
    var text = text
    text.withUTF8 { _ = fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
    return path
}

func bytes(_ path: String) -> [UInt8] {
    guard let file = fopen(path, "r") else { fatalError("cannot read \(path)") }
    defer { fclose(file) }
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count == 0 { break }
        result += buffer[0..<count]
    }
    return result
}

/// Runs form-check with `arguments`, its output thrown away.
func command(_ arguments: String) -> () -> Void {
    { _ = system("'\(formCheck)' \(arguments) >/dev/null 2>&1") }
}

// MARK: Inputs

/// A .strings table of `n` entries.
func stringsTable(_ n: Int) -> String {
    var text = ""
    for index in 0..<n { text += "/* Entry \(index). */\n\"key.\(index)\" = \"Message number \(index), with %@ in it.\";\n" }
    return text
}

/// A catalog folder: the development language and one translation, `n` entries each.
func catalogFolder(_ n: Int, _ name: String) -> String {
    let root = directory + "/" + name
    _ = system("mkdir -p '\(root)/ru.lproj'")
    _ = write(stringsTable(n), name + "/Localizable.strings")
    _ = write(stringsTable(n), name + "/ru.lproj/Localizable.strings")
    return root
}

/// A spec of `n` text fields under one parent (three JSON values each: a spec is read within the
/// reader's default 100,000 values, so 8n stays under 33,000).
func spec(_ n: Int, nested: Bool = false) -> String {
    let fields = (0..<n).map { #"{"name": "\#(nested ? "group." : "")f\#($0)", "type": "text"}"# }
    return #"{"form": "growth", "unknownFields": "reject", "fields": [\#(fields.joined(separator: ",\n"))]}"#
}

/// An object of `n` members `k0`...: numbers, strings and small nested objects in turn (only
/// numbers when `plain`).
func object(_ n: Int, prefix: String = "k", plain: Bool = false) -> String {
    let members = (0..<n).map { index in
        let value = switch plain ? 0 : index % 3 {
        case 0: "\(index)"
        case 1: #""value \#(index)""#
        default: #"{"a": [1, 2.5, true, null], "b": "x"}"#
        }
        return #""\#(prefix)\#(index)": \#(value)"#
    }
    return "{" + members.joined(separator: ", ") + "}"
}

/// A submission of the first `n` fields of ``spec(_:)``, in reverse order.
func submission(_ n: Int) -> String {
    "{" + (0..<n).reversed().map { #""f\#($0)": "value \#($0)""# }.joined(separator: ", ") + "}"
}

let loginSpec = write(#"{"form": "login", "unknownFields": "reject", "fields": [{"name": "email", "type": "email", "required": true}, {"name": "password", "type": "password", "required": true}]}"#, "login.json")
let loginForm = try! CompiledForm(FormSpec.load(bytes(loginSpec)))

// MARK: Cases

struct Case {
    let name: String
    /// The size n of the full run and of the smoke run, in the case's units.
    let full: Int
    let small: Int
    let unit: String
    /// Whether its ratios count toward the verdict.
    var judged = true
    /// Makes the input of size n and returns what to time.
    let prepare: (Int) -> () -> Void
}

let cases: [Case] = [
    Case(name: "reader", full: 2_500, small: 1000, unit: "members") { n in
        let input = Array(object(n).utf8)
        var limits = JSONReader.Limits()
        limits.maxValues = .max
        let reader = JSONReader(limits: limits)
        return { _ = try! reader.read(input) }
    },
    Case(name: "reader keep-last", full: 1_250, small: 500, unit: "repeated members") { n in
        let input = Array((object(n).dropLast() + ", " + object(n).dropFirst()).utf8)
        var limits = JSONReader.Limits()
        limits.maxValues = .max
        limits.duplicateKeys = .keepLast
        let reader = JSONReader(limits: limits)
        return { _ = try! reader.read(input) }
    },
    Case(name: "FormObject set", full: 2_000, small: 1000, unit: "keys") { n in
        let keys = (0..<n).map { "key.\($0)" }
        return {
            var object = FormObject()
            for key in keys { object[key] = .null }
            for key in keys where object[key] == nil { fatalError("lost \(key)") }
        }
    },
    // Not judged: Swift's own Dictionary and Array doing what a FormObject does, to show what
    // the memory hierarchy adds once a structure outgrows the caches (about 2.5x per doubling
    // past a few hundred thousand keys on the project machine).
    Case(name: "yardstick: Dictionary and Array", full: 2_000, small: 1000, unit: "keys", judged: false) { n in
        let keys = (0..<n).map { "key.\($0)" }
        return {
            var positions: [String: Int] = [:]
            var entries: [(String, FormValue)] = []
            for key in keys {
                positions[key] = entries.count
                entries.append((key, .null))
            }
            for key in keys where positions[key] == nil { fatalError("lost \(key)") }
        }
    },
    Case(name: "catalog", full: 5_000, small: 500, unit: "entries per locale") { n in
        let folder = catalogFolder(n, "catalog-\(n)")
        return { _ = try! Catalog(contentsOf: folder) }
    },
    Case(name: "spec compile", full: 2_000, small: 500, unit: "fields under the root") { n in
        let text = Array(spec(n).utf8)
        return { _ = try! CompiledForm(FormSpec.load(text)) }
    },
    Case(name: "spec compile nested", full: 2_000, small: 500, unit: "fields under one object") { n in
        let text = Array(spec(n, nested: true).utf8)
        return { _ = try! CompiledForm(FormSpec.load(text)) }
    },
    Case(name: "spec extends, changes and removes", full: 2_000, small: 500, unit: "fields of the base, each changed or removed") { n in
        // A base of n fields in a bundle; the spec changes every other field and removes the rest.
        let changes = (0..<n).filter { $0 % 2 == 0 }.map { #"{"name": "f\#($0)", "maxLength": 10}"# }
        let removed = (0..<n).filter { $0 % 2 == 1 }.map { #""f\#($0)""# }.joined(separator: ", ")
        let changed = changes.joined(separator: ", ")
        let text = Array(#"{"form": "child", "extends": \#(spec(n)), "remove": [\#(removed)], "fields": [\#(changed)]}"#.utf8)
        return { _ = try! CompiledForm(FormSpec.load(text)) }
    },
    Case(name: "spec includes a part", full: 2_000, small: 500, unit: "fields of the part, under an object") { n in
        let fields = (0..<n).map { #"{"name": "f\#($0)", "type": "text", "requiredIf": {"field": "f\#(($0 + 1) % n)", "present": true}}"# }
        let part = #"{"part": "growth", "fields": [\#(fields.joined(separator: ",\n"))]}"#
        let text = Array(#"{"form": "whole", "fields": [{"include": \#(part), "under": "group"}]}"#.utf8)
        return { _ = try! CompiledForm(FormSpec.load(text)) }
    },
    Case(name: "validate tree, many fields", full: 1_000, small: 250, unit: "fields under one object, submitted in reverse") { n in
        let form = try! CompiledForm(FormSpec.load(Array(spec(n, nested: true).utf8)))
        let input = Array(#"{"group": \#(submission(n))}"#.utf8)
        var validator = form.makeValidator(context: ValidationContext(today: today))
        return { _ = try! validator.validate(json: input) }
    },
    Case(name: "validate bytes, many fields", full: 1_000, small: 250, unit: "fields, submitted in reverse") { n in
        let form = try! CompiledForm(FormSpec.load(Array(spec(n).utf8)))
        let input = Array(submission(n).utf8)
        var validator = form.makeValidator(context: ValidationContext(today: today, output: .problems))
        return { _ = try! validator.validate(json: input) }
    },
    Case(name: "validate, unknown keys", full: 12_000, small: 375, unit: "unknown keys") { n in
        let input = Array(object(n, plain: true).utf8)
        var validator = loginForm.makeValidator(context: ValidationContext(today: today, output: .problems))
        return { _ = try! validator.validate(json: input) }
    },
    Case(name: "form-check json", full: 12_500, small: 2500, unit: "members") { n in
        let file = write(object(n), "json-\(n).json")
        return command("json --max-values 10000000 '\(file)'")
    },
    Case(name: "form-check validate", full: 12_000, small: 3000, unit: "unknown keys") { n in
        let file = write(object(n, prefix: "u", plain: true), "unknown-\(n).json")
        return command("validate --spec '\(loginSpec)' --today 2026-11-21 '\(file)'")
    },
    Case(name: "form-check validate --ndjson", full: 12_500, small: 1000, unit: "lines") { n in
        var lines = ""
        for index in 0..<n {
            lines += index % 2 == 0
                ? #"{"email": "user\#(index)@example.com", "password": "secret \#(index)"}"# + "\n"
                : #"{"email": "not an address", "extra\#(index % 7)": 1}"# + "\n"
        }
        let file = write(lines, "lines-\(n).ndjson")
        return command("validate --spec '\(loginSpec)' --today 2026-11-21 --ndjson '\(file)'")
    },
    Case(name: "form-check strings lint", full: 12_500, small: 1000, unit: "entries") { n in
        let file = write(stringsTable(n), "lint-\(n).strings")
        return command("strings lint '\(file)'")
    },
    Case(name: "form-check strings export", full: 12_500, small: 1000, unit: "entries") { n in
        let file = write(stringsTable(n), "export-\(n).strings")
        return command("strings export '\(file)'")
    },
    Case(name: "form-check strings render", full: 6_250, small: 500, unit: "entries per locale") { n in
        let folder = catalogFolder(n, "render-\(n)")
        return command("strings render key.1 --resources '\(folder)' --locale ru --arg x")
    },
    Case(name: "form-check spec lint", full: 2_000, small: 500, unit: "fields") { n in
        let file = write(spec(n), "spec-\(n).json")
        return command("spec lint '\(file)'")
    },
]

// MARK: Running

guard access(formCheck, X_OK) == 0 else {
    print("growth-bench: no form-check at \(formCheck); build it (swift build -c release --product form-check) or give --form-check PATH")
    exit(2)
}
print("growth per doubling, \(smoke ? "smoke sizes" : "full sizes"), CPU seconds per run, best of \(runs) runs; bound \(bound)x")
var failures: [String] = []
for growth in cases where only.map({ growth.name.contains($0) }) ?? true {
    let base = smoke ? growth.small : growth.full
    var times: [Double] = []
    for size in [base, base * 2, base * 4, base * 8] {
        let body = growth.prepare(size)
        body()  // warm-up: first-touch page faults and caches
        times.append(best(body))
    }
    let ratios = zip(times.dropFirst(), times).map { $0 / max($1, 1e-9) }
    let worst = cubeRoot(times[3] / max(times[0], 1e-9))
    let timeText = times.map { rounded($0, 4) }.joined(separator: " ")
    let ratioText = ratios.map { rounded($0, 2) }.joined(separator: " ")
    let verdict = (growth.judged ? worst > bound ? "FAIL" : "ok" : "not judged") + ", mean \(rounded(worst, 2))"
    print("\(growth.name) (n = \(base) \(growth.unit)): times \(timeText) s; ratios \(ratioText) \(verdict)")
    fflush(nil)  // each line as it comes, also through a pipe
    if growth.judged, worst > bound { failures.append(growth.name) }
}
if !failures.isEmpty {
    print("growth-bench: doubling the input cost more than \(bound)x in: \(failures.joined(separator: ", "))")
    exit(1)
}
