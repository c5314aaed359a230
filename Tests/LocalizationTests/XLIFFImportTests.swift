import FormCore
import Foundation
import Testing
@testable import Localization

@Suite struct XLIFFImportEditTests {
    struct Case: Sendable, CustomStringConvertible {
        var tree: String
        var language: String
        var id: String
        var newTarget: String
        /// The file the edit lands in, relative to the tree.
        var file: String
        /// The bytes replaced, and what replaces them.
        var replaced: String
        var replacement: String
        var description: String { "\(tree) \(language) \(id)" }
    }

    static let cases: [Case] = [
        Case(tree: "App", language: "fr", id: "signIn.title", newTarget: "Connexion", file: "fr.lproj/Localizable.strings",
             replaced: "Se connecter", replacement: "Connexion"),
        Case(tree: "App", language: "fr", id: "password.hint", newTarget: "8 caractères, 'fort' \\ \"sûr\"", file: "fr.lproj/Localizable.strings",
             replaced: "Au moins 8 caractères, \\'fort\\'", replacement: "8 caractères, \\'fort\\' \\\\ \"sûr\""),
        Case(tree: "App", language: "fr", id: "welcome", newTarget: "Bienvenue\nà vous", file: "fr.lproj/Localizable.strings",
             replaced: "Bienvenue", replacement: "\"Bienvenue\\nà vous\""),
        Case(tree: "App", language: "fr", id: "/files.count:dict/files:dict/one:dict/:string", newTarget: "%ld fichier <1>",
             file: "fr.lproj/Localizable.stringsdict", replaced: "%ld fichier", replacement: "%ld fichier &lt;1&gt;"),
        Case(tree: "App", language: "fr", id: "/files.count:dict/files:dict/other:dict/:string", newTarget: "%ld fichiers",
             file: "fr.lproj/Localizable.stringsdict", replaced: "<string/>", replacement: "<string>%ld fichiers</string>"),
        Case(tree: "Resources", language: "ru", id: "rule.required", newTarget: "Заполните поле «%@».",
             file: "ru.lproj/Localizable.strings", replaced: "", replacement: ""),
        Case(tree: "Catalog/Localizable.xcstrings", language: "fr", id: "Cancel", newTarget: "Fermer",
             file: "Localizable.xcstrings", replaced: "Annuler", replacement: "Fermer"),
        Case(tree: "Catalog/Localizable.xcstrings", language: "fr", id: "items %lld|==|plural.one", newTarget: "%lld article",
             file: "Localizable.xcstrings", replaced: "needs_review\",\n                  \"value\" : \"%lld élément",
             replacement: "translated\",\n                  \"value\" : \"%lld article"),
    ]

    @Test("Importing an edited target changes exactly that text's bytes", arguments: cases)
    func editedTargetChangesOnlyItsBytes(edit: Case) throws {
        let (result, tables) = try XLIFFFixtures.importing(edit.tree, edit.language) { text in
            Self.replacingTarget(of: edit.id, with: edit.newTarget, in: text)
        }
        #expect(!result.hasRefusals, "\(result.tables.flatMap(\.refused)) \(result.problems)")
        #expect(result.tables.reduce(0) { $0 + $1.changed } == 1)
        let changed = try #require(result.changedFiles.first)
        #expect(result.changedFiles.count == 1)
        let path = edit.tree.hasSuffix(".xcstrings") ? tables.root + "/" + edit.file : XLIFFFixtures.path(edit.tree) + "/" + edit.file
        #expect(changed.path == path)
        let before = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let (removed, inserted) = Self.difference(before, changed.bytes)
        if edit.replaced.isEmpty {
            // A text the test does not spell out: only its own line changed.
            #expect(!String(decoding: removed, as: UTF8.self).contains("\n"))
            #expect(String(decoding: inserted, as: UTF8.self).contains("аполните поле «%@»"))
        } else {
            #expect(String(decoding: removed, as: UTF8.self) == Self.core(edit.replaced, edit.replacement).0)
            #expect(String(decoding: inserted, as: UTF8.self) == Self.core(edit.replaced, edit.replacement).1)
        }
    }

    @Test func aNewLanguageGetsItsLprojAndEveryTable() throws {
        let (result, _) = try XLIFFFixtures.importing("App", "ja") { text in
            Self.addingTargets(in: text) { "「" + $0 + "」" }
        }
        #expect(!result.hasRefusals, "\(result.tables.flatMap(\.refused)) \(result.problems)")
        let names = result.changedFiles.map { URL(fileURLWithPath: $0.path).pathComponents.suffix(2).joined(separator: "/") }
        #expect(names == ["ja.lproj/Main.strings", "ja.lproj/InfoPlist.strings", "ja.lproj/Localizable.strings", "ja.lproj/Localizable.stringsdict", "ja.lproj/Settings.strings"])
        let strings = try #require(result.changedFiles.first { $0.path.hasSuffix("ja.lproj/Localizable.strings") })
        let parsed = try StringsFile(bytes: strings.bytes)
        #expect(parsed.strings["password.hint"] == "「At least 8 characters, \"strong\"」")
        #expect(parsed.entries.first?.comment == "Title of the sign-in screen")
        let plurals = try StringsDictFile(bytes: try #require(result.changedFiles.first { $0.path.hasSuffix(".stringsdict") }).bytes)
        #expect(plurals["files.count"]?.variable(named: "files")?.variants.map(\.category) == ["one", "other"])  // English's and Japanese's
        #expect(plurals["files.count"]?.variable(named: "files")?.valueType == "ld")
    }

    @Test func newKeysAreAppendedInTheFilesQuotingStyleAndAUTF16FileStaysUTF16() throws {
        let (result, _) = try XLIFFFixtures.importing("App", "de") { text in
            Self.addingTargets(in: text) { $0 + " (de)" }
        }
        let file = try #require(result.changedFiles.first { $0.path.hasSuffix("de.lproj/Localizable.strings") })
        #expect(Array(file.bytes.prefix(2)) == [0xFF, 0xFE])
        let original = Array(try Data(contentsOf: URL(fileURLWithPath: XLIFFFixtures.path("App/de.lproj/Localizable.strings"))))
        #expect(Array(file.bytes.prefix(original.count)) == original)  // appended only
        let parsed = try StringsFile(bytes: file.bytes)
        #expect(parsed.strings["tab"] == "a\tb (de)")
        #expect(parsed.strings["signIn.title"] == "Anmelden")
    }

    @Test func stringCatalogGetsANewLanguageInsertedInXcodesOrder() throws {
        let (result, _) = try XLIFFFixtures.importing("Catalog/Localizable.xcstrings", "de") { text in
            Self.addingTargets(in: text) { $0 + " (de)" }
        }
        #expect(!result.hasRefusals, "\(result.tables.flatMap(\.refused)) \(result.problems)")
        let bytes = try #require(result.changedFiles.first).bytes
        let catalog = try StringCatalog(bytes: bytes)
        #expect(catalog["Cancel"]?.localizations["de"]?.stringUnit?.value == "Cancel (de)")
        #expect(catalog["Done"]?.localizations["de"]?.stringUnit?.value == "Done (de)")
        #expect(catalog["items %lld"]?.localizations["de"]?.variations?.plural?["one"]?.stringUnit?.value == "%lld item (de)")
        let posts = catalog["posts %lld"]?.localizations["de"]?.substitutions["posts"]
        #expect(posts?.argumentNumber == 1)
        #expect(posts?.formatSpecifier == "lld")
        #expect(posts?.variations?.plural?["other"]?.stringUnit?.value == "%arg posts (de)")
        let text = String(decoding: bytes, as: UTF8.self)
        let expected = "        \"de\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n"
            + "            \"value\" : \"Cancel (de)\"\n          }\n        },\n        \"fr\" : {"
        #expect(text.contains(expected))
        #expect(text.contains("    \"Done\" : {\n      \"localizations\" : {\n        \"de\" : {"))
    }

    static let refusals: [(String, String, String, String)] = [
        ("App", "price", "%1$@ coûte %2$d", "reads argument 2 as"),
        ("App", "/files.count:dict/files:dict/one:dict/:string", "%@ fichier", "argument 1"),
        ("Catalog/Localizable.xcstrings", "Save \"%@\"", "Enregistrer %d", "argument 1"),
        ("Catalog/Localizable.xcstrings", "posts %lld|==|substitutions.posts.plural.one", "%@ publication", "argument 1"),
    ]

    @Test("A target whose specifiers do not fit its source is refused at its trans-unit", arguments: refusals)
    func specifierMismatchIsRefused(tree: String, id: String, target: String, message: String) throws {
        let (result, _) = try XLIFFFixtures.importing(tree, "fr") { text in
            var edited = Self.replacingTarget(of: id, with: target, in: text)
            if edited == text { edited = Self.addingTarget(to: id, target, in: text) }
            return edited
        }
        let refusal = try #require(result.tables.flatMap(\.refused).first)
        #expect(refusal.id == id)
        #expect(refusal.message.contains(message), "\(refusal.message)")
        #expect(refusal.location?.file == "edited.xliff")
        #expect((refusal.location?.line ?? 0) > 1)
        #expect(refusal.location?.column == 7)
        #expect(result.changedFiles.isEmpty)
    }

    @Test func inlineMarkupIsRefusedWithItsPlaceAndTheRestIsImported() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: XLIFFFixtures.path("Standard/inline-markup.xlf"))))
        let document = try XLIFFReader.read(bytes, file: "inline-markup.xlf")
        let result = XLIFFImport(document: document, tables: try XLIFFFixtures.tables("App"))
        let refused = result.tables.flatMap(\.refused)
        #expect(refused.map(\.id) == ["greeting", "signIn.title"])
        #expect(refused.map { $0.location.map { "\($0.line):\($0.column)" } } == ["9:30", "13:20"])
        #expect(refused[1].message.contains("'<g>'"))
        #expect(result.tables.first?.changed == 1)  // welcome
    }

    @Test func anXLIFFFromAnotherToolIsReadWithGroupsStatesAndCDATA() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: XLIFFFixtures.path("Standard/groups-and-states.xlf"))))
        let document = try XLIFFReader.read(bytes, file: "groups-and-states.xlf")
        let units = try #require(document.files.first).units
        #expect(units.map(\.id) == ["signIn.title", "password.hint", "welcome", "price", "ampersand"])
        #expect(units[0].target == "Ouvrir une session")  // not the alt-trans proposal
        #expect(units[0].note == "Title of the sign-in screen")
        #expect(units[1].target == "Au moins 8 caractères, <fort> & \"sûr\"")
        #expect(units[3].target == "%1$@ coûte %2$.2f\r\nTTC")
        #expect(units[4].translate == false)
        let result = XLIFFImport(document: document, tables: try XLIFFFixtures.tables("App"))
        let report = try #require(result.tables.first)
        #expect((report.added, report.changed, report.unchanged, report.refused.count) == (0, 3, 0, 0))
    }

    // MARK: - Helpers

    /// The XLIFF with the target of unit `id` replaced (and its text escaped).
    static func replacingTarget(of id: String, with target: String, in text: String) -> String {
        let marker = "<trans-unit id=\"\(XMLText.escaped(id, inAttribute: true))\""
        guard let unit = text.range(of: marker), let open = text.range(of: "<target", range: unit.upperBound..<text.endIndex),
              let unitEnd = text.range(of: "</trans-unit>", range: unit.upperBound..<text.endIndex), open.lowerBound < unitEnd.lowerBound,
              let close = text.range(of: "</target>", range: open.upperBound..<text.endIndex),
              let tagEnd = text.range(of: ">", range: open.upperBound..<text.endIndex) else { return text }
        return text.replacingCharacters(in: tagEnd.upperBound..<close.lowerBound, with: XMLText.escaped(target))
    }

    static func addingTarget(to id: String, _ target: String, in text: String) -> String {
        let marker = "<trans-unit id=\"\(XMLText.escaped(id, inAttribute: true))\""
        guard let unit = text.range(of: marker), let source = text.range(of: "</source>", range: unit.upperBound..<text.endIndex) else { return text }
        return text.replacingCharacters(in: source, with: "</source><target>\(XMLText.escaped(target))</target>")
    }

    /// The XLIFF with a target for every unit that has none, made from its source.
    static func addingTargets(in text: String, _ make: (String) -> String) -> String {
        var output = ""
        var rest = Substring(text)
        while let source = rest.range(of: "<source>"), let end = rest.range(of: "</source>", range: source.upperBound..<rest.endIndex) {
            output += rest[..<end.upperBound]
            let unitEnd = rest.range(of: "</trans-unit>", range: end.upperBound..<rest.endIndex)?.lowerBound ?? rest.endIndex
            if rest[end.upperBound..<unitEnd].contains("<target") == false {
                let escaped = String(rest[source.upperBound..<end.lowerBound])
                let sourceText = escaped.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                    .replacingOccurrences(of: "&#13;", with: "\r").replacingOccurrences(of: "&amp;", with: "&")
                output += "<target>" + XMLText.escaped(make(sourceText)) + "</target>"
            }
            rest = rest[end.upperBound...]
        }
        return output + rest
    }

    /// The bytes `old` has and `new` has not, and the reverse, around their common prefix and suffix.
    static func difference(_ old: [UInt8], _ new: [UInt8]) -> ([UInt8], [UInt8]) {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        return (Array(old[prefix..<(old.count - suffix)]), Array(new[prefix..<(new.count - suffix)]))
    }

    /// `replaced` and `replacement` without their common prefix and suffix, as `difference` sees them.
    static func core(_ replaced: String, _ replacement: String) -> (String, String) {
        let (removed, inserted) = difference(Array(replaced.utf8), Array(replacement.utf8))
        return (String(decoding: removed, as: UTF8.self), String(decoding: inserted, as: UTF8.self))
    }
}

@Suite struct XLIFFMalformedTests {
    static let cases: [(String, String, Int, Int)] = [
        ("", "the document is empty", 1, 1),
        ("<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\"><body></file></xliff>", "expected '</body>' to close '<body>' (line 1), found '</file>'", 1, 68),
        ("<xliff version=\"1.2\">\n  <file original=a source-language=\"en\"/>\n</xliff>", "the value of 'original' must be in quotes", 2, 18),
        ("<xliff version=\"1.2\">\n<file original=\"a\" source-language=\"en\"><body><trans-unit id=\"x\"><source>&nbsp;</source></trans-unit></body></file></xliff>",
         "undefined entity '&nbsp;'", 2, 74),
        ("<xliff version=\"1.2\"><file original=\"a\" original=\"b\" source-language=\"en\"/></xliff>", "the attribute 'original' is given twice", 1, 41),
        ("<xliff version=\"1.2\">\n\n   <file original=\"a\" source-language=\"en\">", "'<file>' is never closed", 3, 4),
        ("<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\"><body><trans-unit id=\"x\"><source>a\u{1}b</source></trans-unit></body></file></xliff>",
         "U+0001 is not allowed in XML 1.0", 1, 96),
        ("<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\"><body><trans-unit id=\"x\"><source>&#27;</source></trans-unit></body></file></xliff>",
         "'&#27;' is not a character XML 1.0 allows", 1, 95),
        ("<xliff version=\"1.2\"/>trailing", "unexpected content after the root element", 1, 23),
        ("<!DOCTYPE xliff [<!ENTITY a \"b\">]><xliff/>", "internal subset", 1, 17),
        ("<plist version=\"1.0\"><dict/></plist>", "the root element is '<plist>', not '<xliff>'", 1, 1),
        ("<xliff version=\"2.0\"/>", "this is XLIFF 2.0", 1, 1),
        ("<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\"><body><trans-unit><source/></trans-unit></body></file></xliff>",
         "'<trans-unit>' has no 'id' attribute", 1, 68),
        ("<xliff version=\"1.2\"><file original=\"é\" source-language=\"en\"><body><trans-unit id=\"x\"/></body></file></xliff>",
         "has no '<source>'", 1, 68),
    ]

    @Test("Malformed XLIFF is an error with its line and column", arguments: cases)
    func malformedXLIFFIsAnErrorWithItsPlace(text: String, message: String, line: Int, column: Int) {
        #expect {
            try XLIFFReader.read(Array(text.utf8), file: "bad.xliff")
        } throws: { error in
            guard let error = error as? XLIFFError, let location = error.location else { return false }
            let matches = error.message.contains(message) && location.line == line && location.column == column
            if !matches { Issue.record("got \(error)") }
            return matches
        }
    }

    @Test func invalidUTF8IsAnErrorAtItsByte() {
        let bytes = Array("<xliff>\n  a".utf8) + [0xC3, 0x28] + Array("</xliff>".utf8)
        #expect {
            try XLIFFReader.read(bytes, file: "bad.xliff")
        } throws: { error in
            (error as? XLIFFError)?.location?.line == 2 && (error as? XLIFFError)?.message.contains("UTF-8") == true
        }
    }
}

@Suite struct XLIFFSharedProblemTests {
    static let targets: [(String, Bool)] = [
        ("%1$@ et encore %d", false),  // the same mix as the development text: the developer's to fix
        // Apple numbers the sequential %d as argument 1 beside %1$@: the source reads no argument 2.
        ("%2$d de plus pour %1$@", true),
        ("%1$@, %d et %@", true),
    ]

    @Test("A substitution variant's %arg reads as the substitution's specifier", arguments: ["%lld publication", "%arg publication", "une publication"])
    func substitutionArgumentMatchesItsSpecifier(target: String) throws {
        let (result, _) = try XLIFFFixtures.importing("Catalog/Localizable.xcstrings", "fr") { text in
            XLIFFImportEditTests.addingTarget(to: "posts %lld|==|substitutions.posts.plural.one", target, in: text)
        }
        #expect(result.tables.flatMap(\.refused).isEmpty)
        #expect(result.tables.first?.added == 1)
    }

    @Test("A specifier problem the development text has too is not the translator's", arguments: targets)
    func sharedProblemIsNotRefused(target: String, refused: Bool) throws {
        let (result, _) = try XLIFFFixtures.importing("Mixed", "fr") { text in
            XLIFFImportEditTests.replacingTarget(of: "mixed", with: target, in: text)
        }
        #expect(result.tables.flatMap(\.refused).count == (refused ? 1 : 0))
        #expect(result.changedFiles.count == (refused ? 0 : 1))
    }
}
