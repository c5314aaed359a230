/// Reads a JSON string that has escapes for the byte-level path, writing its content straight
/// into the scanner's arena.
///
/// It accepts exactly the strings ``JSONReader`` accepts, with the same content: the escapes
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
            let run = JSONParser.plainRun(input, from: index, to: end)
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

    /// Appends the character of the escape at `backslash`; returns the index after it.
    @inline(__always)
    private static func escape(
        _ input: UnsafeBufferPointer<UInt8>, at backslash: Int, into arena: inout [UInt8], hasNonASCII: inout Bool
    ) throws(Fallback) -> Int {
        guard backslash + 1 < input.count else { throw Fallback() }
        let simple: UInt8
        switch input[backslash + 1] {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): return try unicodeEscape(input, at: backslash, into: &arena, hasNonASCII: &hasNonASCII)
        default: throw Fallback()
        }
        arena.append(simple)
        return backslash + 2
    }

    private static func unicodeEscape(
        _ input: UnsafeBufferPointer<UInt8>, at backslash: Int, into arena: inout [UInt8], hasNonASCII: inout Bool
    ) throws(Fallback) -> Int {
        let unit = try hex4(input, after: backslash)
        var next = backslash + 6
        let scalar: UInt32
        switch unit {
        case 0xD800...0xDBFF:
            guard next + 1 < input.count, input[next] == UInt8(ascii: "\\"), input[next + 1] == UInt8(ascii: "u") else { throw Fallback() }
            let low = try hex4(input, after: next)
            guard (0xDC00...0xDFFF).contains(low) else { throw Fallback() }
            scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            next += 6
        case 0xDC00...0xDFFF:
            throw Fallback()
        default:
            scalar = UInt32(unit)
        }
        // Surrogates were handled above, so every value here is a scalar.
        guard let character = Unicode.Scalar(scalar), let encoded = UTF8.encode(character) else { throw Fallback() }
        arena.append(contentsOf: encoded)
        if scalar >= 0x80 { hasNonASCII = true }
        return next
    }

    /// The value of the four hexadecimal digits after the `\u` at `backslash`.
    @inline(__always)
    private static func hex4(_ input: UnsafeBufferPointer<UInt8>, after backslash: Int) throws(Fallback) -> UInt16 {
        guard input.count - backslash >= 6 else { throw Fallback() }
        var value: UInt16 = 0
        for index in (backslash + 2)..<(backslash + 6) {
            let byte = input[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw Fallback()
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }
}
