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

    /// The position of each key, kept only for objects of more than ``FormObject/indexThreshold``
    /// members: small objects (nearly every form's) are scanned, which beats hashing their keys,
    /// while a large one (a catalog's table, a hostile submission) would make every lookup and
    /// every insertion linear, and building the object quadratic.
    private var keyIndex: KeyIndex?

    /// Objects with more members than this keep a key index.
    static let indexThreshold = 16

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
    package init(uniqueEntries: [Entry]) {
        entries = uniqueEntries
        if uniqueEntries.count > FormObject.indexThreshold { keyIndex = KeyIndex(uniqueEntries) }
    }

    public var startIndex: Int { entries.startIndex }
    public var endIndex: Int { entries.endIndex }
    public subscript(position: Int) -> Entry { entries[position] }

    /// The keys in document order.
    public var keys: [String] { entries.map { $0.key } }

    /// The member named `key`; setting `nil` removes it, setting a new key appends it.
    ///
    /// - Complexity: O(1) on average for reading, replacing and appending (a scan of at most
    ///   `indexThreshold` members, or a hash lookup); removing shifts the later members, O(*n*).
    public subscript(key: String) -> FormValue? {
        get { position(of: key).map { entries[$0].value } }
        set {
            switch (position(of: key), newValue) {
            case (let position?, let value?):
                entries[position].value = value
            case (let position?, nil):
                entries.remove(at: position)
                if keyIndex != nil { keyIndex?.removed(key, at: position, from: entries) }
            case (nil, let value?):
                entries.append(Entry(key: key, value: value))
                if keyIndex != nil {
                    keyIndex?.appended(key, at: entries.count - 1)
                } else if entries.count > FormObject.indexThreshold {
                    keyIndex = KeyIndex(entries)
                }
            case (nil, nil):
                break
            }
        }
    }

    /// Changes the member `key` as an object, in place: an empty object is appended when there
    /// is no such member, and a member that is not an object becomes an empty one.
    ///
    /// Reading the member, changing it and setting it back would change a second reference to
    /// the nested object and so copy it (its members and key index) every time: filling a
    /// nested object member by member would be quadratic.
    package mutating func withObject<Result>(at key: String, _ body: (inout FormObject) -> Result) -> Result {
        let position: Int
        if let found = self.position(of: key) {
            position = found
        } else {
            self[key] = .object(FormObject())
            position = entries.count - 1
        }
        var nested = FormObject()
        if case .object(let object) = entries[position].value { nested = object }
        entries[position].value = .null  // the nested object's other reference
        defer { entries[position].value = .object(nested) }
        return body(&nested)
    }

    /// Where the member named `key` is in `entries`.
    @inline(__always)
    private func position(of key: String) -> Int? {
        if let keyIndex { return keyIndex.position(of: key) }
        return entries.firstIndex { $0.key == key }
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
