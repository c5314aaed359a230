import Foundation
import Localization

/// Paths of the catalog fixtures (`Tests/Fixtures/Catalog`), from this file's path.
enum CatalogFixtures {
    static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Catalog").standardizedFileURL.path

    static func path(_ relative: String) -> String { root + "/" + relative }

    /// A tag from a literal the test knows is valid.
    static func tag(_ text: String) -> LanguageTag {
        do { return try LanguageTag(text) } catch { fatalError("test tag '\(text)' is invalid: \(error)") }
    }

    /// The shared corpus beside the package, if present.
    static let corpus: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/corpus/strings").standardizedFileURL.path

    static var corpusIsAvailable: Bool { FileManager.default.fileExists(atPath: corpus) }
}

/// A catalog from in-memory files: `(path, locale or nil, text)`.
func catalog(_ files: [(String, String?, String)], developmentLanguage: String? = nil) -> Catalog {
    Catalog(
        files: files.map { path, locale, text in
            CatalogFile(
                path: path, locale: locale.map(CatalogFixtures.tag), kind: CatalogFile.Kind(fileName: path) ?? .strings,
                bytes: Array(text.utf8))
        },
        developmentLanguage: developmentLanguage.map(CatalogFixtures.tag))
}

/// A `.stringsdict` with one plural entry per `(key, format, variable, value type, variants)`.
func stringsDict(_ entries: [(String, String, String, String, [(String, String)])]) -> String {
    var out = "<plist version=\"1.0\"><dict>"
    for (key, format, variable, valueType, variants) in entries {
        out += "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>\(format)</string>"
        out += "<key>\(variable)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
        out += "<key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>"
        for (category, text) in variants { out += "<key>\(category)</key><string>\(text)</string>" }
        out += "</dict></dict>"
    }
    return out + "</dict></plist>"
}
