import Foundation
import Testing
@testable import Localization

/// Every `.strings` file of the shared corpus must read to exactly the table Foundation's
/// `PropertyListSerialization` returned for it (`../shared/corpus/strings-expected/*.json`).
@Suite struct StringsCorpusTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let corpus = packageRoot.appendingPathComponent("../shared/corpus/strings").standardizedFileURL
    static let expected = packageRoot.appendingPathComponent("../shared/corpus/strings-expected").standardizedFileURL
    static let available = FileManager.default.fileExists(atPath: expected.path)

    static func corpusFiles() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: corpus.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".strings") }.sorted()
    }

    /// Whether our value equals the oracle's JSON rendering of Foundation's value.
    static func matches(_ value: StringsValue, _ json: Any) -> Bool {
        switch value {
        case .string(let string):
            return (json as? String).map { Array($0.unicodeScalars) == Array(string.unicodeScalars) } ?? false
        case .array(let elements):
            guard let array = json as? [Any], array.count == elements.count else { return false }
            return zip(elements, array).allSatisfy { matches($0, $1) }
        case .dictionary(let dictionary):
            guard let object = json as? [String: Any], object.count == dictionary.count else { return false }
            return dictionary.allSatisfy { key, value in object[key].map { matches(value, $0) } ?? false }
        case .data(let bytes):
            guard let object = json as? [String: Any], let hex = object["$data"] as? String else { return false }
            return hex == bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
        }
    }

    @Test(.enabled(if: available, "the shared corpus (../shared/corpus/strings) is not on this machine"))
    func readsEveryCorpusFileToFoundationsTable() throws {
        let files = Self.corpusFiles()
        #expect(files.count > 0)
        var checked = 0
        var entries = 0
        for relative in files {
            let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(relative)))
            let json = try Data(contentsOf: Self.expected.appendingPathComponent(relative + ".json"))
            let expected = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
            if expected["ok"] as? Bool == true {
                let file = try StringsFile(bytes: bytes, file: relative)
                #expect(Self.matches(file.root, expected["value"] as Any), "\(relative)")
                #expect(file.table.count == expected["count"] as? Int, "\(relative)")
                #expect(file.warnings.filter { $0.code == .silentTruncation }.isEmpty, "\(relative)")
                entries += file.entries.count
            } else {
                let error = stringsError(bytes)
                #expect(error?.appleMessage == expected["error"] as? String, "\(relative)")
            }
            checked += 1
        }
        print("StringsCorpusTests: checked \(checked) .strings files (\(entries) entries) against Foundation's tables")
        #expect(checked == files.count)
    }

    @Test(.enabled(if: available, "the shared corpus (../shared/corpus/strings) is not on this machine"))
    func keepsTheTranslatorsCommentsOfTheCorpus() throws {
        let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(
            "Automattic__simplenote-ios/en.lproj/Localizable.strings")))
        let file = try StringsFile(bytes: bytes)
        #expect(file.encoding == .utf16LE)
        #expect(file.entries.first?.key == "%d Result")
        #expect(file.entries.first?.comment == "Number of found search results")
        #expect(file.entries.allSatisfy { $0.comment != nil })
    }
}
