import Testing
@testable import FormRules

/// `coerce` (Specs/README.md, "Coercion"): a field that asks reads a value sent in the
/// neighbouring JSON type as its own (text holding a number on `number` and `integer`, `"true"`
/// and `"false"` on `boolean`, a number's text on `digits`, `phone`, `postalCode` and `choice`);
/// without it the same values are `type` problems, as before. The spec's `coerce` is every
/// field's default, a field's own wins, and both sources of values give the same reports.
@Suite struct CoercionTests {
    /// One field `x` of a type, a value for it, and what coercion makes of it.
    struct Case: Sendable, CustomTestStringConvertible {
        var field: String
        var value: String
        /// The issues' rule codes with coercion on (empty: accepted).
        var rules: [String]
        /// The normalized value with coercion on, as JSON text (nil: left out).
        var normalized: String?
        var testDescription: String { "\(field) ← \(value)" }

        init(_ field: String, _ value: String, _ rules: [String] = [], normalized: String? = nil) {
            self.field = field
            self.value = value
            self.rules = rules
            self.normalized = normalized
        }
    }

    static let integer = #""type": "integer", "minimum": 1, "maximum": 100"#
    static let number = #""type": "number""#
    static let boolean = #""type": "boolean""#
    static let digits = #""type": "digits", "maxLength": 6"#
    static let phone = #""type": "phone""#
    static let choice = #""type": "choice", "options": ["10", "11", "twelve"]"#

    static let cases: [Case] = [
        // Text holding a JSON number, white space around it trimmed; the number's own rules after.
        Case(integer, #""42""#, normalized: "42"),
        Case(integer, #"" 42\n""#, normalized: "42"),
        Case(integer, #""\u00a042\u3000""#, normalized: "42"),
        Case(integer, #""4\u0032""#, normalized: "42"),
        Case(integer, #""3.0""#, normalized: "3"),
        Case(integer, #""1e1""#, normalized: "10"),
        Case(integer, #""101""#, ["maximum"]),
        Case(integer, #""1.5""#, ["integer"]),
        Case(integer, #""4x""#, ["type"]),
        Case(integer, #""012""#, ["type"]),
        Case(integer, #""+5""#, ["type"]),
        Case(integer, #""""#, ["type"]),
        Case(integer, #""   ""#, ["type"]),
        Case(integer, "true", ["type"]),
        Case(number, #"" 3.50 ""#, normalized: "3.50"),
        Case(number, #""-1e3""#, normalized: "-1e3"),
        Case(number, #""1,5""#, ["type"]),
        Case(number, #""NaN""#, ["type"]),
        Case(number, #""0x10""#, ["type"]),
        Case(number, "\"" + String(repeating: "1", count: 101) + "\"", ["number.tooLong"]),
        // The two words only, in any ASCII letter case.
        Case(boolean, #""true""#, normalized: "true"),
        Case(boolean, #""FALSE""#, normalized: "false"),
        Case(boolean, #"" True ""#, normalized: "true"),
        Case(boolean, #""yes""#, ["type"]),
        Case(boolean, #""1""#, ["type"]),
        Case(boolean, #""on""#, ["type"]),
        Case(boolean, "1", ["type"]),
        Case(boolean, "0", ["type"]),
        // A number's text as sent; the type's rule checks it. Zeros lost are not put back.
        Case(digits, "1234", normalized: #""1234""#),
        Case(digits, "0", normalized: #""0""#),
        Case(digits, "1234567", ["maxLength"]),
        Case(digits, "12.5", ["digits"]),
        Case(digits, "-12", ["digits"]),
        Case(digits, "1e3", ["digits"]),
        Case(digits, "true", ["type"]),
        Case(phone, "61412345678", normalized: #""61412345678""#),
        Case(phone, "412345678", normalized: #""412345678""#),
        Case(phone, "1234567", ["phone"]),
        Case(choice, "11", normalized: #""11""#),
        Case(choice, "12", ["choice"]),
        Case(choice, "11.0", ["choice"]),
        Case(choice, "false", ["type"]),
    ]

    static func form(_ field: String, coerce: String) throws -> CompiledForm {
        try Engine.form(#"{"form": "t", \#(coerce)"fields": [{ "name": "x", \#(field) }]}"#)
    }

    @Test(arguments: cases)
    func aFieldThatCoercesReadsTheNeighbouringType(_ example: Case) throws {
        let form = try Self.form(example.field + #", "coerce": true"#, coerce: "")
        let report = try form.check(#"{"x": \#(example.value)}"#)
        #expect(report.issues.map(\.rule.rawValue) == example.rules)
        if example.rules.isEmpty { #expect(report.normalizedValue("x") == (try example.normalized.map(Engine.value))) }
        if example.rules == ["type"] {
            #expect(report.normalizedValue("x") == nil)
            // The message of a field that does not coerce.
            let strict = try Self.form(example.field, coerce: "").check(#"{"x": \#(example.value)}"#)
            #expect(report.issues == strict.issues)
        }
    }

    /// Strict unless asked: every value the table coerces is a `type` problem without `coerce`,
    /// and with `"coerce": false` on the field under a spec that coerces.
    @Test(arguments: cases.filter { $0.rules.isEmpty })
    func withoutCoerceTheSameValuesAreTypeProblems(_ example: Case) throws {
        let body = #"{"x": \#(example.value)}"#
        for form in [try Self.form(example.field, coerce: ""), try Self.form(example.field + #", "coerce": false"#, coerce: #""coerce": true, "#)] {
            let report = try form.check(body)
            #expect(report.issues.map(\.rule.rawValue) == ["type"], "\(body)")
            #expect(report.normalizedValue("x") == nil)
        }
    }

    @Test func theSpecsCoerceIsEveryFieldsDefaultAndAFieldsOwnWins() throws {
        let form = try Engine.form(#"""
            {"form": "t", "coerce": true, "fields": [
              { "name": "age", "type": "integer" },
              { "name": "strict", "type": "integer", "coerce": false },
              { "name": "name", "type": "text" },
              { "name": "eventId", "type": "identifier" },
              { "name": "kids", "type": "list", "items": { "type": "integer" } }
            ]}
            """#)
        let report = try form.check(#"{"age": "7", "strict": "7", "name": 7, "eventId": "7", "kids": ["1", 2, "x"]}"#)
        #expect(report.issues.map { "\($0.path) \($0.rule)" } == ["strict type", "name type", "kids[2] type"])
        #expect(report.normalizedValue("age") == 7)
        #expect(report.normalizedValue("eventId") == "7")
        // A field's own `coerce: true` under a spec that does not.
        let own = try Engine.form([#"{ "name": "age", "type": "integer", "coerce": true }"#, #"{ "name": "b", "type": "integer" }"#])
        #expect(try own.check(#"{"age": "7", "b": "7"}"#).issues.map { "\($0.path) \($0.rule)" } == ["b type"])
    }

    /// Conditions, `const` and `equals` read the coerced value; field states show it.
    @Test func rulesAcrossFieldsReadTheCoercedValue() throws {
        let form = try Engine.form(#"""
            {"form": "t", "coerce": true, "fields": [
              { "name": "agree", "type": "boolean", "const": true },
              { "name": "seats", "type": "integer" },
              { "name": "seatsAgain", "type": "integer", "equals": "seats" },
              { "name": "note", "type": "text", "requiredIf": { "field": "seats", "atLeast": 5 } },
              { "name": "pin", "type": "digits", "visibleIf": { "field": "agree", "equals": true } }
            ]}
            """#)
        let passing = try form.check(#"{"agree": "TRUE", "seats": "6", "seatsAgain": 6.0, "note": "big", "pin": 123}"#)
        #expect(passing.issues == [])
        #expect(passing.normalized == (try Engine.value(#"{"agree": true, "seats": 6, "seatsAgain": 6, "note": "big", "pin": "123"}"#)))
        #expect(passing.fields.first { $0.name == "pin" }?.value == "123")
        let failing = try form.check(#"{"agree": "false", "seats": "6", "seatsAgain": "7", "pin": 123}"#)
        #expect(failing.issues.map { "\($0.path) \($0.rule)" } == ["agree const", "seatsAgain equals", "note required"])
        #expect(failing.normalizedValue("pin") == nil, "hidden: agree is false")
    }

    /// An update's patch and `changed` are made of the coerced values.
    @Test func anUpdatesPatchHoldsTheCoercedValue() throws {
        let form = try Engine.form(#"{"form": "t", "coerce": true, "fields": [{ "name": "age", "type": "integer" }, { "name": "pin", "type": "digits" }]}"#)
        let context = ValidationContext(today: Engine.today, mode: .update(original: try Engine.value(#"{"age": 30, "pin": "1234"}"#)))
        let report = try form.check(#"{"age": " 31 ", "pin": 5678}"#, context: context)
        #expect(report.issues == [])
        #expect(report.normalized == (try Engine.value(#"{"age": 31, "pin": "5678"}"#)))
        #expect(report.changed == ["age", "pin"])
    }

    /// Every value of the table, and values read by other fields' rules, on both paths: the
    /// byte path reads a coerced value in place and never needs the tree for it.
    @Test func bothPathsGiveTheSameReports() throws {
        let form = try Engine.form(#"""
            {"form": "t", "coerce": true, "fields": [
              { "name": "i", \#(Self.integer) }, { "name": "n", \#(Self.number) }, { "name": "b", \#(Self.boolean) },
              { "name": "d", \#(Self.digits) }, { "name": "p", \#(Self.phone) }, { "name": "c", \#(Self.choice) },
              { "name": "country", "type": "country" }, { "name": "zip", "type": "postalCode", "country": "country" },
              { "name": "ticked", "type": "boolean", "const": true }, { "name": "same", "type": "integer", "equals": "i" },
              { "name": "shown", "type": "text", "visibleIf": { "field": "b", "equals": true } },
              { "name": "strict", "type": "integer", "coerce": false }
            ]}
            """#)
        #expect(form.byteLevelPlan != nil)
        let values = Set(Self.cases.map(\.value)).sorted() + [#""2000""#, "2000", "800", "90210", "2134", #""0800""#, "null", "{}"]
        var lines: [[UInt8]] = []
        for name in ["i", "n", "b", "d", "p", "c", "zip", "ticked", "same", "strict"] {
            for value in values {
                lines.append(Array(#"{"\#(name)": \#(value), "country": "AU", "shown": "x"}"#.utf8))
                lines.append(Array(#"{"\#(name)": \#(value), "i": "42", "b": "true", "country": "US"}"#.utf8))
            }
        }
        let direct = ByteLevelDifferentialTests.compare(form, lines)
        #expect(direct > lines.count * 3 / 4, "\(direct) of \(lines.count) took the byte path")
    }

    // MARK: Spec errors

    @Test func lintNamesEveryMisuseWithItsPlace() {
        let json = """
            {"form": "f", "coerse": true, "fields": [
              {"name": "a", "type": "integer", "coerce": "yes"},
              {"name": "b", "type": "text", "coerce": true},
              {"name": "c", "type": "choice", "options": ["s", "m"], "coerce": true},
              {"name": "d", "type": "digits", "corece": true},
              {"name": "e", "type": "identifier", "coerce": true},
              {"name": "f", "type": "choice", "options": ["s", "11"], "coerce": true}
            ]}
            """
        #expect(SpecLintTests.found(json) == [
            "1:15: unknown key 'coerse' in the spec. Did you mean 'coerce'?",
            "2:46: 'coerce' must be true or false, not string",
            "3:33: 'coerce' does not apply to field 'b' of type 'text': a number or a Boolean sent for text is a sender's mistake, not text (it applies to: boolean, choice, digits, integer, number, phone, postalCode)",
            "4:68: 'coerce' of choice field 'c' does nothing: a number is read as its text (11 as \"11\"), and none of its options is a number",
            "5:35: unknown key 'corece' in field 'd'. Did you mean 'coerce'?",
            "6:39: 'coerce' does not apply to field 'e' of type 'identifier': it already takes a number or a string (it applies to: boolean, choice, digits, integer, number, phone, postalCode)",
        ])
        #expect(SpecLintTests.found(#"{"form": "g", "coerce": 1, "fields": []}"#) == ["1:25: 'coerce' must be true or false, not number"])
    }

    // MARK: JSON Schema export

    @Test func theExportTakesTheNeighbouringTypeAndNamesTheLimitation() throws {
        let spec = try FormSpec.load(Array(#"""
            {"form": "t", "coerce": true, "fields": [
              { "name": "age", "type": "integer", "required": true }, { "name": "ok", "type": "boolean", "const": true },
              { "name": "pin", "type": "digits", "minLength": 4, "maxLength": 6 }, { "name": "c", \#(Self.choice) },
              { "name": "name", "type": "text" }
            ]}
            """#.utf8))
        let export = JSONSchemaExport(spec: spec)
        let properties = export.schema["properties"]
        #expect(properties?["age"] == ["anyOf": [["type": "integer"], ["type": "string", "pattern": .string(SchemaPatterns.numberText)]]])
        #expect(properties?["ok"]?["anyOf"]?.array?[1] == (try Engine.value(#"{"type": "string", "pattern": "^(?:[tT][rR][uU][eE])$"}"#)))
        #expect(properties?["pin"]?["anyOf"]?.array?[1] == (try Engine.value(#"{"type": "integer", "minimum": 1000, "maximum": 999999}"#)))
        #expect(properties?["c"]?["anyOf"]?.array?[1] == (try Engine.value(#"{"type": "number", "enum": [10, 11]}"#)))
        // Text does not coerce: no branch of another JSON type, only its own rule (no control characters).
        #expect(properties?["name"]?["anyOf"] == [["$ref": "#/$defs/blank"], ["allOf": [["pattern": .string(SchemaPatterns.noControls)]]]])
        #expect(export.limitations.filter { $0.kind == .coercion }.map(\.field) == ["age", "ok", "pin", "c"])
    }
}
