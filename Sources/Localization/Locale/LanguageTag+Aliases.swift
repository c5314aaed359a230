// The replacements the parser applies, so that every spelling of a language compares equal to
// its modern code (a catalog's `iw.lproj` and a browser's `he` must meet).
//
// Sources (facts only):
// - Grandfathered tags: RFC 5646 §2.1 lists them; replacements follow CLDR's languageAlias data
//   (unicode-org/cldr common/supplemental/supplementalMetadata.xml), which also gives the
//   `en-x-i-default` style for tags that have no modern equivalent.
// - Deprecated ISO 639 codes: the IANA Language Subtag Registry's Preferred-Value fields, as
//   mirrored by CLDR languageAlias.

extension LanguageTag {
    /// Grandfathered tags (RFC 5646 §2.1, `irregular` and `regular`), lowercased, and the tag each
    /// one is read as. They are matched as whole tags before the ordinary grammar applies.
    ///
    /// `zh-guoyu` (Mandarin) becomes `zh` rather than the registry's `cmn`, as CLDR does: catalogs
    /// name Chinese `zh`. Tags with no modern equivalent keep their meaning in private use
    /// (`i-default` becomes `en-x-i-default`).
    static let grandfathered: [String: String] = [
        "art-lojban": "jbo",
        "cel-gaulish": "xtg",
        "en-gb-oed": "en-GB-oxendict",
        "i-ami": "ami",
        "i-bnn": "bnn",
        "i-default": "en-x-i-default",
        "i-enochian": "und-x-i-enochian",
        "i-hak": "hak",
        "i-klingon": "tlh",
        "i-lux": "lb",
        "i-mingo": "see-x-i-mingo",
        "i-navajo": "nv",
        "i-pwn": "pwn",
        "i-tao": "tao",
        "i-tay": "tay",
        "i-tsu": "tsu",
        "no-bok": "nb",
        "no-nyn": "nn",
        "sgn-be-fr": "sfb",
        "sgn-be-nl": "vgt",
        "sgn-ch-de": "sgg",
        "zh-guoyu": "zh",
        "zh-hakka": "hak",
        "zh-min": "nan-x-zh-min",
        "zh-min-nan": "nan",
        "zh-xiang": "hsn",
    ]

    /// Deprecated primary language codes and their replacements: a language and, for `sh`
    /// (Serbo-Croatian, written in Latin script), a script used when the tag has none.
    ///
    /// `no` (Norwegian) is deliberately NOT mapped to `nb`: CLDR treats `no` as a language of its
    /// own and the parent of `nb` and `nn`, and apps ship both `no.lproj` and `nb.lproj`. The
    /// fallback chain connects them instead (see `LikelySubtags.relatedLanguages`).
    ///
    /// A `switch`, not a dictionary: the first use of a dictionary literal of a new type costs
    /// every run that parses a tag (a one-file `validate --locale ru`) its metadata.
    static func languageAlias(of language: String) -> (language: String, script: String?)? {
        switch language {
        case "iw": ("he", nil)  // Hebrew, withdrawn 1989
        case "in": ("id", nil)  // Indonesian, withdrawn 1989
        case "ji": ("yi", nil)  // Yiddish, withdrawn 1989
        case "jw": ("jv", nil)  // Javanese, withdrawn 2001
        case "mo": ("ro", nil)  // Moldavian, deprecated 2008
        case "sh": ("sr", "Latn")  // Serbo-Croatian
        case "tl": ("fil", nil)  // Tagalog: CLDR and Apple name the language Filipino
        case "cmn": ("zh", nil)  // Mandarin: catalogs call it Chinese
        default: nil
        }
    }

    /// POSIX `@modifier`s that carry meaning in BCP 47: a script, or a registered variant.
    /// Other modifiers (`@euro`) say nothing about the language and are dropped.
    static let posixModifierScripts: [String: String] = [
        "latin": "Latn",
        "cyrillic": "Cyrl",
        "devanagari": "Deva",
    ]
    static let posixModifierVariants: Set<String> = ["valencia"]
}
