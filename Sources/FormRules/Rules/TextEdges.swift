/// Quick looks at the ends of a string: most form values begin and end with a visible ASCII
/// character, and knowing that saves trimming them (or asking Unicode about white space).
enum TextEdges {
    /// Whether the first and last bytes are visible ASCII (`!` to `~`).
    @inline(__always)
    static func areVisibleASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let first = bytes.first, let last = bytes.last else { return false }
            return first &- 0x21 < 0x5E && last &- 0x21 < 0x5E
        }
    }

    /// Whether the first byte is visible ASCII.
    @inline(__always)
    static func startsWithVisibleASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.first.map { $0 &- 0x21 < 0x5E } ?? false }
    }
}
