import Testing
@testable import FormRules

/// JSON `null` is no value, for every field type: as if the member were not sent. An optional
/// field sent `null` is valid and left out of the output; a required one is `required`, not a
/// wrong type. `"nullable": false` makes `null` a `type` problem again (an API mirroring a strict
/// JSON Schema: Benchmarks/peer-profile.json). Issue 26: `{"bodyType": null}`, `{"height": null}`.
@Suite struct NullValueTests {
    /// Every field type, as one field `x` (with a country beside the types that need one).
    static let types: [(type: String, extra: String)] = [
        ("text", ""), ("password", ""), ("email", ""), ("digits", ""), ("phone", ""), ("uuid", ""),
        ("identifier", ""), ("number", ""), ("integer", ""), ("boolean", ""),
        ("choice", #", "options": ["small", "medium"]"#), ("country", ""),
        ("region", #", "country": "c""#), ("postalCode", #", "country": "c""#),
        ("date", ""), ("dateTime", ""), ("height", ""), ("list", #", "items": { "type": "text" }"#),
    ]

    static func form(_ type: String, _ extra: String, _ keys: String = "") throws -> CompiledForm {
        try Engine.form([
            #"{ "name": "c", "type": "country" }"#,
            #"{ "name": "x", "type": "\#(type)"\#(extra)\#(keys) }"#,
        ])
    }

    @Test(arguments: types.map(\.type))
    func anOptionalFieldSentNullIsNotGiven(_ type: String) throws {
        let extra = Self.types.first { $0.type == type }!.extra
        let form = try Self.form(type, extra)
        for body in [#"{ "x": null }"#, #"{ "c": "US", "x": null }"#] {
            let report = try form.check(body)
            #expect(report.issues == [], "\(body)")
            #expect(report.normalizedValue("x") == nil, "\(body)")
        }
    }

    @Test(arguments: types.map(\.type))
    func aRequiredFieldSentNullIsRequired(_ type: String) throws {
        let extra = Self.types.first { $0.type == type }!.extra
        let form = try Self.form(type, extra, #", "required": true"#)
        let report = try form.check(#"{ "c": "US", "x": null }"#)
        #expect(report.issues.map { "\($0.path) \($0.rule)" } == ["x required"])
    }

    @Test(arguments: types.map(\.type))
    func nullableFalseMakesNullAWrongType(_ type: String) throws {
        let extra = Self.types.first { $0.type == type }!.extra
        let form = try Self.form(type, extra, #", "nullable": false"#)
        let report = try form.check(#"{ "c": "US", "x": null }"#)
        #expect(report.issues.map { "\($0.path) \($0.rule)" } == ["x type"])
    }

    /// The issue's own bodies: no size chosen, and no height.
    @Test func fitnessSettingsTakeNullForNoBodyTypeAndNoHeight() throws {
        let form = try Engine.bundledSpec("fitness-settings")
        for body in [#"{"bodyType": null}"#, #"{"height": null}"#, #"{"bodyType": null, "height": null}"#] {
            let report = try form.check(body)
            #expect(report.issues == [], "\(body)")
            #expect(report.normalized == .object([:]), "\(body)")
        }
    }

    /// The byte-level path reads `null` exactly as the tree path does.
    @Test func bothPathsAgreeOnNull() throws {
        let form = try Engine.form([
            #"{ "name": "name", "type": "text", "required": true }"#,
            #"{ "name": "nick", "type": "text", "minLength": 3 }"#,
            #"{ "name": "age", "type": "integer", "minimum": 18 }"#,
            #"{ "name": "agree", "type": "boolean" }"#,
            #"{ "name": "size", "type": "choice", "options": ["small", "medium"] }"#,
            #"{ "name": "phone", "type": "digits", "nullable": false }"#,
        ])
        #expect(form.byteLevelPlan != nil)
        let lines = [
            #"{"name": "Ada", "nick": null, "age": null, "agree": null, "size": null}"#,
            #"{"name": null}"#, #"{"name": "Ada", "phone": null}"#, #"{"name": "Ada", "size": null, "phone": "123"}"#,
        ]
        let direct = ByteLevelDifferentialTests.compare(form, lines.map { Array($0.utf8) })
        #expect(direct == lines.count)
    }
}
