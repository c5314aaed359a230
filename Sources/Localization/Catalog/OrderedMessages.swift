/// A table's messages as it is made: by key, and in the order their keys first came.
///
/// A later message for a key takes the earlier one's place. Finding that place needs an index
/// of positions, which only a table with such a repeat pays for: it is made at the first repeat
/// (once, in linear time) and kept up from there.
struct OrderedMessages {
    private(set) var ordered: [CatalogMessage] = []
    private(set) var messages: [String: CatalogMessage] = [:]
    private var positions: [String: Int]?

    init(capacity: Int = 0) {
        ordered.reserveCapacity(capacity)
        messages.reserveCapacity(capacity)
    }

    /// The messages of `keys`, in that order; a key without a message is left out.
    init(keys: [String], messages: [String: CatalogMessage]) {
        ordered = keys.compactMap { messages[$0] }
        self.messages = messages
    }

    subscript(key: String) -> CatalogMessage? { messages[key] }

    /// Sets the message of its key; returns whether the key is new.
    @discardableResult
    mutating func set(_ message: CatalogMessage, forKey key: String) -> Bool {
        guard messages.updateValue(message, forKey: key) != nil else {
            positions?[key] = ordered.count
            ordered.append(message)
            return true
        }
        if positions == nil {
            var index: [String: Int] = [:]
            index.reserveCapacity(ordered.count)
            for (position, earlier) in ordered.enumerated() { index[earlier.key] = position }
            positions = index
        }
        if let position = positions?[key] { ordered[position] = message }
        return false
    }

    /// The two views, handed over without a copy.
    consuming func take() -> ([CatalogMessage], [String: CatalogMessage]) { (ordered, messages) }
}
