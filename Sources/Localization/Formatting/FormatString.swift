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

    /// A piece of the format string as it is kept: a specifier by its place in ``specifiers``,
    /// an invalid piece by its bytes in ``text``. A ``Segment`` holds a copy of its specifier,
    /// which made a list of them the larger part of a parse.
    package enum Piece: Sendable, Hashable {
        /// Text shown as is; `%%` has already become `%`.
        case literal(String)
        /// The valid specifier at this index of ``specifiers``.
        case specifier(Int)
        /// A `%` that does not start a valid specifier: its UTF-8 byte range in ``text``.
        case invalid(Range<Int>)
    }

    /// The text as given.
    public let text: String
    /// The text split into literals, specifiers and invalid pieces, in order.
    package var segments: [Segment] {
        guard let parsed else { return text.isEmpty ? [] : [.literal(text)] }
        return parsed.pieces.map { piece in
            switch piece {
            case .literal(let literal): .literal(literal)
            case .specifier(let index): .specifier(parsed.specifiers[index])
            case .invalid(let range): .invalid(range: range, text: self.text(in: range))
            }
        }
    }
    /// ``segments`` as they are kept, for going through without copying specifiers.
    package var pieces: [Piece] {
        guard let parsed else { return text.isEmpty ? [] : [.literal(text)] }
        return parsed.pieces
    }

    /// The text of a UTF-8 byte range of ``text`` (an invalid piece's).
    package func text(in range: Range<Int>) -> String {
        text.utf8.withContiguousStorageIfAvailable { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
            ?? String(decoding: Array(text.utf8)[range], as: UTF8.self)
    }
    /// Every problem found, in order of position.
    public var diagnostics: [FormatDiagnostic] { parsed?.diagnostics ?? [] }
    /// The valid specifiers, in order of position.
    public var specifiers: [FormatSpecifier] { parsed?.specifiers ?? [] }
    /// How many `%%` the text contains.
    public var literalPercentCount: Int { parsed?.literalPercentCount ?? 0 }

    // What parsing found, for a text with a `%`; `nil` for the others, whose one segment is
    // the text itself. Four arrays and a count kept inline in every format string were, with
    // the segment array, a fifth of a large table's memory: one reference is left.
    private let parsed: Parsed?

    private final class Parsed: Sendable {
        let pieces: [Piece]
        let diagnostics: [FormatDiagnostic]
        let specifiers: [FormatSpecifier]
        let literalPercentCount: Int

        init(_ parser: FormatParser) {
            pieces = parser.pieces
            diagnostics = parser.diagnostics
            specifiers = parser.specifiers
            literalPercentCount = parser.literalPercentCount
        }
    }

    /// Parses a format string.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    public init(_ text: String) {
        // Most texts of a real table hold no `%`: the text is its one literal, kept as it is
        // (shared, not copied) and not parsed. A catalog keeps one of these per entry, so for a
        // large table this is most of what loading it costs.
        let hasPercent = text.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "%")) }
            ?? text.utf8.contains(UInt8(ascii: "%"))
        self.text = text
        guard hasPercent else {
            parsed = nil
            return
        }
        var parser = FormatParser(text: text)
        parser.parse()
        parsed = Parsed(parser)
    }

    // Everything else is the text's parse: the text alone decides equality.
    public static func == (lhs: FormatString, rhs: FormatString) -> Bool { lhs.text == rhs.text }

    public func hash(into hasher: inout Hasher) { hasher.combine(text) }

    public var description: String { text }

    /// Whether the text is its own one literal: no specifier, no `%%`, nothing invalid.
    package var isPlainText: Bool {
        guard let parsed else { return true }
        return parsed.specifiers.isEmpty && parsed.diagnostics.isEmpty && parsed.literalPercentCount == 0
    }

    /// Whether a diagnostic is an error: ``SafeFormatter`` refuses such a string.
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
        // Only `%%` (written as one `%` literal) and invalid parts differ from the text.
        if literalPercentCount == 0 && diagnostics.isEmpty { return text }
        var result = ""
        let specifiers = specifiers
        for piece in pieces {
            switch piece {
            case .literal(let literal): result += literal
            case .specifier(let index): result += specifiers[index].text
            case .invalid(let range): result += text(in: range)
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
