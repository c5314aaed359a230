public import FormCore

/// Something Apple's parser accepts silently but that probably is not what the author meant.
///
/// ```
/// Localizable.strings:12:22: Apple's parser stops reading here without an error: ';' cannot
/// start a key; 30 entries after this point are ignored
/// ```
public struct StringsWarning: Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it is. New codes may be added; switch with a `default`.
    public struct Code: DiagnosticCode {
        /// A stable identifier, such as `silentTruncation`.
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Apple's parser stops reading at a character that cannot start a key (a second `;`, a
        /// stray `}` or `*/`, a no-break space…) or at an unterminated quoted key, and reports
        /// success with only the entries before it. ``StringsWarning/ignoredEntryCount`` says how
        /// many entries follow.
        public static let silentTruncation = Code(rawValue: "silentTruncation")
        /// UTF-16 without a byte order mark: Apple drops the first code unit.
        public static let missingByteOrderMark = Code(rawValue: "missingByteOrderMark")
        /// The file is a single value (usually one quoted string), not a table: Apple's bundle
        /// lookup ignores it.
        public static let notATable = Code(rawValue: "notATable")
        /// A `/*` comment that is never closed; it hides the rest of the file.
        public static let unterminatedComment = Code(rawValue: "unterminatedComment")
        /// Half of a UTF-16 surrogate pair (from `\UD83D` alone, or in UTF-16 text): Apple keeps
        /// the lone code unit; this reader, like Swift, shows U+FFFD.
        public static let unpairedSurrogate = Code(rawValue: "unpairedSurrogate")
        /// `\u` is not an escape in `.strings` files (only `\U` is): Apple reads `\u00e9` as `u00e9`.
        public static let lowercaseUnicodeEscape = Code(rawValue: "lowercaseUnicodeEscape")
        /// Two keys differ only in Unicode normalization (`é` and `e` + U+0301): distinct to
        /// Apple, equal as Swift strings, so ``StringsFile/table`` keeps only the last.
        public static let canonicallyEquivalentKeys = Code(rawValue: "canonicallyEquivalentKeys")
    }

    /// What kind of problem it is.
    public var code: Code
    /// What is wrong, without the location prefix.
    public var message: String
    /// Where the problem is.
    public var location: SourceLocation
    /// For ``Code/silentTruncation``: how many entries after ``location`` Apple ignores (a best
    /// effort count by resuming after the stop); `nil` for other warnings.
    public var ignoredEntryCount: Int?

    public init(code: Code, message: String, location: SourceLocation, ignoredEntryCount: Int? = nil) {
        self.code = code
        self.message = message
        self.location = location
        self.ignoredEntryCount = ignoredEntryCount
    }

    /// `file:line:column: message`.
    public var description: String { "\(location): \(message)" }
}

extension StringsWarning: LocatedDiagnostic {}
