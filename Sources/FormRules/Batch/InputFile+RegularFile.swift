#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension InputFile {
    /// Refuses a path that names a FIFO, a socket or a device, before opening it: opening a FIFO
    /// blocks until a writer comes, so a FIFO named `login.json` in a folder of specs would hang
    /// whoever loads it, without a word. A missing file or a directory is left to
    /// ``init(path:)``, which names those.
    ///
    /// - Parameter what: What is read from a file, for the message (`a spec`).
    static func requireRegularFile(_ path: String, for what: String) throws(InputError) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        let kind = info.st_mode & S_IFMT
        guard kind != S_IFREG, kind != S_IFDIR else { return }
        throw InputError(
            code: .notRegularFile, path: path,
            message: "is not a regular file (a FIFO, a socket or a device): \(what) is read from a file")
    }
}
