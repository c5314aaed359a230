/// Whether a translation equal to the development text is really left untranslated, or the
/// same on purpose.
///
/// Short texts are often the same in many languages: names and brands ("Safari", "Face ID"),
/// loan words and cognates ("Video", "Pizza", "Notes"), acronyms ("OK", "GPS"). A whole sentence
/// is almost never the same. So a short text is judged by what the other locales did with it
/// (kept as is by enough of them, it is a name or a loan word) and by what its own locale does
/// with sentences (one that translates them all kept the word on purpose). A sentence is judged alone: the
/// same text is untranslated, however many locales left it so (apps that fill missing strings
/// with English make most locales agree on it). Texts with nothing to translate (no letters
/// once format specifiers, e-mail addresses and URLs are set aside) are never untranslated.
///
/// ```swift
/// let judgement = UntranslatedJudgement(development: english, others: [german, french, russian])
/// judgement.isUntranslated(key: "button.ok", text: "OK", reference: "OK", locale: german, leavesSentences: true)   // false: an acronym
/// judgement.isUntranslated(key: "intro", text: "Welcome back!", reference: "Welcome back!", locale: german, leavesSentences: false) // true
/// ```
struct UntranslatedJudgement {
    /// A text of at most this many words is short: judged by the other locales.
    static let shortWords = 2
    /// A short text kept as is by at least this share of the other languages' locales that
    /// translate it is kept on purpose.
    static let keptShare = 1.0 / 3.0
    /// At least this many other-language locales before the others' choice can tell.
    static let localesToTell = 3

    /// Keys whose short development text enough other-language locales keep unchanged.
    private(set) var keptOnPurpose: Set<String> = []

    /// - Parameters:
    ///   - development: The development language's table.
    ///   - others: The tables of the other languages (not regional variants of the development language).
    init(development: CatalogTable, others: [CatalogTable]) {
        guard others.count >= Self.localesToTell else { return }
        for message in development.ordered {
            let key = message.key, reference = message.displayText
            guard Self.isShort(reference) else { continue }
            var translating = 0
            var same = 0
            for table in others {
                guard let text = table.messages[key]?.displayText, !text.isEmpty else { continue }
                translating += 1
                if text == reference { same += 1 }
            }
            if translating >= Self.localesToTell, same >= Self.localesToTell,
               Double(same) >= Double(translating) * Self.keptShare {
                keptOnPurpose.insert(key)
            }
        }
    }

    /// Whether `text`, the translation of `key` into `locale`, is the development text
    /// `reference` left in place.
    ///
    /// A short text is kept on purpose when other locales keep it too, or when the locale writes
    /// the development language's script and translates its sentences (`leavesSentences` false):
    /// a translator who translated every sentence and kept "Notes" in French or "Tag" in
    /// Portuguese meant it. A phrase in Latin letters where the locale writes another script is
    /// left in place whatever the others did.
    ///
    /// - Parameter leavesSentences: Whether the locale leaves a share of its sentences in the
    ///   development text (see ``leavesSentences(identical:sentences:)``).
    func isUntranslated(key: String, text: String, reference: String, locale: LanguageTag, leavesSentences: Bool) -> Bool {
        guard text == reference, Self.hasWords(reference) else { return false }
        if Self.isAcronym(reference) { return false }
        if Self.isLatinLeftInPlace(text, locale: locale) { return true }
        guard Self.isShort(reference) else { return true }
        if keptOnPurpose.contains(key) { return false }
        return leavesSentences || Self.nonLatinLanguages.contains(locale.language)
    }

    /// A locale leaving at least this share of its sentences in the development text leaves
    /// short texts too.
    static let sentencesLeftShare = 0.05

    /// Under this many translated sentences, a locale's habit cannot be told: only the other
    /// locales judge its short texts.
    static let sentencesToTell = 5

    /// Whether a locale with `identical` of its `sentences` (texts longer than short ones) equal
    /// to the development text leaves text untranslated as a habit (or has too few sentences to
    /// tell otherwise).
    static func leavesSentences(identical: Int, sentences: Int) -> Bool {
        sentences < sentencesToTell || (identical > 0 && Double(identical) >= Double(sentences) * sentencesLeftShare)
    }

    /// Languages whose own script is not Latin (unless a tag names `Latn`): a text of theirs
    /// written wholly in Latin letters, with words to translate, is another language left in
    /// place, even when it is not the current development text (an earlier English wording).
    static let nonLatinLanguages: Set<String> = [
        "am", "ar", "as", "be", "bg", "bn", "bo", "ckb", "dv", "dz", "el", "fa", "gu", "he", "hi", "hy", "iw", "ja", "ka",
        "kk", "km", "kn", "ko", "ky", "lo", "mk", "ml", "mn", "mr", "my", "ne", "or", "pa", "ps", "ru", "sa", "sd", "si",
        "sr", "ta", "te", "tg", "th", "ti", "ug", "uk", "ur", "yi", "zh",
    ]

    /// Whether `text`, a translation into `locale` that differs from the development text, is
    /// still in Latin letters where the locale writes another script: at least
    /// ``latinWordsLeftInPlace`` words of Latin letters (outside specifiers, addresses and
    /// acronyms; fewer may be a name such as "Face ID") and no letter of another script.
    static func isLatinLeftInPlace(_ text: String, locale: LanguageTag) -> Bool {
        guard nonLatinLanguages.contains(locale.language), locale.script != "Latn",
              !(locale.language == "sr" && LikelySubtags.script(for: "sr", region: locale.region) == "Latn"),
              // Most translations have a letter of their own script early: no need to split them.
              !text.unicodeScalars.contains(where: { $0.value >= 0x250 && $0.properties.isAlphabetic }),
              !isDateTemplate(text) else { return false }
        var latinWords = 0
        for token in text.split(whereSeparator: isSeparator) where !isAddress(token) {
            let word = withoutSpecifiers(token)
            var latin = false
            for scalar in word.unicodeScalars where scalar.properties.isAlphabetic {
                guard scalar.value < 0x250 else { return false }   // a letter of the locale's own script
                latin = true
            }
            if latin, !isAcronym(word) { latinWords += 1 }
        }
        return latinWords >= latinWordsLeftInPlace
    }

    static let latinWordsLeftInPlace = 3

    /// A text of at most ``shortWords`` words.
    static func isShort(_ text: String) -> Bool {
        // Counted without splitting: every key of a large table is asked, and making its words
        // was most of linting it.
        var words = 0
        var inWord = false
        for character in text {
            if isSeparator(character) {
                inWord = false
            } else if !inWord {
                inWord = true
                words += 1
                if words > shortWords { return false }
            }
        }
        return true
    }

    /// What splits a text into words: a space, a line feed or a tab.
    private static func isSeparator(_ character: Character) -> Bool {
        character == " " || character == "\n" || character == "\t"
    }

    /// Whether anything in a text could be translated: letters outside format specifiers
    /// (`%@`, `%lld`, `%1$@`), e-mail addresses, URLs and date templates (`MMM d, h:mm a`).
    static func hasWords(_ text: String) -> Bool {
        if isDateTemplate(text) { return false }
        for token in text.split(whereSeparator: isSeparator) where !isAddress(token) {
            var letters = false
            forEachCharacterOutsideSpecifiers(token) { character in
                letters = character.unicodeScalars.contains(where: \.properties.isAlphabetic)
                return !letters
            }
            if letters { return true }
        }
        return false
    }

    /// A date format template (`MMM d, h:mm a`, `yyyy-MM-dd`, `EEEE`): each run of letters is
    /// one date field letter repeated.
    static func isDateTemplate(_ text: String) -> Bool {
        var runs = 0
        var repeated = false
        var current: Character?
        var length = 0
        for character in text {
            if character.isLetter {
                guard let ascii = character.asciiValue, isDateField(ascii), current == nil || current == character else { return false }
                current = character
                length += 1
            } else if current != nil {
                runs += 1
                repeated = repeated || length > 1
                current = nil
                length = 0
            }
        }
        if current != nil {
            runs += 1
            repeated = repeated || length > 1
        }
        return runs >= 2 && repeated
    }

    /// The letters of Unicode's date field patterns (`y`, `M`, `d`, `E`, `h`, `m`, `a`…).
    private static func isDateField(_ letter: UInt8) -> Bool {
        switch letter {
        case UInt8(ascii: "G"), UInt8(ascii: "y"), UInt8(ascii: "Y"), UInt8(ascii: "u"), UInt8(ascii: "U"), UInt8(ascii: "Q"),
             UInt8(ascii: "q"), UInt8(ascii: "M"), UInt8(ascii: "L"), UInt8(ascii: "w"), UInt8(ascii: "W"), UInt8(ascii: "d"),
             UInt8(ascii: "D"), UInt8(ascii: "F"), UInt8(ascii: "E"), UInt8(ascii: "e"), UInt8(ascii: "c"), UInt8(ascii: "a"),
             UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "h"), UInt8(ascii: "H"), UInt8(ascii: "K"), UInt8(ascii: "k"),
             UInt8(ascii: "j"), UInt8(ascii: "m"), UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "A"), UInt8(ascii: "z"),
             UInt8(ascii: "Z"), UInt8(ascii: "O"), UInt8(ascii: "v"), UInt8(ascii: "V"), UInt8(ascii: "X"), UInt8(ascii: "x"):
            true
        default:
            false
        }
    }

    /// An acronym or code such as `OK`, `GPS`, `PDF`, `iOS`-free: two to five capitals alone.
    static func isAcronym(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        return (2...5).contains(scalars.count) && scalars.allSatisfy { ("A"..."Z").contains($0) }
    }

    /// An e-mail address (`name@host.tld`) or a URL (`https://…`, `www.…`).
    static func isAddress(_ token: Substring) -> Bool {
        // Bytes, not a lowercased copy: `://` has no letters, and only `W` lowercases to `w`.
        let bytes = token.utf8
        if bytes.count >= 4, zip(bytes.prefix(4), "www.".utf8).allSatisfy({ $0 | ($0 >= 0x41 && $0 <= 0x5A ? 0x20 : 0) == $1 }) {
            return true
        }
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in bytes {
            if previous == (UInt8(ascii: ":"), UInt8(ascii: "/")) && byte == UInt8(ascii: "/") { return true }
            previous = (previous.1, byte)
        }
        guard let at = token.firstIndex(of: "@"), at != token.startIndex else { return false }
        let host = token[token.index(after: at)...]
        return host.contains(".") && !host.hasPrefix(".") && !host.hasSuffix(".")
    }

    /// A token with its printf-style specifiers (`%@`, `%d`, `%1$lld`, `%%`) removed.
    static func withoutSpecifiers(_ token: Substring) -> String {
        var result = ""
        forEachCharacterOutsideSpecifiers(token) { character in
            result.append(character)
            return true
        }
        return result
    }

    /// Calls `body` with each character of `token` outside its printf-style specifiers, in
    /// order, until it returns `false`.
    private static func forEachCharacterOutsideSpecifiers(_ token: Substring, _ body: (Character) -> Bool) {
        var index = token.startIndex
        while index < token.endIndex {
            guard token[index] == "%" else {
                guard body(token[index]) else { return }
                index = token.index(after: index)
                continue
            }
            // Skip flags, width, precision, position and length, then the conversion letter.
            var cursor = token.index(after: index)
            while cursor < token.endIndex, let ascii = token[cursor].asciiValue, isSpecifierPart(ascii) {
                cursor = token.index(after: cursor)
            }
            if cursor < token.endIndex, let ascii = token[cursor].asciiValue, isConversion(ascii) {
                cursor = token.index(after: cursor)
            }
            index = cursor
        }
    }

    /// Flags, digits, `$`, `.` and length letters: `0123456789$#-+ .'hlqLzjt`.
    private static func isSpecifierPart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "$"), UInt8(ascii: "#"), UInt8(ascii: "-"), UInt8(ascii: "+"),
             UInt8(ascii: " "), UInt8(ascii: "."), UInt8(ascii: "'"), UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"),
             UInt8(ascii: "L"), UInt8(ascii: "z"), UInt8(ascii: "j"), UInt8(ascii: "t"):
            true
        default:
            false
        }
    }

    /// The conversions a specifier ends with: `@dDiuUxXoOfFeEgGcCsSpaA%`.
    private static func isConversion(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "@"), UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "U"),
             UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "f"), UInt8(ascii: "F"),
             UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "c"), UInt8(ascii: "C"),
             UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "p"), UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "%"):
            true
        default:
            false
        }
    }
}
