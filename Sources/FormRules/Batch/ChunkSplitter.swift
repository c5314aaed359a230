#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Cuts a byte stream into chunks of whole lines, numbering lines as ``NDJSONReader`` does.
///
/// A chunk ends at the last line feed of what was read; the unfinished line after it starts the
/// next chunk. A line that does not fit the buffer grows it, as ``NDJSONReader`` grows its own,
/// up to `maxLine + chunkSize`; a line over the limit becomes a chunk of its own with no bytes
/// and the rest of it is dropped as it is read, so it is never held.
struct ChunkSplitter {
    let chunkSize: Int
    let maxLine: Int

    /// Reads the stream through `read` and hands each chunk to `emit`, in order.
    ///
    /// - Parameters:
    ///   - take: An empty storage of at least the given capacity (it may block until one is free).
    ///   - recycle: A storage that ended up unused.
    func split(
        firstLine: Int, firstOffset: Int,
        read: (UnsafeMutableRawBufferPointer) throws(InputError) -> Int,
        take: (_ minimumCapacity: Int) -> ChunkStorage,
        emit: (NDJSONChunk) -> Void,
        recycle: (ChunkStorage) -> Void
    ) throws(InputError) {
        var storage = take(chunkSize)
        var filled = 0              // bytes in `storage`
        var line = firstLine        // number of the line starting at storage[0]
        var offset = firstOffset    // stream offset of storage[0]
        var skipping = false        // inside a line over the limit, already reported
        while true {
            if filled == storage.capacity {
                // The buffer holds part of one line and no line feed.
                if skipping || filled > maxLine + 1 {
                    if !skipping {
                        emit(NDJSONChunk(storage: nil, length: 0, firstLine: line, offset: offset, byteCount: filled, lineCount: 1))
                        skipping = true
                    }
                    offset += filled
                    filled = 0
                } else {
                    storage.grow(to: min(storage.capacity * 2, maxLine + chunkSize), keeping: filled)
                }
            }
            let count = try read(UnsafeMutableRawBufferPointer(rebasing: storage.buffer[filled...]))
            if count == 0 { break }
            var searchFrom = filled
            filled += count
            if skipping {
                guard let found = memchr(storage.buffer.baseAddress! + searchFrom, 0x0A, filled - searchFrom) else {
                    offset += filled
                    filled = 0
                    continue
                }
                // The over-long line ends here: keep what follows it.
                let end = storage.buffer.baseAddress!.distance(to: found) + 1
                skipping = false
                line += 1
                if filled > end {
                    storage.buffer.baseAddress!.copyMemory(from: storage.buffer.baseAddress! + end, byteCount: filled - end)
                }
                offset += end
                filled -= end
                searchFrom = 0
            }
            // Hand over the whole lines after every read: a file's reads fill the buffer, and a
            // pipe's lines (standard input) are validated as they come. Lines before `searchFrom`
            // were handed over already, so the backward scan is at most what was just read.
            var length = filled
            while length > searchFrom, storage.buffer[length - 1] != 0x0A { length -= 1 }
            guard length > searchFrom else { continue }
            let lines = NDJSONChunk.countNewlines(storage.bytes(length))
            let next = take(max(chunkSize, filled - length))
            if filled > length {
                next.buffer.baseAddress!.copyMemory(from: storage.buffer.baseAddress! + length, byteCount: filled - length)
            }
            emit(NDJSONChunk(storage: storage, length: length, firstLine: line, offset: offset, byteCount: length, lineCount: lines))
            line += lines
            offset += length
            filled -= length
            storage = next
        }
        if !skipping, filled > 0 {
            let lines = NDJSONChunk.countNewlines(storage.bytes(filled)) + 1
            emit(NDJSONChunk(storage: storage, length: filled, firstLine: line, offset: offset, byteCount: filled, lineCount: lines))
        } else {
            recycle(storage)
        }
    }
}
