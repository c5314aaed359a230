import Localization
import FormRules

/// The message keys of every spec in a folder (or of one spec file).
enum SpecKeys {
    static func collect(_ path: String, io: CommandIO) throws(CommandError) -> Set<String> {
        var files: [String] = []
        if let names = PlainFileSystem.contents(of: path) {
            files = names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") && !$0.hasPrefix(".") }
                .map { path.hasSuffix("/") ? path + $0 : path + "/" + $0 }
        } else {
            files = [path]
        }
        var keys: Set<String> = []
        for file in files {
            do {
                keys.formUnion(try FormSpec.load(contentsOf: file).messageKeys)
            } catch {
                throw .reporting(error, reading: file, io: io)
            }
        }
        return keys
    }
}
