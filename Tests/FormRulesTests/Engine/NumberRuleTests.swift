import Testing
@testable import FormRules

/// `number` and `integer` fields: limits, steps counted from the minimum (robust to binary
/// rounding of decimal steps), whole numbers for `integer`.
@Suite struct NumberRuleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var field: String
        var literal: String
        var issue: (rule: String, arguments: [MessageArgument])?
        /// The literal in the normalized output: as written, but canonical for integer fields.
        var normalized: String
        var testDescription: String { "\(field) \(literal)" }

        init(_ field: String, _ literal: String, _ rule: String? = nil, _ arguments: [MessageArgument] = [], normalized: String? = nil) {
            self.field = field
            self.literal = literal
            self.issue = rule.map { ($0, arguments) }
            self.normalized = normalized ?? literal
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
        #"{ "name": "load", "type": "number", "minimum": 0, "maximum": 300 }"#,
        #"{ "name": "nonPositive", "type": "number", "maximum": 0 }"#,
        #"{ "name": "seats", "type": "integer", "minimum": -300, "maximum": 300 }"#,
        #"{ "name": "count", "type": "integer" }"#,
    ]

    /// A literal of `length` characters: `1.` and zeros.
    static func long(_ length: Int) -> String { "1." + String(repeating: "0", count: length - 2) }

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
        Case("children", "3.0", normalized: "3"),
        Case("children", "1e1", normalized: "10"),
        Case("children", "3.5", "integer"),
        Case("children", "11", "maximum", [.number(10)]),
        Case("children", "-1", "minimum", [.number(0)]),
        Case("free", "-1e300"),
        Case("free", "1e400", "number"),
        // Bounds are compared with the literal exactly, not with its nearest Double.
        Case("load", "300"),
        Case("load", "300.0"),
        Case("load", "3e2"),
        Case("load", "3.00E+2"),
        Case("load", "30000e-2"),
        Case("load", "300.0000000000000000001", "maximum", [.number(300)]),
        Case("load", "3000000000000000000001e-19", "maximum", [.number(300)]),
        Case("load", "299.99999999999999999999"),
        Case("load", "0"),
        Case("load", "-0"),
        Case("load", "-0.0"),
        Case("load", "0e-7"),
        Case("load", "1e-400"),
        Case("load", "-1e-400", "minimum", [.number(0)]),
        Case("load", "-0.00000000000000000000001", "minimum", [.number(0)]),
        Case("load", "1e400", "number"),
        Case("load", "-1e400", "number"),
        Case("load", "1e-99999999999999999999"),
        Case("nonPositive", "0"),
        Case("nonPositive", "-0"),
        Case("nonPositive", "-1e-400"),
        Case("nonPositive", "1e-400", "maximum", [.number(0)]),
        Case("nonPositive", "0.00000000000000000000000000000000000000000000000000000000001", "maximum", [.number(0)]),
        Case("dose", "0.1000000000000000000001"),
        Case("dose", "0.0999999999999999999999", "minimum", [.number(0.1)]),
        Case("dose", "2.0000000000000000000001", "maximum", [.number(2)]),
        Case("dose", "1.9999999999999999999999"),
        // Integers come back in canonical form.
        Case("seats", "300"),
        Case("seats", "300.0", normalized: "300"),
        Case("seats", "3e2", normalized: "300"),
        Case("seats", "3000e-1", normalized: "300"),
        Case("seats", "300.0000000000000000001", "integer"),
        Case("seats", "301.0", "maximum", [.number(300)]),
        Case("seats", "-3e2", normalized: "-300"),
        Case("seats", "-3.01e2", "minimum", [.number(-300)]),
        Case("seats", "-0", normalized: "0"),
        Case("seats", "-0.0e5", normalized: "0"),
        Case("seats", "10e-1", normalized: "1"),
        Case("seats", "1.0", normalized: "1"),
        Case("seats", "1e0", normalized: "1"),
        Case("seats", "1.5e1", normalized: "15"),
        Case("seats", "0.05e2", normalized: "5"),
        Case("count", "12345678901234567890"),
        Case("count", "1.2345678901234567890e19", normalized: "12345678901234567890"),
        Case("count", "1e99", normalized: "1" + String(repeating: "0", count: 99)),
        // Literals are bounded: 100 characters as sent, and as written out for integers.
        Case("free", long(100)),
        Case("free", long(101), "number.tooLong", [.integer(100)]),
        Case("load", "0." + String(repeating: "0", count: 200) + "1", "number.tooLong", [.integer(100)]),
        Case("count", "1e100", "number.tooLong", [.integer(100)]),
        Case("count", "-1e99", "number.tooLong", [.integer(100)]),
        Case("count", "-" + String(repeating: "9", count: 99)),
        Case("count", String(repeating: "9", count: 101), "number.tooLong", [.integer(100)]),
        Case("count", long(100), normalized: "1"),
    ]

    @Test(arguments: cases)
    func checksLimitsAndSteps(_ testCase: Case) throws {
        let form = try Engine.form(Self.fields)
        let report = try form.check(#"{ "\#(testCase.field)": \#(testCase.literal) }"#)
        let issues = testCase.issue.map { [expected(testCase.field, $0.rule, $0.arguments)] } ?? []
        #expect(report.issues == issues)
        // A number is kept as the client wrote it; an accepted integer in canonical form.
        #expect(report.normalizedValue(testCase.field) == .number(try #require(FormNumber(literal: testCase.literal))))
        #expect(report.normalizedValue(testCase.field)?.number?.literal == testCase.normalized)
    }

    /// The exact reading of a literal agrees with its nearest Double wherever a Double can tell
    /// two numbers apart, and orders what one cannot.
    @Test(arguments: [
        ("300", "3e2", 0), ("300", "300.0000000000000000001", -1), ("299.99999999999999999999", "300", -1),
        ("-0", "0", 0), ("-1e-400", "-0", -1), ("1e-400", "0", 1), ("0.1", "1e-1", 0), ("-2", "-10", 1),
        ("-300.5", "-300.49999999999999999999", -1), ("1e400", "9e399", 1), ("12345678901234567890", "12345678901234567891", -1),
        ("1.2345678901234567890e19", "12345678901234567890", 0), ("1e400", "10e399", 0),
    ])
    func ordersLiteralsExactly(_ first: String, _ second: String, _ order: Int) {
        let lhs = ExactDecimal(literal: first)
        let rhs = ExactDecimal(literal: second)
        #expect((lhs < rhs ? -1 : rhs < lhs ? 1 : 0) == order)
        #expect((lhs == rhs) == (order == 0))
        // Numbers compare by value, also where their Doubles cannot tell them apart.
        let numbers = (FormNumber(literal: first), FormNumber(literal: second))
        #expect((numbers.0 == numbers.1) == (order == 0))
        if order == 0 { #expect(numbers.0?.hashValue == numbers.1?.hashValue) }
    }
}
