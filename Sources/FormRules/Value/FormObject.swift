/// A JSON object: members in document order, looked up by key.
///
/// Keys are unique: the reader rejects a document that repeats one, so a lookup can never pick a
/// different member than another parser would. Equality ignores member order, as JSON does.
///
/// ```swift
/// var person: FormObject = ["first": "Ada", "last": "Lovelace"]
/// person["first"]          // .string("Ada")
/// person["born"] = 1815    // appended at the end
/// person.keys              // ["first", "last", "born"]
/// ```
public struct FormObject: Sendable, RandomAccessCollection, ExpressibleByDictionaryLiteral {
    /// One member: its key and value.
    public struct Entry: Sendable, Hashable {
        public var key: String
        public var value: FormValue

        public init(key: String, value: FormValue) {
            self.key = key
            self.value = value
        }
    }

    /// The members in document order.
    public private(set) var entries: [Entry]

    /// An empty object.
    public init() { entries = [] }

    /// An object of the given members; a later member replaces an earlier one with the same key.
    public init(_ members: some Sequence<(String, FormValue)>) {
        entries = []
        for (key, value) in members { self[key] = value }
    }

    public init(dictionaryLiteral elements: (String, FormValue)...) {
        self.init(elements)
    }

    /// Members whose keys the caller has checked to be unique (the reader does).
    init(uniqueEntries: [Entry]) { entries = uniqueEntries }

    public var startIndex: Int { entries.startIndex }
    public var endIndex: Int { entries.endIndex }
    public subscript(position: Int) -> Entry { entries[position] }

    /// The keys in document order.
    public var keys: [String] { entries.map(\.key) }

    /// The member named `key`; setting `nil` removes it, setting a new key appends it.
    ///
    /// - Complexity: O(*n*): form objects are small, and a scan beats hashing every key.
    public subscript(key: String) -> FormValue? {
        get {
            for entry in entries where entry.key == key { return entry.value }
            return nil
        }
        set {
            let index = entries.firstIndex { $0.key == key }
            switch (index, newValue) {
            case (let index?, let value?): entries[index].value = value
            case (let index?, nil): entries.remove(at: index)
            case (nil, let value?): entries.append(Entry(key: key, value: value))
            case (nil, nil): break
            }
        }
    }
}

extension FormObject: Hashable {
    public static func == (lhs: FormObject, rhs: FormObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.entries.allSatisfy { rhs[$0.key] == $0.value }
    }

    public func hash(into hasher: inout Hasher) {
        // Order-independent, to agree with ==.
        var sum = 0
        for entry in entries {
            var member = Hasher()
            member.combine(entry)
            sum &+= member.finalize()
        }
        hasher.combine(count)
        hasher.combine(sum)
    }
}
