import Foundation
import Testing
@testable import form_check

/// A project commits the findings it decided are not problems, each with its reason.
@Suite struct LintIgnoreTests {
    /// A copy of the lint fixture with an ignore file beside its tables.
    static func fixture(ignore: String) throws -> String {
        let folder = NSTemporaryDirectory() + "formcheck-ignore-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: StringsFixtures.path("Lint"), toPath: folder)
        try Data(ignore.utf8).write(to: URL(fileURLWithPath: folder + "/lint-ignore.json"))
        return folder
    }

    @Test func ignoredFindingsAreLeftOutAndCounted() throws {
        let folder = try Self.fixture(ignore: #"{"ignore": [{"key": "same", "code": "untranslated", "reason": "Email is the same word in Russian"}]}"#)
        let result = runCLI(["strings", "lint", "--each", folder])
        #expect(!result.output.contains("'same' in ru is the same as in en"))
        #expect(result.output.contains("'name' in de is the same as in en"))
        #expect(result.output.contains("  1 finding ignored as \(folder)/lint-ignore.json says, each with its reason\n"))
        #expect(result.output.hasSuffix("errors=4 warnings=5 notes=7\n"))
    }

    @Test func aValueRuleCoversTheKeysWithThatDevelopmentText() throws {
        let folder = try Self.fixture(ignore: #"{"ignore": [{"value": "Name: %@", "code": "untranslated", "reason": "kept"}]}"#)
        let result = runCLI(["strings", "lint", "--each", folder])
        #expect(!result.output.contains("'name' in de is the same as in en"))
        #expect(result.output.contains("'same' in ru is the same as in en"))
    }

    @Test(arguments: [
        (#"{"ignore": [{"key": "same"}]}"#, "/ignore/0: every entry needs a 'reason'"),
        (#"{"ignore": [{"reason": "why"}]}"#, "/ignore/0: an entry names a 'key', a 'value', or both"),
        (#"{"ignore": [{"key": "a", "reason": "r", "kee": "b"}]}"#, "/ignore/0: unknown member 'kee' (key, value, code, reason)"),
        (#"{"skip": []}"#, "expected an object with an 'ignore' list"),
    ])
    func aBrokenIgnoreFileSaysWhatAndWhere(_ contents: String, _ message: String) throws {
        let folder = try Self.fixture(ignore: contents)
        let result = runCLI(["strings", "lint", folder])
        #expect(result.status == 65)
        #expect(result.error == "Error: \(folder)/lint-ignore.json: \(message)\n")
    }
}
