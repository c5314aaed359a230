// libFuzzer target: a whole validation of a `personal-details` submission, from its bytes to the
// report, as `form-check validate` and a backend run it.
//
// Beyond "no crash, no hang, no sanitizer report" it checks that:
// - the verdict is deterministic, and a reused validator reports what a fresh one does;
// - every issue names a field path and a JSON Pointer, a rule and a message key;
// - the normalized submission is JSON that reads back as itself; a valid submission's normalized
//   form is valid and normalizes to itself.
import FormRules
import Localization

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzValidate(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    ValidateFuzz.run(bytes)
    return 0
}

enum ValidateFuzz {
    /// `Specs/personal-details.json`, found from this file's path (the binary is built in place).
    static let form: CompiledForm = {
        let path = String(#filePath.dropLast("Fuzz/validate.swift".count)) + "Specs/personal-details.json"
        do {
            let input = try InputFile(path: path)
            return try CompiledForm(FormSpec.load(input.readAll(limit: 1 << 20), file: path))
        } catch {
            fatalError("fuzz-validate: cannot load \(path): \(error)")
        }
    }()
    static let context = ValidationContext(today: CalendarDate(year: 2026, month: 11, day: 21)!)

    static func run(_ bytes: [UInt8]) {
        guard let submission = try? JSONReader().read(bytes) else { return }
        let report = form.validate(submission, context: context)
        var validator = form.makeValidator(context: context)
        check(validator.validate(submission) == report, "a fresh validator reports differently")
        check(validator.validate(submission) == report, "a reused validator reports differently")

        for issue in report.issues {
            check(!issue.rule.rawValue.isEmpty && !issue.messageKey.isEmpty, "an issue without a rule or message key")
            check(issue.pointer.isEmpty || issue.pointer.hasPrefix("/"), "issue pointer '\(issue.pointer)' is not a JSON Pointer")
            _ = issue.message(using: MessageKeysOnly())
        }
        _ = report.jsonValue(using: MessageKeysOnly()).jsonText(pretty: true)
        _ = report.problemDocument(using: MessageKeysOnly(), title: "Invalid", instance: "/fuzz").jsonText()

        guard let normalized = report.normalized else { return }
        let text = normalized.jsonText()
        guard let again = try? JSONReader().read(text) else { fail("normalized submission is not JSON: \(text)") }
        check(again == normalized, "normalized submission does not read back as itself")
        // Normalizing a valid submission gives a valid one that normalizes to itself. (An invalid
        // submission's normalized form leaves out the values that failed, so it may fail otherwise.)
        guard report.isValid else { return }
        let second = form.validate(normalized, context: context)
        check(second.isValid, "the normalized form of a valid submission is invalid: \(second.issues.map { "\($0.pointer) \($0.rule)" })")
        check(second.normalized == normalized, "normalizing twice changes the submission: \(text)")
    }

    static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }

    static func fail(_ message: String) -> Never {
        fatalError("fuzz-validate invariant: \(message)")
    }
}
