extension FormObject {
    /// The position of every key of a large object, kept in step with its members.
    ///
    /// A struct holding a dictionary: copying an object copies a reference, and the first
    /// change to a shared copy copies the dictionary, as it copies the members.
    struct KeyIndex: Sendable {
        private var positions: [String: Int]

        init(_ entries: [Entry]) {
            positions = Dictionary(minimumCapacity: entries.count)
            for (position, entry) in entries.enumerated() { positions[entry.key] = position }
        }

        func position(of key: String) -> Int? { positions[key] }

        mutating func appended(_ key: String, at position: Int) { positions[key] = position }

        /// After the member `key` at `position` was removed from `entries`: the later members
        /// moved down by one.
        mutating func removed(_ key: String, at position: Int, from entries: [Entry]) {
            positions.removeValue(forKey: key)
            for later in position..<entries.count { positions[entries[later].key] = later }
        }
    }
}
