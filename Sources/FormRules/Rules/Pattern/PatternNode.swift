/// A pattern as parsed: what the compiler turns into a ``PatternProgram`` and the schema export
/// writes back as a regular expression. Groups leave no trace (nothing is captured), and a
/// literal is a set of one scalar.
indirect enum PatternNode: Sendable, Hashable {
    /// One scalar of the set.
    case scalars(ScalarSet)
    /// Each part in turn; empty matches the empty text.
    case sequence([PatternNode])
    /// Any one of the branches (`a|b`).
    case alternatives([PatternNode])
    /// The node at least `minimum` and at most `maximum` times (nil: no limit).
    case repetition(PatternNode, minimum: Int, maximum: Int?)

    /// The empty pattern (`()`, or an empty branch of `a|`).
    static let empty = PatternNode.sequence([])

    /// How many instructions ``PatternProgram`` gives this node: what a pattern costs per
    /// scalar of the value, and what ``PatternParser/maximumSize`` bounds.
    var size: Int {
        switch self {
        case .scalars: 1
        case .sequence(let parts): parts.reduce(0) { $0 + $1.size }
        case .alternatives(let branches): branches.reduce(0) { $0 + $1.size } + 2 * (branches.count - 1)
        case .repetition(let node, let minimum, let maximum):
            Self.repeatedSize(node.size, minimum: minimum, maximum: maximum)
        }
    }

    /// The size of a node of `size` instructions repeated: each required copy as is, each
    /// optional one behind a split, an unbounded tail as a loop (split, node, jump).
    static func repeatedSize(_ size: Int, minimum: Int, maximum: Int?) -> Int {
        // Counts are at most 1,000 and a node at most 10,000 instructions (the parser's
        // limits), so this cannot overflow.
        guard let maximum else { return size * minimum + size + 2 }
        return size * minimum + (size + 1) * (maximum - minimum)
    }
}
