/// Where the repository's `Specs/` and `Web/package/` are when no option says (the messages are
/// compiled in).
///
/// The example lives at `Examples/backend/` of the repository, so its sources know the way up;
/// a binary copied elsewhere falls back to `Specs` and `Web/package` in the current directory.
struct RepositoryLayout: Sendable {
    var specs: String
    /// The engine as WebAssembly for the live form's page (`formrules.mjs`, and
    /// `formrules.wasm` once `Scripts/build-wasm.sh` has built it).
    var webPackage: String = "Web/package"

    /// The repository this source file was built from, if its `Specs/` is still there;
    /// otherwise the current directory's.
    static var current: RepositoryLayout {
        // Sources/formrules-backend/RepositoryLayout.swift → Examples/backend → repository root.
        var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(5)
        let root = components.joined(separator: "/")
        if !root.isEmpty, FileSystem.isDirectory(root + "/Specs") {
            return RepositoryLayout(specs: root + "/Specs", webPackage: root + "/Web/package")
        }
        return RepositoryLayout(specs: "Specs")
    }
}
