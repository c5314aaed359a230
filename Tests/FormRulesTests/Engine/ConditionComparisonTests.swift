import Testing
@testable import FormRules

/// Conditions that compare numbers and dates: a `note` field is required when the comparison
/// holds. Each case runs on the tree path and on the byte path, which must agree.
@Suite struct ConditionComparisonTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var condition: String
        var submission: String
        var holds: Bool
        var reason: String
        var testDescription: String { "\(condition) on \(submission): \(reason)" }
    }

    /// The fields a condition may read; `note` is required when the condition holds.
    static let fields = [
        #"{"name": "age", "type": "integer"}"#,
        #"{"name": "amount", "type": "number"}"#,
        #"{"name": "limit", "type": "number"}"#,
        #"{"name": "start", "type": "date"}"#,
        #"{"name": "end", "type": "date"}"#,
        #"{"name": "label", "type": "text"}"#,
    ]

    static let cases: [Case] = [
        Case(condition: #"{"field": "age", "atLeast": 18}"#, submission: #"{"age": 18}"#, holds: true, reason: "the bound itself is at least"),
        Case(condition: #"{"field": "age", "atLeast": 18}"#, submission: #"{"age": 17}"#, holds: false, reason: "below the bound"),
        Case(condition: #"{"field": "age", "greaterThan": 18}"#, submission: #"{"age": 18}"#, holds: false, reason: "greater than excludes the bound"),
        Case(condition: #"{"field": "age", "atMost": 18}"#, submission: #"{"age": 18.0}"#, holds: true, reason: "18.0 is 18"),
        Case(condition: #"{"field": "age", "lessThan": 18}"#, submission: #"{"age": -3}"#, holds: true, reason: "negative numbers"),
        Case(condition: #"{"field": "amount", "lessThan": 0.3}"#, submission: #"{"amount": 0.29999999999999999999}"#, holds: true,
             reason: "the same Double as 0.3, but less as a decimal"),
        Case(condition: #"{"field": "amount", "atMost": 300}"#, submission: #"{"amount": 300.0000000000000000001}"#, holds: false,
             reason: "the same Double as 300, but more as a decimal"),
        Case(condition: #"{"field": "amount", "atLeast": 300}"#, submission: #"{"amount": 3e2}"#, holds: true, reason: "an exponent"),
        Case(condition: #"{"field": "amount", "greaterThan": 12345678901234567890}"#, submission: #"{"amount": 12345678901234567891}"#,
             holds: true, reason: "integers beyond a Double's precision"),
        Case(condition: #"{"field": "age", "atLeast": 18}"#, submission: #"{"age": "18"}"#, holds: false, reason: "text is not a number"),
        Case(condition: #"{"field": "age", "atLeast": 18}"#, submission: #"{}"#, holds: false, reason: "an absent value compares false"),
        Case(condition: #"{"not": {"field": "age", "atLeast": 18}}"#, submission: #"{}"#, holds: true, reason: "so its negation holds"),
        Case(condition: #"{"field": "age", "atLeast": 18}"#, submission: #"{"age": null}"#, holds: false, reason: "null is no value"),
        Case(condition: #"{"field": "amount", "atLeast": {"field": "limit"}}"#, submission: #"{"amount": 5, "limit": 5}"#, holds: true,
             reason: "another field as the operand"),
        Case(condition: #"{"field": "amount", "greaterThan": {"field": "limit"}}"#, submission: #"{"amount": 5, "limit": 5.5}"#, holds: false,
             reason: "another field, less"),
        Case(condition: #"{"field": "amount", "atLeast": {"field": "limit"}}"#, submission: #"{"amount": 5}"#, holds: false,
             reason: "an absent operand field compares false"),
        Case(condition: #"{"field": "start", "onOrAfter": "today"}"#, submission: #"{"start": "2026-11-21"}"#, holds: true,
             reason: "today is the context's reference date"),
        Case(condition: #"{"field": "start", "onOrAfter": "today"}"#, submission: #"{"start": "2026-11-20"}"#, holds: false, reason: "yesterday"),
        Case(condition: #"{"field": "start", "after": "today"}"#, submission: #"{"start": "2026-11-21"}"#, holds: false, reason: "after excludes today"),
        Case(condition: #"{"field": "start", "before": "2000-01-01"}"#, submission: #"{"start": "1999-12-31"}"#, holds: true, reason: "a fixed date"),
        Case(condition: #"{"field": "start", "onOrBefore": "2000-01-01"}"#, submission: #"{"start": "2000-01-02"}"#, holds: false, reason: "a day late"),
        Case(condition: #"{"field": "end", "after": {"field": "start"}}"#, submission: #"{"start": "2026-12-01", "end": "2026-12-02"}"#, holds: true,
             reason: "one date field after another"),
        Case(condition: #"{"field": "end", "after": {"field": "start"}}"#, submission: #"{"start": "2026-12-01", "end": "2026-12-01"}"#, holds: false,
             reason: "the same day is not after"),
        Case(condition: #"{"field": "end", "after": {"field": "start"}}"#, submission: #"{"start": "soon", "end": "2026-12-02"}"#, holds: false,
             reason: "an operand field that is not a date compares false"),
        Case(condition: #"{"field": "start", "before": "2030-01-01"}"#, submission: #"{"start": "2026-02-30"}"#, holds: false,
             reason: "a day that does not exist is not a date"),
        Case(condition: #"{"all": [{"field": "age", "atLeast": 18}, {"field": "age", "lessThan": 65}]}"#, submission: #"{"age": 40}"#, holds: true,
             reason: "a range"),
    ]

    static func form(_ condition: String) throws -> CompiledForm {
        try Engine.form(fields + [#"{"name": "note", "type": "text", "requiredIf": \#(condition)}"#])
    }

    @Test(arguments: cases)
    func requiresTheNoteExactlyWhenTheComparisonHolds(_ testCase: Case) throws {
        let form = try Self.form(testCase.condition)
        let report = try form.check(testCase.submission)
        #expect(report.issues.contains { $0.path == "note" && $0.rule == .required } == testCase.holds)
    }

    @Test(arguments: cases)
    func theBytePathAgreesWithTheTreePath(_ testCase: Case) throws {
        let form = try Self.form(testCase.condition)
        #expect(form.byteLevelPlan != nil, "comparisons keep a form on the byte path")
        ByteLevelDifferentialTests.compare(form, [Array(testCase.submission.utf8)])
    }

    @Test func aComparisonOfAnAvailabilityShowsAndHidesTheField() throws {
        let form = try Engine.form([
            #"{"name": "jumpers", "type": "integer"}"#,
            #"{"name": "groupName", "type": "text", "required": true, "visibleIf": {"field": "jumpers", "greaterThan": 1}}"#,
        ])
        #expect(try form.check(#"{"jumpers": 1}"#).issues.isEmpty)
        #expect(try form.check(#"{"jumpers": 2}"#).issues.map(\.path) == ["groupName"])
    }

    @Test(arguments: [
        (#"{"field": "age", "atLeast": "18"}"#, "'atLeast' must be a finite number or {\"field\": …}, not string"),
        (#"{"field": "start", "after": 20260101}"#, "'after' must be a date (yyyy-MM-dd), 'today' or {\"field\": …}, not number"),
        (#"{"field": "start", "after": "tomorrow"}"#, "'tomorrow' is not 'today' or a date (yyyy-MM-dd)"),
        (#"{"field": "start", "after": {"feld": "end"}}"#, "unknown key 'feld' in the operand of 'after'. Did you mean 'field'?"),
        (#"{"field": "age", "atLeast": 18, "atMost": 65}"#,
         "a condition on 'age' needs exactly one of 'present', 'equals', 'in' or a comparison (greaterThan, atLeast, lessThan, atMost, after, onOrAfter, before, onOrBefore)"),
    ])
    func refusesAnOperandOfTheWrongShape(_ condition: String, _ message: String) throws {
        let error = try #require(throws: SpecError.self) { try Self.form(condition) }
        #expect(error.message == message)
    }
}
