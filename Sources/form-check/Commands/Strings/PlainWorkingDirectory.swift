#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder the command runs in: SARIF locations are relative to it, as CI systems read them
/// from the checkout's root.
enum PlainWorkingDirectory {
    /// The current directory, or `nil` when it cannot be read (removed while running).
    static func path() -> String? {
        guard let pointer = getcwd(nil, 0) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
