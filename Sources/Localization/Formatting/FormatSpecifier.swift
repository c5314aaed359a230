import FormCore

/// One conversion in a format string, such as `%1$@`, `%-8.2f` or `%#@files@`.
///
/// Offsets are UTF-8 byte offsets into the format string's text, so a linter can pass
/// `range.lowerBound` to `SourceExcerpt/locate(offset:in:file:)` to point at it.
///
/// ```swift
/// let spec = FormatString("Hello %2$@").specifiers[0]
/// spec.argument      // 2
/// spec.argumentKind  // .object
/// spec.range         // 6..<10
/// ```
public struct FormatSpecifier: Sendable, Hashable, CustomStringConvertible {
    /// Where the specifier is, as UTF-8 byte offsets into the format string.
    public var range: Range<Int>
    /// The specifier as written, from `%` to its conversion character.
    public var text: String
    /// The explicit argument position `n` of `%n$…` (1-based), or `nil` for a sequential specifier.
    public var position: Int?
    /// The argument (1-based) whose value this specifier shows: its ``position`` or the next one.
    public var argument: Int
    /// The flags between `%` (or `n$`) and the width.
    package var flags: Flags
    /// The minimum field width, if any.
    package var width: Amount?
    /// The precision, if any (`%.f` has precision 0, as in C).
    package var precision: Amount?
    /// The length modifier (`l`, `ll`, `h`...), if any.
    package var length: LengthModifier?
    /// The conversion character.
    public var conversion: Conversion
    /// The variable's name for `%#@name@`; `nil` otherwise.
    public var variableName: String?

    package init(
        range: Range<Int>, text: String, position: Int?, argument: Int, flags: Flags = [],
        width: Amount? = nil, precision: Amount? = nil, length: LengthModifier? = nil,
        conversion: Conversion, variableName: String? = nil
    ) {
        self.range = range
        self.text = text
        self.position = position
        self.argument = argument
        self.flags = flags
        self.width = width
        self.precision = precision
        self.length = length
        self.conversion = conversion
        self.variableName = variableName
    }

    /// The C type this specifier reads for its value.
    public var argumentKind: ArgumentKind {
        conversion.argumentKind(length: length)
    }

    /// Every argument this specifier reads, in the order Apple reads them: a `*` width, then a
    /// `*` precision (both `int`), then the value.
    public var argumentUses: [(argument: Int, kind: ArgumentKind)] {
        var uses: [(argument: Int, kind: ArgumentKind)] = []
        if case .argument(let number, _) = width { uses.append((number, .int32)) }
        if case .argument(let number, _) = precision { uses.append((number, .int32)) }
        uses.append((argument, argumentKind))
        return uses
    }

    /// Whether the specifier, or one of its `*` amounts, takes the next argument in sequence.
    public var usesSequentialArguments: Bool {
        position == nil || width?.isSequential == true || precision?.isSequential == true
    }

    /// Whether the specifier names all its arguments with `n$`.
    public var usesPositionalArguments: Bool {
        position != nil || width?.isPositional == true || precision?.isPositional == true
    }

    public var description: String { text }

    /// The flags of a specifier. Apple's parser does not know the `'` (thousands) flag.
    package struct Flags: OptionSet, Sendable, Hashable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }

        /// `-`: left-justify within the field width.
        package static let leftJustify = Flags(rawValue: 1 << 0)
        /// `+`: always show a sign.
        package static let plusSign = Flags(rawValue: 1 << 1)
        /// ` `: a space where a `+` would go. `100% daily` reads `% d` as a specifier with this flag.
        package static let space = Flags(rawValue: 1 << 2)
        /// `#`: the alternate form (`0x` prefix, kept decimal point); `%#@name@` for variables.
        package static let alternate = Flags(rawValue: 1 << 3)
        /// `0`: pad numbers with zeros.
        package static let zeroPad = Flags(rawValue: 1 << 4)

        /// The flags as they are written in C, in a fixed order.
        package var spelling: String {
            var text = ""
            if contains(.leftJustify) { text += "-" }
            if contains(.plusSign) { text += "+" }
            if contains(.space) { text += " " }
            if contains(.alternate) { text += "#" }
            if contains(.zeroPad) { text += "0" }
            return text
        }
    }

    /// A width or precision: written in the format, or taken from an argument with `*`.
    package enum Amount: Sendable, Hashable {
        /// Digits in the format: `%5d`, `%.2f`.
        case fixed(Int)
        /// `*` (sequential) or `*n$` (positional): an `int` argument, 1-based.
        case argument(Int, positional: Bool)

        var isSequential: Bool {
            if case .argument(_, positional: false) = self { return true }
            return false
        }

        var isPositional: Bool {
            if case .argument(_, positional: true) = self { return true }
            return false
        }
    }

    /// A length modifier: the size of the integer (or `long double`) argument.
    package enum LengthModifier: String, Sendable, Hashable, CaseIterable {
        case hh, h, l, ll, q, L, z, t, j
    }

    /// A conversion character.
    public enum Conversion: String, Sendable, Hashable, CaseIterable {
        /// `%@`: an object's description.
        case object = "@"
        /// `%#@name@`: a `.stringsdict` variable, replaced by the plural variant.
        case stringsdictVariable = "#@"
        case d, D, i, u, U, x, X, o, O
        case f, F, e, E, g, G, a, A
        case c, C, s, S, p

        /// Whether the conversion reads a signed integer.
        public var isSignedInteger: Bool { self == .d || self == .D || self == .i }
        /// Whether the conversion reads an unsigned integer.
        public var isUnsignedInteger: Bool {
            switch self {
            case .u, .U, .x, .X, .o, .O: return true
            default: return false
            }
        }
        /// Whether the conversion reads a floating-point number.
        public var isFloatingPoint: Bool {
            switch self {
            case .f, .F, .e, .E, .g, .G, .a, .A: return true
            default: return false
            }
        }

        /// What Core Foundation calls the numeric style: two conversions of the same size but a
        /// different style (`%d` and `%u`, `%f` and `%e`) make Apple's validator reject a string.
        var numericStyle: Int? {
            switch self {
            case .d, .D, .i: return 1          // decimal
            case .u, .U: return 2              // unsigned
            case .x, .X, .o, .O, .c: return 0  // no style
            case .f, .F: return 1              // decimal
            case .e, .E: return 4              // scientific
            case .g, .G: return 5              // decimal | scientific
            case .a, .A: return 0
            default: return nil
            }
        }

        /// The kind read with a given length modifier (one that ``accepts(_:)``).
        package func argumentKind(length: LengthModifier?) -> ArgumentKind {
            switch self {
            case .object: return .object
            case .stringsdictVariable: return .stringsdictVariable
            case .s: return .cString
            case .S: return .unicharString
            case .c: return .char
            case .C: return .unichar
            case .p: return .pointer
            case .f, .F, .e, .E, .g, .G, .a, .A:
                return length == .L ? .longDouble : .double
            case .D: return .int32
            case .U, .O: return .uint32
            case .d, .i:
                switch length {
                case .hh: return .int8
                case .h: return .int16
                case .l, .z, .t: return .long
                case .ll, .q, .j: return .longLong
                case nil, .L: return .int32
                }
            case .u, .x, .X, .o:
                switch length {
                case .hh: return .uint8
                case .h: return .uint16
                case .l, .z, .t: return .unsignedLong
                case .ll, .q, .j: return .unsignedLongLong
                case nil, .L: return .uint32
                }
            }
        }

        /// Whether a length modifier is meaningful with this conversion. `%lf` is accepted (C99
        /// ignores the `l`); `%Ld`, `%l@` or `%hs` are not.
        package func accepts(_ length: LengthModifier?) -> Bool {
            guard let length else { return true }
            switch self {
            case .d, .i, .u, .x, .X, .o: return length != .L
            case .f, .F, .e, .E, .g, .G, .a, .A: return length == .l || length == .L
            default: return false
            }
        }
    }
}
