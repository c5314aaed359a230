import Foundation

/// Where the project's shared data lives: `../shared` beside the package, when it exists.
enum SharedCorpus {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let root: URL = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")

    static var isAvailable: Bool { FileManager.default.fileExists(atPath: root.path) }

    static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    /// Files in a folder of the shared corpus, sorted by name; empty when the corpus is absent.
    static func files(in relative: String) -> [URL] {
        let folder = url(relative)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.sorted().map { folder.appendingPathComponent($0) }
    }
}
