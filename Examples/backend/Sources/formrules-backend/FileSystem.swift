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

    /// Whether `path` is a regular file (following links): not a folder, a FIFO or a device.
    static func isFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }
}

/// What identifies one version of a file: modification time, size and inode (a file replaced by
/// a rename gets a new inode even within one clock tick).
struct FileStamp: Sendable, Equatable {
    var seconds: Int
    var nanoseconds: Int
    var size: Int
    var inode: UInt64

    /// The stamp of the regular file at `path`, or `nil` when there is none.
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Darwin)
        seconds = Int(status.st_mtimespec.tv_sec)
        nanoseconds = Int(status.st_mtimespec.tv_nsec)
        #else
        seconds = Int(status.st_mtim.tv_sec)
        nanoseconds = Int(status.st_mtim.tv_nsec)
        #endif
        size = Int(status.st_size)
        inode = UInt64(status.st_ino)
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
