import Foundation
import Testing
@testable import FormRules

/// `pattern` and `characters` on fields, through the engine: both sources of values (the tree
/// and the bytes of a JSON document) give the same problems, in the documented order, with the
/// field's own message key when it has one.
@Suite struct PatternFieldTests {
    static let fields = [
        #"{ "name": "code", "type": "text", "pattern": "[A-Z0-9]{6}", "messages": { "pattern": "promo.pattern" } }"#,
        #"{ "name": "name", "type": "text", "maxLength": 10, "characters": "{letters} -'", "pattern": "\\p{Lu}.*" }"#,
        #"{ "name": "pin", "type": "digits", "maxLength": 4, "pattern": "[1-9]\\d*" }"#,
        #"{ "name": "secret", "type": "password", "characters": "a-z", "pattern": "[a-z]{3}" }"#,
    ]

    static let cases: [SubmissionCase] = [
        SubmissionCase(#"{"code": "JUMP26", "name": "José", "pin": "1234", "secret": "abc"}"#),
        SubmissionCase(#"{"code": "  JUMP26\n"}"#),  // trimmed first
        SubmissionCase(#"{"code": "jump!!"}"#, [expected("code", "pattern", messageKey: "promo.pattern")]),
        SubmissionCase(#"{"code": "JUMP2"}"#, [expected("code", "pattern", messageKey: "promo.pattern")]),
        SubmissionCase(#"{"code": ""}"#),  // empty: no value, not checked
        SubmissionCase(#"{"code": 123456}"#, [typeIssue("code", "type.text")]),
        SubmissionCase(#"{"name": "Jo3"}"#, [expected("name", "characters")]),  // not also `pattern`
        SubmissionCase(#"{"name": "josé"}"#, [expected("name", "pattern")]),
        SubmissionCase(#"{"name": "Zoe\u0308 O'Brien"}"#, [expected("name", "maxLength", [.integer(10)])]),
        SubmissionCase(#"{"name": "Abcdefghijk!"}"#, [expected("name", "maxLength", [.integer(10)]), expected("name", "characters")]),
        SubmissionCase(#"{"pin": "0123"}"#, [expected("pin", "pattern")]),
        SubmissionCase(#"{"pin": "12a"}"#, [expected("pin", "digits")]),  // the type's check first, alone
        SubmissionCase(#"{"pin": "12345"}"#, [expected("pin", "maxLength", [.integer(4)], messageKey: "rule.digits.maxLength")]),
        SubmissionCase(#"{"pin": "01234"}"#, [expected("pin", "maxLength", [.integer(4)], messageKey: "rule.digits.maxLength"), expected("pin", "pattern")]),
        SubmissionCase(#"{"secret": " abc"}"#, [expected("secret", "characters")]),  // a password is never trimmed
        SubmissionCase(#"{"secret": "abcd"}"#, [expected("secret", "pattern")]),
    ]

    @Test(arguments: cases)
    func reportsTheSameProblemsFromTheTreeAndTheBytes(_ test: SubmissionCase) throws {
        let form = try Engine.form(Self.fields)
        #expect(try form.check(test.json).issues == test.issues)
        var context = Engine.context
        context.output = .problems
        let fromBytes = try form.validate(json: Array(test.json.utf8), context: context)
        #expect(fromBytes.issues == test.issues)
    }

    @Test func aFormWithPatternsStaysOnTheBytePath() throws {
        let form = try Engine.form(Self.fields)
        #expect(form.program.readsBytes)
        #expect(form.program.patterns.count == 4)
    }

    @Test func theMessageKeysOfAFieldNameItsOverride() throws {
        let spec = try FormSpec.load(Array(Engine.specJSON(Self.fields).utf8))
        let keys = spec.messageKeys
        #expect(keys.contains("promo.pattern"))
        #expect(keys.contains("rule.pattern"))  // name, pin and secret
        #expect(keys.contains("rule.characters"))
    }

    @Test(arguments: [
        (#"{ "name": "e", "type": "email", "pattern": "a" }"#, "/fields/0/pattern"),
        (#"{ "name": "d", "type": "digits", "characters": "0-9" }"#, "/fields/0/characters"),
    ])
    func refusesTheKeysOnOtherTypes(_ field: String, _ pointer: String) {
        #expect {
            _ = try Engine.form([field])
        } throws: { error in
            (error as? SpecError)?.code == .notApplicable && (error as? SpecError)?.pointer == pointer
        }
    }

    @Test func aMessageOverrideMayNameTheRules() throws {
        _ = try Engine.form([#"{ "name": "a", "type": "text", "pattern": "x", "characters": "x", "messages": { "pattern": "p", "characters": "c" } }"#])
        #expect(throws: SpecError.self) {
            _ = try Engine.form([#"{ "name": "a", "type": "email", "messages": { "pattern": "p" } }"#])
        }
    }

    /// A mistake inside a pattern is located at its own character in the file, through JSON's
    /// escapes (`\\d` is two bytes for one character of the pattern, `\u00e9` six).
    @Test(arguments: [
        (#""pattern": "(a)\\1""#, "\\\\1", "column 4 of the pattern"),
        (#""pattern": "\u00e9\\d(?=x)""#, "(?=", "column 4 of the pattern"),
        (#""pattern": "\ud83d\ude00[z-a]""#, "z-a", "column 3 of the pattern"),
        (#""characters": "A-Z a-Z""#, "a-Z", "column 5 of the set"),
    ])
    func locatesAMistakeAtItsCharacter(_ member: String, _ marker: String, _ words: String) throws {
        let json = Engine.specJSON([#"{ "name": "code", "type": "text", "# + member + " }"])
        let error = try #require(throws: SpecError.self) { _ = try FormSpec.load(Array(json.utf8), file: "test.json") }
        #expect(error.message.contains(words), "\(error.message)")
        let lines = json.split(separator: "\n", omittingEmptySubsequences: false)
        let location = try #require(error.location)
        let line = String(lines[location.line - 1])
        let expectedColumn = try #require(line.range(of: marker)).lowerBound
        #expect(location.column == line.unicodeScalars.distance(from: line.startIndex, to: expectedColumn) + 1, "\(error)")
    }
}
