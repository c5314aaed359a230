import Foundation
import Testing
@testable import FormRules

/// One compiled `personal-details` form shared by many tasks that read and validate submissions
/// at once: every task must get exactly the reports of a serial run. Run under the thread
/// sanitizer in CI (`swift test --sanitize=thread --filter ConcurrencyTests`), where any data race
/// in the reader, the engine or the report encodings fails the run.
@Suite struct SharedFormConcurrencyTests {
    static let tasks = 16
    static let validationsPerTask = 2_000

    /// Every example of the form, plus variants of each: a member dropped, a member's value
    /// replaced by another type, and an unknown member added.
    static func submissions() throws -> [[UInt8]] {
        let names = ProjectFiles.names(in: "Examples/personal-details").filter { $0.hasSuffix(".json") }
        var documents: [[UInt8]] = []
        for name in names {
            let bytes = try ProjectFiles.bytes("Examples/personal-details/" + name)
            documents.append(bytes)
            guard case .object(let object) = try JSONReader().read(bytes) else { continue }
            let entries = object.entries
            for (index, entry) in entries.enumerated() {
                var dropped = entries
                dropped.remove(at: index)
                documents.append(Array(FormValue.object(FormObject(dropped.map { ($0.key, $0.value) })).jsonText().utf8))
                var retyped = entries.map { ($0.key, $0.value) }
                retyped[index].1 = entry.value.string != nil ? 42 : "42"
                documents.append(Array(FormValue.object(FormObject(retyped)).jsonText().utf8))
            }
            var extended = entries.map { ($0.key, $0.value) }
            extended.append(("nickname", "Ada"))
            documents.append(Array(FormValue.object(FormObject(extended)).jsonText().utf8))
        }
        documents.append(Array("[]".utf8))
        documents.append(Array(#"{"email": "a@b.co", "email": "c@d.co"}"#.utf8))  // rejected by the reader
        return documents
    }

    /// What one submission gives: the report and its encodings, or the reader's error.
    struct Outcome: Equatable {
        var report: ValidationReport?
        var json: String
        static func of(_ bytes: [UInt8], form: CompiledForm, validator: inout FormValidator) -> Outcome {
            do {
                let value = try JSONReader().read(bytes)
                let report = validator.validate(value)
                let json = report.jsonValue(using: MessageKeysOnly()).jsonText() + report.problemDocument(using: MessageKeysOnly()).jsonText()
                return Outcome(report: report, json: json)
            } catch {
                return Outcome(report: nil, json: error.description)
            }
        }
    }

    @Test func givesSixteenTasksTheReportsOfASerialRun() async throws {
        let form = try Engine.bundledSpec("personal-details")
        let documents = try Self.submissions()
        var serialValidator = form.makeValidator(context: Engine.context)
        let serial = documents.map { Outcome.of($0, form: form, validator: &serialValidator) }
        #expect(documents.count >= 100)
        #expect(serial.contains { $0.report?.isValid == true })
        #expect(serial.contains { $0.report?.isValid == false })
        #expect(serial.contains { $0.report == nil })

        let mismatches = await withTaskGroup(of: [Int].self) { group in
            for task in 0..<Self.tasks {
                group.addTask {
                    var validator = form.makeValidator(context: Engine.context)
                    var mismatched: [Int] = []
                    for step in 0..<Self.validationsPerTask {
                        // Each task walks the submissions in its own order.
                        let index = (step &* (2 * task + 1) &+ task * 7) % documents.count
                        if Outcome.of(documents[index], form: form, validator: &validator) != serial[index] {
                            mismatched.append(index)
                        }
                    }
                    return mismatched
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) reports differ from the serial run, for submissions \(Set(mismatches).sorted())")
    }

    @Test func readsNDJSONStreamsInManyTasksAtOnce() async throws {
        let lines = try Self.submissions().map { String(decoding: $0, as: UTF8.self).replacingOccurrences(of: "\n", with: " ") }
        let stream = Array(lines.joined(separator: "\n").utf8)
        var expected: [String] = []
        NDJSONReader().forEachLine(in: stream) { expected.append(Self.describe($0)) }
        let results = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<Self.tasks {
                group.addTask {
                    var seen: [String] = []
                    for _ in 0..<20 { NDJSONReader().forEachLine(in: stream) { seen.append(Self.describe($0)) } }
                    return seen
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == Self.tasks)
        for seen in results { #expect(seen == Array(repeating: expected, count: 20).flatMap { $0 }) }
    }

    static func describe(_ line: NDJSONLine) -> String {
        switch line.result {
        case .success(let value): "\(line.number)@\(line.offset) \(value.jsonText())"
        case .failure(let error): "\(line.number)@\(line.offset) \(error.summary)"
        }
    }
}
