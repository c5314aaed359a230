#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FormRules

/// Where a command writes, so tests can run commands in process and read what they printed.
struct CommandIO {
    var writeOutput: (String) -> Void
    var writeError: (String) -> Void
    /// Writes out whatever output is buffered.
    var flush: () -> Void = {}
    /// Whether standard error is a terminal (progress is shown only there).
    var errorIsTerminal: Bool = false
    /// Whether standard output is a terminal (progress then stays off unless asked for, as the
    /// report would mix with it).
    var outputIsTerminal: Bool = false
    /// Keeps a large value (a loaded catalog) until the process exits instead of freeing it when
    /// the command returns: freeing half a million messages one by one took a tenth of `strings
    /// export`'s time on a 50 MB table, for memory the exit returns anyway. Tests' IO frees it.
    var keepUntilExit: (any Sendable) -> Void = { _ in }

    /// Standard output (buffered: a large NDJSON report is many lines) and standard error.
    static var standard: CommandIO {
        let output = FileDescriptorWriter(descriptor: 1)
        return CommandIO(
            writeOutput: { output.write($0) },
            writeError: { text in
                output.flush()
                FileDescriptorWriter.writeAll(Array(text.utf8), to: 2)
            },
            flush: { output.flush() },
            errorIsTerminal: isatty(2) != 0,
            outputIsTerminal: isatty(1) != 0,
            keepUntilExit: { value in keptUntilExit.withLock { $0.append(value) } }
        )
    }

    func out(_ line: String) { writeOutput(line + "\n") }
    func err(_ line: String) { writeError(line + "\n") }
}

/// What ``CommandIO/standard`` keeps until the process exits.
private let keptUntilExit = LockedState<[any Sendable]>([])

/// Buffers text for a file descriptor and writes it in large blocks.
final class FileDescriptorWriter {
    private let descriptor: Int32
    private var buffer: [UInt8] = []

    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(1 << 16)
    }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    func flush() {
        FileDescriptorWriter.writeAll(buffer, to: descriptor)
        buffer.removeAll(keepingCapacity: true)
    }

    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { raw in
            // Empty bytes may have no address; there is nothing to write then.
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                #if canImport(Darwin)
                let written = Darwin.write(descriptor, base + offset, raw.count - offset)
                #elseif canImport(Glibc)
                let written = Glibc.write(descriptor, base + offset, raw.count - offset)
                #else
                let written = Musl.write(descriptor, base + offset, raw.count - offset)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    return  // Nowhere left to report a failed write (a closed pipe): stop writing.
                }
                offset += written
            }
        }
    }
}
