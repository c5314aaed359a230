#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing tables back (`strings import`): whole files, replaced atomically, so an
/// interrupted import never leaves half a table.
extension PlainFileSystem {
    /// The bytes of a file, or a message saying why not (`does not exist`...).
    package static func readFile(_ path: String) -> Result<[UInt8], WriteFailure> {
        read(path).mapError { WriteFailure(message: $0.message) }
    }

    /// Writes `bytes` to `path` through a temporary file beside it and a rename, creating the
    /// parent folder (one level: a new `.lproj`) when it is missing.
    package static func write(_ bytes: [UInt8], to path: String) -> Result<Void, WriteFailure> {
        if let parent = parent(path), kind(of: parent) == nil {
            guard mkdir(parent, 0o755) == 0 else { return .failure(failure("cannot create the folder \(parent)")) }
        }
        let temporary = path + ".import-tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return .failure(failure("cannot be created")) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress! + written, bytes.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                let problem = failure("cannot be written")
                close(descriptor)
                unlink(temporary)
                return .failure(problem)
            }
            written += count
        }
        guard close(descriptor) == 0, rename(temporary, path) == 0 else {
            let problem = failure("cannot be replaced")
            unlink(temporary)
            return .failure(problem)
        }
        return .success(())
    }

    package struct WriteFailure: Error {
        package var message: String
    }

    private static func failure(_ what: String) -> WriteFailure {
        WriteFailure(message: what + " (" + String(cString: strerror(errno)) + ")")
    }

    private static func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
        return Darwin.write(descriptor, pointer, count)
        #elseif canImport(Glibc)
        return Glibc.write(descriptor, pointer, count)
        #else
        return Musl.write(descriptor, pointer, count)
        #endif
    }
}
