import Testing
@testable import FormCore

/// Objects large enough to keep a key index behave as small ones do: lookups, replacing,
/// removing and order, whichever side of the threshold an object is on.
@Suite struct FormObjectManyKeysTests {
    /// Sizes around the index threshold and well past it.
    static let sizes = [0, 1, FormObject.indexThreshold, FormObject.indexThreshold + 1, 100, 5_000]

    @Test(arguments: sizes)
    func everyKeySetIsFoundInOrder(count: Int) {
        var object = FormObject()
        for index in 0..<count { object["key\(index)"] = .number(FormNumber(index)) }
        #expect(object.count == count)
        #expect(object.keys == (0..<count).map { "key\($0)" })
        for index in 0..<count { #expect(object["key\(index)"] == .number(FormNumber(index))) }
        #expect(object["key\(count)"] == nil)
    }

    @Test(arguments: sizes)
    func replacingKeepsThePositionAndRemovingShiftsTheRest(count: Int) {
        var object = FormObject((0..<count).map { ("key\($0)", FormValue.null) })
        guard count > 2 else { return }
        object["key1"] = "replaced"
        #expect(object.keys[1] == "key1")
        #expect(object["key1"] == "replaced")
        object["key0"] = nil
        #expect(object.count == count - 1)
        #expect(object["key0"] == nil)
        #expect(object.keys.first == "key1")
        for index in 1..<count { #expect(object["key\(index)"] != nil, "key\(index) after a removal") }
        object["key0"] = true
        #expect(object.keys.last == "key0")
        #expect(object["key0"] == true)
    }

    @Test(arguments: sizes)
    func aLaterMemberReplacesAnEarlierOneWithTheSameKey(count: Int) {
        let members = (0..<count).map { ("key\($0)", FormValue.number(FormNumber($0))) }
            + (0..<count).map { ("key\($0)", FormValue.string("again")) }
        let object = FormObject(members)
        #expect(object.count == count)
        #expect(object.allSatisfy { $0.value == "again" })
    }

    @Test(arguments: sizes)
    func equalityIgnoresOrderAtAnySize(count: Int) {
        let members = (0..<count).map { ("key\($0)", FormValue.number(FormNumber($0))) }
        let forward = FormObject(members)
        let backward = FormObject(members.reversed())
        #expect(forward == backward)
        #expect(forward.hashValue == backward.hashValue)
        var changed = backward
        if count > 0 {
            changed["key0"] = "other"
            #expect(forward != changed)
        }
    }

    @Test(arguments: sizes)
    func aReadObjectFindsEveryKey(count: Int) throws {
        let text = "{" + (0..<count).map { "\"k\\u0065y\($0)\": \($0)" }.joined(separator: ", ") + "}"
        let object = try #require(try JSONReader().read(text).object)
        for index in 0..<count { #expect(object["key\(index)"] == .number(FormNumber(index))) }
        var copy = object
        copy["key\(count)"] = "added"
        #expect(copy.count == count + 1)
        #expect(object.count == count, "the original is not changed through the copy's index")
    }

    /// `keepLast` folds any number of repeated keys into their first positions.
    @Test(arguments: [2, 40, 3_000])
    func keepLastFoldsManyDuplicatesInOnePass(count: Int) throws {
        let first = (0..<count).map { "\"k\($0)\": \($0)" }
        let second = (0..<count).reversed().map { "\"k\($0)\": \"last \($0)\"" }
        let reader = JSONReader(limits: .init(duplicateKeys: .keepLast))
        let object = try #require(try reader.read("{" + (first + ["\"tail\": 0"] + second).joined(separator: ",") + "}").object)
        #expect(object.keys == (0..<count).map { "k\($0)" } + ["tail"])
        for index in 0..<count { #expect(object["k\(index)"] == .string("last \(index)")) }
    }
}
