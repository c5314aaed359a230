public import FormCore

/// A plural rule or a number's text that cannot be read.
///
/// The message names the offending token, and ``location`` points at it within the rule text
/// (line 1 unless the text has newlines), so ``description`` reads like a compiler diagnostic:
///
/// ```
/// 1:3: expected '=' or '!=' after 'n', found 'is'
/// n is 1
///   ^
/// ```
public struct PluralError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem this is; new codes may be added, so switch with a `default`.
    public struct Code: DiagnosticCode {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A character that cannot appear in a rule, such as `<` or `#`.
        public static let unexpectedCharacter = Code(rawValue: "unexpectedCharacter")
        /// A token in a place where the grammar expects something else.
        public static let unexpectedToken = Code(rawValue: "unexpectedToken")
        /// The rule ends in the middle of a relation.
        public static let unexpectedEnd = Code(rawValue: "unexpectedEnd")
        /// A letter that is not one of the operands `n i v w f t c e`.
        public static let unknownOperand = Code(rawValue: "unknownOperand")
        /// A number literal greater than `UInt64.max`, or an exponent beyond `Int.max`.
        public static let numberTooLarge = Code(rawValue: "numberTooLarge")
        /// A range whose start is greater than its end, such as `5..2`.
        public static let emptyRange = Code(rawValue: "emptyRange")
        /// `% 0`.
        public static let zeroModulus = Code(rawValue: "zeroModulus")
        /// A condition given for `other`, which CLDR defines as "everything else".
        public static let conditionOnOther = Code(rawValue: "conditionOnOther")
        /// Text that is not a plain decimal number (`-`? digits, `.` digits?, `c`/`e` digits?).
        public static let invalidNumber = Code(rawValue: "invalidNumber")
    }

    /// What kind of problem this is.
    public var code: Code
    /// One line for people, quoting the offending token.
    public var message: String
    /// Where in the text the problem is, if it is about a position.
    public var location: SourceLocation?
    /// The line around ``location`` with a caret under it.
    public var excerpt: SourceExcerpt?

    public init(code: Code, message: String, location: SourceLocation? = nil, excerpt: SourceExcerpt? = nil) {
        self.code = code
        self.message = message
        self.location = location
        self.excerpt = excerpt
    }

    /// An error at a byte offset of `text`, with its location and excerpt filled in.
    init(_ code: Code, _ message: String, at offset: Int, in text: String) {
        let (location, excerpt) = SourceExcerpt.locate(offset: offset, in: text.utf8)
        self.init(code: code, message: message, location: location, excerpt: excerpt)
    }

    /// `line:column: message`, then the excerpt with its caret when there is one.
    public var description: String {
        var text = location.map { "\($0): " } ?? ""
        text += message
        if let excerpt { text += "\n" + excerpt.description }
        return text
    }
}

extension PluralError: Diagnostic {}
