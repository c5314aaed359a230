import Testing
@testable import FormRules

/// `FormSpec.lint`: every problem of a spec at once, each with its line, column and message
/// (and a did-you-mean where a name or option is near), in the order of the file.
@Suite struct SpecLintTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var note: String
        var json: String
        /// `line:column: message`, in order.
        var expected: [String]
        var testDescription: String { note }
    }

    static let file = "Specs/lint.json"

    static func found(_ json: String) -> [String] {
        FormSpec.lint(Array(json.utf8), file: file).map { problem in
            "\(problem.location?.line ?? 0):\(problem.location?.column ?? 0): \(problem.message)"
        }
    }

    static let cases: [Case] = [
        Case(
            note: "three mistakes in one file, all three reported",
            json: """
            {"form": "booking", "fields": [
              {"name": "jumpers", "type": "integer", "maxLenght": 10},
              {"name": "tier", "type": "choice", "options": ["bronze", "silver", "platinum"]},
              {"name": "helmet", "type": "boolean", "visibleIf": {"field": "jumpers", "in": ["2", 3]}},
              {"name": "promo", "type": "text", "requiredIf": {"field": "tier", "equals": "platnum"}}
            ]}
            """,
            expected: [
                "2:42: unknown key 'maxLenght' in field 'jumpers'. Did you mean 'maxLength'?",
                "4:82: integer field 'jumpers' never holds \"2\" (string): it holds a number, so the condition's 'in' never matches it",
                "5:79: 'platnum' is not an option of choice field 'tier' (bronze, silver, platinum), so the condition's 'equals' never matches it: field 'promo' is never required by its requiredIf. Did you mean 'platinum'?",
            ]),
        Case(
            note: "reading goes on past broken fields, keys, references and groups",
            json: """
            {"form": "f", "fields": [
              {"name": "country", "type": "contry"},
              {"name": "state", "type": "region", "country": "country", "required": "yes"},
              {"name": "code", "type": "text", "minLength": 5, "maxLength": 2, "visibleIf": {"field": "country", "equals": "US"}},
              {"name": "pin", "type": "digits", "minLength": 9, "maxLength": 4, "equals": "pn"},
              {"name": "code", "type": "text"},
              {"type": "text"}
            ], "groups": [{"atLeastOne": ["code", "phone"]}, {"exactlyOne": ["pin"]}]}
            """,
            expected: [
                "2:31: unknown field type 'contry' in field 'country'. Did you mean 'country'?",
                "3:73: 'required' must be true or false, not string",
                "4:49: minLength 5 is more than maxLength 2 in field 'code'",
                "5:50: minLength 9 is more than maxLength 4 in field 'pin'",
                "5:79: 'pn' is not a field of this form. Did you mean 'pin'?",
                "6:12: field 'code' is declared twice (first as field 3)",
                "7:3: missing 'name'",
                "8:39: 'phone' is not a field of this form",
                "8:65: 'exactlyOne' needs at least two fields",
            ]),
        Case(
            note: "a field that cannot be read leaves later fields at their own places",
            json: """
            {"form": "f", "fields": [
              {"type": "text"},
              {"name": "code", "type": "text", "minLength": 5, "maxLength": 2}
            ]}
            """,
            expected: [
                "2:3: missing 'name'",
                "3:49: minLength 5 is more than maxLength 2 in field 'code'",
            ]),
        Case(
            note: "conditions checked against the fields they read, and conditions that never hold",
            json: """
            {"form": "f", "fields": [
              {"name": "age", "type": "integer"},
              {"name": "when", "type": "date"},
              {"name": "name", "type": "text"},
              {"name": "country", "type": "country", "options": ["US", "AU"]},
              {"name": "a", "type": "text", "requiredIf": {"field": "name", "atLeast": 3}},
              {"name": "b", "type": "text", "requiredIf": {"field": "when", "after": {"field": "age"}}},
              {"name": "c", "type": "text", "requiredIf": {"field": "age", "equals": null}},
              {"name": "d", "type": "text", "requiredIf": {"field": "age", "in": [1.5, 2]}},
              {"name": "e", "type": "text", "requiredIf": {"field": "when", "equals": "2026-02-30"}},
              {"name": "f", "type": "text", "visibleIf": {"field": "country", "equals": "UK"}},
              {"name": "g", "type": "text", "visibleIf": {"all": [{"field": "name", "present": true}, {"field": "name", "present": false}]}},
              {"name": "h", "type": "text", "enabledIf": {"all": [{"field": "country", "equals": "US"}, {"field": "country", "in": ["AU"]}]}},
              {"name": "i", "type": "text", "visibleIf": {"all": [{"field": "age", "atLeast": 18}, {"field": "age", "lessThan": 10}]}},
              {"name": "j", "type": "text", "visibleIf": {"all": [{"field": "when", "after": "2030-01-01"}, {"field": "when", "before": "2029-01-01"}]}},
              {"name": "k", "type": "text", "visibleIf": {"any": [{"field": "country", "equals": "UK"}, {"field": "age", "equals": "x"}]}},
              {"name": "l", "type": "text", "visibleIf": {"not": {"not": {"field": "country", "equals": "UK"}}}}
            ]}
            """,
            expected: [
                "6:57: 'atLeast' compares numbers, but text field 'name' holds no number: only number and integer fields compare as numbers: field 'a' is never required by its requiredIf",
                "7:84: 'after' compares dates, but its operand, integer field 'age', holds no date (yyyy-MM-dd): only date fields compare as dates: field 'b' is never required by its requiredIf",
                "8:74: integer field 'age' never holds null (a null value counts as no value: use \"present\": false): field 'c' is never required by its requiredIf",
                "9:71: integer field 'age' never holds 1.5, which is not a whole number, so the condition's 'in' never matches it",
                "10:75: date field 'when' never holds '2026-02-30', which is not a date (yyyy-MM-dd), so the condition's 'equals' never matches it: field 'e' is never required by its requiredIf",
                "11:77: 'UK' is not an option of country field 'country' (US, AU), so the condition's 'equals' never matches it: field 'f' is never shown. Did you mean 'US'?",
                "12:46: the visibleIf of field 'g' can never hold, so the field is never shown",
                "13:46: the enabledIf of field 'h' can never hold, so the field is never enabled",
                "14:46: the visibleIf of field 'i' can never hold, so the field is never shown",
                "15:46: the visibleIf of field 'j' can never hold, so the field is never shown",
                "16:46: the visibleIf of field 'k' can never hold, so the field is never shown",
                "16:86: 'UK' is not an option of country field 'country' (US, AU), so the condition's 'equals' never matches it. Did you mean 'US'?",
                "16:120: integer field 'age' never holds \"x\" (string): it holds a number, so the condition's 'equals' never matches it",
                "17:46: the visibleIf of field 'l' can never hold, so the field is never shown",
                "17:93: 'UK' is not an option of country field 'country' (US, AU), so the condition's 'equals' never matches it. Did you mean 'US'?",
            ]),
    ]

    @Test(arguments: cases)
    func listsEveryProblemWithItsPlace(_ testCase: Case) {
        #expect(Self.found(testCase.json) == testCase.expected)
    }

    @Test(arguments: cases)
    func loadingThrowsOneOfTheProblemsLintLists(_ testCase: Case) throws {
        let error = try #require(throws: SpecError.self) { try FormSpec.load(Array(testCase.json.utf8), file: Self.file) }
        let all = FormSpec.lint(Array(testCase.json.utf8), file: Self.file)
        #expect(all.contains(error))
        #expect(all.allSatisfy { $0.location?.file == Self.file && $0.excerpt != nil })
    }

    /// Conditions that can hold, however odd, are not problems: lint never calls a reachable
    /// field unreachable.
    @Test func acceptsConditionsThatCanHold() {
        #expect(Self.found("""
            {"form": "f", "fields": [
              {"name": "age", "type": "integer"},
              {"name": "when", "type": "date"},
              {"name": "name", "type": "text"},
              {"name": "country", "type": "country"},
              {"name": "a", "type": "text", "visibleIf": {"all": [{"field": "age", "atLeast": 18}, {"field": "age", "atMost": 18}]}},
              {"name": "b", "type": "text", "visibleIf": {"all": [{"field": "when", "onOrAfter": "today"}, {"field": "when", "before": "2000-01-01"}]}},
              {"name": "c", "type": "text", "visibleIf": {"any": [{"field": "country", "equals": "US"}, {"field": "name", "present": false}]}},
              {"name": "d", "type": "text", "visibleIf": {"not": {"all": [{"field": "name", "present": true}, {"field": "name", "present": false}]}}},
              {"name": "e", "type": "text", "visibleIf": {"all": [{"field": "country", "in": ["US", "AU"]}, {"field": "country", "equals": "AU"}]}},
              {"name": "f", "type": "text", "requiredIf": {"field": "age", "in": [2.0, 3]}}
            ]}
            """) == [])
    }

    @Test(arguments: ProjectFiles.specNames)
    func everyBundledSpecLintsClean(_ name: String) throws {
        // Named by its path, from which the files it names are found.
        let path = ProjectFiles.path("Specs/\(name).json")
        #expect(FormSpec.lint(try ProjectFiles.bytes("Specs/\(name).json"), file: path).map(\.summary) == [])
    }

    /// Locating a problem reads the file up to it, so a spec of thousands of mistakes lists
    /// the first ones found and counts the rest.
    @Test func listsAtMostTheCapAndCountsTheRest() {
        let keys = (0..<(FormSpec.maximumLintProblems + 50)).map { #""unknown\#($0)": 1"# }.joined(separator: ", ")
        let json = #"{"form": "f", "fields": [{"name": "a", "type": "text", \#(keys)}]}"#
        let problems = FormSpec.lint(Array(json.utf8), file: Self.file)
        #expect(problems.count == FormSpec.maximumLintProblems + 1)
        #expect(problems.dropLast().allSatisfy { $0.code == .unknownKey && $0.location != nil })
        #expect(problems.last?.code == .tooManyProblems)
        #expect(problems.last?.message == "50 more problems (lint lists the first \(FormSpec.maximumLintProblems) found)")
    }

    @Test func codesSayWhatKindOfProblemEachIs() {
        let json = """
            {"form": "f", "fields": [
              {"name": "n", "type": "integer"},
              {"name": "a", "type": "text", "visibleIf": {"field": "n", "equals": "1"}},
              {"name": "b", "type": "text", "visibleIf": {"all": [{"field": "n", "atLeast": 2}, {"field": "n", "atMost": 1}]}},
              {"name": "c", "type": "text", "visibleIf": {"field": "n", "after": "today"}}
            ]}
            """
        #expect(FormSpec.lint(Array(json.utf8)).map(\.code) == [.invalidValue, .neverHolds, .wrongType])
    }
}
