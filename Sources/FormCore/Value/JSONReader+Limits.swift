extension JSONReader {
    /// Bounds on what one JSON text may hold; exceeding one is an error that names it.
    ///
    /// The defaults admit any real form submission (a photo sent inline as base64 included) while
    /// keeping a hostile one from exhausting memory or the stack.
    ///
    /// ```swift
    /// var limits = JSONReader.Limits()
    /// limits.maxDepth = 16
    /// let reader = JSONReader(limits: limits)
    /// ```
    public struct Limits: Sendable, Hashable {
        /// The deepest nesting any reader accepts: Swift frees a nested value one call per
        /// level, so much deeper trees could exhaust a thread's stack when they are released.
        public static let maximumDepth = 10_000

        /// Deepest nesting of arrays and objects. Default 512; at most ``maximumDepth``.
        public var maxDepth: Int
        /// Largest document, in bytes; for NDJSON, the longest line. Default 32 MiB.
        public var maxDocumentBytes: Int
        /// Longest string (key or value), in UTF-8 bytes after unescaping. Default 8 MiB.
        public var maxStringBytes: Int
        /// Most values (strings, numbers, literals, arrays, objects) in one document. Default
        /// 100,000: no form comes near it, and it bounds the memory a document's tree (and the
        /// problems reported about it) can take, however small each value is.
        public var maxValues: Int

        /// What to do with an object that repeats a key. Default ``DuplicateKeyPolicy/reject``.
        public var duplicateKeys: DuplicateKeyPolicy

        public init(
            maxDepth: Int = 512, maxDocumentBytes: Int = 32 << 20, maxStringBytes: Int = 8 << 20,
            maxValues: Int = 100_000, duplicateKeys: DuplicateKeyPolicy = .reject
        ) {
            // Reading is iterative at any depth, but freeing a value nests one call per level.
            self.maxDepth = min(maxDepth, Limits.maximumDepth)
            self.maxValues = maxValues
            self.maxDocumentBytes = maxDocumentBytes
            self.maxStringBytes = maxStringBytes
            self.duplicateKeys = duplicateKeys
        }
    }

    /// What the reader does with an object that repeats a key.
    ///
    /// RFC 8259 says keys *should* be unique and leaves the rest to each reader; readers differ
    /// (first wins, last wins, error), and a validator that reads a document differently from
    /// the service behind it can be shown a value the service never sees. So FormRules rejects
    /// duplicates by default; `keepLast` reads them as JavaScript's `JSON.parse` does.
    public enum DuplicateKeyPolicy: Sendable, Hashable {
        /// Reject the document, naming the key and both places. The default.
        case reject
        /// Keep the last value, at the position of the first occurrence.
        case keepLast
    }
}
