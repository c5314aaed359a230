extension PatternProgram {
    /// Whether the whole text matches the pattern.
    func matches(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { matches(utf8: $0) }
    }

    /// Whether the whole of `bytes` (UTF-8) matches the pattern.
    ///
    /// Every state the pattern can be in after each scalar is followed at once (Thompson's
    /// simulation), each state at most once per scalar: no input makes it go back, so
    /// `(a|a)*b` against 100,000 `a`s costs what any pattern of its size costs.
    /// - Complexity: O(n × m) for n scalars and m instructions (at most
    ///   ``PatternParser/maximumSize``); scratch memory O(m), on the stack when small.
    func matches(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = instructions.count
        return instructions.withUnsafeBufferPointer { program in
            sets.withUnsafeBufferPointer { sets in
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: 4 * count) { scratch in
                    var simulation = Simulation(program: program, sets: sets, scratch: scratch.baseAddress.unsafelyUnwrapped, count: count)
                    return simulation.run(bytes)
                }
            }
        }
    }
}

/// One run of a program: the states it is in (a list, and the list being built for the next
/// scalar), when each state was last added (so it is added once per step), and a stack for
/// following splits and jumps without recursion.
private struct Simulation {
    let program: UnsafeBufferPointer<PatternProgram.Instruction>
    let sets: UnsafeBufferPointer<ScalarSet>
    var current: UnsafeMutablePointer<Int32>
    var next: UnsafeMutablePointer<Int32>
    let marks: UnsafeMutablePointer<Int32>
    let stack: UnsafeMutablePointer<Int32>
    var currentCount = 0
    var nextCount = 0
    var step: Int32 = 0

    init(program: UnsafeBufferPointer<PatternProgram.Instruction>, sets: UnsafeBufferPointer<ScalarSet>, scratch: UnsafeMutablePointer<Int32>, count: Int) {
        self.program = program
        self.sets = sets
        current = scratch
        next = scratch + count
        marks = scratch + 2 * count
        stack = scratch + 3 * count
        marks.initialize(repeating: -1, count: count)
    }

    mutating func run(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        add(0)
        swap(&current, &next)
        currentCount = nextCount
        var index = 0
        let end = bytes.count
        while index < end {
            guard currentCount > 0 else { return false }
            // Decode one scalar (the text is valid UTF-8; a cut sequence ends the value).
            let lead = UInt32(bytes[index])
            var value: UInt32
            if lead < 0x80 {
                value = lead
                index += 1
            } else {
                let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                guard index + length <= end else { return false }
                value = lead & (0xFF >> UInt32(length + 1))
                for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                index += length
            }
            step &+= 1
            nextCount = 0
            for slot in 0..<currentCount {
                let state = Int(current[slot])
                let instruction = program[state]
                if instruction.operation == .take, sets[Int(instruction.first)].contains(value) { add(state + 1) }
            }
            swap(&current, &next)
            currentCount = nextCount
        }
        for slot in 0..<currentCount where program[Int(current[slot])].operation == .accept { return true }
        return false
    }

    /// Adds `state` and every state its splits and jumps lead to, to the next list.
    private mutating func add(_ state: Int) {
        guard marks[state] != step else { return }
        marks[state] = step
        var depth = 1
        stack[0] = Int32(state)
        while depth > 0 {
            depth -= 1
            let state = Int(stack[depth])
            let instruction = program[state]
            switch instruction.operation {
            case .take, .accept:
                next[nextCount] = Int32(state)
                nextCount += 1
            case .jump:
                push(Int(instruction.first), &depth)
            case .split:
                push(Int(instruction.second), &depth)
                push(Int(instruction.first), &depth)
            }
        }
    }

    @inline(__always)
    private func push(_ state: Int, _ depth: inout Int) {
        guard marks[state] != step else { return }
        marks[state] = step
        stack[depth] = Int32(state)
        depth += 1
    }
}
