/// Reads a JSON string that has escapes for the byte-level path, writing its content straight
/// into the scanner's arena.
///
/// It accepts exactly the strings `JSONReader` accepts, with the same content: the escapes
/// `\"` `\\` `\/` `\b` `\f` `\n` `\r` `\t` and `\uXXXX` (a high surrogate only with a low one
/// right after it, no lone surrogates), no raw control characters, well-formed UTF-8, and at most
/// `maxStringBytes` bytes once unescaped. Anything else is ``ByteLevelScanner/Fallback``: the
/// tree path then reports the reader's exact error.
///
/// ```swift
/// // The text "caf\u00e9\n" (with its quotes) appends the bytes of "café" and a line feed.
/// let read = try ByteLevelUnescaper.read(text, quote: 0, into: &arena, maxStringBytes: limits.maxStringBytes)
/// ```
enum ByteLevelUnescaper {
    typealias Fallback = ByteLevelScanner.Fallback

    /// What ``read(_:quote:into:maxStringBytes:)`` appended.
    struct Read: Equatable {
        /// The index after the closing quote.
        var end: Int
        /// Whether the content has a byte of 0x80 or more.
        var hasNonASCII: Bool
    }

    /// Appends the content of the string whose opening quote is at `quote` to `arena`.
    ///
    /// - Throws: ``ByteLevelScanner/Fallback`` for anything the reader rejects; `arena` may
    ///   then hold part of the string.
    static func read(
        _ input: UnsafeBufferPointer<UInt8>, quote: Int, into arena: inout [UInt8], maxStringBytes: Int
    ) throws(Fallback) -> Read {
        let end = input.count
        let base = arena.count
        var index = quote + 1
        var hasNonASCII = false
        while true {
            let run = input.plainRun(from: index, to: end)
            if run > index { arena.append(contentsOf: UnsafeBufferPointer(rebasing: input[index..<run])) }
            index = run
            guard index < end else { throw Fallback() }
            let byte = input[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                index = try escape(input, at: index, into: &arena, hasNonASCII: &hasNonASCII)
            } else if byte < 0x20 {
                throw Fallback()
            } else {
                guard case .valid(let length) = UTF8Sequence.check(input, at: index) else { throw Fallback() }
                arena.append(contentsOf: UnsafeBufferPointer(rebasing: input[index..<(index + length)]))
                hasNonASCII = true
                index += length
            }
        }
        guard arena.count - base <= maxStringBytes else { throw Fallback() }
        return Read(end: index + 1, hasNonASCII: hasNonASCII)
    }

    /// Appends the character of the escape at `backslash`; returns the index after it. The
    /// escape is decoded as the reader decodes it (``JSONEscape``); any problem is the reader's
    /// to word.
    @inline(__always)
    private static func escape(
        _ input: UnsafeBufferPointer<UInt8>, at backslash: Int, into arena: inout [UInt8], hasNonASCII: inout Bool
    ) throws(Fallback) -> Int {
        guard backslash + 1 < input.count else { throw Fallback() }
        if let simple = JSONEscape.simple(input[backslash + 1]) {
            arena.append(simple)
            return backslash + 2
        }
        guard input[backslash + 1] == UInt8(ascii: "u"),
              case .scalar(let scalar, let end) = JSONEscape.unicode(input, at: backslash),
              let encoded = UTF8.encode(scalar) else { throw Fallback() }
        arena.append(contentsOf: encoded)
        if !scalar.isASCII { hasNonASCII = true }
        return end
    }
}
