/// An `.lproj` folder name: either the base internationalization or one language.
///
/// ```swift
/// try LocalizationFolder(folderName: "pt_BR.lproj")    // .language(pt-BR), folderName "pt-BR.lproj"
/// try LocalizationFolder(folderName: "English.lproj")  // .language(en)
/// try LocalizationFolder(folderName: "Base.lproj")     // .base
/// ```
///
/// `Base.lproj` holds interface files whose strings live in each language's folder; it is not a
/// language and has no place in fallback chains. Names from before BCP 47 (`English.lproj`,
/// `Japanese.lproj`, ...) are read with CoreFoundation's table of old bundle language names
/// (swift-corelibs-foundation `CFLocaleIdentifier.c`, `oldAppleLocaleToCanonical`), matched
/// ignoring case. ``folderName`` always gives the canonical modern name, so reading and writing
/// back `English.lproj` or `pt_BR.lproj` yields `en.lproj` or `pt-BR.lproj`.
public enum LocalizationFolder: Sendable, Hashable, CustomStringConvertible {
    /// `Base.lproj`: the base internationalization.
    case base
    /// A language's folder, such as `zh-Hans.lproj`.
    case language(LanguageTag)

    /// The extension every localization folder has, without the dot.
    public static let pathExtension = "lproj"

    /// Reads a folder name such as `pt-BR.lproj` (the last path component, not a path).
    ///
    /// - Throws: ``LanguageTagError`` with code `.notLocalizationFolder` when the name does not
    ///   end in `.lproj` (in any case) or has nothing before it, or the tag's own error, with
    ///   offsets into the folder name, when the part before `.lproj` is not a language tag.
    public init(folderName: String) throws(LanguageTagError) {
        let suffix = "." + Self.pathExtension
        guard folderName.utf8.count > suffix.utf8.count,
            folderName.lowercased().hasSuffix(suffix)
        else {
            var error = LanguageTagError(
                code: .notLocalizationFolder, input: folderName, subtag: folderName, offset: 0,
                reason: folderName.lowercased().hasSuffix(suffix)
                    ? "nothing before '.lproj'"
                    : "a localization folder's name ends in '.lproj'")
            error.subject = "localization folder"
            throw error
        }
        let stem = String(folderName.dropLast(suffix.count))
        let key = stem.lowercased()
        if key == "base" {
            self = .base
        } else if let legacy = Self.legacyNames[key] {
            self = .language(LanguageTag(validatedLanguage: legacy.language, script: legacy.script, region: legacy.region))
        } else {
            do {
                self = .language(try LanguageTag(stem))
            } catch {
                var error = error
                error.input = folderName
                error.subject = "localization folder"
                throw error
            }
        }
    }

    /// The folder for a language.
    public init(_ tag: LanguageTag) { self = .language(tag) }

    /// The canonical folder name: `Base.lproj`, or the tag's canonical form and `.lproj`.
    public var folderName: String {
        switch self {
        case .base: return "Base." + Self.pathExtension
        case .language(let tag): return tag.description + "." + Self.pathExtension
        }
    }

    /// The language, or `nil` for `Base.lproj`.
    public var languageTag: LanguageTag? {
        switch self {
        case .base: return nil
        case .language(let tag): return tag
        }
    }

    /// The same as ``folderName``.
    public var description: String { folderName }

    /// Old bundle language names, lowercased, and the tag each stands for.
    private static let legacyNames: [String: (language: String, script: String?, region: String?)] = [
        "afrikaans": ("af", nil, nil), "albanian": ("sq", nil, nil), "amharic": ("am", nil, nil),
        "arabic": ("ar", nil, nil), "armenian": ("hy", nil, nil), "assamese": ("as", nil, nil),
        "aymara": ("ay", nil, nil), "azerbaijani": ("az", nil, nil), "basque": ("eu", nil, nil),
        "belarusian": ("be", nil, nil), "bengali": ("bn", nil, nil), "breton": ("br", nil, nil),
        "bulgarian": ("bg", nil, nil), "burmese": ("my", nil, nil), "byelorussian": ("be", nil, nil),
        "catalan": ("ca", nil, nil), "chinese": ("zh", nil, nil), "croatian": ("hr", nil, nil),
        "czech": ("cs", nil, nil), "danish": ("da", nil, nil), "dutch": ("nl", nil, nil),
        "dzongkha": ("dz", nil, nil), "english": ("en", nil, nil), "esperanto": ("eo", nil, nil),
        "estonian": ("et", nil, nil), "faroese": ("fo", nil, nil), "farsi": ("fa", nil, nil),
        "finnish": ("fi", nil, nil), "flemish": ("nl", nil, "BE"), "french": ("fr", nil, nil),
        "galician": ("gl", nil, nil), "georgian": ("ka", nil, nil), "german": ("de", nil, nil),
        "greek": ("el", nil, nil), "greenlandic": ("kl", nil, nil), "guarani": ("gn", nil, nil),
        "gujarati": ("gu", nil, nil), "hawaiian": ("haw", nil, nil), "hebrew": ("he", nil, nil),
        "hindi": ("hi", nil, nil), "hungarian": ("hu", nil, nil), "icelandic": ("is", nil, nil),
        "indonesian": ("id", nil, nil), "inuktitut": ("iu", nil, nil), "irish": ("ga", nil, nil),
        "italian": ("it", nil, nil), "japanese": ("ja", nil, nil), "javanese": ("jv", nil, nil),
        "kannada": ("kn", nil, nil), "kashmiri": ("ks", nil, nil), "kazakh": ("kk", nil, nil),
        "khmer": ("km", nil, nil), "kinyarwanda": ("rw", nil, nil), "kirghiz": ("ky", nil, nil),
        "korean": ("ko", nil, nil), "kurdish": ("ku", nil, nil), "lao": ("lo", nil, nil),
        "latin": ("la", nil, nil), "latvian": ("lv", nil, nil), "lithuanian": ("lt", nil, nil),
        "macedonian": ("mk", nil, nil), "malagasy": ("mg", nil, nil), "malay": ("ms", nil, nil),
        "malayalam": ("ml", nil, nil), "maltese": ("mt", nil, nil), "manx": ("gv", nil, nil),
        "marathi": ("mr", nil, nil), "moldavian": ("ro", nil, nil), "mongolian": ("mn", nil, nil),
        "nepali": ("ne", nil, nil), "norwegian": ("nb", nil, nil), "nynorsk": ("nn", nil, nil),
        "oriya": ("or", nil, nil), "oromo": ("om", nil, nil), "pashto": ("ps", nil, nil),
        "persian": ("fa", nil, nil), "polish": ("pl", nil, nil), "portuguese": ("pt", nil, nil),
        "punjabi": ("pa", nil, nil), "quechua": ("qu", nil, nil), "romanian": ("ro", nil, nil),
        "rundi": ("rn", nil, nil), "russian": ("ru", nil, nil), "sami": ("se", nil, nil),
        "sanskrit": ("sa", nil, nil), "scottish": ("gd", nil, nil), "serbian": ("sr", nil, nil),
        "sindhi": ("sd", nil, nil), "sinhalese": ("si", nil, nil), "slovak": ("sk", nil, nil),
        "slovenian": ("sl", nil, nil), "somali": ("so", nil, nil), "spanish": ("es", nil, nil),
        "sundanese": ("su", nil, nil), "swahili": ("sw", nil, nil), "swedish": ("sv", nil, nil),
        "tagalog": ("fil", nil, nil), "tajiki": ("tg", nil, nil), "tamil": ("ta", nil, nil),
        "tatar": ("tt", nil, nil), "telugu": ("te", nil, nil), "thai": ("th", nil, nil),
        "tibetan": ("bo", nil, nil), "tigrinya": ("ti", nil, nil), "tongan": ("to", nil, nil),
        "turkish": ("tr", nil, nil), "turkmen": ("tk", nil, nil), "uighur": ("ug", nil, nil),
        "ukrainian": ("uk", nil, nil), "urdu": ("ur", nil, nil), "uzbek": ("uz", nil, nil),
        "vietnamese": ("vi", nil, nil), "welsh": ("cy", nil, nil), "yiddish": ("yi", nil, nil),
    ]
}
