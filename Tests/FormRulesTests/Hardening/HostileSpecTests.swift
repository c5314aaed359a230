import Testing
@testable import FormRules

/// Specs built to hurt: conditions that form cycles of every shape and length, long chains of
/// dependencies, and names nested deeper than any submission can be.
///
/// Regressions (found while writing these): a chain of 10,000 fields, each enabled by the next,
/// overflowed the stack when the cycle check recursed; a field name of 10,000 parts with a
/// default built a normalized submission too deep to write or free.
@Suite struct HostileSpecTests {
    struct Cycle: Sendable, CustomStringConvertible {
        var description: String
        var fields: [String]
        var cycle: String
    }

    static let cycles: [Cycle] = [
        Cycle(description: "a field enabled by itself", fields: [
            #"{ "name": "a", "type": "text", "enabledIf": { "field": "a", "present": true } }"#,
        ], cycle: "a → a"),
        Cycle(description: "two fields visible by each other", fields: [
            #"{ "name": "a", "type": "text", "visibleIf": { "field": "b", "present": true } }"#,
            #"{ "name": "b", "type": "text", "visibleIf": { "field": "a", "present": true } }"#,
        ], cycle: "a → b → a"),
        Cycle(description: "three fields, mixed conditions", fields: [
            #"{ "name": "a", "type": "text", "enabledIf": { "not": { "field": "b", "equals": "x" } } }"#,
            #"{ "name": "b", "type": "choice", "options": ["x", "y"], "visibleIf": { "all": [ { "field": "c", "in": ["1"] } ] } }"#,
            #"{ "name": "c", "type": "text", "enabledIf": { "any": [ { "field": "z", "present": true }, { "field": "a", "present": true } ] } }"#,
            #"{ "name": "z", "type": "text" }"#,
        ], cycle: "a → b → c → a"),
        Cycle(description: "a derived value from a field it enables", fields: [
            #"{ "name": "first", "type": "text", "enabledIf": { "field": "full", "present": true } }"#,
            #"{ "name": "full", "type": "text", "derived": { "join": ["first", "last"] } }"#,
            #"{ "name": "last", "type": "text" }"#,
        ], cycle: "first → full → first"),
        Cycle(description: "a region whose country depends on the region", fields: [
            #"{ "name": "country", "type": "country", "enabledIf": { "field": "state", "present": true } }"#,
            #"{ "name": "state", "type": "region", "country": "country" }"#,
        ], cycle: "country → state → country"),
        Cycle(description: "nested names", fields: [
            #"{ "name": "a.b", "type": "text", "enabledIf": { "field": "c.d.e", "present": true } }"#,
            #"{ "name": "c.d.e", "type": "text", "visibleIf": { "field": "a.b", "equals": "x" } }"#,
        ], cycle: "a.b → c.d.e → a.b"),
    ]

    @Test(arguments: cycles)
    func rejectsCircularConditionsNamingTheCycle(_ c: Cycle) {
        let text = Engine.specJSON(c.fields)
        let error = #expect(throws: SpecError.self) { try FormSpec.load(Array(text.utf8), file: "cycle.json") }
        #expect(error?.code == .circularConditions)
        #expect(error?.message.hasPrefix("circular conditions: \(c.cycle) ") == true, "\(error?.message ?? "")")
        #expect(error?.location?.file == "cycle.json")
        #expect((error?.location?.line ?? 0) > 1)
    }

    /// `count` fields, each enabled by the next; with `closed`, the last by the first. Names are
    /// spread over 100 parent objects so that building the spec is not what the test measures.
    static func chain(_ count: Int, closed: Bool) -> String {
        func name(_ index: Int) -> String { "g\(index % 100).f\(index)" }
        var fields: [String] = []
        for index in 0..<count {
            let next = index + 1 < count ? name(index + 1) : (closed ? name(0) : nil)
            let condition = next.map { #", "enabledIf": { "field": "\#($0)", "present": true }"# } ?? ""
            fields.append(#"{ "name": "\#(name(index))", "type": "text"\#(condition) }"#)
        }
        return Engine.specJSON(fields)
    }

    @Test func loadsAChainOf10000FieldsAndEvaluatesItInOrder() throws {
        let form = try Engine.form(Self.chain(10_000, closed: false))
        // Each field is enabled only when the next has a value: giving the last two enables the
        // last three, and no other.
        let report = form.validate(["g99": ["f9999": "x"], "g98": ["f9998": "y"]], context: Engine.context)
        #expect(report.isValid)
        #expect(report.fields.count == 10_000)
        #expect(report.fields.filter(\.enabled).map(\.name) == ["g97.f9997", "g98.f9998", "g99.f9999"])
    }

    @Test func rejectsACycleOf10000FieldsNamingItsStart() {
        let text = Self.chain(10_000, closed: true)
        let error = #expect(throws: SpecError.self) { try FormSpec.load(Array(text.utf8), file: "chain.json") }
        #expect(error?.code == .circularConditions)
        #expect(error?.message.hasPrefix("circular conditions: g0.f0 → g1.f1 → g2.f2 → ") == true)
        #expect(error?.message.contains("g99.f9999 → g0.f0 (") == true)
    }

    @Test func rejectsFieldNamesNestedDeeperThanASubmissionCanBe() {
        let deepest = Array(repeating: "a", count: CompiledForm.maximumNameDepth).joined(separator: ".")
        #expect((try? Engine.form([#"{ "name": "\#(deepest)", "type": "text", "default": "x" }"#])) != nil)
        let tooDeep = deepest + ".b"
        let error = #expect(throws: SpecError.self) {
            try Engine.form([#"{ "name": "\#(tooDeep)", "type": "text", "default": "x" }"#])
        }
        #expect(error?.code == .badLimits)
        #expect(error?.message.contains("513 parts") == true)
        #expect(error?.message.contains("maximumNameDepth") == true)
        #expect(error?.pointer == "/fields/0/name")
    }

    @Test func fillsADefaultAtTheDeepestNameAndWritesIt() throws {
        let deepest = Array(repeating: "a", count: CompiledForm.maximumNameDepth).joined(separator: ".")
        let form = try Engine.form([#"{ "name": "\#(deepest)", "type": "text", "default": "x" }"#])
        let report = form.validate([:], context: Engine.context)
        let normalized = try #require(report.normalized)
        let text = normalized.jsonText()
        #expect(text == String(repeating: #"{"a":"#, count: 512) + #""x""# + String(repeating: "}", count: 512))
        #expect(try JSONReader().read(text) == normalized)
    }
}
