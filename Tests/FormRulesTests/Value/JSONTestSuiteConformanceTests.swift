import Foundation
import Testing
@testable import FormRules

/// JSONTestSuite is the referee: `y_` accepted, `n_` rejected, `i_` answered either way.
@Suite(.enabled(if: SharedCorpus.isAvailable, "../shared/corpus/json is absent"))
struct JSONTestSuiteConformanceTests {
    static let files = SharedCorpus.files(in: "corpus/json/JSONTestSuite").filter { $0.pathExtension == "json" }

    static let duplicateKeyFiles: Set<String> = ["y_object_duplicated_key.json", "y_object_duplicated_key_and_value.json"]

    @Test func acceptsEveryValidDocumentWhenDuplicateKeysAreAllowed() throws {
        let valid = Self.files.filter { $0.lastPathComponent.hasPrefix("y_") }
        #expect(valid.count >= 95)
        let rfcReader = JSONReader(limits: .init(duplicateKeys: .keepLast))
        for file in valid {
            let bytes = try [UInt8](Data(contentsOf: file))
            #expect(throws: Never.self, "\(file.lastPathComponent)") { try rfcReader.read(bytes) }
        }
    }

    /// The strict default differs from JSONTestSuite only on duplicate keys, by design.
    @Test func acceptsEveryValidDocumentButDuplicateKeysByDefault() throws {
        let valid = Self.files.filter { $0.lastPathComponent.hasPrefix("y_") }
        for file in valid {
            let bytes = try [UInt8](Data(contentsOf: file))
            let name = file.lastPathComponent
            if Self.duplicateKeyFiles.contains(name) {
                #expect(throws: JSONReadError.self, "\(name)") { try JSONReader().read(bytes) }
                do { _ = try JSONReader().read(bytes) } catch { #expect(error.code == .duplicateKey) }
            } else {
                #expect(throws: Never.self, "\(name)") { try JSONReader().read(bytes) }
            }
        }
    }

    @Test func rejectsEveryInvalidDocumentWithALocatedError() throws {
        let invalid = Self.files.filter { $0.lastPathComponent.hasPrefix("n_") }
        #expect(invalid.count >= 188)
        for file in invalid {
            let bytes = try [UInt8](Data(contentsOf: file))
            do {
                let value = try JSONReader().read(bytes, file: file.lastPathComponent)
                Issue.record("\(file.lastPathComponent) was accepted as \(value)")
            } catch {
                #expect(error.location.line >= 1 && error.location.column >= 1)
                #expect(error.location.offset <= bytes.count)
                #expect(!error.message.isEmpty)
            }
        }
    }

    /// Pins the documented choice for each implementation-defined case.
    @Test func answersImplementationDefinedCasesAsDocumented() throws {
        let open = Self.files.filter { $0.lastPathComponent.hasPrefix("i_") }
        #expect(open.count >= 35)
        for file in open {
            let name = file.lastPathComponent
            let bytes = try [UInt8](Data(contentsOf: file))
            let result = Result { () throws(JSONReadError) in try JSONReader().read(bytes) }
            switch result {
            case .success(let value):
                // Only numbers (kept exactly) and nesting within the limit are accepted.
                #expect(name.hasPrefix("i_number_") || name.hasPrefix("i_structure_500_nested"), "\(name) accepted")
                if name.hasPrefix("i_number_"), let number = value.array?.first?.number {
                    let text = String(decoding: bytes, as: UTF8.self)
                    #expect(text.contains(number.literal), "\(name) literal not kept")
                }
            case .failure(let error):
                #expect(!name.hasPrefix("i_number_"), "\(name) rejected: \(error.summary)")
                let expected: Set<JSONReadError.Code> = [.invalidUTF8, .loneSurrogate, .byteOrderMark, .tooDeeplyNested, .unexpectedCharacter]
                #expect(expected.contains(error.code), "\(name): \(error.code)")
            }
        }
    }
}
