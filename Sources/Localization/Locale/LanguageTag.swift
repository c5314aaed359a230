import FormCore

/// A well-formed BCP 47 language tag (RFC 5646) in canonical form.
///
/// Parsing accepts any letter case, `_` as well as `-` between subtags (Apple and POSIX
/// identifiers use it) and a POSIX codeset or modifier suffix, and gives the tag in canonical
/// case with deprecated codes replaced:
///
/// ```swift
/// try LanguageTag("pt-br").description        // "pt-BR"
/// try LanguageTag("zh-hant-tw").description   // "zh-Hant-TW"
/// try LanguageTag("ru_RU.UTF-8").description  // "ru-RU"
/// try LanguageTag("iw").description           // "he"
/// try LanguageTag("en--US")
/// // throws: invalid language tag 'en--US': empty subtag at offset 3
/// ```
///
/// Two tags are equal when their canonical forms are equal, so `LanguageTag("EN_us")` equals
/// `LanguageTag("en-US")`. The replacements applied while parsing are listed in
/// `LanguageTag+Aliases.swift`; what the tag falls back to is ``fallbackChain(developmentLanguage:)``.
public struct LanguageTag: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// One extension: a singleton (any letter or digit but `x`) and its subtags, as in `u-ca-buddhist`.
    package struct Extension: Sendable, Hashable, CustomStringConvertible {
        /// The singleton, lowercase (`u` for Unicode locale extensions, `t` for transformed content).
        package var singleton: Character
        /// The subtags after the singleton, lowercase; never empty.
        package var subtags: [String]

        /// `singleton-subtag-...`, as in `u-ca-buddhist`.
        package var description: String { ([String(singleton)] + subtags).concatenated(separator: "-") }
    }

    /// The primary language subtag, lowercase (`en`, `zh`, `und`), or empty for a tag that is only
    /// private use (`x-whatever`).
    public let language: String
    /// Extended language subtags, lowercase (`yue` in `zh-yue`); usually empty.
    public let extendedLanguages: [String]
    /// The script subtag in title case (`Hant`), if any.
    public let script: String?
    /// The region subtag, uppercase (`BR`) or three digits (`419`), if any.
    public let region: String?
    /// Variant subtags, lowercase, in the order written (`1996` in `de-CH-1996`).
    public let variants: [String]
    /// Extensions, sorted by singleton as the canonical form requires.
    package let extensions: [Extension]
    /// Private-use subtags after `x`, lowercase; empty when the tag has none.
    public let privateUse: [String]

    /// Builds a tag from parts already validated and cased; used by the parser and by fallback
    /// chains, which only ever remove subtags from a valid tag.
    init(
        validatedLanguage language: String,
        extendedLanguages: [String] = [],
        script: String? = nil,
        region: String? = nil,
        variants: [String] = [],
        extensions: [Extension] = [],
        privateUse: [String] = []
    ) {
        self.language = language
        self.extendedLanguages = extendedLanguages
        self.script = script
        self.region = region
        self.variants = variants
        self.extensions = extensions
        self.privateUse = privateUse
    }

    /// The undetermined language, `und`, also what the POSIX `C` locale maps to.
    public static let undetermined = LanguageTag(validatedLanguage: "und")

    /// Whether the tag has only private-use subtags (`x-whatever`).
    public var isPrivateUseOnly: Bool { language.isEmpty }

    /// The canonical form: subtags joined with `-` in canonical case.
    public var description: String {
        var parts: [String] = []
        if !language.isEmpty { parts.append(language) }
        parts += extendedLanguages
        if let script { parts.append(script) }
        if let region { parts.append(region) }
        parts += variants
        for item in extensions { parts.append(item.description) }
        if !privateUse.isEmpty { parts += ["x"] + privateUse }
        return parts.concatenated(separator: "-")
    }

    /// Orders tags by their canonical form, so sorted lists read alphabetically.
    public static func < (lhs: LanguageTag, rhs: LanguageTag) -> Bool {
        lhs.description < rhs.description
    }

    /// The same tag without extensions and private use: what `.lproj` folders and catalogs name.
    ///
    /// A tag that is only private use (`x-whatever`) is returned unchanged.
    public var withoutExtensions: LanguageTag {
        if isPrivateUseOnly { return self }
        return LanguageTag(
            validatedLanguage: language, extendedLanguages: extendedLanguages, script: script,
            region: region, variants: variants)
    }
}
