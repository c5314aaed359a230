/// One of N parts of an NDJSON file, for running a batch on several machines.
///
/// The file's bytes are cut into `count` equal ranges; a line belongs to the range holding its
/// first byte, so every line is in exactly one shard whatever `count` is, and shard K reads only
/// its own lines (nothing is split or copied beforehand). Line numbers stay those of the whole
/// file: shard K counts the line feeds before its range once, without validating them.
///
/// ```swift
/// let shard = try NDJSONShard(parsing: "2/8")   // the second of eight shards
/// try NDJSONBatch(jobs: 4).forEachReport(in: InputFile(path: "day.ndjson"), shard: shard, validator: validator) { line in
///     print(line.number)  // numbers of the whole file
/// }
/// ```
package struct NDJSONShard: Sendable, Hashable, CustomStringConvertible {
    /// Which shard, from 1 to `count`.
    package let index: Int
    /// How many shards the file is cut into.
    package let count: Int

    /// The shard `index` of `count`; nil unless `1 <= index <= count`.
    package init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads `K/N` (as `--shard` takes it).
    package init(parsing text: String) throws(ShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw ShardError(message: "'\(text)' is not a shard: expected K/N such as 1/4")
        }
        guard let shard = NDJSONShard(index: index, count: count) else {
            throw ShardError(message: "'\(text)' is not a shard: K must be from 1 to N, and N at least 1")
        }
        self = shard
    }

    package var description: String { "\(index)/\(count)" }

    /// The bytes of a stream of `size` bytes the shard starts lines in, before lines are aligned.
    package func nominalRange(size: Int) -> Range<Int> {
        // floor(size * k / count) without overflowing size * k: (q * count + r) * k / count.
        let (quotient, remainder) = size.quotientAndRemainder(dividingBy: count)
        func boundary(_ k: Int) -> Int { quotient * k + remainder * k / count }
        let lower = boundary(index - 1), upper = boundary(index)
        return lower..<max(lower, upper)
    }
}

/// Why a shard description cannot be used.
package struct ShardError: Error, Sendable, CustomStringConvertible {
    package var message: String
    package var description: String { message }
}
