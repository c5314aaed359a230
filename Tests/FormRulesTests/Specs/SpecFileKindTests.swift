import Foundation
import Testing
@testable import FormRules

/// A spec is read from a regular file: a FIFO named like a spec is refused at once with what it
/// is, never opened (opening one waits for a writer, which hung a backend's start-up).
@Suite struct SpecFileKindTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("spec-kinds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aFIFONamedLikeASpecIsRefusedWithoutWaitingForAWriter() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("login.json").path
        try #require(mkfifo(path, 0o600) == 0)
        for load in [
            { _ = try FormSpec.load(contentsOf: path) },
            { _ = try CompiledForm(contentsOf: path) },
            { _ = try FormSpec.lint(contentsOf: path) },
        ] as [() throws -> Void] {
            let error = try #require(throws: InputError.self) { try load() }
            #expect(error.code == .notRegularFile)
            #expect(error.description == "\(path): is not a regular file (a FIFO, a socket or a device): a spec is read from a file")
        }
    }

    @Test func aRegularFileAMissingOneAndAFolderAreReadOrNamedAsBefore() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("f.json").path
        try Data(#"{"form": "f", "fields": [{"name": "a", "type": "text"}]}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(try CompiledForm(contentsOf: path).spec.fields.map(\.name) == ["a"])
        #expect((try #require(throws: InputError.self) { try FormSpec.load(contentsOf: path + ".missing") }).code == .notFound)
        #expect((try #require(throws: InputError.self) { try FormSpec.load(contentsOf: folder.path) }).code == .isDirectory)
    }
}
