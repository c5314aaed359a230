import Localization

/// Spec paths from the command line: folders stand for the specs in them.
enum SpecPaths {
    static func expand(_ paths: [String]) -> [String] {
        paths.flatMap { path -> [String] in
            guard let names = PlainFileSystem.contents(of: path) else { return [path] }
            return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted().map { path + "/" + $0 }
        }
    }
}
