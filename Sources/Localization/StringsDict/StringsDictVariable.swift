public import FormCore

/// One variable of a `.stringsdict` entry: how it varies and its variant strings.
///
/// For `NSStringPluralRuleType` the variants are keyed by CLDR plural category (`zero one two few
/// many other`). Plural selection lives elsewhere: give ``variant(for:)`` the category a plural
/// rule chose, as a string, and fall back to `other` when it is absent.
///
/// ```swift
/// variable.specType             // "NSStringPluralRuleType"
/// variable.valueType            // "ld"
/// variable.variant(for: "few")  // "%ld файла"
/// ```
public struct StringsDictVariable: Sendable, Hashable {
    /// A variant string and where its key was written.
    public struct Variant: Sendable, Hashable {
        /// The plural category (or, for other rule types, whatever key the file uses).
        public var category: String
        /// The format string used for that category.
        public var text: String
        /// The location of the category's `<key>`.
        public var location: SourceLocation

        public init(category: String, text: String, location: SourceLocation) {
            self.category = category
            self.text = text
            self.location = location
        }
    }

    /// `NSStringFormatSpecTypeKey`.
    public static let specTypeKey = "NSStringFormatSpecTypeKey"
    /// `NSStringFormatValueTypeKey`.
    public static let valueTypeKey = "NSStringFormatValueTypeKey"
    /// The spec type of plural variables.
    public static let pluralRuleType = "NSStringPluralRuleType"
    /// The CLDR plural categories, in CLDR order.
    public static let pluralCategories = ["zero", "one", "two", "few", "many", "other"]

    /// The name used in `%#@name@`.
    public var name: String
    /// The location of the variable's `<key>`.
    public var location: SourceLocation
    /// `NSStringFormatSpecTypeKey`, kept as written (`NSStringPluralRuleType`, or another rule type).
    public var specType: String?
    /// `NSStringFormatValueTypeKey`: the printf conversion without `%` (`d`, `ld`, `lld`, `f`, ...).
    public var valueType: String?
    /// The variants in file order (string values only; other keys are diagnosed).
    public var variants: [Variant]

    public init(name: String, location: SourceLocation, specType: String?, valueType: String?, variants: [Variant]) {
        self.name = name
        self.location = location
        self.specType = specType
        self.valueType = valueType
        self.variants = variants
    }

    /// Whether this is a plural variable (`NSStringPluralRuleType`).
    public var isPluralRule: Bool { specType == Self.pluralRuleType }

    /// The variant text for a category (or other variant key), or `nil`.
    public func variant(for category: String) -> String? {
        variants.first { $0.category == category }?.text
    }

    /// The categories present, in file order.
    public var categories: [String] { variants.map(\.category) }
}
