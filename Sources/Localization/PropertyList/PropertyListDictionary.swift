package import FormCore

/// A property-list dictionary that remembers key order, key locations and overridden duplicates.
///
/// Apple's parsers keep the last value of a key written twice and say nothing. This type does the
/// same for lookups, but keeps the earlier definitions in ``overridden`` so a linter can report them.
///
/// ```swift
/// var dictionary = PropertyListDictionary()
/// dictionary.append(key: "a", keyLocation: first, value: .string("x"))
/// dictionary.append(key: "a", keyLocation: second, value: .string("y"))
/// dictionary["a"]               // .string("y")
/// dictionary.overridden.count   // 1, the entry at `first`
/// ```
package struct PropertyListDictionary: Sendable, Hashable {
    /// One key, where it was written, and its value.
    public struct Entry: Sendable, Hashable {
        /// The key's text.
        public var key: String
        /// Where the key's text starts (just after `<key>`).
        public var keyLocation: SourceLocation
        /// The value that followed the key.
        public var value: PropertyListValue

        public init(key: String, keyLocation: SourceLocation, value: PropertyListValue) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    /// Each key once, in the order keys first appear; a duplicated key holds its last value and
    /// the location of its last definition.
    public private(set) var entries: [Entry] = []
    /// Definitions replaced by a later one with the same key, in file order.
    public private(set) var overridden: [Entry] = []
    private var indexByKey: [String: Int] = [:]

    /// An empty dictionary.
    public init() {}

    /// Adds a key; if the key is already present its earlier entry moves to ``overridden``.
    public mutating func append(key: String, keyLocation: SourceLocation, value: PropertyListValue) {
        let entry = Entry(key: key, keyLocation: keyLocation, value: value)
        if let index = indexByKey[key] {
            overridden.append(entries[index])
            entries[index] = entry
        } else {
            indexByKey[key] = entries.count
            entries.append(entry)
        }
    }

    /// The value of `key`, or `nil`.
    public subscript(key: String) -> PropertyListValue? {
        entry(forKey: key)?.value
    }

    /// The entry of `key` (its last definition), or `nil`.
    public func entry(forKey key: String) -> Entry? {
        guard let index = indexByKey[key] else { return nil }
        return entries[index]
    }

    /// The keys in file order.
    public var keys: [String] { entries.map { $0.key } }

    /// The number of distinct keys.
    public var count: Int { entries.count }

    /// Whether the dictionary has no keys.
    public var isEmpty: Bool { entries.isEmpty }
}
