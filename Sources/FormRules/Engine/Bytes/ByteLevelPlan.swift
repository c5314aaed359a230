/// What the byte-level path needs to know about a form, worked out once when it is compiled.
///
/// The byte-level path checks a submission straight from its JSON text: it finds each field's
/// value in the bytes and runs the same rules on them, without building a ``FormValue`` tree.
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
    /// Per field: whether another rule reads its value (conditions, `equals`, `const`, the
    /// country and region of other fields). When normalizing would change such a value, the
    /// submission takes the tree path, which carries normalized values.
    let isRead: [Bool]
    /// The deepest object nesting a submission of the form has (the root object is 1).
    let depth: Int
    /// Per field, its checks as plain values, in memory of the plan's own (immutable after
    /// `init`, hence `@unchecked Sendable`): the evaluation reads single members of a step
    /// through it, where reading an array element copies the whole step.
    let steps: UnsafeMutableBufferPointer<ByteLevelStep>
    /// The rules of `choice` and `country` fields, and the catalogs of `region` fields, that
    /// steps refer to.
    let choices: [ChoiceRule]
    let catalogs: [RegionCatalog]
    /// The form's fields, evaluation order and groups (``CompiledForm``'s).
    let fields: [CompiledField]
    let order: [Int]
    let groups: [CompiledGroup]
    let issues: ByteLevelIssues

    /// The most members a node may have for the form to have a plan: the scanner finds a key
    /// by comparing it with the members from the expected one onward, which costs the node's
    /// size for each key out of order; a larger object is read by the tree path, by hashing.
    static let maxMembersPerNode = 64

    init?(fields: [CompiledField], tree: PathTree, order: [Int], groups: [CompiledGroup]) {
        guard tree.childNames.allSatisfy({ $0.count <= ByteLevelPlan.maxMembersPerNode }) else { return nil }
        var steps: [ByteLevelStep] = []
        var choices: [ChoiceRule] = []
        var catalogs: [RegionCatalog] = []
        for field in fields {
            guard field.derived == nil, !field.hasDefault,
                  let step = ByteLevelStep(field, choices: &choices, catalogs: &catalogs) else { return nil }
            steps.append(step)
        }
        self.steps = .allocate(capacity: steps.count)
        _ = self.steps.initialize(from: steps)
        self.choices = choices
        self.catalogs = catalogs
        members = ByteLevelMembers(tree: tree)
        nodeCount = tree.childNames.count
        var paths = Array(repeating: [String](), count: tree.childNames.count)
        for node in tree.childNames.indices {
            for (name, child) in zip(tree.childNames[node], tree.childNodes[node]) { paths[child] = paths[node] + [name] }
        }
        nodePaths = paths
        depth = zip(paths, tree.fieldOfNode).map { $1 < 0 ? $0.count + 1 : 1 }.max() ?? 1
        var read = Array(repeating: false, count: fields.count)
        for field in fields {
            for index in field.availabilityInputs + (field.requiredIf?.fieldIndexes ?? []) { read[index] = true }
            if let other = field.equals {
                read[other] = true
                read[field.index] = true
            }
            if field.const != nil { read[field.index] = true }
        }
        isRead = read
        self.fields = fields
        issues = ByteLevelIssues(fields: fields)
        self.order = order
        self.groups = groups
    }

    deinit {
        steps.deallocate()
        members.deallocate()
    }
}
