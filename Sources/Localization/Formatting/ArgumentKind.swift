/// The C type a format specifier reads from its argument list.
///
/// Apple's formatter takes its arguments as C varargs, so the kind decides how many bytes are read
/// and how they are interpreted. Two specifiers agree on an argument when their kinds have the same
/// ``Storage`` (what Core Foundation calls the type and size of a specifier):
///
/// ```
/// %d   → .int32        %ld  → .long          %lld → .longLong
/// %u   → .uint32       %@   → .object        %f   → .double
/// %#@files@ → .stringsdictVariable
/// ```
public enum ArgumentKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// An Objective-C object, `%@` (in Swift: a `String`, or a number shown as its decimal text).
    case object
    /// A `.stringsdict` variable, `%#@name@`: the value type is declared in the `.stringsdict` entry.
    case stringsdictVariable
    /// A C string, `%s` (`char *`).
    case cString
    /// A UTF-16 string, `%S` (`unichar *`).
    case unicharString
    /// An 8-bit character, `%c`.
    case char
    /// A UTF-16 code unit, `%C` (`unichar`).
    case unichar
    /// `%hhd`: a `signed char` passed as an `int`.
    case int8
    /// `%hd`: a `short` passed as an `int`.
    case int16
    /// `%d`, `%i`, `%D`: a 32-bit `int`.
    case int32
    /// `%ld`, `%zd`, `%td`: a `long` (`NSInteger`), 64-bit on 64-bit platforms.
    case long
    /// `%lld`, `%qd`, `%jd`: a 64-bit `long long` (Swift `Int` in `String(localized:)`).
    case longLong
    /// `%hhu` and the other unsigned conversions with `hh`.
    case uint8
    /// `%hu`, `%hx`...
    case uint16
    /// `%u`, `%x`, `%X`, `%o`, `%U`, `%O`: a 32-bit `unsigned int`.
    case uint32
    /// `%lu`, `%lx`, `%zu`: an `unsigned long` (`NSUInteger`).
    case unsignedLong
    /// `%llu`, `%llx`, `%qu`, `%ju`.
    case unsignedLongLong
    /// `%f`, `%e`, `%g`, `%a` and their capitals (`%lf` too): a `double`.
    case double
    /// `%Lf`: a `long double`.
    case longDouble
    /// `%p`: a pointer.
    case pointer

    /// How an argument travels through C varargs: what Apple's validator compares.
    public enum Storage: Sendable, Hashable {
        /// An integer of the given size in bytes on 64-bit platforms.
        case integer(bytes: Int)
        /// A floating-point number of the given size in bytes.
        case floatingPoint(bytes: Int)
        /// An object pointer (`%@`, `%#@name@`).
        case object
        /// A `char *`.
        case cString
        /// A `unichar *`.
        case unicharString
        /// A `unichar` (`%C`).
        case unichar
        /// A `void *`.
        case pointer
    }

    /// The storage on 64-bit Apple platforms (LP64), where `long` is 8 bytes.
    public var storage: Storage {
        switch self {
        case .object, .stringsdictVariable: return .object
        case .cString: return .cString
        case .unicharString: return .unicharString
        case .unichar: return .unichar
        case .char, .int8, .uint8: return .integer(bytes: 1)
        case .int16, .uint16: return .integer(bytes: 2)
        case .int32, .uint32: return .integer(bytes: 4)
        case .long, .unsignedLong, .longLong, .unsignedLongLong: return .integer(bytes: 8)
        case .double: return .floatingPoint(bytes: 8)
        case .longDouble: return .floatingPoint(bytes: 16)
        case .pointer: return .pointer
        }
    }

    /// The storage where `long` is 4 bytes (32-bit platforms such as watchOS's arm64_32).
    public var storageWithFourByteLong: Storage {
        switch self {
        case .long, .unsignedLong: return .integer(bytes: 4)
        default: return storage
        }
    }

    /// Whether the kind is an integer read by a numeric conversion (`%c` included).
    public var isInteger: Bool {
        if case .integer = storage { return true }
        return false
    }

    /// The kind of a `.stringsdict` `NSStringFormatValueTypeKey` (the conversion without `%`,
    /// such as `d`, `ld`, `lld`, `u`, `f` or `@`), or `nil` if it is not a valid conversion.
    public init?(valueType: String) {
        let parsed = FormatString("%" + valueType)
        guard parsed.diagnostics.isEmpty, parsed.specifiers.count == 1,
              let only = parsed.specifiers.first, only.range == 0..<(valueType.utf8.count + 1)
        else { return nil }
        self = only.argumentKind
    }

    /// A short name for messages, such as `int` or `long long`.
    public var description: String {
        switch self {
        case .object: return "object (%@)"
        case .stringsdictVariable: return "stringsdict variable (%#@…@)"
        case .cString: return "C string (%s)"
        case .unicharString: return "unichar string (%S)"
        case .char: return "char (%c)"
        case .unichar: return "unichar (%C)"
        case .int8: return "signed char"
        case .int16: return "short"
        case .int32: return "int"
        case .long: return "long"
        case .longLong: return "long long"
        case .uint8: return "unsigned char"
        case .uint16: return "unsigned short"
        case .uint32: return "unsigned int"
        case .unsignedLong: return "unsigned long"
        case .unsignedLongLong: return "unsigned long long"
        case .double: return "double"
        case .longDouble: return "long double"
        case .pointer: return "pointer (%p)"
        }
    }
}
