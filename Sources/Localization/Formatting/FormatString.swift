public import FormCore

/// A printf-style format string as Apple's `String(format:)` reads it, parsed once.
///
/// Parsing never throws and never crashes: the text is split into literal segments,
/// ``FormatSpecifier``s and invalid pieces, and every problem is a ``FormatDiagnostic`` with the
/// byte range it concerns. The rules follow Core Foundation's parser (`__CFParseFormatSpec`),
/// including its surprises: `100% daily` contains the specifier `% d`, `%'d` is not a specifier,
/// and `%0$@` prints `0@`.
///
/// ```swift
/// let format = FormatString("%1$@ has %2$ld new messages (100%%)")
/// format.specifiers.map(\.argumentKind)   // [.object, .long]
/// format.diagnostics                      // []
/// SafeFormatter.format(format, arguments: ["Ann", 3])     // .success("Ann has 3 new messages (100%)")
/// ```
public struct FormatString: Sendable, Hashable, CustomStringConvertible {
    /// The largest width or precision accepted, written or passed with `*`. Apple has no such
    /// limit short of `Int32.max`; a bound keeps hostile strings (`%999999999d`) from allocating
    /// gigabytes, and no user interface string needs a wider field.
    public static let maximumAmount = 1000
    /// The largest `n$` position Apple's parser accepts (it stores positions in an `int8_t`).
    public static let maximumPosition = 127

    /// A piece of the format string.
    package enum Segment: Sendable, Hashable {
        /// Text shown as is; `%%` has already become `%`.
        case literal(String)
        /// A valid specifier.
        case specifier(FormatSpecifier)
        /// A `%` that does not start a valid specifier; its diagnostic has the same range.
        case invalid(range: Range<Int>, text: String)
    }

    /// The text as given.
    public let text: String
    /// The text split into literals, specifiers and invalid pieces, in order.
    package var segments: [Segment] {
        parsedSegments.isEmpty && !text.isEmpty ? [.literal(text)] : parsedSegments
    }
    // Empty for a text without `%`, whose one segment is the text itself: an array per entry
    // was a seventh of a large table's memory. A text with a `%` always parses to some segment.
    private let parsedSegments: [Segment]
    /// Every problem found, in order of position.
    public let diagnostics: [FormatDiagnostic]
    /// The valid specifiers, in order of position.
    public let specifiers: [FormatSpecifier]
    /// How many `%%` the text contains.
    public let literalPercentCount: Int

    /// Parses a format string.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    public init(_ text: String) {
        // Most texts of a real table hold no `%`: the text is its one literal, kept as it is
        // (shared, not copied) and not parsed. A catalog keeps one of these per entry, so for a
        // large table this is most of what loading it costs.
        let hasPercent = text.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "%")) }
            ?? text.utf8.contains(UInt8(ascii: "%"))
        if !hasPercent {
            self.text = text
            self.parsedSegments = []
            self.diagnostics = []
            self.specifiers = []
            self.literalPercentCount = 0
            return
        }
        var parser = FormatParser(text: text)
        parser.parse()
        self.text = text
        self.parsedSegments = parser.segments
        self.diagnostics = parser.diagnostics
        self.specifiers = parser.specifiers
        self.literalPercentCount = parser.literalPercentCount
    }

    public var description: String { text }

    /// Whether a diagnostic is an error: ``SafeFormatter`` refuses such a string.
    /// Whether the text holds no `%`: its one literal is the text itself.
    package var isPlainText: Bool { specifiers.isEmpty && diagnostics.isEmpty && literalPercentCount == 0 }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The highest argument number read, counting `*` amounts; 0 without specifiers.
    public var argumentCount: Int {
        specifiers.reduce(0) { count, spec in
            spec.argumentUses.reduce(count) { max($0, $1.argument) }
        }
    }

    /// The kind each argument is first read as, keyed by argument number (1-based).
    public var argumentKinds: [Int: ArgumentKind] {
        var kinds: [Int: ArgumentKind] = [:]
        for spec in specifiers {
            for use in spec.argumentUses where kinds[use.argument] == nil {
                kinds[use.argument] = use.kind
            }
        }
        return kinds
    }

    /// The text with literals as they print and every specifier (valid or not) as written:
    /// what ``SafeFormatter`` shows when neither a translation nor its fallback can be formatted.
    ///
    /// `"%d%% of %@"` gives `"%d% of %@"`.
    public var verbatimText: String {
        var result = ""
        for segment in segments {
            switch segment {
            case .literal(let literal): result += literal
            case .specifier(let spec): result += spec.text
            case .invalid(_, let text): result += text
            }
        }
        return result
    }

    /// The line, column and a caret excerpt for a byte offset in this format string.
    ///
    /// Use it for a format string that is a file of its own; a linter that read the string from a
    /// `.strings` file adds the offset of the value in that file instead.
    public func locate(offset: Int, file: String? = nil) -> (location: SourceLocation, excerpt: SourceExcerpt) {
        SourceExcerpt.locate(offset: offset, in: text.utf8, file: file)
    }
}
