public import FormCore

/// One key of a String Catalog with its comment, extraction state and localizations.
///
/// ```swift
/// let entry = catalog["account.label.followers %lld %@"]
/// entry?.localizations["fr"]?.substitutions["followers"]?.variations?.plural?["one"]?.stringUnit?.value
/// // "%2$@ abonné"
/// ```
public struct StringCatalogEntry: Sendable, Hashable {
    /// How Xcode found the key; unknown values are kept as written.
    public struct ExtractionState: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// Added by hand, not extracted from code.
        public static let manual = ExtractionState(rawValue: "manual")
        /// No longer found in the code.
        public static let stale = ExtractionState(rawValue: "stale")
        /// Extracted from code together with a default value.
        public static let extractedWithValue = ExtractionState(rawValue: "extracted_with_value")
        /// Migrated from `.strings`/`.stringsdict` files.
        public static let migrated = ExtractionState(rawValue: "migrated")
    }

    /// The localized string's key.
    public var key: String
    /// Where the key is written in the file.
    public var location: SourceLocation
    /// The developer's comment for translators.
    public var comment: String?
    /// `extractionState`, or `nil` when absent (extracted from code).
    public var extractionState: ExtractionState?
    /// `false` when the key is marked not to be translated.
    public var shouldTranslate: Bool
    /// Localizations by language tag.
    public var localizations: [String: StringCatalogLocalization]

    public init(
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
