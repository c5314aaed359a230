#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The little the server asks of the file system directly (specs are read through FormRules).
enum FileSystem {
    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}

/// Standard error, written directly (C's `stderr` is shared mutable state to Swift 6).
enum StandardError {
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let written = unistdWrite(2, base + offset, bytes.count - offset)
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}

#if canImport(Darwin)
private let unistdWrite = Darwin.write
#elseif canImport(Glibc)
private let unistdWrite = Glibc.write
#elseif canImport(Musl)
private let unistdWrite = Musl.write
#endif
