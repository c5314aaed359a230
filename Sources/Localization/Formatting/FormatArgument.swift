/// A typed argument for ``SafeFormatter``.
///
/// Apple's `String(format:)` trusts the format string to say what each vararg is; here the
/// arguments say what they are, and a specifier that does not fit its argument is reported
/// instead of reading the wrong bytes.
///
/// ```swift
/// let arguments: [FormatArgument] = ["Ann", 3, 2.5]   // .string, .int, .double
/// ```
public enum FormatArgument: Sendable, Hashable, CustomStringConvertible,
    ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    /// Text: for `%@`, `%#@name@`, `%s` and `%S`.
    case string(String)
    /// A signed integer: for the integer conversions (when it fits their size), `%c`, `%C`,
    /// `*` widths, and `%@` (shown as its decimal text).
    case int(Int)
    /// An unsigned integer: as ``int(_:)``, for values above `Int.max`.
    case unsignedInt(UInt)
    /// A floating-point number: for `%f`, `%e`, `%g`, `%a` and `%@`.
    case double(Double)

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }

    /// The argument as Swift would print it.
    public var description: String {
        switch self {
        case .string(let value): return value.debugDescription
        case .int(let value): return String(value)
        case .unsignedInt(let value): return String(value)
        case .double(let value): return String(value)
        }
    }

    /// A short name of the argument's type for messages.
    public var typeName: String {
        switch self {
        case .string: return "string"
        case .int: return "integer"
        case .unsignedInt: return "unsigned integer"
        case .double: return "double"
        }
    }
}
