#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FormRules

/// Writes a summary file.
enum SummaryFile {
    /// Writes `summary` to `path` as one line of JSON; says why on standard error when it cannot.
    static func write(_ summary: BatchSummary, to path: String, io: CommandIO) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            io.err("Error: cannot write \(path): \(String(cString: strerror(errno))).")
            return false
        }
        FileDescriptorWriter.writeAll(Array((summary.jsonText + "\n").utf8), to: descriptor)
        return close(descriptor) == 0
    }
}
