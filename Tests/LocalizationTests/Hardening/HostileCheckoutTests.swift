import Foundation
import Testing
@testable import Localization

/// A checkout an attacker (or an accident) shaped: links that loop, FIFOs named like tables.
/// Walking and reading it must end, read what can be read, and say what cannot.
@Suite struct HostileCheckoutTests {
    /// A fresh folder holding an app with one translated table.
    private func checkout() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-checkout-\(UUID().uuidString)")
        for (locale, text) in [("en", "Open"), ("ru", "Открыть")] {
            let folder = root.appendingPathComponent("App/\(locale).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "\"open\" = \"\(text)\";\n".write(to: folder.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        }
        return root
    }

    /// Eight links to `.` in one folder, and one to `/`: the walk visits each folder once and
    /// follows no link out of the tree.
    @Test func walksPastLinksToItselfAndOutOfTheTree() throws {
        let root = try checkout()
        defer { try? FileManager.default.removeItem(at: root) }
        for number in 0..<8 {
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("loop\(number)").path, withDestinationPath: ".")
        }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("everything").path, withDestinationPath: "/")
        #expect(Catalog.catalogPaths(under: root.path) == [root.appendingPathComponent("App").path])
    }

    /// A FIFO named `Localizable.strings` is not opened for reading (which would wait for a
    /// writer forever): it is reported, and the other tables are read.
    @Test func reportsAFIFONamedLikeATable() throws {
        let root = try checkout()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("App/de.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(mkfifo(folder.appendingPathComponent("Localizable.strings").path, 0o600) == 0)
        let catalog = try Catalog(contentsOf: root.appendingPathComponent("App").path)
        let unreadable = catalog.diagnostics.filter { $0.code == .unreadableFile }
        #expect(unreadable.count == 1)
        #expect(unreadable.first?.message.contains("not a regular file") == true)
        #expect(catalog.message("open", locale: CatalogFixtures.tag("ru"))?.displayText == "Открыть")
    }

    /// Two tables linked to each other: each is reported as looping, and the run goes on.
    @Test func reportsTablesWhoseLinksLoop() throws {
        let root = try checkout()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("App/pl.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Localizable.strings").path, withDestinationPath: "Localizable.stringsdict")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Localizable.stringsdict").path, withDestinationPath: "Localizable.strings")
        let catalog = try Catalog(contentsOf: root.appendingPathComponent("App").path)
        let unreadable = catalog.diagnostics.filter { $0.code == .unreadableFile }
        #expect(unreadable.count == 2)
        #expect(unreadable.allSatisfy { $0.message.contains("symbolic links loop") })
        #expect(catalog.message("open", locale: CatalogFixtures.tag("ru"))?.displayText == "Открыть")
    }
}
