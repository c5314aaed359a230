import Foundation
import Testing
import TestSupport
@testable import FormRules

/// The byte-level path (``FormValidator/validate(json:limits:file:)`` without field states)
/// gives exactly the reports of reading a tree and validating it: same problems, same order,
/// same arguments, and the same errors for text that is not JSON.
@Suite struct ByteLevelDifferentialTests {
    static let context = ValidationContext(today: Engine.today, output: .problems)

    /// What a submission gets: its report, or the reader's error code and offset.
    enum Outcome: Equatable, CustomStringConvertible {
        case report(ValidationReport)
        case notJSON(JSONReadError.Code, Int)

        var description: String {
            switch self {
            case .report(let report): report.issues.map { "\($0.path) \($0.rule) \($0.arguments)" }.joined(separator: "; ")
            case .notJSON(let code, let offset): "not JSON: \(code) at \(offset)"
            }
        }
    }

    static func treeOutcome(_ form: CompiledForm, _ bytes: [UInt8], context: ValidationContext = context) -> Outcome {
        do {
            return .report(form.validate(try JSONReader().read(bytes), context: context))
        } catch {
            return .notJSON(error.code, error.location.offset)
        }
    }

    /// The byte path's outcome, and whether it answered without the tree path.
    static func byteOutcome(_ validator: inout FormValidator, _ bytes: [UInt8]) -> (Outcome, tookBytes: Bool) {
        let direct = bytes.withUnsafeBufferPointer { validator.validateBytes($0, limits: JSONReader.Limits()) }
        do {
            return (.report(try validator.validate(json: bytes)), direct != nil)
        } catch {
            return (.notJSON(error.code, error.location.offset), false)
        }
    }

    /// Checks both paths agree on `lines`; returns how many took the byte path.
    @discardableResult
    static func compare(
        _ form: CompiledForm, _ lines: [[UInt8]], context: ValidationContext = context,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Int {
        var validator = form.makeValidator(context: context)
        var direct = 0
        var disagreements = 0
        for line in lines {
            let (bytes, tookBytes) = byteOutcome(&validator, line)
            let tree = treeOutcome(form, line, context: context)
            if tookBytes { direct += 1 }
            if bytes != tree {
                disagreements += 1
                if disagreements <= 5 {
                    Issue.record(
                        "\(String(decoding: line, as: UTF8.self))\n  bytes: \(bytes)\n  tree:  \(tree)", sourceLocation: sourceLocation)
                }
            }
        }
        #expect(disagreements == 0, sourceLocation: sourceLocation)
        return direct
    }

    /// Every form but those that make a value up (a release's date of today, a height's
    /// default): a field checked on its whole value (a list, a height, an identifier, a run-time
    /// choice, a date and time) sends only the submissions that hold one to the tree.
    static let specsWithPlans = ["admin-unlock", "book-jump", "create-account", "customer-api-token", "customer-error", "external-event",
                                 "fitness-settings", "gift-card", "login", "personal-details", "player-avatar", "self-service-registration", "sign-in", "sign-in-answer"]

    /// The kinds checked on the whole value, which only the tree holds.
    static let wholeValueKinds: Set<FieldStep.Kind> = [.dateTime, .height, .identifier, .runtimeChoice, .list]

    @Test func formsWithoutDefaultsHaveAPlan() throws {
        for name in ProjectFiles.specNames {
            let form = try CompiledForm(ProjectFiles.spec(name))
            #expect((form.byteLevelPlan != nil) == Self.specsWithPlans.contains(name), "\(name)")
        }
        #expect(try CompiledForm(FormSpec.load(ProjectFiles.bytes("Benchmarks/peer-profile.json"))).byteLevelPlan != nil)
    }

    @Test(arguments: ProjectFiles.specNames)
    func examplesGetTheSameReports(form name: String) throws {
        let form = try CompiledForm(ProjectFiles.spec(name))
        let lines = try ProjectFiles.names(in: "Examples/\(name)").filter { $0.hasSuffix(".json") }
            .map { try ProjectFiles.bytes("Examples/\(name)/\($0)") }
        #expect(!lines.isEmpty)
        let direct = Self.compare(form, lines)
        // A form with remote checks takes the tree (the checks read the fields' final values),
        // and so does a submission holding a value checked whole.
        let checksWholeValues = form.fields.contains { Self.wholeValueKinds.contains($0.step.kind) }
        if form.byteLevelPlan != nil, form.remoteCheckNames.isEmpty, !checksWholeValues {
            #expect(direct > lines.count / 2, "most examples take the byte path")
        }
    }

    /// Reports cut at a small maximum: problems of fields, then unknown members, around the
    /// bound; long unknown names and long choice values quoted as excerpts. Both paths cut at the
    /// same problem and count the same remainder.
    @Test(arguments: [0, 1, 2, 3, 5, 40])
    func reportsCutAtTheMaximumAreTheSame(maxIssues: Int) throws {
        var context = Self.context
        context.maxIssues = maxIssues
        let long = String(repeating: "é", count: 70) + "x"
        var lines: [[UInt8]] = []
        for unknown in [0, 1, 2, 3, 4, 10, 31, 33, 100] {
            let extras = (0..<unknown).map { #", "extra\#($0)": 1"# }.joined()
            lines.append(Array(#"{"email": "not an address", "password": "x"\#(extras)}"#.utf8))
            lines.append(Array(#"{"email": 5\#(extras), "\#(long)": true}"#.utf8))
            lines.append(Array(#"{"\#(String(repeating: "k", count: 65))": 1\#(extras)}"#.utf8))
        }
        let direct = Self.compare(try CompiledForm(ProjectFiles.spec("login")), lines, context: context)
        #expect(direct > 0, "some reports come from the byte path")
        let choices = ["\"\(String(repeating: "m", count: 200))\"", "\"\(long)\"", "\"\(String(repeating: "m", count: 64))\""]
            .map { Array(#"{"gender": \#($0), "surplus": 1, "more": 2}"#.utf8) }
        Self.compare(try CompiledForm(ProjectFiles.spec("personal-details")), choices, context: context)
    }

    /// Values that probe every rule's edges: white space, escapes, non-ASCII, canonical
    /// equivalence, wrong types, normalizing values, numbers at bounds.
    static let probes: [String] = [
        #""""#, #"" ""#, #""  x  ""#, #""\u00a0x\u3000""#, #""x\n""#, #""\u0041""#, #""é""#, #""e\u0301""#, #""e\u0301""#,
        "\"\u{212A}\"", #""Ünïcödé wörld""#, #""👩‍👩‍👧‍👦""#, #""\ud83d\ude00""#, #""\ud83d""#, #""a\"b""#, #""a\\b""#,
        #""US""#, #""AU""#, #""us""#, #"" US""#, #""CA""#, #""NSW""#, #""TAS""#, #""ZZ""#, #""male""#, #""other""#, #""Male""#,
        #""2000""#, #""0800""#, #""90210""#, #""90210-1234""#, #""902101234""#, #""90210 1234""#, #""12a45""#,
        #""jane@example.com""#, #""Jane@EXAMPLE.com""#, #""o'brien@example.com""#, #""a@b""#, #""@x""#, #""x@-y.com""#,
        #""2000-02-29""#, #""1900-02-29""#, #""2030-01-01""#, #""1990-5-3""#, #""0000-01-01""#,
        #""0412345678""#, #""+61 (4) 1234-5678""#, #""123""#, #""12345678901234567""#, #""password1""#, #""short""#,
        "0", "-1", "1", "36", "36.5", "67.3", "102", "102.5", "1e2", "1E400", "0.1", "12345678901234567890", "-0",
        "true", "false", "null", "[]", "[1]", "{}", #"{"a":1}"#,
        // Text a field that coerces reads as a number or a Boolean (and text it does not).
        #"" 42 ""#, #""\u00a03.50""#, #""1e2""#, #""4x""#, #""TRUE""#, #"" false ""#, #""yes""#,
    ]

    /// Submissions made from the examples by setting, dropping and adding members.
    static func mutations(of example: FormValue, fields: [String], seed: UInt64, count: Int) -> [[UInt8]] {
        var random = SeededGenerator(seed: seed)
        var lines: [[UInt8]] = []
        let base = example.jsonText()
        for _ in 0..<count {
            var object = example.object ?? FormObject()
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let name = fields.randomElement(using: &random) ?? "x"
                let components = name.split(separator: ".").map(String.init)
                let probe = probes.randomElement(using: &random) ?? "null"
                switch Int.random(in: 0..<10, using: &random) {
                case 0: object = object.removing(path: components)
                case 1: object = object.setting(path: ["unknown\(Int.random(in: 0..<3, using: &random))"], to: .null)
                default:
                    guard let value = try? JSONReader().read(probe) else { continue }
                    object = object.setting(path: components, to: value)
                }
            }
            var text = FormValue.object(object).jsonText()
            // Text-level changes the value model cannot show: escapes and raw white space.
            switch Int.random(in: 0..<12, using: &random) {
            case 0: text = text.replacingOccurrences(of: "\"a", with: "\"\\u0061")
            case 1: text = " \t" + text.replacingOccurrences(of: ",", with: " , ") + "\r\n"
            case 2: text = text.replacingOccurrences(of: "}", with: ",}")  // not JSON
            case 3: text = String(text.dropLast())  // cut off
            case 4: text = text.replacingOccurrences(of: "{\"", with: "{\"dup\":1,\"dup\":2,\"")  // duplicate keys
            case 5: text = "[" + text + "]"
            default: break
            }
            lines.append(Array(text.utf8))
        }
        lines.append(Array(base.utf8))
        return lines
    }

    @Test(arguments: ProjectFiles.specNames)
    func mutatedExamplesGetTheSameReports(form name: String) throws {
        let spec = try ProjectFiles.spec(name)
        let form = try CompiledForm(spec)
        let examples = try ProjectFiles.names(in: "Examples/\(name)").filter { $0.hasSuffix(".json") }
            .map { try ProjectFiles.json("Examples/\(name)/\($0)") }
        var lines: [[UInt8]] = []
        for (offset, example) in examples.enumerated() {
            lines += Self.mutations(of: example, fields: spec.fields.map(\.name), seed: UInt64(offset + 1), count: 150)
        }
        Self.compare(form, lines)
    }

    /// The same with every field that can coercing (`"coerce": true` at the top of the spec):
    /// numbers sent for digits and choices, text for numbers and Booleans, on both paths.
    @Test(arguments: ProjectFiles.specNames)
    func mutatedExamplesOfCoercingSpecsGetTheSameReports(form name: String) throws {
        var spec = try ProjectFiles.spec(name)
        spec.coerce = true
        let form = try CompiledForm(spec)
        let examples = try ProjectFiles.names(in: "Examples/\(name)").filter { $0.hasSuffix(".json") }
            .map { try ProjectFiles.json("Examples/\(name)/\($0)") }
        var lines: [[UInt8]] = []
        for (offset, example) in examples.enumerated() {
            lines += Self.mutations(of: example, fields: spec.fields.map(\.name), seed: UInt64(offset + 101), count: 60)
        }
        Self.compare(form, lines)
    }

    /// Numbers at and near bounds, written every way JSON allows, and integers that the tree
    /// path writes out in canonical form (the byte path passes those on with `const` and `equals`).
    static let boundaryNumbers: [String] = [
        "300", "300.0", "3e2", "3E+2", "30000e-2", "300.0000000000000000001", "299.99999999999999999999", "301", "-300",
        "-300.0000000000000000001", "-299.99999999999999999999", "0", "-0", "-0.0", "0e5", "1e-400", "-1e-400", "1e400",
        "-1e400", "1e-99999999999999999999", "10e-1", "1.0", "1e0", "1", "0.1000000000000000000001", "0.0999999999999999999999",
        "1e99", "1e100", "1." + String(repeating: "0", count: 98), "1." + String(repeating: "0", count: 99),
        "12345678901234567890", "1.2345678901234567890e19", "2.5", "25e-1",
    ]

    @Test func numbersAtBoundsGetTheSameReports() throws {
        let form = try Engine.form([
            #"{ "name": "load", "type": "number", "minimum": 0, "maximum": 300 }"#,
            #"{ "name": "signed", "type": "number", "minimum": -300, "maximum": 0.1, "step": 0.1 }"#,
            #"{ "name": "seats", "type": "integer", "minimum": -300, "maximum": 300 }"#,
            #"{ "name": "count", "type": "integer" }"#,
            #"{ "name": "one", "type": "integer", "const": 1 }"#,
            #"{ "name": "sameSeats", "type": "integer", "equals": "seats" }"#,
        ])
        #expect(form.byteLevelPlan != nil)
        let names = ["load", "signed", "seats", "count", "one", "sameSeats"]
        var lines: [[UInt8]] = []
        for name in names {
            for literal in Self.boundaryNumbers { lines.append(Array(#"{"\#(name)":\#(literal)}"#.utf8)) }
        }
        for literal in Self.boundaryNumbers {
            lines.append(Array(#"{"seats":\#(literal),"sameSeats":300,"one":\#(literal)}"#.utf8))
            lines.append(Array(#"{"seats":300.0,"sameSeats":\#(literal)}"#.utf8))
        }
        let direct = Self.compare(form, lines)
        #expect(direct > lines.count / 2, "most take the byte path: \(direct) of \(lines.count)")
    }

    @Test func peerProfileEdgeCasesAndGeneratedSubmissionsGetTheSameReports() throws {
        let form = try CompiledForm(FormSpec.load(ProjectFiles.bytes("Benchmarks/peer-profile.json")))
        let generated = FileManager.default.temporaryDirectory.appendingPathComponent("formrules-bytes-\(getpid()).ndjson")
        defer { try? FileManager.default.removeItem(at: generated) }
        let generator = SharedCorpus.url("bench/gen_submissions.py")
        guard FileManager.default.fileExists(atPath: generator.path) else {
            print("note: ../shared is absent; the generated-submissions comparison is skipped")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", generator.path, "20000", generated.path, "--seed", "7"]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let lines = try Data(contentsOf: generated).split(separator: UInt8(ascii: "\n")).map { [UInt8]($0) }
        #expect(lines.count == 20_000)
        let direct = Self.compare(form, lines)
        #expect(direct > 19_000, "took the byte path: \(direct)")
    }
}

extension FormObject {
    func setting(path: [String], to value: FormValue) -> FormObject {
        var copy = self
        FormValue.insert(value, at: path[...], into: &copy)
        return copy
    }

    func removing(path: [String]) -> FormObject {
        guard let first = path.first else { return self }
        if path.count == 1 { return FormObject(entries.filter { $0.key != first }.map { ($0.key, $0.value) }) }
        guard let nested = self[first]?.object else { return self }
        var copy = self
        copy[first] = .object(nested.removing(path: Array(path.dropFirst())))
        return copy
    }
}
