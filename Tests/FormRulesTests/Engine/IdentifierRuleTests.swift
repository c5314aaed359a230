import Testing
@testable import FormRules

/// `identifier` fields take an id another system issued, as it sends it: a non-empty string,
/// or a positive whole number kept as its canonical literal.
@Suite struct IdentifierRuleTests {
    static let fields = [
        #"{ "name": "eventId", "type": "identifier", "required": true }"#,
        #"{ "name": "code", "type": "identifier", "minLength": 2, "maxLength": 4 }"#,
    ]

    /// The field's value as JSON text, its problems, and its normalized value as JSON text
    /// (nil: left out).
    struct Case: Sendable, CustomTestStringConvertible {
        var json: String
        var rules: [String]
        var normalized: String?
        var note: String
        var knownIssue: String?
        var testDescription: String { "\(json) (\(note))" }

        init(_ json: String, _ rules: [String] = [], _ normalized: String?, _ note: String, knownIssue: String? = nil) {
            self.json = json
            self.rules = rules
            self.normalized = normalized
            self.note = note
            self.knownIssue = knownIssue
        }
    }

    static let cases: [Case] = [
        Case(#""Magic""#, [], #""Magic""#, "a name"),
        Case(#""  Rainbow ""#, [], #""Rainbow""#, "trimmed"),
        Case(#""42""#, [], #""42""#, "digits as text stay text"),
        Case(#""0""#, [], #""0""#, "any non-empty string"),
        Case("1", [], "1", "the least whole number"),
        Case("42", [], "42", "a whole number"),
        Case("4.2e1", [], "42", "a whole number written with an exponent, as its canonical literal"),
        Case("42.0", [], "42", "with a zero fraction"),
        Case("420e-1", [], "42", "with a negative exponent"),
        Case("9007199254740993", [], "9007199254740993", "beyond a Double's whole numbers: every digit kept"),
        Case("123456789012345678901234567890", [], "123456789012345678901234567890", "30 digits, beyond Int: kept as sent"),
        Case("1e400", ["eventId identifier"], "1e400", "401 digits written out: no id is that long"),
        Case("0", ["eventId identifier"], "0", "zero is not an id"),
        Case("-0", ["eventId identifier"], "-0", "nor is minus zero"),
        Case("-3", ["eventId identifier"], "-3", "negative"),
        Case("1.5", ["eventId identifier"], "1.5", "a fraction"),
        Case("0.5", ["eventId identifier"], "0.5", "a fraction below one"),
        Case("1e-400", ["eventId identifier"], "1e-400", "a fraction whose Double is zero"),
        Case("true", ["eventId type"], nil, "a boolean"),
        Case("false", ["eventId type"], nil, "false"),
        Case("[1]", ["eventId type"], nil, "an array"),
        Case(#"{"id":1}"#, ["eventId type"], nil, "an object"),
        Case(#""""#, ["eventId required"], #""""#, "an empty string is required's business"),
        Case(#""   ""#, ["eventId required"], #""""#, "blank, trimmed"),
        Case("null", ["eventId required"], nil, "null is no value: a required field sent null is required"),
        Case("9007199254740993.0", [], "9007199254740993", "a zero fraction beyond a Double's whole numbers keeps every digit"),
        Case("1e99", [], "1" + String(repeating: "0", count: 99), "written out, 100 digits: at the limit"),
        Case("1e100", ["eventId identifier"], "1e100", "written out, 101 digits: refused (kept as sent, as a failed value is)"),
        Case("1e1000000000", ["eventId identifier"], "1e1000000000", "an exponent no id has, refused without writing it out"),
        Case("1" + String(repeating: "0", count: 100), ["eventId identifier"], "1" + String(repeating: "0", count: 100), "a 101-character literal"),
    ]

    @Test(arguments: cases)
    func acceptsStringsAndPositiveWholeNumbers(_ testCase: Case) throws {
        let form = try Engine.form(Self.fields)
        let report = try form.check(#"{ "eventId": \#(testCase.json) }"#)
        let check = {
            #expect(report.issues.map { "\($0.path) \($0.rule)" } == testCase.rules)
            #expect(report.normalizedValue("eventId")?.jsonText() == testCase.normalized)
        }
        if let knownIssue = testCase.knownIssue {
            withKnownIssue(Comment(rawValue: knownIssue)) { check() }
        } else {
            check()
        }
    }

    @Test func namesTheIdentifierTypeAndRule() throws {
        let form = try Engine.form(Self.fields)
        #expect(try form.check(#"{ "eventId": true }"#).issues == [typeIssue("eventId", "type.identifier")])
        #expect(try form.check(#"{ "eventId": -3 }"#).issues == [expected("eventId", "identifier")])
    }

    static let lengths: [(json: String, rules: [String])] = [
        (#""ab""#, []),
        (#""a""#, ["code minLength"]),
        (#""abcde""#, ["code maxLength"]),
        (#"" ab ""#, []),
        ("7", []),
        ("123456", []),
    ]

    /// Lengths are of a string: a number is an id, whatever its digits.
    @Test(arguments: lengths)
    func measuresOnlyStrings(_ json: String, _ rules: [String]) throws {
        let report = try Engine.form(Self.fields).check(#"{ "eventId": 1, "code": \#(json) }"#)
        #expect(report.issues.map { "\($0.path) \($0.rule)" } == rules)
    }

    /// Identifiers are checked on the whole value, which only the tree holds: a submission
    /// sending one takes the tree path, one leaving it out or sending a wrong type stays on the
    /// bytes, and `validate(json:)` gives the tree's report either way.
    @Test func takesTheTreePathWhenSentOne() throws {
        let form = try Engine.form(Self.fields)
        #expect(form.byteLevelPlan != nil)
        var validator = form.makeValidator(context: ValidationContext(today: Engine.today, output: .problems))
        for testCase in Self.cases {
            let json = #"{ "eventId": \#(testCase.json) }"#
            #expect(try validator.validate(json: Array(json.utf8)).issues == form.check(json).issues, "\(json)")
        }
    }
}
