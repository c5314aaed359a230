/// A table's messages: in the order their keys first came, and found by key.
///
/// A later message for a key takes the earlier one's place.
///
/// The index by key is a hash table of 8-byte slots, each holding a message's position in the
/// order and 32 bits of its key's hash; it is kept at most three quarters full, with as many
/// slots as that needs (not a power of two: a slot is chosen by multiplying 32 bits of the hash
/// by the slot count). A
/// `[String: CatalogMessage]` beside the order held each key again with a reference to its
/// message in buckets of 24 bytes: for a table of half a million entries, 32 MB where these
/// slots take 6 MB. A lookup compares the stored hash bits first, so keys are compared only
/// when they very probably match.
package struct OrderedMessages: Sendable {
    /// The messages in the order their keys first came.
    private(set) var ordered: [CatalogMessage] = []
    /// `0` for an empty slot, else the stored hash bits above the message's position plus one.
    private var slots: [UInt64] = []

    /// An empty table with room for `capacity` keys before its index grows.
    init(capacity: Int = 0) {
        ordered.reserveCapacity(capacity)
        if capacity > 0 { slots = Array(repeating: 0, count: Self.slotCount(for: capacity)) }
    }

    /// The messages of `keys`, in that order; a key without a message is left out.
    init(keys: [String], messages: [String: CatalogMessage]) {
        self.init(capacity: keys.count)
        for key in keys {
            if let message = messages[key] { set(message) }
        }
    }

    /// How many keys have a message.
    var count: Int { ordered.count }

    /// The message of `key`, if any.
    package subscript(key: String) -> CatalogMessage? {
        guard let position = position(of: key, hash: Self.hash(key)).position else { return nil }
        return ordered[position]
    }

    /// Sets the message of its key: appended for a new key, in the earlier one's place for a
    /// repeated key.
    ///
    /// - Returns: The earlier message of the key, if any.
    @discardableResult
    mutating func set(_ message: CatalogMessage) -> CatalogMessage? {
        let key = message.key
        let hash = Self.hash(key)
        let found = position(of: key, hash: hash)
        if let position = found.position {
            defer { ordered[position] = message }
            return ordered[position]
        }
        if (ordered.count + 1) * 4 > slots.count * 3 {
            grow()
            slots[position(of: key, hash: hash).slot] = Self.slot(hash: hash, position: ordered.count)
        } else {
            slots[found.slot] = Self.slot(hash: hash, position: ordered.count)
        }
        ordered.append(message)
        return nil
    }

    /// The position of `key`'s message, or the empty slot where it would go.
    private func position(of key: String, hash: UInt64) -> (position: Int?, slot: Int) {
        guard !slots.isEmpty else { return (nil, 0) }
        let bits = hash >> 32
        var index = Self.home(hash, slotCount: slots.count)
        while true {
            let slot = slots[index]
            if slot == 0 { return (nil, index) }
            if slot >> 32 == bits {
                let position = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
                if ordered[position].key == key { return (position, index) }
            }
            index += 1
            if index == slots.count { index = 0 }
        }
    }

    /// How many slots a lookup of `key` visits: near 1 for a key spread well, the count of
    /// keys if every key started at one slot.
    func probeLength(of key: String) -> Int {
        guard !slots.isEmpty else { return 0 }
        let target = position(of: key, hash: Self.hash(key)).slot
        let home = Self.home(Self.hash(key), slotCount: slots.count)
        return (target - home + slots.count) % slots.count + 1
    }

    /// Doubles the index (or makes its first one) and puts every key back.
    private mutating func grow() {
        slots = Array(repeating: 0, count: max(Self.slotCount(for: ordered.count + 1), slots.count * 2))
        for (position, message) in ordered.enumerated() {
            let hash = Self.hash(message.key)
            var index = Self.home(hash, slotCount: slots.count)
            while slots[index] != 0 {
                index += 1
                if index == slots.count { index = 0 }
            }
            slots[index] = Self.slot(hash: hash, position: position)
        }
    }

    /// The fewest slots that keep `count` keys at most three quarters full (at least 8).
    private static func slotCount(for count: Int) -> Int {
        max(8, count / 3 * 4 + count % 3 * 2 + 1)
    }

    /// The slot a key's probe starts at: the low 32 bits of its hash scaled to the slot count.
    private static func home(_ hash: UInt64, slotCount: Int) -> Int {
        Int(truncatingIfNeeded: ((hash & 0xFFFF_FFFF) &* UInt64(slotCount)) >> 32)
    }

    /// The key's hash as the index uses it: the low 32 bits choose the slot, the high 32 are stored.
    /// `String`'s own hash, so that keys equal as `String`s (canonically equivalent) meet.
    private static func hash(_ key: String) -> UInt64 {
        // On 32-bit platforms (WebAssembly) the hash has 32 bits: they both choose and are stored.
        if MemoryLayout<Int>.size < 8 {
            let hash = UInt64(UInt32(truncatingIfNeeded: key.hashValue))
            return hash | hash << 32
        }
        return UInt64(truncatingIfNeeded: key.hashValue)
    }

    private static func slot(hash: UInt64, position: Int) -> UInt64 {
        (hash >> 32) << 32 | UInt64(position + 1)
    }
}
