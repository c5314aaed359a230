/// An Apple `.strings` file, read exactly as Apple's parser reads it, with what that parser
/// throws away: every entry in file order with its positions and comment, duplicate keys, and
/// warnings about input Apple accepts silently but probably should not.
///
/// ```swift
/// let file = try StringsFile(bytes: Array("""
///     /* Title of the sign-in screen */
///     "signIn.title" = "Sign in";
///     "signIn.title" = "Log in";
///     """.utf8), file: "en.lproj/Localizable.strings")
/// file.strings["signIn.title"]        // "Log in": the last one wins, as in Apple's parser
/// file.entries[0].comment              // "Title of the sign-in screen"
/// file.entries[0].keyLocation          // en.lproj/Localizable.strings:2:1
/// file.duplicates[0].locations.count   // 2
/// ```
///
/// ``table`` is what `PropertyListSerialization` returns for the file, and the initializer
/// throws exactly when it throws (checked against swift-corelibs-foundation on a corpus of real
/// files and on synthetic edge cases). The grammar is the old-style ("OpenStep") property list:
/// `"key" = "value";` entries with quoted (`"…"` or `'…'`) or unquoted (`[A-Za-z0-9_$/:.-]+`)
/// strings, `//` and `/* */` comments, the `"key";` shorthand, nested `{…}`, `(…)` and `<hex>`
/// values, and the escapes `\n \t \" \\ \UXXXX \123` and friends.
///
/// Where Apple's parser stops reading without an error (a second `;`, a stray `}` or `*/`, a
/// no-break space…), ``table`` and ``entries`` hold only what comes before, as Apple's result
/// does, and a ``StringsWarning/Code/silentTruncation`` warning says where and how many entries
/// follow.
///
/// Text is UTF-8 (with or without a byte order mark), UTF-16 or UTF-32 with a byte order mark,
/// or UTF-16 without one (read as Apple does, losing the first character; see
/// ``StringsEncoding/utf16WithoutBOM``). XML and binary property lists are not read here.
public struct StringsFile: Sendable {
    /// The file's path as given to the initializer.
    public let file: String?
    /// The encoding detected from the first bytes.
    public let encoding: StringsEncoding
    /// What Apple's parser returns: a dictionary for a table, else the file's single value.
    public let root: StringsValue
    /// Every top-level entry in file order, duplicates included, up to where Apple stops reading.
    public let entries: [StringsEntry]
    /// The table Apple's parser returns: each key's last value. Empty when ``root`` is not a
    /// dictionary (Apple's bundle lookup ignores such a file).
    public let table: [String: StringsValue]
    /// Keys that occur more than once, in the order of their first occurrence.
    public let duplicates: [StringsDuplicate]
    /// What Apple accepts silently but deserves a look, in file order.
    public let warnings: [StringsWarning]

    /// Reads a `.strings` file from its bytes.
    ///
    /// - Parameters:
    ///   - bytes: The file's content, in any of the encodings of ``StringsEncoding``.
    ///   - file: The file's path, used in locations and messages.
    /// - Throws: ``StringsError`` when Apple's parser would fail, with the location and a
    ///   message quoting the offending token.
    /// - Complexity: O(*n*) in the size of the file.
    public init(bytes: some Collection<UInt8>, file: String? = nil) throws(StringsError) {
        let result = bytes.withContiguousStorageIfAvailable { Self.read($0, file: file) }
            ?? Array(bytes).withUnsafeBufferPointer { Self.read($0, file: file) }
        self = try result.get()
    }

    /// Reads the file as ``init(bytes:file:)`` does, handing its entries to `body` in chunks of
    /// `chunkSize` (the last one fewer, possibly none) as they are read: what a catalog reads,
    /// making its own table from each chunk. The result has the warnings, except
    /// ``StringsWarning/Code/canonicallyEquivalentKeys``: repeats are the reader's to find. It
    /// has no ``entries``, ``duplicates`` or ``table`` (a table's ``root`` is an empty dictionary).
    ///
    /// When the read fails, `body` may have had the entries before the failure.
    static func readEntries(
        of bytes: [UInt8], file: String?, chunkSize: Int = 4_096, _ body: ([StringsEntry]) -> Void
    ) throws(StringsError) -> StringsFile {
        try withoutActuallyEscaping(body) { sink in
            bytes.withUnsafeBufferPointer { Self.read($0, file: file, entrySink: sink, chunkSize: chunkSize) }
        }.get()
    }

    init(
        file: String?, encoding: StringsEncoding, root: StringsValue, entries: [StringsEntry],
        table: [String: StringsValue], duplicates: [StringsDuplicate], warnings: [StringsWarning]
    ) {
        self.file = file
        self.encoding = encoding
        self.root = root
        self.entries = entries
        self.table = table
        self.duplicates = duplicates
        self.warnings = warnings
    }

    /// Whether the file is a table of entries (what a `.strings` file should be).
    public var isTable: Bool {
        if case .dictionary = root { return true }
        return false
    }

    /// The table's string values; nested dictionaries, arrays and data are left out.
    ///
    /// - Complexity: O(*n*): computed on each access.
    public var strings: [String: String] {
        table.compactMapValues { $0.string }
    }

    /// The value Apple's parser returns for `key`.
    public subscript(key: String) -> StringsValue? {
        table[key]
    }
}
