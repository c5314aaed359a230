import Foundation
import Testing
@testable import Localization

/// One catalog, shared by many tasks rendering at once (as a backend does): every task sees
/// exactly what a serial run sees. Run under the thread sanitizer in CI.
@Suite struct CatalogConcurrencyTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources").path

    @Test func rendersTheSameFromManyTasksAsSerially() async throws {
        let catalog = try Catalog(contentsOf: Self.resources)
        let locales = try ["en", "ru", "pl", "ru-RU", "pl-PL", "de"].map { try LanguageTag($0) }
        let work: [(String, LanguageTag, [FormatArgument])] = locales.flatMap { locale in
            [("rule.maxLength", locale, [.string("Name"), .int(21)]), ("rule.required", locale, [.string("Email")]),
             ("problem.detail", locale, [.int(5)]), ("rule.minimumAge", locale, [.string("Birthday"), .int(1)])]
        }
        let serial = work.map { catalog.render($0.0, locale: $0.1, arguments: $0.2).text }
        let results = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<16 {
                group.addTask {
                    var texts: [String] = []
                    for _ in 0..<200 { texts = work.map { catalog.render($0.0, locale: $0.1, arguments: $0.2).text } }
                    return texts
                }
            }
            var all: [[String]] = []
            for await texts in group { all.append(texts) }
            return all
        }
        #expect(results.count == 16)
        #expect(results.allSatisfy { $0 == serial })
        #expect(serial.contains { $0.contains("21") })
    }
}
