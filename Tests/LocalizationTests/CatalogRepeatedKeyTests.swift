import FormCore
import Testing
@testable import Localization

/// A key written again in one `.strings` file is reported at each repeat, pointing at its first
/// line; a key that differs only in Unicode normalization is reported as well; a key that
/// another file (or a `.stringsdict`) defines again is an override, not a repeat.
@Suite struct CatalogRepeatedKeyTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var files: [(String, String?, String)]
        /// `file:line: code: message`, in the catalog's order.
        var expected: [String]
        /// The text a lookup of `a` finds in English, where it matters.
        var finds: String? = nil
        var testDescription: String { name }
    }

    static let dictionary = stringsDict([("a", "%#@n@", "n", "d", [("one", "%d thing"), ("other", "%d things")])])

    static let cases: [Case] = [
        Case(
            name: "three times in one file",
            files: [("en.lproj/Localizable.strings", "en", "\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";\n\"a\" = \"4\";")],
            expected: [
                "en.lproj/Localizable.strings:3: duplicateKey: 'a' is defined again (first on line 1); Apple silently uses the last definition",
                "en.lproj/Localizable.strings:4: duplicateKey: 'a' is defined again (first on line 1); Apple silently uses the last definition",
            ], finds: "4"),
        Case(
            name: "once in each of two files",
            files: [("Localizable.strings", nil, "\"a\" = \"1\";"), ("en.lproj/Localizable.strings", "en", "\"a\" = \"2\";")],
            expected: [], finds: "2"),
        Case(
            name: "once in one file, twice in the next",
            files: [
                ("Localizable.strings", nil, "\"a\" = \"1\";\n\"a\" = \"2\";"),
                ("en.lproj/Localizable.strings", "en", "\"b\" = \"1\";\n\"a\" = \"3\";\n\"a\" = \"4\";"),
            ],
            expected: [
                "Localizable.strings:2: duplicateKey: 'a' is defined again (first on line 1); Apple silently uses the last definition",
                "en.lproj/Localizable.strings:3: duplicateKey: 'a' is defined again (first on line 2); Apple silently uses the last definition",
            ], finds: "4"),
        Case(
            name: "spelled two ways",
            files: [("en.lproj/Localizable.strings", "en", "\"caf\u{E9}\" = \"1\";\n\"cafe\u{301}\" = \"2\";\n\"caf\u{E9}\" = \"3\";")],
            expected: [
                "en.lproj/Localizable.strings:2: duplicateKey: 'caf\u{E9}' is defined again (first on line 1); Apple silently uses the last definition",
                "en.lproj/Localizable.strings:3: duplicateKey: 'caf\u{E9}' is defined again (first on line 1); Apple silently uses the last definition",
                "en.lproj/Localizable.strings:3: stringsWarning: keys \"caf\u{E9}\", \"cafe\u{301}\", \"caf\u{E9}\" differ only in Unicode normalization: distinct to Apple, but one key in this reader's table",
            ]),
        Case(
            name: "a list, then a string",
            files: [("en.lproj/Localizable.strings", "en", "\"a\" = (\"x\");\n\"a\" = \"y\";")],
            expected: [
                "en.lproj/Localizable.strings:1: notAString: the value of 'a' is an array, not a string: a lookup cannot show it",
                "en.lproj/Localizable.strings:2: duplicateKey: 'a' is defined again (first on line 1); Apple silently uses the last definition",
            ]),
        Case(
            name: "a string, then a list",
            files: [("en.lproj/Localizable.strings", "en", "\"a\" = \"y\";\n\"a\" = (\"x\");")],
            expected: [
                "en.lproj/Localizable.strings:2: notAString: the value of 'a' is an array, not a string: a lookup cannot show it",
                "en.lproj/Localizable.strings:2: duplicateKey: 'a' is defined again (first on line 1); Apple silently uses the last definition",
            ], finds: "y"),
        Case(
            name: "a .strings entry and a .stringsdict entry",
            files: [("en.lproj/Localizable.strings", "en", "\"a\" = \"1\";"), ("en.lproj/Localizable.stringsdict", "en", dictionary)],
            expected: []),
        Case(
            name: "a repeat in a file Apple stops reading",
            files: [("en.lproj/Localizable.strings", "en", "\"a\" = \"1\";\n\"a\" = \"2\";;\n\"a\" = \"3\";")],
            expected: [
                "en.lproj/Localizable.strings:2: duplicateKey: 'a' is defined again (first on line 1); Apple silently uses the last definition",
                "en.lproj/Localizable.strings:2: appleStopsReading: Apple's parser stops reading here without an error: ';' cannot start a key; the table ends with the 2 entries before this point, and 1 entry after it is ignored",
            ]),
    ]

    @Test(arguments: cases)
    func reportsEachRepeatAtItsLineWithTheFirst(_ c: Case) {
        let loaded = catalog(c.files)
        let found = loaded.diagnostics.map { diagnostic in
            "\(diagnostic.location?.file ?? "?"):\(diagnostic.location?.line ?? 0): \(diagnostic.code.rawValue): \(diagnostic.message)"
        }
        #expect(found == c.expected)
        // The last definition is the one a lookup finds.
        if let text = c.finds { #expect(loaded.tables[CatalogFixtures.tag("en")]?.messages["a"]?.format.text == text) }
    }
}
