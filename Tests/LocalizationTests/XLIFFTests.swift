import Foundation
import Testing
@testable import Localization

/// Fixture trees for XLIFF (`Tests/Fixtures/XLIFF`), copied to a temporary folder when a test
/// writes.
enum XLIFFFixtures {
    static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/XLIFF").standardizedFileURL.path
    static let resources: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources").standardizedFileURL.path

    static func path(_ relative: String) -> String {
        relative == "Resources" ? resources : root + "/" + relative
    }

    static func tables(_ relative: String) throws -> LocalizationTables {
        try LocalizationTables(path: path(relative), developmentLanguage: CatalogFixtures.tag("en"))
    }

    /// Every regular file under `folder`, relative path to bytes.
    static func snapshot(_ folder: String) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let full = folder + "/" + relative
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = Array(try Data(contentsOf: URL(fileURLWithPath: full)))
            }
        }
        return files
    }

    /// A copy of a fixture tree in a new temporary folder.
    static func copy(_ relative: String) throws -> String {
        let target = NSTemporaryDirectory() + "xliff-" + UUID().uuidString
        let source = path(relative)
        if source.hasSuffix(".xcstrings") {
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
            let file = target + "/" + URL(fileURLWithPath: source).lastPathComponent
            try FileManager.default.copyItem(atPath: source, toPath: file)
            return file
        }
        try FileManager.default.copyItem(atPath: source, toPath: target)
        return target
    }

    /// Exports `language`, applies `edit` to the XLIFF text, reads it back and imports it.
    static func importing(_ relative: String, _ language: String, edit: (String) -> String = { $0 }) throws -> (XLIFFImport, LocalizationTables) {
        let tables = try tables(relative)
        let export = XLIFFExport(tables: tables, language: CatalogFixtures.tag(language))
        #expect(export.problems.isEmpty)
        let text = edit(try XLIFFWriter.write(export.document))
        let document = try XLIFFReader.read(Array(text.utf8), file: "edited.xliff")
        return (XLIFFImport(document: document, tables: tables), tables)
    }
}

@Suite struct XLIFFRoundTripTests {
    static let trees: [(String, String)] = [
        ("Resources", "ru"), ("Resources", "pl"), ("Resources", "en"),
        ("App", "fr"), ("App", "de"), ("App", "ja"), ("App", "en"),
        ("Catalog/Localizable.xcstrings", "fr"), ("Catalog/Localizable.xcstrings", "ru"),
    ]

    @Test("Exporting and importing an unchanged XLIFF writes no file", arguments: trees)
    func unchangedImportWritesNothing(tree: String, language: String) throws {
        let (result, _) = try XLIFFFixtures.importing(tree, language)
        #expect(result.changedFiles.isEmpty)
        #expect(!result.hasRefusals)
        #expect(result.tables.allSatisfy { $0.added == 0 && $0.changed == 0 && $0.unknown.isEmpty })
    }

    @Test("Writing and reading an XLIFF gives back every unit's text", arguments: trees)
    func writtenDocumentReadsBack(tree: String, language: String) throws {
        let export = XLIFFExport(tables: try XLIFFFixtures.tables(tree), language: CatalogFixtures.tag(language))
        let read = try XLIFFReader.read(Array(try XLIFFWriter.write(export.document).utf8))
        #expect(read.files.map(\.original) == export.document.files.map(\.original))
        for (written, back) in zip(export.document.files, read.files) {
            #expect(back.units.map(\.id) == written.units.map(\.id))
            #expect(back.units.map(\.source) == written.units.map(\.source))
            #expect(back.units.map(\.target) == written.units.map(\.target))
            #expect(back.units.map(\.note) == written.units.map(\.note))
            #expect(back.targetLanguage == language)
        }
    }

    static let texts: [String] = [
        "Terms & <Conditions> \"quoted\" 'single'", "line\nbreak", "carriage\r\nreturn", "tab\there", "]]> in text",
        "emoji 👩‍👩‍👧 and ünïcödé", "  leading and trailing spaces  ", "&amp; stays literal", "",
    ]

    @Test("Text survives XML escaping in ids, sources, targets and notes", arguments: texts)
    func escapingRoundTrips(text: String) throws {
        let document = XLIFFDocument(files: [XLIFFFile(
            original: "en.lproj/A \"b\".strings", sourceLanguage: "en", targetLanguage: "fr",
            units: [XLIFFUnit(id: "id " + text, source: text, target: text, state: "translated", note: text)])])
        let back = try XLIFFReader.read(Array(try XLIFFWriter.write(document).utf8))
        let unit = try #require(back.files.first?.units.first)
        #expect(unit.id == "id " + text)
        #expect(unit.source == text)
        #expect(unit.target == text)
        #expect(unit.note == text)
        #expect(back.files.first?.original == "en.lproj/A \"b\".strings")
    }

    @Test("A control character XML 1.0 cannot carry is refused, naming the unit", arguments: ["\u{1B}", "\u{0}", "\u{FFFE}", "\u{0B}"])
    func unrepresentableCharacterIsRefused(character: String) {
        let document = XLIFFDocument(files: [XLIFFFile(
            original: "en.lproj/Localizable.strings", sourceLanguage: "en",
            units: [XLIFFUnit(id: "escape", source: "a" + character + "b")])])
        #expect {
            try XLIFFWriter.write(document)
        } throws: { error in
            guard let error = error as? XLIFFError else { return false }
            return error.code == .unrepresentableCharacter && error.message.contains("'escape'")
        }
    }
}

@Suite struct XLIFFExportShapeTests {
    @Test func everyTableOfEveryLprojIsAFileNamedAfterTheDevelopmentLanguage() throws {
        let tables = try XLIFFFixtures.tables("App")
        #expect(tables.tables.map(\.original) == [
            "Base.lproj/Main.strings", "en.lproj/InfoPlist.strings", "en.lproj/Localizable.strings",
            "en.lproj/Localizable.stringsdict", "en.lproj/Settings.strings",
        ])
        #expect(tables.locales.map(\.description) == ["de", "en", "fr"])
    }

    @Test func pluralVariantsUseXcodesIdsAndTheTargetLanguagesCategories() throws {
        let export = XLIFFExport(tables: try XLIFFFixtures.tables("App"), language: CatalogFixtures.tag("fr"))
        let plurals = try #require(export.document.files.first { $0.original.hasSuffix(".stringsdict") })
        #expect(plurals.units.prefix(4).map(\.id) == [
            "/files.count:dict/NSStringLocalizedFormatKey:dict/:string", "/files.count:dict/files:dict/one:dict/:string",
            "/files.count:dict/files:dict/many:dict/:string", "/files.count:dict/files:dict/other:dict/:string",
        ])
        #expect(plurals.units[2].source == "%ld files")  // French 'many' from English 'other'
        #expect(plurals.units[2].target == nil)
        #expect(plurals.units[3].target == "")  // <string/> is a translation, empty
    }

    @Test func stringCatalogUnitsUseXcodesIdsStatesAndComments() throws {
        let export = XLIFFExport(tables: try XLIFFFixtures.tables("Catalog/Localizable.xcstrings"), language: CatalogFixtures.tag("fr"))
        let units = try #require(export.document.files.first).units
        #expect(units.map(\.id) == [
            "Cancel", "Done", "items %lld|==|plural.one", "items %lld|==|plural.many", "items %lld|==|plural.other",
            "posts %lld", "posts %lld|==|substitutions.posts.plural.one", "posts %lld|==|substitutions.posts.plural.many",
            "posts %lld|==|substitutions.posts.plural.other", "Save \"%@\"",
        ])
        #expect(units[0].note == "Button that closes the sheet")
        #expect(units[0].state == "translated")
        #expect(units[2].state == "needs-review-translation")
        #expect(units[6].source == "%arg post")
        #expect(units[9].source == "Save “%@”")
    }

    @Test func notesComeFromTheCommentJustBeforeEachKey() throws {
        let export = XLIFFExport(tables: try XLIFFFixtures.tables("App"), language: CatalogFixtures.tag("fr"))
        let strings = try #require(export.document.files.first { $0.original == "en.lproj/Localizable.strings" })
        #expect(strings.units.map(\.note) == [
            "Title of the sign-in screen", "Shown under the password field", "Unquoted key and value",
            "Several lines:\n   kept as one note.", nil, nil, nil, nil,
        ])
    }
}
