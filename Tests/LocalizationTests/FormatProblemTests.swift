import Testing
@testable import Localization

@Suite struct FormatProblemTests {
    struct Case: Sendable, CustomStringConvertible {
        var format: String
        var arguments: [FormatArgument]
        var codes: [FormatProblem.Code]
        var problemArguments: [Int?]
        var range: Range<Int>?
        var description: String { "\(format.debugDescription) \(arguments)" }

        init(_ format: String, _ arguments: [FormatArgument], _ codes: [FormatProblem.Code], argument: [Int?], range: Range<Int>?) {
            self.format = format
            self.arguments = arguments
            self.codes = codes
            self.problemArguments = argument
            self.range = range
        }
    }

    static let cases: [Case] = [
        Case("%d", ["x"], [.typeMismatch], argument: [1], range: 0..<2),
        Case("%f", [1], [.typeMismatch], argument: [1], range: 0..<2),
        Case("%ld", [1.5], [.typeMismatch], argument: [1], range: 0..<3),
        Case("%s", [5], [.typeMismatch], argument: [1], range: 0..<2),
        Case("%S", [5], [.typeMismatch], argument: [1], range: 0..<2),
        Case("%c", ["A"], [.typeMismatch], argument: [1], range: 0..<2),
        Case("%p", ["x"], [.typeMismatch], argument: [1], range: 0..<2),
        Case("a %d %@", [1], [.missingArgument], argument: [2], range: 5..<7),
        Case("%2$@ %1$@", ["a"], [.missingArgument], argument: [2], range: 0..<4),
        Case("%d", [], [.missingArgument], argument: [1], range: 0..<2),
        Case("%d", [.int(3_000_000_000)], [.valueOutOfRange], argument: [1], range: 0..<2),
        Case("%d", [.unsignedInt(UInt.max)], [.valueOutOfRange], argument: [1], range: 0..<2),
        Case("%ld", [.unsignedInt(UInt.max)], [.valueOutOfRange], argument: [1], range: 0..<3),
        Case("%hhd", [300], [.valueOutOfRange], argument: [1], range: 0..<4),
        Case("%hu", [65536], [.valueOutOfRange], argument: [1], range: 0..<3),
        Case("%u", [-1], [.valueOutOfRange], argument: [1], range: 0..<2),
        Case("%x", [.int(4_294_967_296)], [.valueOutOfRange], argument: [1], range: 0..<2),
        Case("%c", [0x263A], [.valueOutOfRange], argument: [1], range: 0..<2),
        Case("%c", [-1], [.valueOutOfRange], argument: [1], range: 0..<2),
        Case("%C", [0xD800], [.valueOutOfRange], argument: [1], range: 0..<2),
        Case("%C", [0x1F389], [.valueOutOfRange], argument: [1], range: 0..<2),
        Case("%p", [-1], [.valueOutOfRange], argument: [1], range: 0..<2),
        Case("%*d", [5000, 1], [.valueOutOfRange], argument: [1], range: 0..<3),
        Case("%.*f", [.int(Int.min), 1.0], [.valueOutOfRange], argument: [1], range: 0..<4),
        Case("%*d", ["wide", 1], [.typeMismatch], argument: [1], range: 0..<3),
        Case("%d %d", ["a", "b"], [.typeMismatch, .typeMismatch], argument: [1, 2], range: 0..<2),
        Case("%y", [], [.invalidFormat], argument: [nil], range: 0..<2),
        Case("100% done %d", [1], [.missingArgument], argument: [2], range: 10..<12),
        Case("%ld (100%)", [1], [.invalidFormat], argument: [nil], range: 8..<10),
        Case("%1$d %1$@", [1], [.invalidFormat], argument: [nil], range: 5..<9),
        Case("%2$@", ["a", "b"], [.invalidFormat], argument: [nil], range: 0..<4),
    ]

    @Test(arguments: cases)
    func reportsWhyASpecifierCannotShowItsArgument(_ c: Case) throws {
        let result = SafeFormatter.format(c.format, arguments: c.arguments)
        guard case .failure(let failure) = result else {
            Issue.record("formatted as \(result)")
            return
        }
        #expect(failure.problems.map(\.code) == c.codes)
        #expect(failure.problems.map(\.argument) == c.problemArguments)
        #expect(failure.problems.first?.range == c.range)
        #expect(failure.problems.allSatisfy { $0.origin == .translation })
    }

    @Test func quotesTheSpecifierAndTheArgument() throws {
        guard case .failure(let failure) = SafeFormatter.format("Hi %d", arguments: ["Ann"]) else {
            Issue.record("formatted")
            return
        }
        #expect(failure.problems.first?.message == "'%d' reads argument 1 as int, but it is a string (\"Ann\")")
        #expect(failure.description == "translation: '%d' reads argument 1 as int, but it is a string (\"Ann\")")
    }
}
