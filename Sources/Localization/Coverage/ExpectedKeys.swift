/// The keys every locale must have, in order: the development table's in file order, except
/// those left out, then the keys only translations or the specs bring.
///
/// Held as the development table's own list of messages and one bit per message left out, not
/// as a list of keys: for a table of half a million entries, that list was 9 MB of what linting
/// it holds.
struct ExpectedKeys: Sequence {
    private let development: [CatalogMessage]
    /// A bit per development message, set when its key is left out.
    private var leftOut: [UInt64]
    /// The keys after the development table's.
    private var added: [String] = []
    /// How many keys there are.
    private(set) var count: Int

    init(development: [CatalogMessage]) {
        self.development = development
        leftOut = Array(repeating: 0, count: (development.count + 63) / 64)
        count = development.count
    }

    /// Leaves out the key of the development message at `position`.
    mutating func leaveOut(position: Int) {
        let mask: UInt64 = 1 << UInt64(position % 64)
        guard leftOut[position / 64] & mask == 0 else { return }
        leftOut[position / 64] |= mask
        count -= 1
    }

    /// Adds a key after the others.
    mutating func add(_ key: String) {
        added.append(key)
        count += 1
    }

    /// The keys for which `isIncluded` holds, in the same order.
    func filter(_ isIncluded: (String) -> Bool) -> ExpectedKeys {
        var kept = self
        for position in development.indices where !isLeftOut(position) && !isIncluded(development[position].key) {
            kept.leaveOut(position: position)
        }
        kept.added = added.filter(isIncluded)
        kept.count -= added.count - kept.added.count
        return kept
    }

    private func isLeftOut(_ position: Int) -> Bool {
        leftOut[position / 64] & (1 << UInt64(position % 64)) != 0
    }

    struct Iterator: IteratorProtocol {
        fileprivate let keys: ExpectedKeys
        fileprivate var position = 0

        mutating func next() -> String? {
            let development = keys.development
            while position < development.count {
                defer { position += 1 }
                if !keys.isLeftOut(position) { return development[position].key }
            }
            let index = position - development.count
            guard index < keys.added.count else { return nil }
            position += 1
            return keys.added[index]
        }
    }

    func makeIterator() -> Iterator { Iterator(keys: self) }

    var underestimatedCount: Int { count }
}
