/// Quick looks at the ends of a string: most form values begin and end with a visible ASCII
/// character, and knowing that saves trimming them (or asking Unicode about white space).
enum TextEdges {
    /// Whether the first and last bytes are visible ASCII (`!` to `~`).
    @inline(__always)
    static func areVisibleASCII(_ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        let utf8 = text.utf8
        return utf8[utf8.startIndex] &- 0x21 < 0x5E && utf8[utf8.index(before: utf8.endIndex)] &- 0x21 < 0x5E
    }

    /// Whether the first byte is visible ASCII.
    @inline(__always)
    static func startsWithVisibleASCII(_ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        return text.utf8[text.utf8.startIndex] &- 0x21 < 0x5E
    }
}
