/// The last answer's UTF-8 bytes, where JavaScript reads them: one buffer, grown as needed and
/// never moved while it is read.
struct ResultBuffer {
    private var storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 4096)
    private(set) var count = 0

    var pointer: UnsafePointer<UInt8>? { UnsafePointer(storage.baseAddress) }

    mutating func set(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            if bytes.count > storage.count {
                storage.deallocate()
                storage = .allocate(capacity: max(bytes.count, storage.count * 2))
            }
            _ = storage.initialize(fromContentsOf: bytes)
            count = bytes.count
        }
    }
}
