import Foundation
@testable import FormRules

/// The repository's own specs and examples, read from the package root (found from `#filePath` by `SharedCorpus`).
enum ProjectFiles {
    static var packageRoot: URL { SharedCorpus.packageRoot }

    /// The full path of a file of the package.
    static func path(_ relative: String) -> String {
        packageRoot.appendingPathComponent(relative).path
    }

    static func bytes(_ relative: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: packageRoot.appendingPathComponent(relative)))
    }

    /// Names in a folder of the package, sorted; empty when the folder is absent.
    static func names(in relative: String) -> [String] {
        let folder = packageRoot.appendingPathComponent(relative).path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// The stems of `Specs/*.json`, the schema excluded.
    static var specNames: [String] {
        names(in: "Specs").filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.map { String($0.dropLast(5)) }
    }

    static func spec(_ form: String) throws -> FormSpec {
        // By its full path: the files a spec names are found from it, wherever the tests run.
        try FormSpec.load(contentsOf: path("Specs/\(form).json"))
    }

    static func json(_ relative: String) throws -> FormValue {
        try JSONReader().read(bytes(relative), file: relative)
    }
}
