import Foundation
import FormCore
import Testing
@testable import Localization

/// What a large table's memory was cut by keeps its behaviour: a file read to its exact size, a
/// text without `%` held without parsing or flattening, one locale shared by a table, a clean
/// text's rendition made again when asked for, and the table's order kept without its keys.
@Suite struct CatalogMemoryShapeTests {
    /// Empty, one byte, either side of 64 KiB (the step a file of unknown size grows by), and
    /// larger than a few such steps.
    @Test(arguments: [0, 1, 65_535, 65_536, 65_537, 300_001])
    func readsAFileWholeIntoAnArrayOfItsSize(_ size: Int) throws {
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
        let path = NSTemporaryDirectory() + "plain-read-\(UUID().uuidString).strings"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        guard case .success(let read) = PlainFileSystem.read(path) else {
            Issue.record("\(path) was not read")
            return
        }
        #expect(read == bytes)
        // Grown by appending, 300,001 bytes took a 512 KiB buffer; a page of slack is malloc's.
        #expect(read.capacity <= size + 4_096 + 64)
    }

    /// `/proc` files say they are empty and are not: the read grows until the end.
    @Test func readsAFileWhoseSizeIsNotKnownAhead() throws {
        let path = "/proc/self/status"
        guard FileManager.default.fileExists(atPath: path) else { return }
        guard case .success(let read) = PlainFileSystem.read(path) else {
            Issue.record("\(path) was not read")
            return
        }
        let text = String(decoding: read, as: UTF8.self)
        #expect(text.hasPrefix("Name:"))
        #expect(text.contains("\nPid:"))
        #expect(text.hasSuffix("\n"))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var development: String
        var translation: String
        var findings: [FormatFinding.Kind]
        var testDescription: String { "\(development) / \(translation)" }

        /// The Russian translation and the English text, each a table of its own catalog.
        func messages() throws -> (translation: CatalogMessage, development: CatalogMessage) {
            let loaded = catalog([
                ("en.lproj/Localizable.strings", "en", "\"key\" = \"\(development)\";"),
                ("ru.lproj/Localizable.strings", "ru", "\"key\" = \"\(translation)\";"),
            ])
            return (
                try #require(loaded.tables[CatalogFixtures.tag("ru")]?.messages["key"]),
                try #require(loaded.tables[CatalogFixtures.tag("en")]?.messages["key"]))
        }
    }

    static let cases: [Case] = [
        Case(development: "Sign in", translation: "Войти", findings: []),
        // A translation without `%` of a text with an argument, and the other way round.
        Case(development: "Hello, %@", translation: "Привет", findings: [.missingArgument(1)]),
        Case(development: "Sign in", translation: "Войти как %@", findings: [.extraArgument(1)]),
        Case(development: "100%% sure", translation: "Уверен", findings: []),
    ]

    @Test(arguments: cases)
    func aTextWithoutPercentIsComparedOnlyWhenItsDevelopmentTextHasOne(_ c: Case) throws {
        let (russian, english) = try c.messages()
        let rendition = russian.rendition(choice: [], development: english)
        #expect(rendition.findings.map(\.kind) == c.findings)
        #expect(rendition.verbatim == c.translation)
        // A text without `%` is its own one segment, and formats to itself.
        if !c.translation.contains("%") {
            #expect(russian.format.segments == [.literal(c.translation)])
            #expect(try SafeFormatter.format(russian.format, arguments: []).get() == c.translation)
        }
    }

    @Test func aFileSharesItsLocaleAndPathAmongItsMessages() throws {
        let loaded = catalog([
            ("ru.lproj/Localizable.strings", "ru", "\"a\" = \"А\";\n\"b\" = \"Б %@\";"),
            ("en.lproj/Localizable.strings", "en", "\"a\" = \"A\";\n\"b\" = \"B %@\";"),
        ])
        let table = try #require(loaded.tables[CatalogFixtures.tag("ru")])
        let a = try #require(table.messages["a"]), b = try #require(table.messages["b"])
        #expect(a.locale == CatalogFixtures.tag("ru") && b.locale == a.locale)
        #expect(a.origin === b.origin)
        #expect(FormatString("").segments.isEmpty)
    }

    /// Texts with a `%`, clean or not, beside a development text that fits them or not.
    static let renditionCases: [Case] = [
        Case(development: "Hello, %@", translation: "Привет, %@", findings: []),
        Case(development: "%1$@ has %2$ld files", translation: "%2$ld файлов у %1$@", findings: []),
        Case(development: "100%% of %@", translation: "100%% из %@", findings: []),
        Case(development: "Hello, %@", translation: "Привет, %d", findings: [.typeMismatch(1, expected: .object, found: .int32)]),
        Case(development: "Hello, %@", translation: "Привет, %@ и %@", findings: [.extraArgument(2)]),
        // An invalid specifier in the translation: an error of its own, kept with the message.
        Case(development: "Done: %@", translation: "Готово: %@ %", findings: [.invalidSpecifier(.incompleteSpecifier)]),
    ]

    /// A rendition not kept (no errors, no findings) is made again exactly as the one that was
    /// kept would have been; one with either is kept.
    @Test(arguments: renditionCases)
    func aCleanRenditionIsMadeAgainAsItWasKept(_ c: Case) throws {
        let (russian, english) = try c.messages()
        for (message, development) in [(russian, Optional(english)), (english, nil)] {
            var expected = MessageFlattener(format: message.format, variables: [], location: message.location).renditions().0[0]
            if let reference = development?.reference {
                expected.findings = CatalogMessage.compare(expected, with: reference, countedArguments: [])
            }
            let made = message.rendition(choice: [], development: development)
            #expect(made.format.text == expected.format.text && made.output.text == expected.output.text)
            #expect(made.verbatim == expected.verbatim)
            #expect(made.errors.map(\.code) == expected.errors.map(\.code))
            #expect(made.findings.map(\.kind) == expected.findings.map(\.kind))
            #expect(made.pieces.map { [$0.start, $0.end, $0.location?.line ?? -1] } == expected.pieces.map { [$0.start, $0.end, $0.location?.line ?? -1] })
            #expect(message.renditions.isEmpty == (expected.errors.isEmpty && expected.findings.isEmpty))
        }
        #expect(russian.rendition(choice: [], development: english).findings.map(\.kind) == c.findings)
    }

    /// A key written again keeps its first place and takes the last text, in one file, across a
    /// locale's files, from a `.stringsdict`, and when one catalog is laid over another.
    @Test func aRepeatedKeyKeepsItsFirstPlaceWithItsLastMessage() throws {
        let loaded = catalog([
            ("en.lproj/Localizable.strings", "en", "\"a\" = \"A1\";\n\"b\" = \"B\";\n\"a\" = \"A2\";\n\"c\" = \"C\";"),
            ("en.lproj/More.strings", "en", "\"d\" = \"D\";\n\"b\" = \"B2\";"),
            ("en.lproj/Localizable.stringsdict", "en", stringsDict([("c", "%#@n@", "n", "d", [("one", "one"), ("other", "many")])])),
        ])
        let table = try #require(loaded.tables[CatalogFixtures.tag("en")])
        #expect(table.keys == ["a", "b", "c", "d"])
        #expect(table.ordered.map(\.displayText) == ["A2", "B2", "many", "D"])
        #expect(table.ordered.map(\.key) == table.keys && table.count == 4)
        for message in table.ordered { #expect(table.messages[message.key]?.displayText == message.displayText) }

        let overlay = catalog([("en.lproj/Localizable.strings", "en", "\"e\" = \"E\";\n\"b\" = \"B3\";")])
        let layered = try #require(loaded.overlaid(by: overlay).tables[CatalogFixtures.tag("en")])
        #expect(layered.keys == ["a", "b", "c", "d", "e"])
        #expect(layered.ordered.map(\.displayText) == ["A2", "B3", "many", "D", "E"])
    }

    /// The location is kept in 32-bit numbers and the plural, state and translate flags apart:
    /// what is read back is what was given.
    @Test func aMessageGivesBackWhatItWasMadeWith() throws {
        let tag = CatalogFixtures.tag("en")
        let located = SourceLocation(file: "en.lproj/Localizable.strings", offset: 1_234_567, line: 40_000, column: 17)
        let plain = CatalogMessage(key: "k", locale: tag, format: FormatString("Text"), variables: [], source: .strings, location: located, comment: "Note")
        #expect(plain.location == located && plain.comment == "Note" && plain.source == .strings)
        #expect(plain.variables.isEmpty && plain.state == nil && plain.shouldTranslate)
        let unlocated = CatalogMessage(
            key: "k", locale: tag, format: FormatString("Text %@"), variables: [], source: .stringCatalog, location: nil, comment: nil,
            state: .needsReview, shouldTranslate: false)
        #expect(unlocated.location == nil && unlocated.comment == nil && unlocated.source == .stringCatalog)
        #expect(unlocated.state == .needsReview && !unlocated.shouldTranslate)
        let atTheStart = CatalogMessage(
            key: "k", locale: tag, format: FormatString("T"), variables: [], source: .strings,
            location: SourceLocation(file: nil, offset: 0, line: 0, column: 0), comment: nil)
        #expect(atTheStart.location == SourceLocation(file: nil, offset: 0, line: 0, column: 0))
    }

    /// A format string is its text: equal texts are equal formats, whatever was parsed.
    @Test(arguments: ["", "Plain", "%@ and %d", "100%%", "bad %"])
    func aFormatStringIsItsText(_ text: String) {
        let format = FormatString(text)
        #expect(format == FormatString(text) && format.hashValue == FormatString(text).hashValue)
        #expect(format != FormatString(text + "!"))
        #expect(format.isPlainText == !text.contains("%"))
        #expect(format.verbatimText == format.segments.map { segment -> String in
            switch segment {
            case .literal(let literal): literal
            case .specifier(let specifier): specifier.text
            case .invalid(_, let text): text
            }
        }.joined())
    }

    /// Tables with repeats (plain, and keys that differ only in Unicode normalization), one
    /// where Apple stops reading, and a file that is a single value.
    static let entriesOnlyTexts: [String] = [
        "\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";\n\"a\" = \"4\";",
        "\"caf\u{E9}\" = \"1\";\n\"cafe\u{301}\" = \"2\";",
        "\"a\" = \"1\";;\n\"b\" = \"2\";",
        "/* only a comment */",
        "(\"one\", \"two\")",
    ]

    /// A catalog reads entries as they come, in chunks, without the file's table: the same
    /// entries and warnings as the whole read (repeats are the catalog's to find), whatever the
    /// chunks' size (one entry, two, more than the file has).
    @Test(arguments: entriesOnlyTexts, [1, 2, 4_096])
    func readingEntriesInChunksFindsWhatTheWholeReadFinds(_ text: String, chunkSize: Int) throws {
        let bytes = Array(text.utf8)
        let whole = try StringsFile(bytes: bytes, file: "t.strings")
        var chunks: [[StringsEntry]] = []
        let read = try StringsFile.readEntries(of: bytes, file: "t.strings", chunkSize: chunkSize) { chunks.append($0) }
        #expect(chunks.flatMap { $0 } == whole.entries)
        #expect(chunks.dropLast().allSatisfy { $0.count == chunkSize })
        #expect(read.entries.isEmpty && read.duplicates.isEmpty && read.table.isEmpty)
        let expected = whole.warnings.filter { $0.code != .canonicallyEquivalentKeys }
        #expect(read.warnings == expected)
        #expect(read.isTable == whole.isTable)
        // What the whole read's table says is what the entries say, the last value winning.
        var fromEntries: [String: StringsValue] = [:]
        for entry in chunks.joined() { fromEntries[entry.key] = entry.value }
        #expect(fromEntries == whole.table)
    }

    /// A file that fails to read after a chunk was handed over: the catalog keeps none of it.
    @Test func aFileThatFailsAfterAChunkAddsNothing() {
        let entries = (0..<5_000).map { "\"k\($0)\" = \"v\";" }.joined(separator: "\n")
        let loaded = catalog([("en.lproj/Localizable.strings", "en", entries + "\n\"bad\" = \"unterminated")])
        #expect(loaded.tables[CatalogFixtures.tag("en")]?.count ?? 0 == 0)
        #expect(loaded.diagnostics.map(\.code) == [.unreadableFile])
    }
}
