#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file or standard input, read in chunks with plain system calls.
///
/// The JSON and NDJSON readers need only bytes; reading them directly keeps Foundation off the
/// hot path and lets a multi-gigabyte stream pass through a fixed-size buffer.
///
/// ```swift
/// var input = try InputFile(path: "Examples/login/valid.json")
/// let bytes = try input.readAll(limit: 1 << 20)
/// ```
public struct InputFile: ~Copyable {
    /// The path as given; `-` for standard input.
    public let path: String
    let descriptor: Int32
    private let ownsDescriptor: Bool

    /// Opens a file for reading; `-` is standard input.
    public init(path: String) throws(InputError) {
        self.path = path
        if path == "-" {
            descriptor = 0
            ownsDescriptor = false
            return
        }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw InputFile.error(errno, path: path) }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            close(fd)
            throw InputError(code: .isDirectory, path: path, message: "is a directory, not a file")
        }
        descriptor = fd
        ownsDescriptor = true
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// Reads up to `buffer.count` bytes; returns 0 at the end of the input.
    public func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputError) -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        while true {
            #if canImport(Darwin)
            let count = Darwin.read(descriptor, base, buffer.count)
            #elseif canImport(Glibc)
            let count = Glibc.read(descriptor, base, buffer.count)
            #else
            let count = Musl.read(descriptor, base, buffer.count)
            #endif
            if count >= 0 { return count }
            if errno == EINTR { continue }
            throw InputFile.error(errno, path: path)
        }
    }

    /// Reads the whole input, refusing one larger than `limit` bytes without reading it all.
    /// - Parameter limitName: The limit's name in the error message.
    public func readAll(limit: Int, limitName: String = "maxDocumentBytes") throws(InputError) -> [UInt8] {
        var bytes: [UInt8] = []
        // Uninitialized, not zeroed: a page of it is touched only when a read fills it, so a
        // small file costs a page fault or two, where zeroing 64 KiB cost every one-file run 16
        // faults per file read (the spec and the submission).
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            let count = try read(into: chunk)
            if count == 0 { return bytes }
            guard bytes.count + count <= limit else {
                throw InputError(code: .tooLarge, path: path, message: "is larger than the limit of \(limit) bytes (\(limitName))")
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
        }
    }

    private static func error(_ number: Int32, path: String) -> InputError {
        switch number {
        case ENOENT, ENOTDIR: InputError(code: .notFound, path: path, message: "no such file")
        case EACCES, EPERM: InputError(code: .permissionDenied, path: path, message: "permission denied")
        case EISDIR: InputError(code: .isDirectory, path: path, message: "is a directory, not a file")
        default: InputError(code: .readFailed, path: path, message: "cannot be read (errno \(number))")
        }
    }
}
