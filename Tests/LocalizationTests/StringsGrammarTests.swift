import FormCore
import Testing
@testable import Localization

/// The grammar, case by case. Every expectation here was checked against Foundation's
/// `PropertyListSerialization` (swift-corelibs-foundation 6.3.1, CoreFoundation's
/// `CFOldStylePList.c`): the value it returns, or the error message it gives (`apple`).
@Suite struct StringsGrammarTests {
    struct Accepted: Sendable, CustomStringConvertible {
        var input: String
        var table: [String: StringsValue]
        var description: String { input.debugDescription }
    }

    static let accepted: [Accepted] = [
        Accepted(input: #""a" = "b";"#, table: ["a": s("b")]),
        Accepted(input: #"'a' = 'b\'c';"#, table: ["a": s("b'c")]),
        Accepted(input: "a.b-c/d:e$f_1 = x;", table: ["a.b-c/d:e$f_1": s("x")]),
        Accepted(input: "a = 1.5;", table: ["a": s("1.5")]),
        Accepted(input: #""a" = "b"; "c" = d/e:f.g-h$i_j;"#, table: ["a": s("b"), "c": s("d/e:f.g-h$i_j")]),
        Accepted(input: #""a";"#, table: ["a": s("a")]),
        Accepted(input: #""" = "x";"#, table: ["": s("x")]),
        Accepted(input: #""a" = "b"; "a" = "c";"#, table: ["a": s("c")]),
        Accepted(input: "\"a\"\u{2028}=\u{2029}\"b\";", table: ["a": s("b")]),
        Accepted(input: "\"a\"\t=\u{0B}\u{0C}\"b\"\r;", table: ["a": s("b")]),
        Accepted(input: #""a" = "b"; // trailing"#, table: ["a": s("b")]),
        Accepted(input: #""a" = "b"; "c" = /* x */ "d";"#, table: ["a": s("b"), "c": s("d")]),
        Accepted(input: "  /* only */ // c\n", table: [:]),
        Accepted(input: "\n", table: [:]),
        Accepted(input: "\"a\" = \"line one\nline two\";", table: ["a": s("line one\nline two")]),
        Accepted(input: "\"a\" = \"x\\\ny\";", table: ["a": s("x\ny")]),
        Accepted(input: #"{ "a" = "b"; }"#, table: ["a": s("b")]),
        Accepted(input: #""a" = (a,b,);"#, table: ["a": .array([s("a"), s("b")])]),
        Accepted(input: #""a" = ();"#, table: ["a": .array([])]),
        Accepted(input: #""a" = {};"#, table: ["a": .dictionary([:])]),
        Accepted(input: #""a" = { b; };"#, table: ["a": .dictionary(["b": s("b")])]),
        Accepted(input: #""a" = { "b" = "c"; "b" = "d"; };"#, table: ["a": .dictionary(["b": s("d")])]),
        Accepted(input: #""a" = <0f ab>;"#, table: ["a": .data([0x0F, 0xAB])]),
        Accepted(input: #""a" = <>;"#, table: ["a": .data([])]),
        Accepted(input: "\"a\" = < 0F\n ab >;", table: ["a": .data([0x0F, 0xAB])]),
        // Apple tests the low byte of a UTF-16 code unit for hex digits: Ł is U+0141, so 'A'.
        Accepted(input: "\"a\" = <\u{141}0>;", table: ["a": .data([0xA0])]),
        // A failed element lets the array end where the failure left the cursor.
        Accepted(input: #""a" = ( ");"#, table: ["a": .array([])]),
        Accepted(input: #""a" = (<0);"#, table: ["a": .array([])]),
        Accepted(input: #""a" = { "};"#, table: ["a": .dictionary([:])]),
        Accepted(input: #""a" = ( { "b" = "c" ) ;"#, table: ["a": .array([])]),
        // Apple stops reading without an error at anything after a ';' that cannot start a key.
        Accepted(input: #""a"="b";;"c"="d";"#, table: ["a": s("b")]),
        Accepted(input: #""a" = "b"; } junk "c"="d";"#, table: ["a": s("b")]),
        Accepted(input: #""a" = "b"; */ "c"="d";"#, table: ["a": s("b")]),
        Accepted(input: #""a" = "b"; = "c"="d";"#, table: ["a": s("b")]),
        Accepted(input: #""a" = "b";#"c"="d";"#, table: ["a": s("b")]),
        Accepted(input: "\"a\" = \"b\";\u{0}\"c\"=\"d\";", table: ["a": s("b")]),
        Accepted(input: "\"a\" = \"b\";\u{A0}\"c\" = \"d\";", table: ["a": s("b")]),
        Accepted(input: #""a" = "b"; { "c" = "d"; }"#, table: ["a": s("b")]),
        Accepted(input: "\"a\" = \"b\";\n\"unterminated", table: ["a": s("b")]),
        Accepted(input: #""a" = "b"; "c\"#, table: ["a": s("b")]),
        Accepted(input: #""a" = "b";\"#, table: ["a": s("b")]),
        Accepted(input: #""a" = "b"; /* unterminated"#, table: ["a": s("b")]),
    ]

    @Test(arguments: accepted)
    func readsTheTableApplesParserReturns(_ c: Accepted) throws {
        let file = try readStrings(c.input)
        #expect(file.table == c.table)
        #expect(file.root == .dictionary(c.table))
        #expect(file.isTable)
    }

    struct SingleValue: Sendable, CustomStringConvertible {
        var input: String
        var root: StringsValue
        var description: String { input.debugDescription }
    }

    static let singleValues: [SingleValue] = [
        SingleValue(input: #""hello""#, root: s("hello")),
        SingleValue(input: #""hello" /* c */ "#, root: s("hello")),
        SingleValue(input: "a", root: s("a")),
        SingleValue(input: "/", root: s("/")),
        SingleValue(input: "a/", root: s("a/")),
        SingleValue(input: #"( "a", "b" )"#, root: .array([s("a"), s("b")])),
        SingleValue(input: "<0fab>", root: .data([0x0F, 0xAB])),
    ]

    @Test(arguments: singleValues)
    func readsAFileThatIsOneValueAsThatValueWithAnEmptyTable(_ c: SingleValue) throws {
        let file = try readStrings(c.input)
        #expect(file.root == c.root)
        #expect(file.table.isEmpty)
        #expect(file.entries.isEmpty)
        #expect(!file.isTable)
        #expect(file.warnings.map(\.code) == [.notATable])
    }

    struct Rejected: Sendable, CustomStringConvertible {
        var input: String
        var code: StringsError.Code
        var line: Int
        var column: Int
        var apple: String?
        var description: String { input.debugDescription }
    }

    static let rejected: [Rejected] = [
        Rejected(input: #""a" = "b""#, code: .expectedSemicolon, line: 1, column: 10, apple: "Missing ';' on line 1"),
        Rejected(input: "a = b c;", code: .expectedSemicolon, line: 1, column: 7, apple: "Missing ';' on line 1"),
        Rejected(input: "\"a\" = \"b\"\n", code: .expectedSemicolon, line: 2, column: 1, apple: "Missing ';' on line 2"),
        Rejected(input: "\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";", code: .expectedSemicolon, line: 3, column: 1,
                 apple: "Missing ';' on line 3"),
        Rejected(input: "\"a\" = \"b\";\r\n\"c\" = \"d\"\r\n\r\"e\" = \"f\";", code: .expectedSemicolon, line: 4, column: 1,
                 apple: "Missing ';' on line 4"),
        Rejected(input: #""a" = { "b" = "c" };"#, code: .expectedSemicolon, line: 1, column: 19, apple: "Missing ';' on line 1"),
        Rejected(input: #""a" "b";"#, code: .expectedEqualsOrSemicolon, line: 1, column: 5,
                 apple: "Expected ';' or '=' after key at line 1"),
        Rejected(input: "a b", code: .expectedEqualsOrSemicolon, line: 1, column: 3,
                 apple: "Expected ';' or '=' after key at line 1"),
        Rejected(input: "key/*c*/ = v;", code: .expectedEqualsOrSemicolon, line: 1, column: 5,
                 apple: "Expected ';' or '=' after key at line 1"),
        Rejected(input: #""a" junk"#, code: .expectedEqualsOrSemicolon, line: 1, column: 5,
                 apple: "Expected ';' or '=' after key at line 1"),
        Rejected(input: #""a" = ;"#, code: .unexpectedCharacter, line: 1, column: 7, apple: "Unexpected character '0x3b' at line 1"),
        Rejected(input: #""a" = = ;"#, code: .unexpectedCharacter, line: 1, column: 7, apple: "Unexpected character '0x3d' at line 1"),
        Rejected(input: "é = c;", code: .unexpectedCharacter, line: 1, column: 1, apple: "Unexpected character '0xe9' at line 1"),
        Rejected(input: "\u{1F600} = \"x\";", code: .unexpectedCharacter, line: 1, column: 1,
                 apple: "Unexpected character '0xd83d' at line 1"),
        Rejected(input: ";", code: .unexpectedCharacter, line: 1, column: 1, apple: "Unexpected character '0x3b' at line 1"),
        Rejected(input: #"#"c"="d";"#, code: .unexpectedCharacter, line: 1, column: 1, apple: "Unexpected character '0x23' at line 1"),
        Rejected(input: "\u{A0}\"a\" = \"b\";", code: .unexpectedCharacter, line: 1, column: 1,
                 apple: "Unexpected character '0xa0' at line 1"),
        Rejected(input: "\u{0}", code: .unexpectedCharacter, line: 1, column: 1, apple: "Unexpected character '0x0' at line 1"),
        Rejected(input: #""a" = "#, code: .unexpectedEndOfFile, line: 1, column: 7, apple: "Unexpected EOF while parsing plist"),
        Rejected(input: #"{ "a" = "b"; } junk"#, code: .junkAfterPropertyList, line: 1, column: 16,
                 apple: "Junk after plist at line 1"),
        Rejected(input: "<0fab> x", code: .junkAfterPropertyList, line: 1, column: 8, apple: "Junk after plist at line 1"),
        Rejected(input: "( a ) x", code: .junkAfterPropertyList, line: 1, column: 7, apple: "Junk after plist at line 1"),
        Rejected(input: #""a" = (a b);"#, code: .expectedArrayEnd, line: 1, column: 10,
                 apple: "Expected terminating ')' for array at line 1"),
        Rejected(input: #""a" = (a,,b);"#, code: .expectedArrayEnd, line: 1, column: 10,
                 apple: "Expected terminating ')' for array at line 1"),
        Rejected(input: #""a" = ("#, code: .expectedArrayEnd, line: 1, column: 8, apple: "Expected terminating ')' for array at line 1"),
        Rejected(input: #""a" = ("x""#, code: .expectedArrayEnd, line: 1, column: 11, apple: "Expected ',' for array at line 1"),
        Rejected(input: #""a" = {"#, code: .expectedDictionaryEnd, line: 1, column: 8,
                 apple: "Expected terminating '}' for dictionary at line 1"),
        Rejected(input: #""a" = { "b" = "c"; ;};"#, code: .expectedDictionaryEnd, line: 1, column: 20,
                 apple: "Expected terminating '}' for dictionary at line 1"),
        Rejected(input: #""a" = <0fa>;"#, code: .invalidData, line: 1, column: 11,
                 apple: "Malformed data byte group at line 1; uneven length"),
        Rejected(input: #""a" = <0g>;"#, code: .invalidData, line: 1, column: 9,
                 apple: "Malformed data byte group at line 1; uneven length"),
        Rejected(input: #""a" = <0f"#, code: .expectedDataEnd, line: 1, column: 10, apple: "Expected terminating '>' for data at line 1"),
        Rejected(input: #""a" = 'b";"#, code: .unterminatedString, line: 1, column: 7,
                 apple: "Unterminated quoted string starting on line 1"),
        Rejected(input: #""a"#, code: .unterminatedString, line: 1, column: 1, apple: "Unterminated quoted string starting on line 1"),
        // Apple reports the array; the root cause is the string, and that is what we point at.
        Rejected(input: #""a" = (a, "b);"#, code: .unterminatedString, line: 1, column: 11,
                 apple: "Expected terminating ')' for array at line 1"),
        Rejected(input: #""a" = "b\"#, code: .unterminatedEscape, line: 1, column: 9, apple: "Unterminated backslash sequence on line 1"),
        Rejected(input: #""a\"#, code: .unterminatedEscape, line: 1, column: 3, apple: "Unterminated backslash sequence on line 1"),
        Rejected(input: #""a" = "b"; "c" = "d\"#, code: .unterminatedEscape, line: 1, column: 20,
                 apple: "Unterminated backslash sequence on line 1"),
        Rejected(input: #""a" = "b" /* unterminated"#, code: .unterminatedComment, line: 1, column: 11,
                 apple: "Missing ';' on line 1"),
        Rejected(input: "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict/></plist>", code: .unsupportedFormat,
                 line: 1, column: 1, apple: nil),
    ]

    @Test(arguments: rejected)
    func rejectsWhatApplesParserRejects(_ c: Rejected) {
        guard let error = stringsError(Array(c.input.utf8)) else {
            Issue.record("expected \(c.code), but the input was read")
            return
        }
        #expect(error.code == c.code)
        #expect(error.location?.line == c.line)
        #expect(error.location?.column == c.column)
        #expect(error.appleMessage == c.apple)
    }

    @Test func errorMessagesQuoteTheOffendingTokenAndShowWhere() {
        let error = stringsError(Array("\"title\" = \"Sign in\"\n\"subtitle\" = \"Welcome\";".utf8))
        #expect(error?.description == """
            2:1: expected ';' after the value of "title", found '"'
            "subtitle" = "Welcome";
            ^
            """)
        let named = try? StringsFile(bytes: Array("#c".utf8), file: "en.lproj/Localizable.strings")
        #expect(named == nil)
        do {
            _ = try StringsFile(bytes: Array("#c".utf8), file: "en.lproj/Localizable.strings")
        } catch {
            #expect(error.description.hasPrefix("en.lproj/Localizable.strings:1:1: expected a key"))
            #expect(error.message.contains("'#' does not start a comment"))
        }
    }

    @Test(arguments: [511, 512, 513])
    func limitsNestingToApplesDepth(_ depth: Int) {
        // A string at depth d + 1 inside d dictionaries: Apple fails from 512 dictionaries on.
        let dictionaries = "\"a\" = " + String(repeating: "{\"a\" = ", count: depth) + "\"x\""
            + String(repeating: ";}", count: depth) + ";"
        let error = stringsError(Array(dictionaries.utf8))
        #expect(error?.code == (depth >= 512 ? .tooDeeplyNested : nil))
        // An empty innermost array only fails from 513 arrays on: Apple's element read fails
        // on depth, but the array still closes.
        let arrays = "\"a\" = " + String(repeating: "(", count: depth) + String(repeating: ")", count: depth) + ";"
        let arrayError = stringsError(Array(arrays.utf8))
        #expect(arrayError?.code == (depth >= 513 ? .tooDeeplyNested : nil))
        #expect(arrayError?.appleMessage == (depth >= 513 ? "Expected terminating ')' for array at line 1" : nil))
    }

    @Test func readsDeeplyNestedValuesWithoutRecursion() throws {
        let depth = 511
        let text = "\"a\" = " + String(repeating: "(", count: depth) + "x" + String(repeating: ")", count: depth) + ";"
        let file = try readStrings(text)
        var value = file.table["a"]
        var levels = 0
        while case .array(let elements)? = value {
            levels += 1
            value = elements.first
        }
        #expect(levels == depth)
        #expect(value == s("x"))
    }
}
