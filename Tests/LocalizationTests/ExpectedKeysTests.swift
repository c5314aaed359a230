import Testing
@testable import Localization

/// The expected keys go as a list would: the development keys in order without those left out,
/// then the added ones, with their count, whatever bits of the set they fall on.
@Suite struct ExpectedKeysTests {
    static func messages(_ count: Int) -> [CatalogMessage] {
        (0..<count).map { OrderedMessagesTests.message("k\($0)", "Text") }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var development: Int
        var leftOut: [Int]
        var added: [String]
        var testDescription: String { "\(development) keys, \(leftOut.count) left out, \(added.count) added" }
    }

    static let cases: [Case] = [
        Case(development: 0, leftOut: [], added: []),
        Case(development: 0, leftOut: [], added: ["x", "y"]),
        Case(development: 3, leftOut: [1], added: ["x"]),
        Case(development: 64, leftOut: [0, 63], added: []),
        Case(development: 130, leftOut: [0, 63, 64, 65, 127, 128, 129, 129], added: ["x"]),
        Case(development: 5, leftOut: [0, 1, 2, 3, 4], added: []),
    ]

    @Test(arguments: cases)
    func goesAsTheListItStandsFor(_ c: Case) {
        var keys = ExpectedKeys(development: Self.messages(c.development))
        for position in c.leftOut { keys.leaveOut(position: position) }
        for key in c.added { keys.add(key) }
        let expected = (0..<c.development).filter { !c.leftOut.contains($0) }.map { "k\($0)" } + c.added
        #expect(Array(keys) == expected)
        #expect(keys.count == expected.count)
        // Keys of an odd length: "k10" to "k99" among the development keys, and "x".
        let odd: (String) -> Bool = { $0.utf8.count % 2 == 1 }
        let filtered = keys.filter(odd)
        #expect(Array(filtered) == expected.filter(odd))
        #expect(filtered.count == expected.filter(odd).count)
    }
}
