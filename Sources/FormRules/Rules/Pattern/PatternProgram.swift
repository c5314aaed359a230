/// A pattern compiled for matching: a Thompson NFA as a list of instructions (take a scalar of
/// a set, split, jump, accept), run by ``matches(utf8:)`` over all its states at once.
///
/// Made once per form and shared by every thread (immutable). Its size is bounded by the parser
/// (``PatternParser/maximumSize``), and so is the work per character of a value.
///
/// ```swift
/// let program = PatternProgram(try PatternParser.parse("[A-Z0-9]{6}"))
/// program.matches("JUMP26")   // true
/// program.matches("jump!!")   // false
/// ```
struct PatternProgram: Sendable {
    enum Operation: UInt8, Sendable {
        /// Takes one scalar of set `first` and goes on at the next instruction.
        case take
        /// Goes on at both `first` and `second`.
        case split
        /// Goes on at `first`.
        case jump
        /// The whole value matched.
        case accept
    }

    struct Instruction: Sendable {
        var operation: Operation
        var first: Int32
        var second: Int32
    }

    private(set) var instructions: [Instruction] = []
    /// The sets `take` instructions refer to, each once.
    private(set) var sets: [ScalarSet] = []
    private var setIndexes: [ScalarSet: Int32] = [:]

    init(_ node: PatternNode) {
        emit(node)
        instructions.append(Instruction(operation: .accept, first: 0, second: 0))
        setIndexes = [:]
    }

    // MARK: Compiling

    private mutating func emit(_ node: PatternNode) {
        switch node {
        case .scalars(let set):
            let index = setIndexes[set] ?? {
                sets.append(set)
                setIndexes[set] = Int32(sets.count - 1)
                return Int32(sets.count - 1)
            }()
            instructions.append(Instruction(operation: .take, first: index, second: 0))
        case .sequence(let parts):
            for part in parts { emit(part) }
        case .alternatives(let branches):
            // split next, other; branch; jump end: for every branch but the last.
            var jumps: [Int] = []
            for branch in branches.dropLast() {
                let split = append(.split)
                instructions[split].first = Int32(instructions.count)
                emit(branch)
                jumps.append(append(.jump))
                instructions[split].second = Int32(instructions.count)
            }
            if let last = branches.last { emit(last) }
            for jump in jumps { instructions[jump].first = Int32(instructions.count) }
        case .repetition(let inner, let minimum, let maximum):
            for _ in 0..<minimum { emit(inner) }
            if let maximum {
                // Each optional copy may be skipped to the end.
                var splits: [Int] = []
                for _ in minimum..<maximum {
                    let split = append(.split)
                    instructions[split].first = Int32(instructions.count)
                    splits.append(split)
                    emit(inner)
                }
                for split in splits { instructions[split].second = Int32(instructions.count) }
            } else {
                let loop = append(.split)
                instructions[loop].first = Int32(instructions.count)
                emit(inner)
                let back = append(.jump)
                instructions[back].first = Int32(loop)
                instructions[loop].second = Int32(instructions.count)
            }
        }
    }

    private mutating func append(_ operation: Operation) -> Int {
        instructions.append(Instruction(operation: operation, first: 0, second: 0))
        return instructions.count - 1
    }
}
