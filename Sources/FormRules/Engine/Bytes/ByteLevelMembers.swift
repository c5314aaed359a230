/// The members of every node of a form's ``PathTree``, laid out flat for the byte-level scanner,
/// which matches every key of a submission against them.
///
/// All names sit in one byte buffer, each followed by a closing quote, so that a key is matched
/// by comparing the bytes after its opening quote with `name"`, eight at a time, without first
/// looking for the key's end. The buffers are plain memory that ``ByteLevelPlan`` owns and frees:
/// a scanner copies this struct (three pointers) and reads it without reference counting.
struct ByteLevelMembers {
    struct Member {
        /// Where the name (followed by `"`) starts in `names`.
        var nameStart: Int
        /// The length of the name and its closing quote; `Int.max` when no key the scanner
        /// accepts (plain ASCII, no escapes) can spell the name (one with a byte outside
        /// printable ASCII, a quote or a backslash), so that such a name never matches.
        var matchLength: Int
        /// The bytes of the last (partial) word of name and quote that belong to them.
        var tailMask: UInt64
        /// The member's node, and the field it is (-1 for an object of further members).
        var child: Int
        var field: Int

        /// The name's length.
        var nameCount: Int { matchLength &- 1 }
    }

    /// Every node's members, in the spec's order, node after node.
    let members: UnsafeMutableBufferPointer<Member>
    /// Per node, the index of its first member in `members`; one more entry ends the last node.
    let firstMember: UnsafeMutableBufferPointer<Int>
    /// The names, each followed by `"`, and eight bytes of padding so that a word can be read
    /// at any offset of a name.
    let names: UnsafeMutablePointer<UInt8>

    init(tree: PathTree) {
        let nodeCount = tree.childNames.count
        firstMember = .allocate(capacity: nodeCount + 1)
        let memberCount = tree.childNames.reduce(0) { $0 + $1.count }
        members = .allocate(capacity: memberCount)
        let byteCount = tree.childNames.joined().reduce(0) { $0 + $1.utf8.count + 1 } + 8
        names = .allocate(capacity: byteCount)
        names.initialize(repeating: 0, count: byteCount)
        var member = 0
        var offset = 0
        for node in 0..<nodeCount {
            firstMember[node] = member
            for (name, child) in zip(tree.childNames[node], tree.childNodes[node]) {
                let bytes = Array(name.utf8)
                let isPlain = bytes.allSatisfy { $0 >= 0x20 && $0 < 0x80 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
                let tail = bytes.count % 8 + 1  // bytes of name and quote in the last word: 1...8
                members.initializeElement(at: member, to: Member(
                    nameStart: offset, matchLength: isPlain ? bytes.count + 1 : Int.max,
                    tailMask: tail == 8 ? ~0 : (1 << (UInt64(tail) * 8)) - 1, child: child, field: tree.fieldOfNode[child]))
                for byte in bytes {
                    names[offset] = byte
                    offset += 1
                }
                names[offset] = UInt8(ascii: "\"")
                offset += 1
                member += 1
            }
        }
        firstMember[nodeCount] = member
    }

    func deallocate() {
        members.deallocate()
        firstMember.deallocate()
        names.deallocate()
    }

    /// The index after the closing quote of the key whose content starts at `position` (after
    /// its opening quote) when the key is exactly the name of member `index`: the name's bytes,
    /// then the quote; else -1. Exact because a matchable name holds neither quotes nor
    /// backslashes.
    @inline(__always)
    func keyEnd(ofMember index: Int, at position: Int, in input: UnsafeBufferPointer<UInt8>) -> Int {
        let member = members[index]
        let length = member.matchLength
        guard length <= input.count &- position else { return -1 }
        // The input holds at least `length` (one or more) bytes, so it has a base address.
        let key = UnsafeRawPointer(input.baseAddress.unsafelyUnwrapped + position)
        let name = UnsafeRawPointer(names + member.nameStart)
        var offset = 0
        var remaining = length
        while remaining > 8 {
            if key.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != name.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                return -1
            }
            offset &+= 8
            remaining &-= 8
        }
        if position &+ offset &+ 8 <= input.count {
            // One word reaching over the end of the key (still inside the input): only its
            // first `remaining` bytes in memory order, those of `tailMask`, count.
            let difference = UInt64(littleEndian: key.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                ^ name.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            return difference & member.tailMask == 0 ? position &+ length : -1
        }
        while offset < length {
            if key.load(fromByteOffset: offset, as: UInt8.self) != name.load(fromByteOffset: offset, as: UInt8.self) { return -1 }
            offset &+= 1
        }
        return position &+ length
    }

    /// The member of `node` named `key` (plain ASCII, no escapes), or nil, searching from the
    /// member after `expected` onward and then from the node's first (the key was not the
    /// expected one, often because an optional member before it is missing). Lengths are
    /// compared before bytes.
    func member(named key: UnsafeBufferPointer<UInt8>, in node: Int, from expected: Int) -> Int? {
        let first = firstMember[node]
        let end = firstMember[node + 1]
        guard first < end else { return nil }
        var index = expected &+ 1 < end ? expected &+ 1 : first
        for _ in first..<end {
            let member = members[index]
            if member.nameCount == key.count, UnsafeBufferPointer(start: names + member.nameStart, count: key.count).hasSameBytes(as: key) {
                return index
            }
            index = index &+ 1 < end ? index &+ 1 : first
        }
        return nil
    }
}
