/// Where the repository's `Specs/` is when no option says (the messages are compiled in).
///
/// The example lives at `Examples/backend/` of the repository, so its sources know the way up;
/// a binary copied elsewhere falls back to `Specs` in the current directory.
struct RepositoryLayout: Sendable {
    var specs: String

    /// The repository this source file was built from, if its `Specs/` is still there;
    /// otherwise `Specs` relative to the current directory.
    static var current: RepositoryLayout {
        // Sources/formrules-backend/RepositoryLayout.swift → Examples/backend → repository root.
        var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(5)
        let root = components.joined(separator: "/")
        if !root.isEmpty, FileSystem.isDirectory(root + "/Specs") {
            return RepositoryLayout(specs: root + "/Specs")
        }
        return RepositoryLayout(specs: "Specs")
    }
}
