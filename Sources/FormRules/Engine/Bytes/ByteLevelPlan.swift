/// What the byte-level path needs to know about a form, worked out once when it is compiled.
///
/// The byte-level path checks a submission straight from its JSON text: it finds each field's
/// value in the bytes and runs the same rules on them, without building a `FormValue` tree.
/// It covers the forms whose fields need no value made up (no defaults, no derived values) and
/// whose types check text, numbers and Booleans in place (everything but `dateTime` and
/// `height`), with at most ``maxMembersPerNode`` members per object; other forms have no plan
/// and always take the tree path.
final class ByteLevelPlan: @unchecked Sendable {
    /// Per node of the form's ``PathTree``: its members, their names, nodes and fields, in
    /// memory of the plan's own (freed in `deinit`), read by the scanner for every key.
    let members: ByteLevelMembers
    /// How many nodes the form's ``PathTree`` has (the root is 0).
    let nodeCount: Int
    /// Per node, the member names leading to it from the root (for unknown members' paths).
    let nodePaths: [[String]]
    /// The deepest object nesting a submission of the form has (the root object is 1).
    let depth: Int

    /// The most members a node may have for the form to have a plan: the scanner finds a key
    /// by comparing it with the members from the expected one onward, which costs the node's
    /// size for each key out of order; a larger object is read by the tree path, by hashing.
    static let maxMembersPerNode = 64

    init?(program: FormProgram, tree: PathTree) {
        guard program.readsBytes, tree.childNames.allSatisfy({ $0.count <= ByteLevelPlan.maxMembersPerNode }) else { return nil }
        members = ByteLevelMembers(tree: tree)
        nodeCount = tree.childNames.count
        var paths = Array(repeating: [String](), count: tree.childNames.count)
        for node in tree.childNames.indices {
            for (name, child) in zip(tree.childNames[node], tree.childNodes[node]) { paths[child] = paths[node] + [name] }
        }
        nodePaths = paths
        depth = zip(paths, tree.fieldOfNode).map { $1 < 0 ? $0.count + 1 : 1 }.max() ?? 1
    }

    deinit {
        members.deallocate()
    }
}
