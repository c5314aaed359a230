/// The few facts about languages that fallback chains need beyond cutting subtags off.
///
/// Truncation alone (RFC 4647) gets three common cases wrong, so this small table adds:
/// 1. **Likely scripts** for languages written in more than one script, so `zh-TW` tries
///    `zh-Hant` before `zh` and `zh-CN` tries `zh-Hans`. Source: CLDR likelySubtags
///    (unicode-org/cldr common/supplemental/likelySubtags.xml), e.g. `zh` → `zh-Hans-CN`,
///    `zh-TW` → `zh-Hant-TW`, `sr` → `sr-Cyrl-RS`, `sr-ME` → `sr-Latn-ME`.
/// 2. **Regional parents** where a region inherits from a regional variety rather than the bare
///    language: Latin American Spanish from `es-419`, Portuguese outside Brazil from `pt-PT`,
///    Macao Chinese from Hong Kong. Source: CLDR parentLocales (supplementalData.xml).
/// 3. **Norwegian**: CLDR makes `no` the parent of `nb` and `nn`, and Bokmål is what most
///    Norwegian text is written in, so `nb`/`nn` try `no` and `no` tries `nb`.
///
/// Deliberately left out: `en-001`/`en-150` (international English; no Apple catalog names it),
/// and the hundreds of single-script languages (adding `-Latn` to `fr` only lengthens chains).
enum LikelySubtags {
    /// The script a language is most likely written in, in a region if one is given; `nil` for
    /// languages outside the table. Each language's default script, and the regions where
    /// another is likely.
    ///
    /// A `switch`, not a dictionary of dictionaries: building those cost every run that computes
    /// a fallback chain (a one-file `validate --locale ru`) about 75,000 instructions.
    static func script(for language: String, region: String?) -> String? {
        func usually(_ script: String, else other: String, in regions: [String]) -> String {
            region.map { regions.contains($0) } == true ? other : script
        }
        switch language {
        case "zh":
            return usually("Hans", else: "Hant", in: ["TW", "HK", "MO", "AU", "BN", "GB", "GF", "ID", "PA", "PF", "PH", "SR", "TH", "US", "VN"])
        case "yue": return usually("Hant", else: "Hans", in: ["CN"])
        case "sr": return usually("Cyrl", else: "Latn", in: ["ME", "RO", "RU", "TR"])
        case "bs", "ff": return "Latn"
        case "az": return region == "RU" ? "Cyrl" : usually("Latn", else: "Arab", in: ["IQ", "IR"])
        case "uz": return region == "CN" ? "Cyrl" : usually("Latn", else: "Arab", in: ["AF"])
        case "pa": return usually("Guru", else: "Arab", in: ["PK"])
        case "mn": return usually("Cyrl", else: "Mong", in: ["CN"])
        case "ha": return usually("Latn", else: "Arab", in: ["SD"])
        case "ku": return usually("Latn", else: "Arab", in: ["IQ", "IR"])
        default: return nil
        }
    }

    private static let spanishLatinAmerica: Set<String> = [
        "AR", "BO", "BR", "BZ", "CL", "CO", "CR", "CU", "DO", "EC", "GT", "HN", "MX", "NI", "PA",
        "PE", "PR", "PY", "SV", "US", "UY", "VE",
    ]
    private static let portugueseOutsideBrazil: Set<String> = [
        "AO", "CH", "CV", "GQ", "GW", "LU", "MO", "MZ", "ST", "TL",
    ]

    /// The region a `language[-script]-region` inherits from before the bare language, if any.
    /// `script` is the tag's script, explicit or likely.
    static func parentRegion(language: String, script: String?, region: String) -> String? {
        switch (language, script) {
        case ("es", nil) where spanishLatinAmerica.contains(region): return "419"
        case ("pt", nil) where portugueseOutsideBrazil.contains(region): return "PT"
        case ("zh", "Hant") where region == "MO": return "HK"
        default: return nil
        }
    }

    /// Languages tried after a bare language before giving up on it.
    static func relatedLanguages(_ language: String) -> [String] {
        switch language {
        case "nb", "nn": return ["no"]
        case "no": return ["nb"]
        default: return []
        }
    }
}
