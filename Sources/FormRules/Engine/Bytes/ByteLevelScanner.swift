/// Finds the values of a form's fields in one JSON text, checking the text as strictly as
/// ``JSONReader`` does.
///
/// It handles what submissions are made of: an object of strings, numbers, Booleans and nulls,
/// with objects where the form nests fields. Whatever else it meets (arrays, objects under
/// undeclared members, duplicate or escaped or non-ASCII keys, a limit reached, anything that
/// is not JSON) ends the scan with ``Fallback``: the submission then takes the tree path, which
/// gives the same verdict with the reader's exact error where there is one.
struct ByteLevelScanner {
    struct Fallback: Error {}

    let input: UnsafeBufferPointer<UInt8>
    let plan: ByteLevelPlan
    let limits: JSONReader.Limits
    /// Field values, by field index.
    let values: UnsafeMutableBufferPointer<RawValue>
    /// Whether each node's object was seen (a second one is a duplicate key).
    let seenNodes: UnsafeMutableBufferPointer<Bool>
    /// Unescaped strings.
    var arena: [UInt8]
    /// Undeclared members of the objects being read (start and length of their keys), to find
    /// duplicates among them; and, when unknown members are reported, every one with its node.
    var unknownKeys: [(start: Int, count: Int)]
    var unknownMembers: [(node: Int, start: Int, count: Int)] = []
    let recordsUnknown: Bool
    private var valueCount = 0

    init(
        input: UnsafeBufferPointer<UInt8>, plan: ByteLevelPlan, limits: JSONReader.Limits,
        values: UnsafeMutableBufferPointer<RawValue>, seenNodes: UnsafeMutableBufferPointer<Bool>, arena: [UInt8],
        unknownKeys: [(start: Int, count: Int)], recordsUnknown: Bool
    ) {
        self.input = input
        self.plan = plan
        self.limits = limits
        self.values = values
        self.seenNodes = seenNodes
        self.arena = arena
        self.unknownKeys = unknownKeys
        self.recordsUnknown = recordsUnknown
        self.unknownKeys.removeAll(keepingCapacity: true)
    }

    /// Scans the whole text: one object, white space around it.
    mutating func scan() throws(Fallback) {
        guard input.count <= limits.maxDocumentBytes, limits.maxDepth > plan.depth else { throw Fallback() }
        var index = skipWhitespace(0)
        guard index < input.count, input[index] == UInt8(ascii: "{") else { throw Fallback() }
        index = try scanObject(node: 0, at: index, depth: 1)
        guard skipWhitespace(index) == input.count else { throw Fallback() }
    }

    private mutating func scanObject(node: Int, at open: Int, depth: Int) throws(Fallback) -> Int {
        try count()
        let unknownBase = unknownKeys.count
        defer { if unknownKeys.count > unknownBase { unknownKeys.removeSubrange(unknownBase...) } }
        var index = skipWhitespace(open + 1)
        if index < input.count, input[index] == UInt8(ascii: "}") { return index + 1 }
        var cursor = 0
        while true {
            guard index < input.count, input[index] == UInt8(ascii: "\"") else { throw Fallback() }
            let key = try scanString(at: index)
            guard key.isASCII, !key.hasEscapes else { throw Fallback() }
            index = skipWhitespace(key.end)
            guard index < input.count, input[index] == UInt8(ascii: ":") else { throw Fallback() }
            index = skipWhitespace(index + 1)
            guard index < input.count else { throw Fallback() }
            let keyBytes = UnsafeBufferPointer(rebasing: input[(key.start)..<(key.start + key.count)])
            if let slot = plan.slot(of: keyBytes, in: node, from: cursor) {
                cursor = slot + 1
                let child = plan.childNodes[node][slot]
                let field = plan.fieldOfNode[child]
                if field >= 0 {
                    guard values[field].isAbsent else { throw Fallback() }
                    index = try scanValue(at: index, into: field)
                } else {
                    guard input[index] == UInt8(ascii: "{"), !seenNodes[child] else { throw Fallback() }
                    seenNodes[child] = true
                    index = try scanObject(node: child, at: index, depth: depth + 1)
                }
            } else {
                for earlier in unknownKeys[unknownBase...] where earlier.count == key.count {
                    if UnsafeBufferPointer(rebasing: input[earlier.start..<(earlier.start + earlier.count)]).hasSameBytes(as: keyBytes) {
                        throw Fallback()
                    }
                }
                unknownKeys.append((key.start, key.count))
                if recordsUnknown { unknownMembers.append((node, key.start, key.count)) }
                index = try skipScalar(at: index)
            }
            index = skipWhitespace(index)
            guard index < input.count else { throw Fallback() }
            if input[index] == UInt8(ascii: ",") {
                index = skipWhitespace(index + 1)
            } else if input[index] == UInt8(ascii: "}") {
                return index + 1
            } else {
                throw Fallback()
            }
        }
    }

    private mutating func scanValue(at index: Int, into field: Int) throws(Fallback) -> Int {
        try count()
        switch input[index] {
        case UInt8(ascii: "\""):
            let string = try scanString(at: index)
            if string.hasEscapes {
                values[field] = try unescape(from: index, to: string.end)
            } else {
                values[field] = RawValue(kind: .string, inArena: false, hasNonASCII: !string.isASCII, start: string.start, count: string.count)
            }
            return string.end
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
            let string = try scanString(at: index)
            if string.hasEscapes { _ = try unescape(from: index, to: string.end) }
            return string.end
        case UInt8(ascii: "t"): return try literal("true", at: index)
        case UInt8(ascii: "f"): return try literal("false", at: index)
        case UInt8(ascii: "n"): return try literal("null", at: index)
        default:
            guard case .number(let end) = JSONNumberScanner.scan(input, from: index) else { throw Fallback() }
            return end
        }
    }

    private struct ScannedString {
        /// The content's first byte and length (escapes still written).
        var start: Int
        var count: Int
        /// The index after the closing quote.
        var end: Int
        var isASCII: Bool
        var hasEscapes: Bool
    }

    /// Finds the end of the string whose opening quote is at `quote`, checking its UTF-8 and
    /// control characters; escapes are checked when they are unescaped.
    @inline(__always)
    private func scanString(at quote: Int) throws(Fallback) -> ScannedString {
        let start = quote + 1
        var index = start
        var isASCII = true
        var hasEscapes = false
        let end = input.count
        while true {
            index = JSONParser.plainRun(input, from: index, to: end)
            guard index < end else { throw Fallback() }
            let byte = input[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                index += 2
            } else if byte < 0x20 {
                throw Fallback()
            } else {
                guard case .valid(let length) = UTF8Sequence.check(input, at: index) else { throw Fallback() }
                isASCII = false
                index += length
            }
        }
        guard index - start <= limits.maxStringBytes else { throw Fallback() }
        return ScannedString(start: start, count: index - start, end: index + 1, isASCII: isASCII, hasEscapes: hasEscapes)
    }

    /// Unescapes the string in `quote..<end` into the arena, through the reader itself (escapes
    /// are rare, and this keeps one definition of them).
    private mutating func unescape(from quote: Int, to end: Int) throws(Fallback) -> RawValue {
        let text = UnsafeBufferPointer(rebasing: input[quote..<end])
        guard case .string(var string)? = try? JSONReader(limits: limits).read(text) else { throw Fallback() }
        return string.withUTF8 { bytes in
            let start = arena.count
            arena.append(contentsOf: bytes)
            return RawValue(kind: .string, inArena: true, hasNonASCII: !bytes.allSatisfy { $0 < 0x80 }, start: start, count: bytes.count)
        }
    }

    private func literal(_ word: StaticString, at index: Int) throws(Fallback) -> Int {
        let length = word.utf8CodeUnitCount
        guard input.count - index >= length else { throw Fallback() }
        for offset in 0..<length where input[index + offset] != word.utf8Start[offset] { throw Fallback() }
        return index + length
    }

    @inline(__always)
    private mutating func count() throws(Fallback) {
        valueCount += 1
        if valueCount > limits.maxValues { throw Fallback() }
    }

    @inline(__always)
    private func skipWhitespace(_ start: Int) -> Int {
        var index = start
        while index < input.count {
            switch input[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return index
            }
        }
        return index
    }
}
