package import FormCore

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
package struct StringsDictVariable: Sendable, Hashable {
    /// A variant string and where its key was written.
    package struct Variant: Sendable, Hashable {
        /// The plural category (or, for other rule types, whatever key the file uses).
        package var category: String
        /// The format string used for that category.
        package var text: String
        /// The location of the category's `<key>`.
        package var location: SourceLocation

        package init(category: String, text: String, location: SourceLocation) {
            self.category = category
            self.text = text
            self.location = location
        }
    }

    /// `NSStringFormatSpecTypeKey`.
    package static let specTypeKey = "NSStringFormatSpecTypeKey"
    /// `NSStringFormatValueTypeKey`.
    package static let valueTypeKey = "NSStringFormatValueTypeKey"
    /// The spec type of plural variables.
    package static let pluralRuleType = "NSStringPluralRuleType"
    /// The CLDR plural categories, in CLDR order.
    package static let pluralCategories = ["zero", "one", "two", "few", "many", "other"]

    /// The name used in `%#@name@`.
    package var name: String
    /// The location of the variable's `<key>`.
    package var location: SourceLocation
    /// `NSStringFormatSpecTypeKey`, kept as written (`NSStringPluralRuleType`, or another rule type).
    package var specType: String?
    /// `NSStringFormatValueTypeKey`: the printf conversion without `%` (`d`, `ld`, `lld`, `f`, ...).
    package var valueType: String?
    /// The variants in file order (string values only; other keys are diagnosed).
    package var variants: [Variant]

    package init(name: String, location: SourceLocation, specType: String?, valueType: String?, variants: [Variant]) {
        self.name = name
        self.location = location
        self.specType = specType
        self.valueType = valueType
        self.variants = variants
    }

    /// Whether this is a plural variable (`NSStringPluralRuleType`).
    package var isPluralRule: Bool { specType == Self.pluralRuleType }

    /// The variant text for a category (or other variant key), or `nil`.
    package func variant(for category: String) -> String? {
        variants.first { $0.category == category }?.text
    }

    /// The categories present, in file order.
    package var categories: [String] { variants.map { $0.category } }
}
