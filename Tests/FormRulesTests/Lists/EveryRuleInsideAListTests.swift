import Testing
@testable import FormRules

/// Every rule works inside a list's item: each bundled spec's fields and groups become the items
/// of one list, and each of its examples, sent as the list's one item, gets the problems the spec
/// gives it alone, named by the item (`entries[0].email`, `/entries/0/email`, item 1).
@Suite struct EveryRuleInsideAListTests {
    static let forms = ProjectFiles.specNames.filter { form in
        // A spec that already has a list: lists do not nest. A spec of variants has no fields of its own.
        guard let spec = try? ProjectFiles.spec(form), spec.union == nil else { return false }
        return !spec.fields.contains { $0.type == .list }
    }

    @Test(arguments: forms)
    func eachExampleGetsTheSameProblemsAsTheItemOfAList(_ form: String) throws {
        let spec = try ProjectFiles.spec(form)
        var list = FieldSpec(name: "entries", type: .list)
        // Labels as the spec names them, so that messages compare whole.
        list.items = .fields(spec.fields.map { field in
            var field = field
            field.label = field.labelKey
            return field
        }, groups: spec.groups)
        let plain = try CompiledForm(spec)
        let listed = try CompiledForm(FormSpec(name: spec.name, unknownFields: spec.unknownFields, fields: [list]))
        var context = ValidationContext(today: SpecExampleTests.today)
        if case .object(let sets) = try? ProjectFiles.json("Examples/\(form)/options.json") {
            context.optionSets = sets.reduce(into: [:]) { sets, entry in sets[entry.key] = entry.value.array?.compactMap(\.string) }
        }
        let examples = ProjectFiles.names(in: "Examples/\(form)").filter { !SpecExampleTests.supportFiles.contains($0) }
        #expect(!examples.isEmpty)
        for name in examples {
            let submission = try ProjectFiles.json("Examples/\(form)/\(name)")
            let expected = plain.validate(submission, context: context).issues.map { issue in
                var issue = issue
                issue.path = issue.path.isEmpty ? "entries[0]" : "entries[0]." + issue.path
                issue.pointer = "/entries/0" + issue.pointer
                issue.enclosingItems = [EnclosingItem(labelKey: "item.entries", number: 1)]
                return issue
            }
            let report = listed.validate(.object(["entries": .array([submission])]), context: context)
            #expect(report.issues == expected, "\(form)/\(name)")
        }
    }
}
