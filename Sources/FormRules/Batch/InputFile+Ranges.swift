#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension InputFile {
    /// The size in bytes of a regular file; nil for a pipe or terminal (standard input).
    public var regularFileSize: Int? {
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    /// Reads up to `buffer.count` bytes at `position` without moving the file's offset.
    func read(into buffer: UnsafeMutableRawBufferPointer, at position: Int) throws(InputError) -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        while true {
            let count = pread(descriptor, base, buffer.count, off_t(position))
            if count >= 0 { return count }
            if errno == EINTR { continue }
            throw InputError(code: .readFailed, path: path, message: String(cString: strerror(errno)))
        }
    }

    /// The offset of the first line that starts at or after `position` (the file's size if none).
    func lineStart(atOrAfter position: Int, size: Int) throws(InputError) -> Int {
        if position <= 0 { return 0 }
        if position >= size { return size }
        var block = [UInt8](repeating: 0, count: 1 << 16)
        var cursor = position - 1   // a line starts at `position` when the byte before it is a line feed
        while cursor < size {
            let count = try readBlock(&block, at: cursor)
            if count == 0 { break }
            if let index = block[0..<count].firstIndex(of: 0x0A) { return cursor + index + 1 }
            cursor += count
        }
        return size
    }

    /// How many line feeds the first `end` bytes hold.
    func countNewlines(before end: Int) throws(InputError) -> Int {
        var block = [UInt8](repeating: 0, count: 1 << 20)
        var cursor = 0, newlines = 0
        while cursor < end {
            let count = try readBlock(&block, at: cursor, limit: end - cursor)
            if count == 0 { break }
            newlines += block.withUnsafeBufferPointer { NDJSONChunk.countNewlines(UnsafeBufferPointer(rebasing: $0[0..<count])) }
            cursor += count
        }
        return newlines
    }

    private func readBlock(_ block: inout [UInt8], at position: Int, limit: Int = .max) throws(InputError) -> Int {
        let wanted = min(block.count, limit)
        return try block.withUnsafeMutableBytes { raw in
            Result { () throws(InputError) in try read(into: UnsafeMutableRawBufferPointer(rebasing: raw[0..<wanted]), at: position) }
        }.get()
    }
}
