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
        /// Deepest nesting of arrays and objects. Default 512.
        public var maxDepth: Int
        /// Largest document, in bytes; for NDJSON, the longest line. Default 32 MiB.
        public var maxDocumentBytes: Int
        /// Longest string (key or value), in UTF-8 bytes after unescaping. Default 8 MiB.
        public var maxStringBytes: Int

        /// What to do with an object that repeats a key. Default ``DuplicateKeyPolicy/reject``.
        public var duplicateKeys: DuplicateKeyPolicy

        public init(
            maxDepth: Int = 512, maxDocumentBytes: Int = 32 << 20, maxStringBytes: Int = 8 << 20,
            duplicateKeys: DuplicateKeyPolicy = .reject
        ) {
            self.maxDepth = maxDepth
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
