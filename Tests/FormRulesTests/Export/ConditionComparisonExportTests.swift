import Testing
@testable import FormRules

/// Comparisons in conditions, exported: numbers against a constant as JSON Schema's bounds;
/// dates and other fields, which it cannot compare, as the schema that checks less, with the
/// limitation noted.
@Suite struct ConditionComparisonExportTests {
    static func export(_ condition: String) throws -> JSONSchemaExport {
        let json = Engine.specJSON([
            #"{"name": "age", "type": "integer"}"#,
            #"{"name": "start", "type": "date"}"#,
            #"{"name": "note", "type": "text", "requiredIf": \#(condition)}"#,
        ])
        return JSONSchemaExport(spec: try FormSpec.load(Array(json.utf8)))
    }

    /// The `if` of the note's requirement.
    static func ifSchema(_ export: JSONSchemaExport) -> FormValue? {
        export.schema["allOf"]?.array?.compactMap { $0["if"] }.first
    }

    @Test(arguments: [
        ("greaterThan", "exclusiveMinimum"), ("atLeast", "minimum"), ("lessThan", "exclusiveMaximum"), ("atMost", "maximum"),
    ])
    func exportsANumberBoundAsItsKeyword(_ relation: String, _ keyword: String) throws {
        let export = try Self.export(#"{"field": "age", "\#(relation)": 18}"#)
        let expected: FormValue = ["required": ["age"], "properties": ["age": ["type": "number", keyword: 18]]]
        #expect(Self.ifSchema(export) == expected)
        #expect(!export.limitations.contains { $0.kind == .comparison })
    }

    @Test(arguments: [
        (#"{"field": "start", "after": "today"}"#, FormValue.bool(false), "a date comparison switches nothing on"),
        (#"{"field": "age", "atLeast": {"field": "age"}}"#, FormValue.bool(false), "nor does a comparison with a field"),
        (#"{"not": {"field": "start", "before": "2000-01-01"}}"#, FormValue.object(["not": true]), "under a not, the comparison holds"),
    ])
    func leavesOutWhatJSONSchemaCannotCompare(_ condition: String, _ expected: FormValue, _ why: String) throws {
        let export = try Self.export(condition)
        #expect(Self.ifSchema(export) == expected, "\(why)")
        #expect(export.limitations.contains { $0.kind == .comparison && $0.field == "note" })
    }
}
