#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension PlainFileSystem {
    /// Whether `path` is a file or a folder (following symbolic links), or `nil` if it does not exist.
    package static func kind(of path: String) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
    }

    /// Whether there is an entry at `path` at all, a broken or looping symbolic link included.
    package static func entryExists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Whether `path` is itself a symbolic link.
    package static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// A folder's device and inode (following symbolic links): the same folder reached by two
    /// paths (a link to `.`) has one identity, so a walk can visit it once.
    package static func identity(of path: String) -> FolderIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FolderIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }


    /// The names in a folder, sorted, without `.` and `..`; `nil` if it cannot be listed.
    package static func contents(of path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// The bytes of a file, or why they cannot be read.
    static func read(_ path: String) -> Result<[UInt8], ReadFailure> {
        // Non-blocking, so that opening a FIFO named like a table returns at once (a plain open
        // waits for a writer forever); only a regular file is then read.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(ReadFailure(message: describe(errno))) }
        defer { close(descriptor) }
        var info = stat()
        var expected = 0
        if fstat(descriptor, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(ReadFailure(message: "is a folder, not a file")) }
            if (info.st_mode & S_IFMT) != S_IFREG {
                return .failure(ReadFailure(message: "is not a regular file (a FIFO, a socket or a device), so it is not read"))
            }
            if Int(info.st_size) > maximumFileSize {
                return .failure(ReadFailure(message: "is larger than \(maximumFileSize >> 20) MB, more than any localization table"))
            }
            expected = Int(info.st_size)
        }
        // Read straight into an array of the file's size (one byte more, to see the end without
        // growing): grown by appending, a 50 MB table held up to twice its size for the whole run.
        var bytes: [UInt8] = []
        var capacity = expected + 1
        while true {
            if bytes.count == capacity { capacity = min(Swift.max(capacity * 2, 1 << 16), maximumFileSize + 1) }
            var failure: Int32 = 0
            var ended = false
            let previous = bytes
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                // The bytes so far move into the new buffer once per growth, which a regular
                // file's known size makes the exception (a file growing while it is read).
                initialized = UnsafeMutableBufferPointer(rebasing: buffer[0..<previous.count]).initialize(from: previous).1
                while initialized < capacity {
                    let count = systemRead(descriptor, buffer.baseAddress! + initialized, capacity - initialized)
                    if count < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    if count == 0 { ended = true; return }
                    initialized += count
                }
            }
            if failure != 0 { return .failure(ReadFailure(message: describe(failure))) }
            if bytes.count > maximumFileSize {
                return .failure(ReadFailure(message: "is larger than \(maximumFileSize >> 20) MB, more than any localization table"))
            }
            if ended { return .success(bytes) }
        }
    }

    // The read beside `systemWrite` (PlainFileSystem+Writing.swift): one call, three C libraries.
    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
        #if canImport(Darwin)
        return Darwin.read(descriptor, buffer, count)
        #elseif canImport(Glibc)
        return Glibc.read(descriptor, buffer, count)
        #else
        return Musl.read(descriptor, buffer, count)
        #endif
    }

    private static func describe(_ number: Int32) -> String {
        switch number {
        case ENOENT: return "does not exist"
        case EACCES: return "cannot be read (permission denied)"
        case EISDIR: return "is a folder, not a file"
        case ELOOP: return "cannot be read: its symbolic links loop"
        default: return "cannot be read (" + String(cString: strerror(number)) + ")"
        }
    }
}
