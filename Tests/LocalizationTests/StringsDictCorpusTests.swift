import Foundation
import Testing
@testable import Localization

/// The shared strings corpus and Foundation's parse of each file, when present beside the package.
enum PropertyListCorpus {
    /// `<package>/../shared/corpus`, from this file's path.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/corpus").standardizedFileURL

    static let strings = root.appendingPathComponent("strings")
    static let expected = root.appendingPathComponent("strings-expected")

    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: strings.path) && FileManager.default.fileExists(atPath: expected.path)
    }

    static let unavailableMessage: Comment = "corpus not found at ../shared/corpus/strings (and strings-expected); skipped"

    /// Relative paths of the corpus files with this extension, sorted.
    static func files(withExtension pathExtension: String) -> [String] {
        guard isAvailable, let enumerator = FileManager.default.enumerator(atPath: strings.path) else { return [] }
        var found: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix("." + pathExtension) { found.append(path) }
        }
        return found.sorted()
    }

    static func bytes(_ relativePath: String) throws -> [UInt8] {
        Array(try Data(contentsOf: strings.appendingPathComponent(relativePath)))
    }

    /// The `value` member of the expected JSON, as a tree.
    static func expectedValue(_ relativePath: String) throws -> ExpectedTree {
        let data = try Data(contentsOf: expected.appendingPathComponent(relativePath + ".json"))
        let object = try JSONSerialization.jsonObject(with: data)
        guard let document = object as? [String: Any], let value = document["value"] else {
            throw CorpusError(message: "no 'value' in the expected JSON of \(relativePath)")
        }
        return try ExpectedTree(value)
    }

    struct CorpusError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}

/// Plist or JSON data in the expected files' mapping: strings, objects, arrays, and tagged
/// leaves (`{"$number": "1"}`, `{"$bool": true}`...) kept as objects.
enum ExpectedTree: Equatable, CustomStringConvertible {
    case string(String)
    case number(String)
    case bool(Bool)
    case null
    case array([ExpectedTree])
    case object([String: ExpectedTree])

    init(_ any: Any) throws {
        switch any {
        case let text as String: self = .string(text)
        case let dictionary as [String: Any]: self = .object(try dictionary.mapValues(ExpectedTree.init))
        case let array as [Any]: self = .array(try array.map(ExpectedTree.init))
        case let number as NSNumber:
            // JSONSerialization gives booleans as NSNumber too; their Objective-C type is "c".
            if String(cString: number.objCType) == "c" { self = .bool(number.boolValue) } else { self = .number(number.stringValue) }
        case is NSNull: self = .null
        default: throw PropertyListCorpus.CorpusError(message: "unexpected JSON value \(any)")
        }
    }

    /// A property-list value in the oracle's mapping.
    init(_ value: PropertyListValue) {
        switch value {
        case .string(let text): self = .string(text)
        case .integer(let number): self = .object(["$number": .string(String(number))])
        case .real(let number): self = .object(["$number": .string(String(number))])
        case .bool(let flag): self = .object(["$bool": .bool(flag)])
        case .date(let date): self = .object(["$date": .string(date.description)])
        case .data(let bytes):
            let hex = bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
            self = .object(["$data": .string(hex)])
        case .array(let elements): self = .array(elements.map(ExpectedTree.init))
        case .dictionary(let dictionary):
            self = .object(Dictionary(dictionary.entries.map { ($0.key, ExpectedTree($0.value)) }, uniquingKeysWith: { $1 }))
        }
    }

    subscript(key: String) -> ExpectedTree? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    var objectValue: [String: ExpectedTree]? {
        if case .object(let members) = self { return members }
        return nil
    }

    var description: String {
        switch self {
        case .string(let text): return text.debugDescription
        case .number(let text): return text
        case .bool(let flag): return "\(flag)"
        case .null: return "null"
        case .array(let elements): return "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .object(let members): return "{" + members.keys.sorted().map { "\($0.debugDescription): \(members[$0]!)" }.joined(separator: ", ") + "}"
        }
    }

    /// The first place where two trees differ, as a path and both values, or `nil`.
    func firstDifference(from other: ExpectedTree, path: String = "") -> String? {
        switch (self, other) {
        case (.object(let mine), .object(let theirs)):
            for key in Set(mine.keys).union(theirs.keys).sorted() {
                guard let a = mine[key], let b = theirs[key] else {
                    return "\(path)[\(key.debugDescription)]: present in only one tree"
                }
                if let difference = a.firstDifference(from: b, path: path + "[\(key.debugDescription)]") { return difference }
            }
            return nil
        case (.array(let mine), .array(let theirs)):
            guard mine.count == theirs.count else { return "\(path): \(mine.count) vs \(theirs.count) elements" }
            for (index, pair) in zip(mine, theirs).enumerated() {
                if let difference = pair.0.firstDifference(from: pair.1, path: path + "[\(index)]") { return difference }
            }
            return nil
        default:
            return self == other ? nil : "\(path): \(self) vs \(other)"
        }
    }
}

@Suite(.enabled(if: PropertyListCorpus.isAvailable, PropertyListCorpus.unavailableMessage))
struct StringsDictCorpusTests {
    static let files = PropertyListCorpus.files(withExtension: "stringsdict")

    @Test func findsEveryStringsDictFileOfTheCorpus() {
        #expect(Self.files.count == 31)
    }

    @Test(arguments: files)
    func readsTheSameTreeAsFoundation(_ path: String) throws {
        let value = try PropertyListXML.parse(try PropertyListCorpus.bytes(path), file: path)
        let expected = try PropertyListCorpus.expectedValue(path)
        let ours = ExpectedTree(value)
        #expect(ours.firstDifference(from: expected) == nil)
        let identical = ours == expected
        #expect(identical)
        #expect(value.overriddenKeys.isEmpty)
    }

    @Test(arguments: files)
    func modelsEveryEntryAsFoundationReadIt(_ path: String) throws {
        let file = try StringsDictFile(bytes: try PropertyListCorpus.bytes(path), file: path)
        let expected = try #require(try PropertyListCorpus.expectedValue(path).objectValue)
        #expect(Set(file.keys) == Set(expected.keys))
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        for entry in file.entries {
            let expectedEntry = try #require(expected[entry.key]?.objectValue)
            #expect(expectedEntry[StringsDictEntry.formatKey] == entry.format.map(ExpectedTree.string))
            #expect(Set(entry.variables.map(\.name) + [StringsDictEntry.formatKey]) == Set(expectedEntry.keys))
            #expect(!entry.references.isEmpty)
            for variable in entry.variables {
                let definition = try #require(expectedEntry[variable.name]?.objectValue)
                #expect(definition[StringsDictVariable.specTypeKey] == variable.specType.map(ExpectedTree.string))
                #expect(definition[StringsDictVariable.valueTypeKey] == variable.valueType.map(ExpectedTree.string))
                var variants = definition
                variants[StringsDictVariable.specTypeKey] = nil
                variants[StringsDictVariable.valueTypeKey] = nil
                let ours = Dictionary(variable.variants.map { ($0.category, ExpectedTree.string($0.text)) }, uniquingKeysWith: { $1 })
                #expect(ours == variants, "\(entry.key).\(variable.name)")
                #expect(variable.variant(for: "other") != nil)
            }
        }
    }
}
