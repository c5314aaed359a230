/// The messages of one locale, `.strings` and `.stringsdict` merged as Apple merges them (a
/// `.stringsdict` entry overrides the `.strings` entry of the same key).
package struct CatalogTable: Sendable {
    /// The table's locale.
    public let locale: LanguageTag
    /// The files read, in the order they were merged.
    public let files: [String]
    /// The keys in file order (`.strings` first, then keys only a `.stringsdict` has).
    ///
    /// - Complexity: O(n): made from ``ordered`` on each call.
    public var keys: [String] { ordered.map { $0.key } }
    /// The messages in the order of ``keys``: going through a table this way looks nothing up
    /// (for a large table, the lookups were a tenth of exporting it).
    public var ordered: [CatalogMessage] { messages.ordered }
    /// The message for each key.
    public let messages: OrderedMessages
    /// The locale's CLDR plural rules: looked up once for a table with a plural message, on each
    /// use for a table without one (whose messages never ask).
    public var pluralRules: PluralRules { storedPluralRules ?? PluralRules(locale: locale.description) }
    /// Not looked up for a table without plural messages: finding and parsing a locale's rules
    /// cost a one-message run about 300,000 instructions, as much as its message.
    private let storedPluralRules: PluralRules?

    init(locale: LanguageTag, files: [String], keys: [String], messages: [String: CatalogMessage]) {
        self.init(locale: locale, files: files, messages: OrderedMessages(keys: keys, messages: messages))
    }

    init(locale: LanguageTag, files: [String], messages: consuming OrderedMessages) {
        self.locale = locale
        self.files = files
        self.messages = messages
        storedPluralRules = self.messages.ordered.contains { $0.isPlural } ? PluralRules(locale: locale.description) : nil
    }

    /// The message for a key.
    public subscript(key: String) -> CatalogMessage? { messages[key] }

    /// How many keys the table has.
    public var count: Int { ordered.count }
}
