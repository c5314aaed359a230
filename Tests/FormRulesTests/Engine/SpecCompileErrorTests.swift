import Foundation
import Testing
@testable import FormRules

/// A spec is checked when loaded: every mistake is a ``SpecError`` with a code, the JSON Pointer
/// of the offending part, and its line and column in the file.
@Suite struct SpecCompileErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var note: String
        var fields: [String]
        var groups: [String] = []
        var code: SpecError.Code
        var pointer: String
        /// The text the location points at: its first occurrence (after `after`, when given).
        var marker: String
        var after: String?
        /// A suggestion the message should make.
        var suggestion: String?
        var testDescription: String { note }

        var json: String { Engine.specJSON(fields, groups: groups) }
    }

    static let cases: [Case] = [
        Case(
            note: "a misspelt key", fields: [#"{ "name": "code", "type": "text", "maxLenght": 5 }"#],
            code: .unknownKey, pointer: "/fields/0/maxLenght", marker: #""maxLenght""#, suggestion: "maxLength"),
        Case(
            note: "a misspelt type", fields: [#"{ "name": "email", "type": "emial" }"#],
            code: .unknownFieldType, pointer: "/fields/0/type", marker: #""emial""#, suggestion: "email"),
        Case(
            note: "no type", fields: [#"{ "name": "email" }"#],
            code: .missingKey, pointer: "/fields/0", marker: #"{ "name": "email""#),
        Case(
            note: "a string for a flag", fields: [#"{ "name": "email", "type": "email", "required": "yes" }"#],
            code: .wrongType, pointer: "/fields/0/required", marker: #""yes""#),
        Case(
            note: "a negative length", fields: [#"{ "name": "code", "type": "text", "minLength": -1 }"#],
            code: .wrongType, pointer: "/fields/0/minLength", marker: "-1"),
        Case(
            note: "a key of another type", fields: [#"{ "name": "age", "type": "number", "maxLength": 3 }"#],
            code: .notApplicable, pointer: "/fields/0/maxLength", marker: #""maxLength""#),
        Case(
            note: "a field declared twice", fields: [#"{ "name": "a", "type": "text" }"#, #"{ "name": "a", "type": "email" }"#],
            code: .duplicateField, pointer: "/fields/1/name", marker: #""a""#, after: #""text" }"#),
        Case(
            note: "a field and a field inside it",
            fields: [#"{ "name": "address", "type": "text" }"#, #"{ "name": "address.city", "type": "text" }"#],
            code: .conflictingNames, pointer: "/fields/1/name", marker: #""address.city""#),
        Case(
            note: "an empty name part", fields: [#"{ "name": "address..city", "type": "text" }"#],
            code: .invalidValue, pointer: "/fields/0/name", marker: #""address..city""#),
        Case(
            note: "equals names a missing field",
            fields: [#"{ "name": "password", "type": "password" }"#, #"{ "name": "again", "type": "password", "equals": "pasword" }"#],
            code: .unknownField, pointer: "/fields/1/equals", marker: #""pasword""#, suggestion: "password"),
        Case(
            note: "a condition names a missing field",
            fields: [#"{ "name": "a", "type": "text", "requiredIf": { "field": "b", "equals": "x" } }"#],
            code: .unknownField, pointer: "/fields/0/requiredIf/field", marker: #""b""#),
        Case(
            note: "a nested condition names a missing field",
            fields: [#"{ "name": "a", "type": "text", "visibleIf": { "any": [ { "field": "a2", "in": ["x"] } ] } }"#],
            code: .unknownField, pointer: "/fields/0/visibleIf/any/0/field", marker: #""a2""#),
        Case(
            note: "a derivation names a missing field",
            fields: [#"{ "name": "first", "type": "text" }"#, #"{ "name": "full", "type": "text", "derived": { "join": ["first", "last"] } }"#],
            code: .unknownField, pointer: "/fields/1/derived/join/1", marker: #""last""#),
        Case(
            note: "circular visibility",
            fields: [
                #"{ "name": "a", "type": "text", "visibleIf": { "field": "b", "present": true } }"#,
                #"{ "name": "b", "type": "text", "visibleIf": { "field": "a", "present": true } }"#,
            ],
            code: .circularConditions, pointer: "/fields/0", marker: #"{ "name": "a""#),
        Case(
            note: "a field enabled by itself",
            fields: [#"{ "name": "a", "type": "text", "enabledIf": { "field": "a", "present": true } }"#],
            code: .circularConditions, pointer: "/fields/0", marker: #"{ "name": "a""#),
        Case(
            note: "a value derived from itself through another",
            fields: [
                #"{ "name": "a", "type": "text", "derived": { "firstNonEmpty": ["b"] } }"#,
                #"{ "name": "b", "type": "text", "derived": { "join": ["a"] } }"#,
            ],
            code: .circularConditions, pointer: "/fields/0", marker: #"{ "name": "a""#),
        Case(
            note: "minLength above maxLength", fields: [#"{ "name": "a", "type": "text", "minLength": 5, "maxLength": 4 }"#],
            code: .badLimits, pointer: "/fields/0/minLength", marker: "5"),
        Case(
            note: "minimum above maximum", fields: [#"{ "name": "a", "type": "number", "minimum": 10, "maximum": 1 }"#],
            code: .badLimits, pointer: "/fields/0/minimum", marker: "10"),
        Case(
            note: "a zero step", fields: [#"{ "name": "a", "type": "number", "step": 0 }"#],
            code: .badLimits, pointer: "/fields/0/step", marker: "0 }"),
        Case(
            note: "minimumAge above maximumAge", fields: [#"{ "name": "a", "type": "date", "minimumAge": 30, "maximumAge": 20 }"#],
            code: .badLimits, pointer: "/fields/0/minimumAge", marker: "30"),
        Case(
            note: "notAfter before notBefore", fields: [#"{ "name": "a", "type": "date", "notBefore": "2020-01-01", "notAfter": "2019-01-01" }"#],
            code: .badLimits, pointer: "/fields/0/notAfter", marker: #""2019-01-01""#),
        Case(
            note: "a date bound that is not a date", fields: [#"{ "name": "a", "type": "date", "notAfter": "yesterday" }"#],
            code: .invalidValue, pointer: "/fields/0/notAfter", marker: #""yesterday""#),
        Case(
            note: "a height range upside down", fields: [#"{ "name": "h", "type": "height", "minimum": "7'0\"", "maximum": "4'0\"" }"#],
            code: .badLimits, pointer: "/fields/0", marker: #"{ "name": "h""#),
        Case(
            note: "a height default off the scale", fields: [#"{ "name": "h", "type": "height", "default": "9'0\"" }"#],
            code: .badLimits, pointer: "/fields/0", marker: #"{ "name": "h""#),
        Case(
            note: "a height default that is no height", fields: [#"{ "name": "h", "type": "height", "default": "tall" }"#],
            code: .invalidValue, pointer: "/fields/0/default", marker: #""tall""#),
        Case(
            note: "a choice without options", fields: [#"{ "name": "c", "type": "choice" }"#],
            code: .missingKey, pointer: "/fields/0", marker: #"{ "name": "c""#),
        Case(
            note: "an option listed twice", fields: [#"{ "name": "c", "type": "choice", "options": ["x", "y", "x"] }"#],
            code: .invalidValue, pointer: "/fields/0/options/2", marker: #""x"]"#),
        Case(
            note: "a country that is no code", fields: [#"{ "name": "c", "type": "country", "options": ["US", "usa"] }"#],
            code: .invalidValue, pointer: "/fields/0/options/1", marker: #""usa""#),
        Case(
            note: "a region without country", fields: [#"{ "name": "r", "type": "region" }"#],
            code: .missingKey, pointer: "/fields/0", marker: #"{ "name": "r""#),
        Case(
            note: "a region whose country is a text field",
            fields: [#"{ "name": "c", "type": "text" }"#, #"{ "name": "r", "type": "region", "country": "c" }"#],
            code: .invalidValue, pointer: "/fields/1/country", marker: #""c" }"#),
        Case(
            note: "a postal code whose region is a choice",
            fields: [
                #"{ "name": "c", "type": "country" }"#, #"{ "name": "s", "type": "choice", "options": ["x"] }"#,
                #"{ "name": "z", "type": "postalCode", "country": "c", "region": "s" }"#,
            ],
            code: .invalidValue, pointer: "/fields/2/region", marker: #""s" }"#),
        Case(
            note: "a field equal to itself", fields: [#"{ "name": "a", "type": "text", "equals": "a" }"#],
            code: .invalidValue, pointer: "/fields/0/equals", marker: #""a" }"#),
        Case(
            note: "a condition with two tests", fields: [#"{ "name": "a", "type": "text" }"#, #"{ "name": "b", "type": "text", "requiredIf": { "field": "a", "present": true, "equals": "x" } }"#],
            code: .invalidValue, pointer: "/fields/1/requiredIf", marker: #"{ "field": "a""#),
        Case(
            note: "an empty any", fields: [#"{ "name": "a", "type": "text", "requiredIf": { "any": [] } }"#],
            code: .invalidValue, pointer: "/fields/0/requiredIf/any", marker: "[]"),
        Case(
            note: "a misspelt condition key", fields: [#"{ "name": "a", "type": "text" }"#, #"{ "name": "b", "type": "text", "requiredIf": { "field": "a", "presnt": true } }"#],
            code: .unknownKey, pointer: "/fields/1/requiredIf/presnt", marker: #""presnt""#, suggestion: "present"),
        Case(
            note: "a group of one", fields: [#"{ "name": "a", "type": "boolean" }"#], groups: [#"{ "exactlyOne": ["a"] }"#],
            code: .invalidValue, pointer: "/groups/0/exactlyOne", marker: #"["a"]"#),
        Case(
            note: "a group naming a missing field",
            fields: [#"{ "name": "isAdult", "type": "boolean" }"#, #"{ "name": "isMinor", "type": "boolean" }"#],
            groups: [#"{ "exactlyOne": ["isAdult", "isMinr"] }"#],
            code: .unknownField, pointer: "/groups/0/exactlyOne/1", marker: #""isMinr""#, suggestion: "isMinor"),
        Case(
            note: "a group of two kinds", fields: [#"{ "name": "a", "type": "boolean" }"#, #"{ "name": "b", "type": "boolean" }"#],
            groups: [#"{ "exactlyOne": ["a", "b"], "atLeastOne": ["a", "b"] }"#],
            code: .invalidValue, pointer: "/groups/0", marker: #"{ "exactlyOne""#),
    ]


    @Test(arguments: cases)
    func reportsWhatIsWrong(_ testCase: Case) throws {
        let json = testCase.json
        let error = try #require(throws: SpecError.self) { try FormSpec.load(Array(json.utf8), file: "test.json") }
        #expect(error.code == testCase.code, "\(error)")
        #expect(error.pointer == testCase.pointer)
        #expect(error.location?.file == "test.json")
        if let suggestion = testCase.suggestion {
            #expect(error.message.contains("Did you mean '\(suggestion)'?"), "\(error.message)")
        }
    }

    @Test(arguments: cases)
    func saysWhereWithLineAndColumn(_ testCase: Case) throws {
        let json = testCase.json
        let error = try #require(throws: SpecError.self) { try FormSpec.load(Array(json.utf8), file: "test.json") }
        let location = try #require(Self.location(of: testCase.marker, after: testCase.after, in: json))
        #expect(error.location?.line == location.line, "\(error)")
        #expect(error.location?.column == location.column, "\(error)")
        #expect(error.summary.hasPrefix("test.json:\(location.line):\(location.column): "))
    }

    /// Errors the JSON reader finds, or that concern the whole document.
    static let documentLevel: [(json: String, code: SpecError.Code, pointer: String, line: Int, column: Int)] = [
        (#"{ "form": "x", "fields": [ }"#, .notJSON, "", 1, 28),
        ("{\n  \"form\": \"x\",\n  \"fields\": [,]\n}", .notJSON, "", 3, 14),
        (#"{ "fields": [] }"#, .missingKey, "", 1, 1),
        ("[]", .wrongType, "", 1, 1),
    ]

    @Test(arguments: documentLevel)
    func locatesDocumentLevelErrors(_ json: String, _ code: SpecError.Code, _ pointer: String, _ line: Int, _ column: Int) throws {
        let error = try #require(throws: SpecError.self) { try FormSpec.load(Array(json.utf8), file: "test.json") }
        #expect(error.code == code, "\(error)")
        #expect(error.pointer == pointer)
        #expect(error.location?.line == line)
        #expect(error.location?.column == column, "\(error)")
    }

    static let topLevel: [(json: String, code: SpecError.Code, pointer: String, line: Int, column: Int)] = [
        (#"{ "form": 1, "fields": [] }"#, .wrongType, "/form", 1, 11),
        (#"{ "form": "x", "fields": {} }"#, .wrongType, "/fields", 1, 26),
        (#"{ "form": "x", "fields": [], "unknownFields": "drop" }"#, .invalidValue, "/unknownFields", 1, 47),
        (#"{ "form": "x", "fields": [], "grups": [] }"#, .unknownKey, "/grups", 1, 30),
    ]

    @Test(arguments: topLevel)
    func checksTheSpecsOwnShape(_ json: String, _ code: SpecError.Code, _ pointer: String, _ line: Int, _ column: Int) throws {
        let error = try #require(throws: SpecError.self) { try FormSpec.load(Array(json.utf8), file: "test.json") }
        #expect(error.code == code, "\(error)")
        #expect(error.pointer == pointer)
        #expect(error.location?.line == line)
        #expect(error.location?.column == column, "\(error)")
    }

    /// A condition written `"present": false` is stored as `not present`: its error must still
    /// point at the condition's `field` as written.
    @Test func pointsAtTheFieldOfANegatedPresenceCondition() throws {
        let json = Engine.specJSON([#"{ "name": "a", "type": "text", "requiredIf": { "field": "b", "present": false } }"#])
        let error = try #require(throws: SpecError.self) { try FormSpec.load(Array(json.utf8), file: "test.json") }
        #expect(error.code == .unknownField)
        #expect(error.pointer == "/fields/0/requiredIf/field")
    }

    /// A default the field's own rules reject would fail every submission that leaves the
    /// field out, with a problem the person cannot fix: it belongs to the spec's checks.
    @Test(arguments: [
        #"{ "name": "nickname", "type": "text", "default": 5 }"#,
        #"{ "name": "plan", "type": "choice", "options": ["basic", "pro"], "default": "gold" }"#,
        #"{ "name": "expires", "type": "dateTime", "default": "today" }"#,
        #"{ "name": "seats", "type": "integer", "minimum": 1, "default": 0 }"#,
        #"{ "name": "seats", "type": "integer", "default": 10.5 }"#,
        #"{ "name": "seats", "type": "integer", "default": 1e100 }"#,
        #"{ "name": "load", "type": "number", "maximum": 300, "default": 300.0000000000000000001 }"#,
        #"{ "name": "load", "type": "number", "minimum": 0, "default": -1e-400 }"#,
        #"{ "name": "load", "type": "number", "default": 1e400 }"#,
    ])
    func rejectsADefaultTheFieldWouldReject(_ field: String) throws {
        let json = Engine.specJSON([field])
        let error = try #require(throws: SpecError.self) { try FormSpec.load(Array(json.utf8)) }
        #expect(error.pointer == "/fields/0/default")
        // Today: every submission without the field fails.
        if let form = try? Engine.form(json) {
            #expect(!form.check(.object([:])).isValid)
        }
    }

    /// What the rule accepts as a field's value, the spec accepts as its default: an integer
    /// written `10.0` or `1e1` is whole, and it is filled in as `10`.
    @Test(arguments: [
        (#"{ "name": "seats", "type": "integer", "default": 10.0 }"#, "10"),
        (#"{ "name": "seats", "type": "integer", "default": 1e1 }"#, "10"),
        (#"{ "name": "seats", "type": "integer", "maximum": 300, "default": 3e2 }"#, "300"),
        (#"{ "name": "load", "type": "number", "maximum": 300, "default": 300.0 }"#, "300.0"),
        (#"{ "name": "load", "type": "number", "minimum": 0, "default": 1e-400 }"#, "1e-400"),
    ])
    func acceptsADefaultTheFieldWouldAccept(_ field: String, _ filledIn: String) throws {
        let form = try Engine.form(Engine.specJSON([field]))
        let report = form.check(.object([:]))
        #expect(report.isValid, "\(report.issues)")
        #expect(report.normalized?.object?.entries.first?.value.number?.literal == filledIn)
    }

    @Test func acceptsTheBundledSpec() throws {
        let form = try Engine.bundledSpec("personal-details")
        #expect(form.spec.name == "personal-details")
        #expect(form.spec.fields.count == 21)
    }

    /// Line and column (in Unicode scalars) of the first `marker` in `text`, after `after`.
    static func location(of marker: String, after: String?, in text: String) -> (line: Int, column: Int)? {
        var searchStart = text.startIndex
        if let after, let found = text.range(of: after) { searchStart = found.upperBound }
        guard let range = text.range(of: marker, range: searchStart..<text.endIndex) else { return nil }
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        return (line, before[lineStart...].unicodeScalars.count + 1)
    }
}
