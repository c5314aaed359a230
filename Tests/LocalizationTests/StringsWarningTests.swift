import FormCore
import Testing
@testable import Localization

/// What Apple's parser throws away: positions, comments, duplicates, and silent stops.
@Suite struct StringsWarningTests {
    @Test func recordsEveryEntryWithItsPositionsAndComment() throws {
        let text = """
            /* Translation-Revision-Date: 2024-09-19 */
            /* Language: de */

            /* Title of the
               sign-in screen */
            "signIn.title" = "Anmelden"; // not the next entry's comment
            // first line
            // second line
            'short';
            "count" = (one, two);
            """
        let file = try readStrings(text, file: "de.lproj/Localizable.strings")
        #expect(file.entries.map(\.key) == ["signIn.title", "short", "count"])
        #expect(file.entries.map(\.comment) == ["Title of the\n   sign-in screen", "first line\nsecond line", nil])
        #expect(file.entries.map(\.isShorthand) == [false, true, false])
        let firstQuote = try #require(Array(text.utf8).firstIndex(of: UInt8(ascii: "\"")))
        #expect(file.entries[0].keyLocation
            == SourceLocation(file: "de.lproj/Localizable.strings", offset: firstQuote, line: 6, column: 1))
        #expect(file.entries[0].valueLocation.line == 6)
        #expect(file.entries[0].valueLocation.column == 18)
        #expect(file.entries[1].value == s("short"))
        #expect(file.entries[1].valueLocation.column == 8)
        #expect(file.entries[2].value == .array([s("one"), s("two")]))
        #expect(file.entries[2].valueLocation.column == 11)
        #expect(file.strings == ["signIn.title": "Anmelden", "short": "short"])
        #expect(file["count"] == .array([s("one"), s("two")]))
        #expect(file.warnings.isEmpty)
        #expect(file.duplicates.isEmpty)
    }

    @Test func countsColumnsInCharactersAndLinesAtEveryLineBreak() throws {
        let file = try readStrings("\"é\" = \"😀\"; \"k\"\r\n=\r\"v\";\u{2028}\"x\" = \"y\";")
        #expect(file.entries.map(\.keyLocation.line) == [1, 1, 3])
        #expect(file.entries.map(\.keyLocation.column) == [1, 12, 6])
        #expect(file.entries.map(\.valueLocation.line) == [1, 3, 3])
        #expect(file.entries.map(\.valueLocation.column) == [7, 1, 12])
    }

    @Test func reportsDuplicateKeysWithEveryLocationAndKeepsTheLastLikeApple() throws {
        let file = try readStrings("\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";\nb;\n\"a\" = \"5\";")
        #expect(file.table == ["a": s("5"), "b": s("b")])
        #expect(file.entries.count == 5)
        #expect(file.duplicates.map(\.key) == ["a", "b"])
        #expect(file.duplicates[0].locations.map(\.line) == [1, 3, 5])
        #expect(file.duplicates[0].entryIndices == [0, 2, 4])
        #expect(file.duplicates[1].locations.map(\.line) == [2, 4])
        #expect(file.warnings.isEmpty)
    }

    @Test func warnsWhenKeysDifferOnlyInNormalization() throws {
        let file = try readStrings("\"caf\u{E9}\" = \"1\";\n\"cafe\u{301}\" = \"2\";")
        #expect(file.duplicates.count == 1)
        #expect(file.warnings.map(\.code) == [.canonicallyEquivalentKeys])
        #expect(file.warnings[0].location.line == 2)
    }

    struct Stop: Sendable, CustomStringConvertible {
        var input: String
        var kept: [String]
        var line: Int
        var column: Int
        var ignored: Int
        var reason: String
        var description: String { input.debugDescription }
    }

    static let stops: [Stop] = [
        Stop(input: "\"a\" = \"b\";\n\"c\" = \"d\";\n\n;\n\"e\" = \"f\";\n\"g\" = \"h\";", kept: ["a", "c"], line: 4, column: 1,
             ignored: 2, reason: "';' cannot start a key"),
        Stop(input: "\"a\" = \"b\"; } \"c\" = \"d\";", kept: ["a"], line: 1, column: 12, ignored: 1, reason: "'}' cannot start a key"),
        Stop(input: "\"a\" = \"b\";\n*/\n\"c\" = \"d\";", kept: ["a"], line: 2, column: 1, ignored: 1, reason: "'*/' closes no comment"),
        Stop(input: "\"a\" = \"b\";\n# section\n\"c\" = \"d\";", kept: ["a"], line: 2, column: 1, ignored: 1,
             reason: "'#' does not start a comment"),
        Stop(input: "\"a\" = \"b\";\u{A0}\"c\" = \"d\";", kept: ["a"], line: 1, column: 11, ignored: 1,
             reason: "U+00A0 (no-break space) cannot start a key"),
        Stop(input: "\"a\" = \"b\";\u{FEFF}\"c\" = \"d\";", kept: ["a"], line: 1, column: 11, ignored: 1,
             reason: "U+FEFF"),
        Stop(input: "\"a\" = \"b\";\n\"c\" = \"d\"; \"e", kept: ["a", "c"], line: 2, column: 12, ignored: 0,
             reason: "a quoted key that is never closed"),
        Stop(input: "\"a\" = \"b\"; ( \"c\" ) \"d\" = \"e\"; \"f\";", kept: ["a"], line: 1, column: 12, ignored: 2,
             reason: "'(' cannot start a key"),
    ]

    @Test(arguments: stops)
    func warnsWhereApplesParserStopsReadingAndCountsWhatIsLost(_ c: Stop) throws {
        let file = try readStrings(c.input)
        #expect(file.entries.map(\.key) == c.kept)
        #expect(Set(file.table.keys) == Set(c.kept))
        let warning = try #require(file.warnings.first { $0.code == .silentTruncation })
        #expect(warning.location.line == c.line)
        #expect(warning.location.column == c.column)
        #expect(warning.ignoredEntryCount == c.ignored)
        #expect(warning.message.contains(c.reason))
    }

    @Test func doesNotWarnAboutBracedTablesOrCleanEnds() throws {
        #expect(try readStrings("{ \"a\" = \"b\"; }").warnings.isEmpty)
        #expect(try readStrings("\"a\" = \"b\";\n// end\n").warnings.isEmpty)
    }

    @Test func warnsAboutAnUnterminatedCommentThatHidesEntries() throws {
        let file = try readStrings("\"a\" = \"b\";\n/* \"c\" = \"d\";\n\"e\" = \"f\";")
        #expect(file.table == ["a": s("b")])
        #expect(file.warnings.map(\.code) == [.unterminatedComment])
        #expect(file.warnings[0].location.line == 2)
    }

    @Test func warnsThatASingleStringIsNotATable() throws {
        let file = try readStrings("  \"hello\"\n")
        #expect(file.root == s("hello"))
        #expect(file.warnings.count == 1)
        #expect(file.warnings[0].code == .notATable)
        #expect(file.warnings[0].location.column == 3)
        #expect(file.warnings[0].message.contains("single string"))
    }

    @Test func describesWarningsWithTheirLocation() throws {
        let file = try readStrings("\"a\" = \"b\";;", file: "x.strings")
        #expect(file.warnings.map(\.description) == [
            "x.strings:1:11: Apple's parser stops reading here without an error: ';' cannot start a key; "
                + "the table ends with the 1 entry before this point, and 0 entries after it are ignored"
        ])
    }
}
