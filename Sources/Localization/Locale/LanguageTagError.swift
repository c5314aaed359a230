public import FormCore

/// Why a language tag or an `.lproj` folder name could not be read.
///
/// The message names the offending subtag and its byte offset in the input:
///
/// ```
/// invalid language tag 'en-abcdefghi': subtag 'abcdefghi' at offset 3 is 9 characters long; subtags have at most 8
/// ```
///
/// `code` is for programs (`switch` on it with a `default`, since new codes may appear);
/// `message` is for people.
public struct LanguageTagError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem this is. New codes may be added, so match with a `default` case.
    public struct Code: DiagnosticCode {
        /// The code's stable name, such as `emptySubtag`.
        public var rawValue: String
        /// A code by name; prefer the static members.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The code's name.

        /// The input is empty.
        public static let empty = Code(rawValue: "empty")
        /// Two separators in a row, or a separator at the start or end (`en--US`, `en-`).
        public static let emptySubtag = Code(rawValue: "emptySubtag")
        /// A subtag longer than 8 characters.
        public static let subtagTooLong = Code(rawValue: "subtagTooLong")
        /// A character outside the ASCII letters and digits, such as a space or `*`.
        public static let invalidCharacter = Code(rawValue: "invalidCharacter")
        /// A character outside ASCII (`fré`); tags are ASCII only.
        public static let nonASCII = Code(rawValue: "nonASCII")
        /// The first subtag is not 2 to 8 letters (`e`, `12`), and the tag is not a known
        /// irregular one such as `i-klingon`.
        public static let invalidLanguage = Code(rawValue: "invalidLanguage")
        /// A well-formed subtag in the wrong place (`en-US-Latn`: the script must precede the region).
        public static let misplacedSubtag = Code(rawValue: "misplacedSubtag")
        /// The same variant twice (`de-1996-1996`).
        public static let duplicateVariant = Code(rawValue: "duplicateVariant")
        /// The same extension singleton twice (`en-u-ca-gregory-u-nu-latn`).
        public static let duplicateExtension = Code(rawValue: "duplicateExtension")
        /// A singleton or `x` with nothing after it (`en-u`, `en-x`, `en-a-b`).
        public static let emptyExtension = Code(rawValue: "emptyExtension")
        /// A folder name that does not end in `.lproj`.
        public static let notLocalizationFolder = Code(rawValue: "notLocalizationFolder")
    }

    /// What kind of problem this is.
    public var code: Code
    /// The text that was being read, as given.
    public var input: String
    /// The offending subtag as written (empty for an empty subtag).
    public var subtag: String
    /// Byte offset (UTF-8) of the offending subtag in ``input``.
    public var offset: Int
    /// What is wrong, without the `invalid language tag '...'` prefix.
    public var reason: String

    /// What the input was meant to be, for the message: `language tag` or `localization folder`.
    var subject: String = "language tag"

    /// An error about `input`; `reason` is the sentence after `invalid language tag '...': `.
    public init(code: Code, input: String, subtag: String, offset: Int, reason: String) {
        self.code = code
        self.input = input
        self.subtag = subtag
        self.offset = offset
        self.reason = reason
    }

    /// The whole sentence: `invalid language tag 'INPUT': REASON` (or `invalid localization
    /// folder 'NAME.lproj': REASON` when reading a folder name).
    public var message: String { "invalid \(subject) '\(input)': \(reason)" }

    /// The same as ``message``.
    public var description: String { message }
}

extension LanguageTagError: Diagnostic {}
