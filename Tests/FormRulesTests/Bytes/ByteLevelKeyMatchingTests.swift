import Testing
import TestSupport
@testable import FormRules

/// The byte-level scanner matches a key by comparing the bytes after its opening quote with the
/// expected member's name and a closing quote, and looks the key up only when that fails. These
/// submissions probe that matching (order, prefixes, near misses, white space, the end of the
/// text) and check that both paths give the same reports.
@Suite struct ByteLevelKeyMatchingTests {
    /// Names of 1 to 20 bytes, so that name and quote end at several offsets of a word (the
    /// 2nd, 5th, 7th, 8th byte of one); names that are prefixes of others; a nested object.
    static func spec(unknownFields: String) -> String {
        """
        {
          "form": "key-matching",
          "unknownFields": "\(unknownFields)",
          "fields": [
            { "name": "street", "type": "text", "trim": false, "required": true, "maxLength": 10 },
            { "name": "street1", "type": "text", "trim": false, "maxLength": 10 },
            { "name": "street12", "type": "text", "trim": false, "maxLength": 10 },
            { "name": "x", "type": "text", "trim": false, "maxLength": 3 },
            { "name": "abcdefghijklmno", "type": "number", "minimum": 0, "maximum": 10 },
            { "name": "passwordConfirmation", "type": "boolean" },
            { "name": "address.city", "type": "text", "trim": false, "required": true, "maxLength": 10 },
            { "name": "address.cityCode", "type": "digits", "trim": false, "minLength": 3, "maxLength": 3 }
          ]
        }
        """
    }

    static func form(rejectingUnknown: Bool) throws -> CompiledForm {
        let text = spec(unknownFields: rejectingUnknown ? "reject" : "ignore")
        return try CompiledForm(FormSpec.load(Array(text.utf8), file: "key-matching.json"))
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var what: String
        var json: String
        /// Whether the byte path answers (false: it falls back to the tree path).
        var takesBytePath: Bool
        var testDescription: String { what }
    }

    static let cases: [Case] = [
        Case(what: "spec order", json: #"{"street":"a","street1":"b","street12":"c","x":"d","abcdefghijklmno":1,"passwordConfirmation":true,"address":{"city":"e","cityCode":"123"}}"#, takesBytePath: true),
        Case(what: "reverse order", json: #"{"address":{"cityCode":"123","city":"e"},"passwordConfirmation":false,"abcdefghijklmno":2,"x":"d","street12":"c","street1":"b","street":"a"}"#, takesBytePath: true),
        Case(what: "shuffled order", json: #"{"x":"d","street12":"c","street":"a","address":{"city":"e"},"street1":"b"}"#, takesBytePath: true),
        Case(what: "missing optional members", json: #"{"street":"a","address":{"city":"e"}}"#, takesBytePath: true),
        Case(what: "one optional missing between others", json: #"{"street":"a","street12":"c","abcdefghijklmno":3,"address":{"city":"e"}}"#, takesBytePath: true),
        Case(what: "three optionals missing in a row", json: #"{"street":"a","abcdefghijklmno":3,"passwordConfirmation":true,"address":{"city":"e"}}"#, takesBytePath: true),
        Case(what: "missing required members", json: #"{"street1":"b","address":{}}"#, takesBytePath: true),
        Case(what: "prefix name only", json: #"{"street":"aaaaaaaaaaaa","address":{"city":"e"}}"#, takesBytePath: true),
        Case(what: "longer name where a prefix is expected", json: #"{"street1":"b","street":"a","address":{"city":"e"}}"#, takesBytePath: true),
        Case(what: "longest name first", json: #"{"street12":"c","street1":"b","street":"a","address":{"city":"e"}}"#, takesBytePath: true),
        Case(what: "unknown key: a name plus one byte", json: #"{"street":"a","street2":"z","address":{"city":"e","cityX":"q"}}"#, takesBytePath: true),
        Case(what: "unknown key: a name plus one byte at a word's end", json: #"{"street":"a","street123":"z","abcdefghijklmnop":1,"address":{"city":"e"}}"#, takesBytePath: true),
        Case(what: "unknown key: a name less its last byte", json: #"{"stree":"a","street":"a","passwordConfirmatio":true,"address":{"cit":"e","city":"e"}}"#, takesBytePath: true),
        Case(what: "unknown key: a name with one byte changed", json: #"{"streeT":"a","street":"a","passwordConfirmatioN":true,"address":{"city":"e"}}"#, takesBytePath: true),
        Case(what: "unknown key equal to a nested name at the top", json: #"{"street":"a","city":"e","address":{"city":"e"}}"#, takesBytePath: true),
        Case(what: "unknown keys and a nested object", json: #"{"u1":1,"street":"a","u2":"x","address":{"u1":null,"city":"e"},"u3":true}"#, takesBytePath: true),
        Case(what: "empty key", json: #"{"":1,"street":"a","address":{"city":"e"}}"#, takesBytePath: true),
        Case(what: "white space around colons and commas",
             json: "{ \"street\" : \"a\" ,\n\"street1\"\t:\r\"b\" , \"x\":\"d\"\t,\"address\" :{ \"city\" : \"e\" } }", takesBytePath: true),
        Case(what: "white space everywhere", json: " \t\r\n{ \"street\"\n:\n\"a\"\n,\n\"address\"\n:\n{\n\"city\"\n:\n\"e\"\n}\n}\n ", takesBytePath: true),
        Case(what: "white space before a colon after an unexpected key", json: #"{"street" :"a","x" :"d","street1" : "b","address":{"city":"e"}}"#, takesBytePath: true),
        Case(what: "a name's bytes without the closing quote", json: #"{"street1":"b","streetX":1,"street":"a","address":{"city":"e"}}"#, takesBytePath: true),
        Case(what: "invalid values", json: #"{"street":"aaaaaaaaaaaaaaaa","x":"dddd","abcdefghijklmno":11,"passwordConfirmation":"yes","address":{"city":"e","cityCode":"12"}}"#, takesBytePath: true),
        Case(what: "duplicate name", json: #"{"street":"a","street":"b","address":{"city":"e"}}"#, takesBytePath: false),
        Case(what: "duplicate name out of order", json: #"{"street1":"b","street":"a","street1":"c","address":{"city":"e"}}"#, takesBytePath: false),
        Case(what: "duplicate object", json: #"{"street":"a","address":{"city":"e"},"address":{"city":"f"}}"#, takesBytePath: false),
        Case(what: "duplicate unknown key", json: #"{"street":"a","u":1,"address":{"city":"e"},"u":2}"#, takesBytePath: false),
        Case(what: "escaped key spelling a name", json: #"{"stre\u0065t":"a","address":{"city":"e"}}"#, takesBytePath: false),
        Case(what: "non-ASCII key", json: #"{"street":"a","strée":"a","address":{"city":"e"}}"#, takesBytePath: false),
        Case(what: "missing colon", json: #"{"street" "a","address":{"city":"e"}}"#, takesBytePath: false),
        Case(what: "missing comma", json: #"{"street":"a" "x":"d","address":{"city":"e"}}"#, takesBytePath: false),
        Case(what: "trailing comma", json: #"{"street":"a","address":{"city":"e"},}"#, takesBytePath: false),
        Case(what: "a key cut off inside a name", json: #"{"street":"a","street1"#, takesBytePath: false),
        Case(what: "a key cut off after a name", json: #"{"street":"a","passwordConfirmation"#, takesBytePath: false),
    ]

    @Test(arguments: cases, [false, true])
    func keysMatchAsTheTreePathReadsThem(_ example: Case, rejectingUnknown: Bool) throws {
        let form = try Self.form(rejectingUnknown: rejectingUnknown)
        #expect(form.byteLevelPlan != nil)
        let direct = ByteLevelDifferentialTests.compare(form, [Array(example.json.utf8)])
        #expect((direct == 1) == example.takesBytePath)
    }

    /// Every prefix of a submission: keys and names cut off at every byte, so that matching
    /// meets the end of the text in every position.
    @Test(arguments: [false, true])
    func submissionsCutOffAtEveryByteGetTheSameReports(rejectingUnknown: Bool) throws {
        let form = try Self.form(rejectingUnknown: rejectingUnknown)
        for example in Self.cases {
            let bytes = Array(example.json.utf8)
            ByteLevelDifferentialTests.compare(form, (0...bytes.count).map { Array(bytes[..<$0]) })
        }
    }

    /// Random submissions: members in any order, some left out, unknown keys that are near
    /// misses of names, random white space.
    @Test(arguments: [false, true])
    func shuffledSubmissionsGetTheSameReports(rejectingUnknown: Bool) throws {
        let form = try Self.form(rejectingUnknown: rejectingUnknown)
        var random = SeededGenerator(seed: rejectingUnknown ? 11 : 12)
        let top = [
            (#""street""#, #""a""#), (#""street1""#, #""bbbbbbbbbbbbbb""#), (#""street12""#, "null"), (#""x""#, #""dd""#),
            (#""abcdefghijklmno""#, "7.5"), (#""passwordConfirmation""#, "false"),
            (#""stree""#, "1"), (#""street123""#, #""z""#), (#""xx""#, "true"), (#""abcdefghijklmnoo""#, "0"),
            (#""passwordConfirmatiom""#, "null"), (#""address1""#, "2"),
        ]
        let nested = [(#""city""#, #""e""#), (#""cityCode""#, #""1234""#), (#""cit""#, "3"), (#""cityCodes""#, #""q""#)]
        let spaces = ["", "", "", " ", "\n", "\t ", "\r\n  "]
        func space() -> String { spaces.randomElement(using: &random) ?? "" }
        func object(_ members: [(String, String)]) -> String {
            let chosen = members.shuffled(using: &random).filter { _ in Int.random(in: 0..<4, using: &random) > 0 }
            let body = chosen.map { space() + $0.0 + space() + ":" + space() + $0.1 + space() }.joined(separator: ",")
            return "{" + body + space() + "}"
        }
        var lines: [[UInt8]] = []
        for _ in 0..<3_000 {
            var members = top
            if Int.random(in: 0..<5, using: &random) > 0 { members.append((#""address""#, object(nested))) }
            lines.append(Array((space() + object(members) + space()).utf8))
        }
        let direct = ByteLevelDifferentialTests.compare(form, lines)
        #expect(direct > 2_500, "took the byte path: \(direct)")
    }
}
