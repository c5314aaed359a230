// libFuzzer target: the spec loader (JSON, then every key, value and reference, then compiling),
// and the engine on whatever spec loads.
//
// Beyond "no crash, no hang, no sanitizer report" it checks that:
// - a spec that loads also compiles (loading compiles it once already);
// - loading is deterministic, and every error's location lies inside the file;
// - the compiled form validates submissions built from its own fields (each field given values
//   of several types) and renders the reports, with the same report for a fresh validator and a
//   reused one.
import FormRules
import Localization

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    SpecFuzz.run(bytes)
    return 0
}

enum SpecFuzz {
    static let context = ValidationContext(today: CalendarDate(year: 2026, month: 11, day: 21)!)

    /// Values given to every field in turn: every JSON type, and strings that some rule accepts.
    static let samples: [FormValue] = [
        "x", "", "  ", "ada@example.com", "2000-02-29", "2026-11-21T10:00:00Z", "US", "AU", "CA", "NSW",
        "94103", "2000", "5'7\"", "170 cm", "0412345678", "+1 415 555 0100", "male",
        .number(FormNumber(0)), .number(FormNumber(-1)), .number(FormNumber(67.5)), .number(FormNumber(1e300)),
        true, false, .null, [], ["x"], [:], ["nested": "x"],
    ]

    static func run(_ bytes: [UInt8]) {
        let first = Result { () throws(SpecError) in try FormSpec.load(bytes, file: "fuzz.json") }
        let second = Result { () throws(SpecError) in try FormSpec.load(bytes, file: "fuzz.json") }
        switch (first, second) {
        case (.success(let spec), .success(let again)):
            check(spec == again, "loading twice gives different specs")
            exercise(spec)
        case (.failure(let error), .failure(let again)):
            check(error == again, "loading twice gives different errors")
            _ = error.description
            if let location = error.location {
                check(location.offset >= 0 && location.offset <= bytes.count, "error offset \(location.offset) outside the file")
            }
        default:
            fail("loading twice disagrees on success")
        }
    }

    static func exercise(_ spec: FormSpec) {
        let form: CompiledForm
        do throws(SpecError) {
            form = try CompiledForm(spec)
        } catch {
            fail("a loaded spec does not compile: \(error)")
        }
        var validator = form.makeValidator(context: context)
        var submissions: [FormValue] = [[:], .null, "text", []]
        for shift in 0..<4 {
            submissions.append(submission(form.spec, shift: shift))
        }
        for submission in submissions {
            let report = form.validate(submission, context: context)
            check(validator.validate(submission) == report, "a reused validator reports differently")
            _ = report.jsonValue(using: MessageKeysOnly()).jsonText()
            _ = report.problemDocument(using: MessageKeysOnly()).jsonText()
            if let normalized = report.normalized {
                let text = normalized.jsonText()
                check((try? JSONReader().read(text)) != nil, "normalized submission is not JSON: \(text)")
            }
        }
    }

    /// A submission that gives every field of the spec a value, the `n`th field
    /// `samples[(n + shift * 7) % samples.count]`; dotted names become nested objects.
    static func submission(_ spec: FormSpec, shift: Int) -> FormValue {
        var members: [(path: [Substring], value: FormValue)] = []
        for (index, field) in spec.fields.enumerated() {
            members.append((field.name.split(separator: ".", omittingEmptySubsequences: false),
                            samples[(index + shift * 7) % samples.count]))
        }
        return nest(members)
    }

    static func nest(_ members: [(path: [Substring], value: FormValue)]) -> FormValue {
        var order: [String] = []
        var groups: [String: [(path: [Substring], value: FormValue)]] = [:]
        var leaves: [String: FormValue] = [:]
        for member in members {
            guard let head = member.path.first.map(String.init) else { continue }
            if groups[head] == nil && leaves[head] == nil { order.append(head) }
            if member.path.count == 1 {
                leaves[head] = member.value
            } else {
                groups[head, default: []].append((Array(member.path.dropFirst()), member.value))
            }
        }
        return .object(FormObject(order.map { key in
            if let nested = groups[key] { return (key, nest(nested)) }
            return (key, leaves[key] ?? .null)
        }))
    }

    static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }

    static func fail(_ message: String) -> Never {
        fatalError("fuzz-spec invariant: \(message)")
    }
}
