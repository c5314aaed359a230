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

    #if hasFeature(Embedded)
    // Embedded Swift has no C varargs (`CVarArg`, `withVaList`): one typed C entry point per
    // argument type, each calling `snprintf` (Web/runtime/shims.c, wasi-libc's, so musl's, printf).
    static func format(_ cFormat: String, _ value: Int64) -> String { run(cFormat) { formrules_format_int64($0, $1, $2, value) } }
    static func format(_ cFormat: String, _ value: UInt64) -> String { run(cFormat) { formrules_format_uint64($0, $1, $2, value) } }
    static func format(_ cFormat: String, _ value: Double) -> String { run(cFormat) { formrules_format_double($0, $1, $2, value) } }
    static func format(_ cFormat: String, _ value: Int32) -> String { run(cFormat) { formrules_format_int32($0, $1, $2, value) } }
    #else
    static func format(_ cFormat: String, _ value: Int64) -> String { run(cFormat) { vaFormat($0, $1, $2, value) } }
    static func format(_ cFormat: String, _ value: UInt64) -> String { run(cFormat) { vaFormat($0, $1, $2, value) } }
    static func format(_ cFormat: String, _ value: Double) -> String { run(cFormat) { vaFormat($0, $1, $2, value) } }
    static func format(_ cFormat: String, _ value: Int32) -> String { run(cFormat) { vaFormat($0, $1, $2, value) } }

    private static func vaFormat(
        _ buffer: UnsafeMutablePointer<CChar>, _ capacity: Int, _ format: UnsafePointer<CChar>, _ value: some CVarArg
    ) -> Int32 {
        withVaList([value]) { arguments in
            #if canImport(Darwin)
            // A nil locale is the C locale, whatever the process set with setlocale.
            vsnprintf_l(buffer, capacity, nil, format, arguments)
            #else
            vsnprintf(buffer, capacity, format, arguments)
            #endif
        }
    }
    #endif

    /// Runs one C formatting call into a buffer of ``capacity`` and reads what it wrote.
    private static func run(
        _ cFormat: String, _ call: (UnsafeMutablePointer<CChar>, Int, UnsafePointer<CChar>) -> Int32
    ) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
            guard let base = buffer.baseAddress else { return "" }
            let written = cFormat.withCString { call(base, capacity, $0) }
            guard written > 0 else { return "" }
            let count = min(Int(written), capacity - 1)
            return UnsafeBufferPointer(start: base, count: count).withMemoryRebound(to: UInt8.self) {
                String(decoding: $0, as: UTF8.self)
            }
        }
    }
}

#if hasFeature(Embedded)
@_extern(c, "formrules_format_int64")
private func formrules_format_int64(_ buffer: UnsafeMutablePointer<CChar>, _ capacity: Int, _ format: UnsafePointer<CChar>, _ value: Int64) -> Int32
@_extern(c, "formrules_format_uint64")
private func formrules_format_uint64(_ buffer: UnsafeMutablePointer<CChar>, _ capacity: Int, _ format: UnsafePointer<CChar>, _ value: UInt64) -> Int32
@_extern(c, "formrules_format_double")
private func formrules_format_double(_ buffer: UnsafeMutablePointer<CChar>, _ capacity: Int, _ format: UnsafePointer<CChar>, _ value: Double) -> Int32
@_extern(c, "formrules_format_int32")
private func formrules_format_int32(_ buffer: UnsafeMutablePointer<CChar>, _ capacity: Int, _ format: UnsafePointer<CChar>, _ value: Int32) -> Int32
#endif
