import FormCore
import Testing
@testable import Localization

/// Hostile input: always a value or a clear error, never a crash, a hang or a wrong table.
@Suite struct StringsRobustnessTests {
    /// A small deterministic generator (SplitMix64), so failures can be reproduced.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// What must hold for any file that reads: entries agree with the table, in file order.
    func checkInvariants(_ file: StringsFile) {
        guard file.isTable else {
            #expect(file.entries.isEmpty)
            return
        }
        var last: [String: StringsValue] = [:]
        for entry in file.entries { last[entry.key] = entry.value }
        #expect(last == file.table)
        let offsets = file.entries.flatMap { [$0.keyLocation.offset, $0.valueLocation.offset] }
        #expect(offsets == offsets.sorted())
        #expect(file.warnings.map(\.location.offset) == file.warnings.map(\.location.offset).sorted())
    }

    @Test func survivesRandomTokenSoup() {
        let tokens: [[UInt8]] = [
            "\"", "'", "\\", "=", ";", "{", "}", "(", ")", ",", "<", ">", "/*", "*/", "//", "\n", "\r", " ", "a", "key",
            "0f", "\\U", "\\UD83D", "\\12", "é", "😀", "\u{0}", "\u{A0}", "\u{2028}", "#", "\"k\" = \"v\";",
        ].map { Array($0.utf8) }
        var generator = Generator(state: 42)
        var read = 0
        for _ in 0..<3_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                bytes += tokens.randomElement(using: &generator) ?? []
            }
            do {
                checkInvariants(try StringsFile(bytes: bytes))
                read += 1
            } catch {
                #expect(!error.message.isEmpty)
                if !bytes.isEmpty, error.code != .emptyFile { #expect(error.location != nil) }
            }
        }
        #expect(read > 100)
    }

    @Test func survivesBinaryGarbage() {
        var generator = Generator(state: 7)
        for length in [1, 2, 3, 4, 5, 17, 256, 4_096] {
            for _ in 0..<50 {
                let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
                if let file = try? StringsFile(bytes: bytes) { checkInvariants(file) }
            }
        }
    }

    @Test func keepsNULCharactersInsideStrings() throws {
        let file = try StringsFile(bytes: Array("\"a\" = \"b".utf8) + [0] + Array("c\";".utf8))
        #expect(file.table == ["a": s("b\u{0}c")])
    }

    @Test func rejectsVeryDeepNestingWithoutExhaustingTheStack() {
        let depth = 100_000
        let text = "\"a\" = " + String(repeating: "{\"a\" = ", count: depth)
        let error = stringsError(Array(text.utf8))
        #expect(error?.code == .tooDeeplyNested)
        #expect(error?.location?.column == 6 + 7 * 512 + 1)
        let arrays = String(repeating: "(", count: depth)
        #expect(stringsError(Array(arrays.utf8))?.code == .tooDeeplyNested)
    }

    @Test func readsATwentyMegabyteFile() throws {
        var text = "/* Generated */\n"
        var count = 0
        while text.utf8.count < 20_000_000 {
            text += "/* Comment for entry */\n\"screen.section.title.\(count)\" = "
                + "\"Ein ziemlich langer Wert mit Umlauten äöü und %@\";\n"
            count += 1
        }
        let file = try readStrings(text)
        #expect(file.table.count == count)
        #expect(file.entries.count == count)
        #expect(file.entries.last?.keyLocation.line == 2 * count + 1)
        #expect(file.entries.last?.comment == "Comment for entry")
        #expect(file.warnings.isEmpty)
    }

    @Test func countsWhatFollowsAStopInLinearTime() throws {
        // After the stop, a megabyte of unterminated quotes and stray characters.
        let tail = String(repeating: "\"a\" = 'x\"; ;;} \"b\" = (\"c\", ", count: 40_000)
        let file = try readStrings("\"k\" = \"v\";;" + tail)
        #expect(file.table == ["k": s("v")])
        #expect(file.warnings.first?.code == .silentTruncation)
    }

    @Test func reportsAnErrorAtTheEndOfAHugeSingleLine() {
        let text = String(repeating: "\"k\" = \"v\"; ", count: 200_000) + "\"broken\" = ;"
        let error = stringsError(Array(text.utf8))
        #expect(error?.code == .unexpectedCharacter)
        #expect(error?.location?.line == 1)
        #expect(error?.location?.column == 11 * 200_000 + 12)
        #expect((error?.excerpt?.line.unicodeScalars.count ?? 0) <= SourceExcerpt.maximumWidth + 2)
    }
}
