import Testing
@testable import FormRules

/// Specs with many fields under one parent (past the size where a node indexes its children's
/// names) compile and validate as small ones do.
@Suite struct ManyFieldsTests {
    static func fields(_ count: Int, under parent: String?) -> [String] {
        (0..<count).map { #"{"name": "\#(parent.map { $0 + "." } ?? "")f\#($0)", "type": "text", "maxLength": 3}"# }
    }

    /// (field count, parent): around the index threshold, and well past it.
    static let shapes: [(Int, String?)] = [
        (PathTree.indexThreshold, nil), (PathTree.indexThreshold + 1, nil), (500, nil), (500, "group"), (500, "a.b"),
    ]

    @Test(arguments: shapes.indices)
    func everyFieldIsFoundWhateverTheOrderOfTheSubmission(index: Int) throws {
        let (count, parent) = Self.shapes[index]
        let form = try Engine.form(Self.fields(count, under: parent), unknownFields: "reject")
        // Every field given, in reverse order; every tenth too long; one member unknown.
        var members = (0..<count).reversed().map { "\"f\($0)\": \"\($0 % 10 == 0 ? "long" : "ok")\"" }
        members.insert("\"stray\": 1", at: members.count / 2)
        var json = "{" + members.joined(separator: ", ") + "}"
        for component in (parent?.split(separator: ".") ?? []).reversed() { json = "{\"\(component)\": \(json)}" }
        let prefix = parent.map { $0 + "." } ?? ""
        for tree in [true, false] {
            var validator = form.makeValidator(context: ValidationContext(today: Engine.today, includeFieldStates: tree, includeNormalized: tree))
            let report = try validator.validate(json: Array(json.utf8))
            let expected = stride(from: 0, to: count, by: 10).map { "\(prefix)f\($0)" } + [prefix + "stray"]
            #expect(report.issues.map(\.path) == expected, "tree path: \(tree)")
            #expect(report.issues.dropLast().allSatisfy { $0.rule == "maxLength" })
            #expect(report.issues.last?.rule == "unknownField")
            if tree {
                // The normalized submission nests every field under its parent, in spec order.
                var object = try #require(report.normalized?.object)
                for component in parent?.split(separator: ".") ?? [] { object = try #require(object[String(component)]?.object) }
                #expect(object.keys == (0..<count).map { "f\($0)" })
                #expect(object["f0"] == "long")
                #expect(object["f\(count - 1)"] == "ok")
            }
        }
    }

    @Test(arguments: [nil, "group"] as [String?])
    func aFieldDeclaredTwiceAmongManyIsAnError(parent: String?) {
        let fields = Self.fields(300, under: parent) + [Self.fields(300, under: parent)[217]]
        let error = #expect(throws: SpecError.self) { try Engine.form(fields) }
        #expect(error?.code == .duplicateField)
        #expect(error?.pointer == "/fields/300/name")
    }

    @Test func aFieldThatWouldHoldAnotherAmongManyIsAnError() {
        let fields = Self.fields(300, under: "group") + [#"{"name": "group.f123.inner", "type": "text"}"#]
        let error = #expect(throws: SpecError.self) { try Engine.form(fields) }
        #expect(error?.code == .conflictingNames)
    }

    @Test func aLargeObjectHasNoBytePlanAndAFormAtTheBoundHasOne() throws {
        #expect(try Engine.form(Self.fields(ByteLevelPlan.maxMembersPerNode, under: nil)).byteLevelPlan != nil)
        #expect(try Engine.form(Self.fields(ByteLevelPlan.maxMembersPerNode + 1, under: nil)).byteLevelPlan == nil)
    }

    @Test func aGroupListingAFieldTwiceAmongManyIsAnError() {
        let names = (0..<200).map { "\"f\($0)\"" } + ["\"f150\""]
        let group = #"{"atLeastOne": [\#(names.joined(separator: ", "))]}"#
        let error = #expect(throws: SpecError.self) { try Engine.form(Self.fields(200, under: nil), groups: [group]) }
        #expect(error?.code == .invalidValue)
        #expect(error?.pointer == "/groups/0/atLeastOne/200")
    }
}
