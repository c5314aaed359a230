/// Finds the values of a form's fields in one JSON text, checking the text as strictly as
/// `JSONReader` does.
///
/// It handles what submissions are made of: an object of strings, numbers, Booleans and nulls,
/// with objects where the form nests fields. Whatever else it meets (arrays, objects under
/// undeclared members, duplicate or escaped or non-ASCII keys, a limit reached, anything that
/// is not JSON) ends the scan with ``Fallback``: the submission then takes the tree path, which
/// gives the same verdict with the reader's exact error where there is one.
///
/// The scanner runs once per submission, so it holds nothing that is reference counted: the
/// plan's member tables are plain memory, and the storage is referenced `unowned(unsafe)`.
struct ByteLevelScanner {
    struct Fallback: Error {}

    /// The most undeclared keys one object may have on this path (see `noteUnknown`).
    static let maxUnknownKeysPerObject = 32

    let input: UnsafeBufferPointer<UInt8>
    /// The plan's members (plain pointers into memory the plan owns).
    let members: ByteLevelMembers
    let depth: Int
    let limits: JSONReader.Limits
    /// Field values, by field index.
    let values: UnsafeMutableBufferPointer<RawValue>
    /// Whether each node's object was seen (a second one is a duplicate key).
    let seenNodes: UnsafeMutableBufferPointer<Bool>
    /// The arena of unescaped strings, the undeclared keys of the objects being read (to find
    /// duplicates among them) and, when they are reported, every undeclared member.
    ///
    /// `unowned(unsafe)`, so that a scan retains and releases nothing: the validator that
    /// creates the scanner holds the storage (and the plan) for as long as the scanner lives.
    unowned(unsafe) let storage: EvaluationStorage
    let recordsUnknown: Bool
    private var valueCount = 0
    /// How many entries of `storage.unknownKeys` belong to the objects being read (the array
    /// keeps older entries as capacity; they are overwritten).
    private var unknownCount = 0

    init(
        input: UnsafeBufferPointer<UInt8>, plan: ByteLevelPlan, limits: JSONReader.Limits,
        storage: EvaluationStorage, recordsUnknown: Bool
    ) {
        self.input = input
        members = plan.members
        depth = plan.depth
        self.limits = limits
        values = storage.submitted
        seenNodes = storage.seenNodes
        self.storage = storage
        self.recordsUnknown = recordsUnknown
        if recordsUnknown { storage.unknownMembers.pointee.removeAll(keepingCapacity: true) }
    }

    /// Scans the whole text: one object, white space around it.
    mutating func scan() throws(Fallback) {
        guard input.count <= limits.maxDocumentBytes, limits.maxDepth > depth else { throw Fallback() }
        var index = input.skippingWhitespace(from: 0)
        guard index < input.count, input[index] == UInt8(ascii: "{") else { throw Fallback() }
        index = try scanObject(node: 0, at: index)
        guard input.skippingWhitespace(from: index) == input.count else { throw Fallback() }
    }

    private mutating func scanObject(node: Int, at open: Int) throws(Fallback) -> Int {
        try count()
        let unknownBase = unknownCount
        let endMember = members.firstMember[node + 1]
        var index = input.skippingWhitespace(from: open &+ 1)
        if index < input.count, input[index] == UInt8(ascii: "}") { return index &+ 1 }
        // The member expected next: submissions mostly follow the spec's order.
        var expected = members.firstMember[node]
        while true {
            guard index < input.count, input[index] == UInt8(ascii: "\"") else { throw Fallback() }
            var member = expected
            var keyEnd = expected < endMember ? members.keyEnd(ofMember: expected, at: index &+ 1, in: input) : -1
            if keyEnd < 0 {
                (member, keyEnd) = try lookUpKey(at: index, in: node, after: expected, unknownBase: unknownBase)
            } else if keyEnd &- index &- 2 > limits.maxStringBytes {
                throw Fallback()
            }
            index = keyEnd
            if index < input.count, input[index] == UInt8(ascii: ":") {
                index &+= 1
            } else {
                index = input.skippingWhitespace(from: index)
                guard index < input.count, input[index] == UInt8(ascii: ":") else { throw Fallback() }
                index &+= 1
            }
            index = input.skippingWhitespace(from: index)
            guard index < input.count else { throw Fallback() }
            if member >= 0 {
                expected = member &+ 1
                let field = members.members[member].field
                if field >= 0 {
                    guard values[field].isAbsent else { throw Fallback() }
                    index = try scanValue(at: index, into: field)
                } else {
                    let child = members.members[member].child
                    guard input[index] == UInt8(ascii: "{"), !seenNodes[child] else { throw Fallback() }
                    seenNodes[child] = true
                    index = try scanObject(node: child, at: index)
                }
            } else {
                index = try skipScalar(at: index)
            }
            index = input.skippingWhitespace(from: index)
            guard index < input.count else { throw Fallback() }
            if input[index] == UInt8(ascii: ",") {
                index = input.skippingWhitespace(from: index &+ 1)
            } else if input[index] == UInt8(ascii: "}") {
                unknownCount = unknownBase
                return index &+ 1
            } else {
                throw Fallback()
            }
        }
    }

    /// The member (-1 for an undeclared one) of a key that is not the one expected, and the
    /// index after the key's closing quote. Mostly an optional member was left out, so the
    /// next two are tried first; then the key is read, and looked up. Keys are plain ASCII
    /// without escapes, or the submission takes the tree path.
    @inline(never)
    private mutating func lookUpKey(at quote: Int, in node: Int, after expected: Int, unknownBase: Int) throws(Fallback) -> (Int, Int) {
        let start = quote &+ 1
        let endMember = members.firstMember[node + 1]
        var candidate = expected &+ 1
        while candidate < endMember, candidate <= expected &+ 2 {
            let keyEnd = members.keyEnd(ofMember: candidate, at: start, in: input)
            if keyEnd >= 0 {
                guard keyEnd &- start &- 1 <= limits.maxStringBytes else { throw Fallback() }
                return (candidate, keyEnd)
            }
            candidate &+= 1
        }
        let end = input.plainRun(from: start, to: input.count)
        guard end < input.count, input[end] == UInt8(ascii: "\""), end &- start <= limits.maxStringBytes else { throw Fallback() }
        let key = UnsafeBufferPointer(rebasing: input[start..<end])
        if let member = members.member(named: key, in: node, from: expected) { return (member, end &+ 1) }
        try noteUnknown(start..<end, in: node, since: unknownBase)
        return (-1, end &+ 1)
    }

    /// Remembers an undeclared key of the object being read (whose first undeclared key is at
    /// `base`), throwing on a duplicate.
    private mutating func noteUnknown(_ key: Range<Int>, in node: Int, since base: Int) throws(Fallback) {
        // Each key is compared with the object's earlier undeclared ones: past a few, the tree
        // path (whose reader finds duplicates by hashing) is cheaper, and keeps this linear.
        guard unknownCount &- base < ByteLevelScanner.maxUnknownKeysPerObject else { throw Fallback() }
        let keyBytes = UnsafeBufferPointer(rebasing: input[key])
        for earlier in storage.unknownKeys.pointee[base..<unknownCount] where earlier.count == key.count {
            if UnsafeBufferPointer(rebasing: input[earlier.start..<(earlier.start + earlier.count)]).hasSameBytes(as: keyBytes) {
                throw Fallback()
            }
        }
        if unknownCount < storage.unknownKeys.pointee.count {
            storage.unknownKeys.pointee[unknownCount] = (key.lowerBound, key.count)
        } else {
            storage.unknownKeys.pointee.append((key.lowerBound, key.count))
        }
        unknownCount += 1
        if recordsUnknown { storage.unknownMembers.pointee.append((node, key.lowerBound, key.count)) }
    }

    /// Reads a declared member's value. Plain ASCII strings without escapes, most values, are
    /// read inline; everything else in `scanOtherValue`.
    @inline(__always)
    private mutating func scanValue(at index: Int, into field: Int) throws(Fallback) -> Int {
        if input[index] == UInt8(ascii: "\"") {
            try count()
            let start = index &+ 1
            let end = input.plainRun(from: start, to: input.count)
            if end < input.count, input[end] == UInt8(ascii: "\""), end &- start <= limits.maxStringBytes {
                values[field] = RawValue(kind: .string, start: start, count: end &- start)
                return end &+ 1
            }
            let (value, after) = try scanString(at: index)
            values[field] = value
            return after
        }
        return try scanOtherValue(at: index, into: field)
    }

    @inline(never)
    private mutating func scanOtherValue(at index: Int, into field: Int) throws(Fallback) -> Int {
        try count()
        switch input[index] {
        case UInt8(ascii: "t"):
            values[field].kind = .trueValue
            return try literal("true", at: index)
        case UInt8(ascii: "f"):
            values[field].kind = .falseValue
            return try literal("false", at: index)
        case UInt8(ascii: "n"):
            values[field].kind = .null
            return try literal("null", at: index)
        default:
            guard case .number(let end) = JSONNumberScanner.scan(input, from: index) else { throw Fallback() }
            values[field] = RawValue(kind: .number, start: index, count: end - index)
            return end
        }
    }

    /// Skips the scalar value of an undeclared member.
    private mutating func skipScalar(at index: Int) throws(Fallback) -> Int {
        try count()
        switch input[index] {
        case UInt8(ascii: "\""):
            let arenaCount = storage.arena.pointee.count
            let (_, end) = try scanString(at: index)
            // Only checked: what an unescaped value left in the arena is not needed.
            if storage.arena.pointee.count > arenaCount { storage.arena.pointee.removeSubrange(arenaCount...) }
            return end
        case UInt8(ascii: "t"): return try literal("true", at: index)
        case UInt8(ascii: "f"): return try literal("false", at: index)
        case UInt8(ascii: "n"): return try literal("null", at: index)
        default:
            guard case .number(let end) = JSONNumberScanner.scan(input, from: index) else { throw Fallback() }
            return end
        }
    }

    /// The string whose opening quote is at `quote`, checking its UTF-8, control characters
    /// and escapes, and the index after its closing quote. A string with escapes is unescaped
    /// into the arena.
    ///
    /// `mutating`, like the other helpers that read `self`: a non-mutating call from a
    /// mutating one copies the whole scanner first.
    @inline(never)
    private mutating func scanString(at quote: Int) throws(Fallback) -> (RawValue, Int) {
        let start = quote + 1
        var index = start
        var isASCII = true
        let end = input.count
        while true {
            index = input.plainRun(from: index, to: end)
            guard index < end else { throw Fallback() }
            let byte = input[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") { return try unescape(from: quote) }
            if byte < 0x20 { throw Fallback() }
            guard case .valid(let length) = UTF8Sequence.check(input, at: index) else { throw Fallback() }
            isASCII = false
            index += length
        }
        guard index - start <= limits.maxStringBytes else { throw Fallback() }
        return (RawValue(kind: .string, inArena: false, hasNonASCII: !isASCII, start: start, count: index - start), index + 1)
    }

    /// Reads the string at `quote`, which has escapes, into the arena.
    private mutating func unescape(from quote: Int) throws(Fallback) -> (RawValue, Int) {
        let start = storage.arena.pointee.count
        let read = try ByteLevelUnescaper.read(input, quote: quote, into: &storage.arena.pointee, maxStringBytes: limits.maxStringBytes)
        let value = RawValue(kind: .string, inArena: true, hasNonASCII: read.hasNonASCII, start: start, count: storage.arena.pointee.count - start)
        return (value, read.end)
    }

    @inline(__always)
    private func literal(_ word: StaticString, at index: Int) throws(Fallback) -> Int {
        let length = word.utf8CodeUnitCount
        guard input.count - index >= length, let base = input.baseAddress else { throw Fallback() }
        // The first four bytes as one word; "false" has one more.
        let text = UnsafeRawPointer(base + index)
        let expected = UnsafeRawPointer(word.utf8Start)
        guard text.loadUnaligned(as: UInt32.self) == expected.loadUnaligned(as: UInt32.self),
              length == 4 || text.load(fromByteOffset: 4, as: UInt8.self) == expected.load(fromByteOffset: 4, as: UInt8.self)
        else { throw Fallback() }
        return index + length
    }

    @inline(__always)
    private mutating func count() throws(Fallback) {
        valueCount += 1
        if valueCount > limits.maxValues { throw Fallback() }
    }
}
