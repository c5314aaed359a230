import Testing
@testable import FormRules

/// `number` and `integer` fields: limits, steps counted from the minimum (robust to binary
/// rounding of decimal steps), whole numbers for `integer`.
@Suite struct NumberRuleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var field: String
        var literal: String
        var issue: (rule: String, arguments: [MessageArgument])?
        var testDescription: String { "\(field) \(literal)" }

        init(_ field: String, _ literal: String, _ rule: String? = nil, _ arguments: [MessageArgument] = []) {
            self.field = field
            self.literal = literal
            self.issue = rule.map { ($0, arguments) }
        }
    }

    static let fields = [
        #"{ "name": "weight", "type": "number", "minimum": 20, "maximum": 300, "step": 0.5 }"#,
        #"{ "name": "ratio", "type": "number", "step": 0.1 }"#,
        #"{ "name": "dose", "type": "number", "minimum": 0.1, "maximum": 2, "step": 0.1 }"#,
        #"{ "name": "price", "type": "number", "minimum": 0, "step": 0.01 }"#,
        #"{ "name": "offset", "type": "number", "minimum": -10, "step": 3 }"#,
        #"{ "name": "children", "type": "integer", "minimum": 0, "maximum": 10 }"#,
        #"{ "name": "free", "type": "number" }"#,
    ]

    static let cases: [Case] = [
        Case("weight", "67.5"),
        Case("weight", "67"),
        Case("weight", "20"),
        Case("weight", "300"),
        Case("weight", "67.3", "step", [.number(0.5)]),
        Case("weight", "67.25", "step", [.number(0.5)]),
        Case("weight", "19.5", "minimum", [.number(20)]),
        Case("weight", "300.5", "maximum", [.number(300)]),
        Case("weight", "6.75e1"),
        Case("weight", "-67.5", "minimum", [.number(20)]),
        Case("ratio", "0.3"),
        Case("ratio", "0.7"),
        Case("ratio", "1.1"),
        Case("ratio", "-2.9"),
        Case("ratio", "123456.7"),
        Case("ratio", "0.35", "step", [.number(0.1)]),
        Case("ratio", "0.30000001", "step", [.number(0.1)]),
        Case("dose", "0.1"),
        Case("dose", "0.3"),
        Case("dose", "0.7"),
        Case("dose", "1.9"),
        Case("dose", "2"),
        Case("dose", "0.05", "minimum", [.number(0.1)]),
        Case("dose", "2.1", "maximum", [.number(2)]),
        Case("price", "19.99"),
        Case("price", "0.07"),
        Case("price", "1234.56"),
        Case("price", "1.005", "step", [.number(0.01)]),
        Case("offset", "-10"),
        Case("offset", "-4"),
        Case("offset", "5"),
        Case("offset", "-5", "step", [.number(3)]),
        Case("offset", "0", "step", [.number(3)]),
        Case("children", "3"),
        Case("children", "0"),
        Case("children", "3.0"),
        Case("children", "1e1"),
        Case("children", "3.5", "integer"),
        Case("children", "11", "maximum", [.number(10)]),
        Case("children", "-1", "minimum", [.number(0)]),
        Case("free", "-1e300"),
        Case("free", "1e400", "number"),
    ]

    @Test(arguments: cases)
    func checksLimitsAndSteps(_ testCase: Case) throws {
        let form = try Engine.form(Self.fields)
        let report = try form.check(#"{ "\#(testCase.field)": \#(testCase.literal) }"#)
        let issues = testCase.issue.map { [expected(testCase.field, $0.rule, $0.arguments)] } ?? []
        #expect(report.issues == issues)
        // The number is kept as the client wrote it.
        #expect(report.normalizedValue(testCase.field) == .number(try #require(FormNumber(literal: testCase.literal))))
        #expect(report.normalizedValue(testCase.field)?.number?.literal == testCase.literal)
    }
}
