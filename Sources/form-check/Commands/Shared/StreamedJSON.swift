import FormCore

/// JSON text written while it is made and handed to standard output in blocks, for documents as
/// large as their input (`strings export` of a 50 MB table): the same text as
/// `FormValue.jsonText(pretty:)` gives for the whole document, without holding the document as
/// a value tree and then as one text.
///
/// ```swift
/// var json = StreamedJSON(io: io, pretty: false)
/// json.openObject()
/// json.key("locales"); json.openObject()
/// json.key("en"); json.value(.string("Hello"))
/// json.closeObject(); json.closeObject(); json.finish()   // {"locales":{"en":"Hello"}}
/// ```
struct StreamedJSON {
    private let io: CommandIO
    let pretty: Bool
    // UTF-8, handed over as text a block at a time: appending the many small pieces of a large
    // document to a `String` cost a tenth of exporting a 50 MB table.
    private var bytes: [UInt8] = []
    private var empty: [Bool] = []
    private static let blockSize = 1 << 16

    init(io: CommandIO, pretty: Bool) {
        self.io = io
        self.pretty = pretty
        bytes.reserveCapacity(Self.blockSize + 4_096)
    }

    mutating func openObject() {
        bytes.append(UInt8(ascii: "{"))
        empty.append(true)
    }

    mutating func key(_ name: String) {
        if empty.last == false { bytes.append(UInt8(ascii: ",")) }
        if !empty.isEmpty { empty[empty.count - 1] = false }
        if pretty { newline(indent: empty.count) }
        bytes.appendJSONString(name)
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
    }

    mutating func value(_ value: FormValue) {
        if case .string(let string) = value {
            bytes.appendJSONString(string)
        } else {
            var text = ""
            value.write(to: &text, pretty: pretty, indent: empty.count)
            bytes.append(contentsOf: text.utf8)
        }
        flushIfFull()
    }

    mutating func closeObject() {
        let wasEmpty = empty.removeLast()
        if pretty, !wasEmpty { newline(indent: empty.count) }
        bytes.append(UInt8(ascii: "}"))
        flushIfFull()
    }

    mutating func finish() {
        bytes.append(UInt8(ascii: "\n"))
        io.writeOutput(String(decoding: bytes, as: UTF8.self))
        bytes = []
    }

    private mutating func newline(indent: Int) {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    private mutating func flushIfFull() {
        guard bytes.count >= Self.blockSize else { return }
        // Blocks end after a whole value, so each is whole UTF-8.
        io.writeOutput(String(decoding: bytes, as: UTF8.self))
        bytes.removeAll(keepingCapacity: true)
    }
}
