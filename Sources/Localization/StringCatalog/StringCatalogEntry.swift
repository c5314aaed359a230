package import FormCore

/// One key of a String Catalog with its comment, extraction state and localizations.
///
/// ```swift
/// let entry = catalog["account.label.followers %lld %@"]
/// entry?.localizations["fr"]?.substitutions["followers"]?.variations?.plural?["one"]?.stringUnit?.value
/// // "%2$@ abonné"
/// ```
package struct StringCatalogEntry: Sendable, Hashable {
    /// How Xcode found the key; unknown values are kept as written.
    package struct ExtractionState: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
        package var rawValue: String
        package init(rawValue: String) { self.rawValue = rawValue }
        package var description: String { rawValue }

        /// Added by hand, not extracted from code.
        package static let manual = ExtractionState(rawValue: "manual")
        /// No longer found in the code.
        package static let stale = ExtractionState(rawValue: "stale")
        /// Extracted from code together with a default value.
        package static let extractedWithValue = ExtractionState(rawValue: "extracted_with_value")
        /// Migrated from `.strings`/`.stringsdict` files.
        package static let migrated = ExtractionState(rawValue: "migrated")
    }

    /// The localized string's key.
    package var key: String
    /// Where the key is written in the file.
    package var location: SourceLocation
    /// The developer's comment for translators.
    package var comment: String?
    /// `extractionState`, or `nil` when absent (extracted from code).
    package var extractionState: ExtractionState?
    /// `false` when the key is marked not to be translated.
    package var shouldTranslate: Bool
    /// Localizations by language tag.
    package var localizations: [String: StringCatalogLocalization]

    package init(
        key: String, location: SourceLocation, comment: String? = nil, extractionState: ExtractionState? = nil,
        shouldTranslate: Bool = true, localizations: [String: StringCatalogLocalization] = [:]
    ) {
        self.key = key
        self.location = location
        self.comment = comment
        self.extractionState = extractionState
        self.shouldTranslate = shouldTranslate
        self.localizations = localizations
    }
}
