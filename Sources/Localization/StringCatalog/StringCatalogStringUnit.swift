/// A translated text and its translation state: `"stringUnit": {"state": ..., "value": ...}`.
package struct StringCatalogStringUnit: Sendable, Hashable {
    /// A translation state; unknown states are kept as written.
    package struct State: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
        package var rawValue: String
        package init(rawValue: String) { self.rawValue = rawValue }
        package var description: String { rawValue }

        /// Not translated yet.
        package static let new = State(rawValue: "new")
        /// Translated.
        package static let translated = State(rawValue: "translated")
        /// Flagged for review by a translator or by Xcode.
        package static let needsReview = State(rawValue: "needs_review")
        /// The source text changed after translation; still used at run time.
        package static let stale = State(rawValue: "stale")
    }

    /// The state, or `nil` when the file does not give one.
    package var state: State?
    /// The text, a format string.
    package var value: String

    package init(state: State?, value: String) {
        self.state = state
        self.value = value
    }
}

/// Variations of a text, by kind (`plural`, `device`) and then by case (`one`, `iphone`).
///
/// Each case is a ``StringCatalogVariation``, which may vary again (a device case holding plural
/// cases). Kinds other than `plural` and `device` are kept as written.
package struct StringCatalogVariations: Sendable, Hashable {
    /// Every kind with its cases, as in the file.
    package var kinds: [String: [String: StringCatalogVariation]]

    package init(kinds: [String: [String: StringCatalogVariation]] = [:]) {
        self.kinds = kinds
    }

    /// Cases keyed by CLDR plural category (`zero one two few many other`).
    package var plural: [String: StringCatalogVariation]? { kinds["plural"] }
    /// Cases keyed by device (`iphone ipad mac applewatch appletv applevision ipod other`).
    package var device: [String: StringCatalogVariation]? { kinds["device"] }
}

/// One case of a variation: a string unit, or variations nested one level deeper.
package struct StringCatalogVariation: Sendable, Hashable {
    package var stringUnit: StringCatalogStringUnit?
    package var variations: StringCatalogVariations?

    package init(stringUnit: StringCatalogStringUnit? = nil, variations: StringCatalogVariations? = nil) {
        self.stringUnit = stringUnit
        self.variations = variations
    }
}

/// A `%#@name@` placeholder's definition: which argument it formats and how it varies.
package struct StringCatalogSubstitution: Sendable, Hashable {
    /// The argument number (`argNum`), 1-based.
    package var argumentNumber: Int?
    /// The printf conversion without `%` (`formatSpecifier`: `lld`, `@`, ...).
    package var formatSpecifier: String?
    package var variations: StringCatalogVariations?

    package init(argumentNumber: Int? = nil, formatSpecifier: String? = nil, variations: StringCatalogVariations? = nil) {
        self.argumentNumber = argumentNumber
        self.formatSpecifier = formatSpecifier
        self.variations = variations
    }
}

/// One key's text in one language.
package struct StringCatalogLocalization: Sendable, Hashable {
    package var stringUnit: StringCatalogStringUnit?
    package var variations: StringCatalogVariations?
    /// Substitutions by name, as used in `%#@name@`.
    package var substitutions: [String: StringCatalogSubstitution]

    package init(
        stringUnit: StringCatalogStringUnit? = nil, variations: StringCatalogVariations? = nil,
        substitutions: [String: StringCatalogSubstitution] = [:]
    ) {
        self.stringUnit = stringUnit
        self.variations = variations
        self.substitutions = substitutions
    }

    /// Calls `body` with every string unit and its path below the localization
    /// (`stringUnit`, `variations.plural.one.stringUnit`, `substitutions.n.variations...`).
    package func forEachStringUnit(_ body: (StringCatalogKeyPath, StringCatalogStringUnit) -> Void) {
        let root = StringCatalogKeyPath()
        if let stringUnit { body(root.appending(.key("stringUnit")), stringUnit) }
        if let variations { Self.visit(variations, at: root.appending(.key("variations")), body) }
        for name in substitutions.keys.sorted() {
            guard let variations = substitutions[name]?.variations else { continue }
            let path = root.appending(.key("substitutions")).appending(.key(name)).appending(.key("variations"))
            Self.visit(variations, at: path, body)
        }
    }

    private static func visit(
        _ variations: StringCatalogVariations, at path: StringCatalogKeyPath,
        _ body: (StringCatalogKeyPath, StringCatalogStringUnit) -> Void
    ) {
        for kind in variations.kinds.keys.sorted() {
            guard let cases = variations.kinds[kind] else { continue }
            for name in cases.keys.sorted() {
                guard let variation = cases[name] else { continue }
                let casePath = path.appending(.key(kind)).appending(.key(name))
                if let stringUnit = variation.stringUnit { body(casePath.appending(.key("stringUnit")), stringUnit) }
                if let nested = variation.variations { visit(nested, at: casePath.appending(.key("variations")), body) }
            }
        }
    }
}
