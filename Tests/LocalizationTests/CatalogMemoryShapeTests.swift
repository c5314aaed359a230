import Foundation
import FormCore
import Testing
@testable import Localization

/// What a large table's memory was cut by keeps its behaviour: a file read to its exact size, a
/// text without `%` held without parsing or flattening, and one locale shared by a table.
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
        let loaded = catalog([
            ("en.lproj/Localizable.strings", "en", "\"key\" = \"\(c.development)\";"),
            ("ru.lproj/Localizable.strings", "ru", "\"key\" = \"\(c.translation)\";"),
        ])
        let russian = try #require(loaded.tables[CatalogFixtures.tag("ru")]?.messages["key"])
        let english = loaded.tables[CatalogFixtures.tag("en")]?.messages["key"]
        let rendition = russian.rendition(choice: [], development: english)
        #expect(rendition.findings.map(\.kind) == c.findings)
        #expect(rendition.verbatim == c.translation)
        // A text without `%` is its own one segment, and formats to itself.
        if !c.translation.contains("%") {
            #expect(russian.format.segments == [.literal(c.translation)])
            #expect(try SafeFormatter.format(russian.format, arguments: []).get() == c.translation)
        }
    }

    @Test func aTableSharesItsLocaleAmongItsMessages() throws {
        let loaded = catalog([
            ("ru.lproj/Localizable.strings", "ru", "\"a\" = \"А\";\n\"b\" = \"Б %@\";"),
            ("en.lproj/Localizable.strings", "en", "\"a\" = \"A\";\n\"b\" = \"B %@\";"),
        ])
        let table = try #require(loaded.tables[CatalogFixtures.tag("ru")])
        let a = try #require(table.messages["a"]), b = try #require(table.messages["b"])
        #expect(a.locale == CatalogFixtures.tag("ru") && b.locale == a.locale)
        #expect(a.sharedLocale === b.sharedLocale)
        #expect(FormatString("").segments.isEmpty)
    }
}
