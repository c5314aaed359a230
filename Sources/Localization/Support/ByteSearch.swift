import FormCore

extension UnsafeBufferPointer<UInt8> {
    /// The offset of the first occurrence of `needle`, or nil: a plain byte search for markers
    /// in project files and comments (the string-processing `contains` costs far more when asked
    /// of every comment of a lint run).
    func firstOffset(of needle: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = needle.first, needle.count <= count else { return needle.isEmpty ? 0 : nil }
        var index = 0
        while index <= count - needle.count {
            if self[index] == first, UnsafeBufferPointer(rebasing: self[index..<(index + needle.count)]).hasSameBytes(as: needle) {
                return index
            }
            index += 1
        }
        return nil
    }
}

/// Whether `text` holds `marker`.
func text(_ text: String, contains marker: StaticString) -> Bool {
    var text = text
    return text.withUTF8 { bytes in marker.withUTF8Buffer { bytes.firstOffset(of: $0) != nil } }
}
