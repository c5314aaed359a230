/// The last answer's UTF-8 bytes, where JavaScript reads them: one buffer, grown as needed and
/// never moved while it is read. An answer is set whole, or written a part at a time
/// (``clear()``, then ``append(_:)``) so that a report needs no string of its own first.
struct ResultBuffer {
    private var storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 4096)
    private(set) var count = 0

    var pointer: UnsafePointer<UInt8>? { UnsafePointer(storage.baseAddress) }

    mutating func set(_ text: String) {
        clear()
        append(text)
    }

    mutating func clear() { count = 0 }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if count + bytes.count > storage.count {
            let grown = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(count + bytes.count, storage.count * 2))
            grown.baseAddress!.initialize(from: storage.baseAddress!, count: count)
            storage.deallocate()
            storage = grown
        }
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        (storage.baseAddress! + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }
}
