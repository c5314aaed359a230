#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(ucrt)
import ucrt
#endif

/// Numbers through the C library's `vsnprintf`, the function Apple's formatter itself calls,
/// so rounding and exponent forms are exactly Apple's.
///
/// Only ``SafeFormatter`` calls it, with a C format it built from a validated specifier (fixed
/// flags, width and precision at most ``FormatString/maximumAmount``, an `ll` length for
/// integers) and one argument of the matching C type; never a format string from the input.
enum CNumberFormatting {
    /// Output never exceeds this: 1000 digits of precision, 309 integer digits, sign and
    /// exponent; a width of 1000 is smaller.
    private static let capacity = 2 * FormatString.maximumAmount + 512

    static func format(_ cFormat: String, _ value: Int64) -> String { run(cFormat, value) }
    static func format(_ cFormat: String, _ value: UInt64) -> String { run(cFormat, value) }
    static func format(_ cFormat: String, _ value: Double) -> String { run(cFormat, value) }
    static func format(_ cFormat: String, _ value: Int32) -> String { run(cFormat, value) }

    private static func run(_ cFormat: String, _ value: some CVarArg) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
            guard let base = buffer.baseAddress else { return "" }
            let written = cFormat.withCString { format in
                withVaList([value]) { arguments in
                    #if canImport(Darwin)
                    // A nil locale is the C locale, whatever the process set with setlocale.
                    vsnprintf_l(base, capacity, nil, format, arguments)
                    #else
                    vsnprintf(base, capacity, format, arguments)
                    #endif
                }
            }
            guard written > 0 else { return "" }
            let count = min(Int(written), capacity - 1)
            return UnsafeBufferPointer(start: base, count: count).withMemoryRebound(to: UInt8.self) {
                String(decoding: $0, as: UTF8.self)
            }
        }
    }
}
