import Testing
@testable import FormRules

/// Editing a list in a ``FormSession``: items added, edited, moved and removed; a changed list
/// is sent whole; touches follow their items.
@Suite struct ListSessionTests {
    static func session(original: FormObject = [:]) throws -> FormSession {
        FormSession(form: try Engine.form(ListFieldTests.booking), original: original, context: Engine.context)
    }

    @Test func addsAnItemAndEditsItsFields() throws {
        var session = try Self.session()
        session.appendItem(to: "jumpers")
        let change = session.set("jumpers[0].name", to: "Ann")
        #expect(change.field == "jumpers[0].name")
        #expect(session.items(of: "jumpers") == [["name": "Ann"]])
        #expect(session.issues("jumpers[0].ageGroup").map(\.rule) == ["required"])
        #expect(session.state("jumpers[0].ageGroup")?.options?.map(\.value) == ["adult", "minor"])
        session.set("jumpers[0].ageGroup", to: "adult")
        #expect(session.report.isValid)
    }

    @Test func sendsAChangedListWhole() throws {
        let original: FormObject = ["jumpers": [["name": "Ann", "ageGroup": "adult"], ["name": "Bo", "ageGroup": "minor", "guardian": "Ann"]]]
        var session = try Self.session(original: original)
        #expect(session.changedFields.isEmpty)
        session.set("jumpers[1].guardian", to: "Cy")
        #expect(session.changedFields == ["jumpers"])
        #expect(session.changedPayload == ["jumpers": [["name": "Ann", "ageGroup": "adult"], ["name": "Bo", "ageGroup": "minor", "guardian": "Cy"]]])
        #expect(session.changesReport.isValid)
    }

    @Test(arguments: [
        (0, 2, ["B", "C", "A"]), (2, 0, ["C", "A", "B"]), (1, 1, ["A", "B", "C"]), (0, 5, ["A", "B", "C"]),
    ])
    func movesItems(_ source: Int, _ destination: Int, _ names: [String]) throws {
        var session = try Self.session(original: ["jumpers": .array(["A", "B", "C"].map { ["name": .string($0), "ageGroup": "adult"] })])
        session.moveItem(from: source, to: destination, in: "jumpers")
        #expect(session.items(of: "jumpers").compactMap { $0.object?["name"]?.string } == names)
    }

    @Test func removesAnItemAndItsTouchesFollowTheLaterItems() throws {
        var session = try Self.session(original: ["jumpers": [["name": "A", "ageGroup": "adult"], ["ageGroup": "adult"], ["ageGroup": "adult"]]])
        session.touch("jumpers[2].name")
        session.touch("jumpers[0].name")
        session.removeItem(at: 0, from: "jumpers")
        #expect(session.items(of: "jumpers").count == 2)
        #expect(session.touched == ["jumpers[1].name"])
        #expect(session.visibleIssues.map(\.path) == ["jumpers[1].name"])
        session.removeItem(at: 7, from: "jumpers")
        #expect(session.items(of: "jumpers").count == 2)
    }
}
