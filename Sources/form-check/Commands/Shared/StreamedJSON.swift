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
    private var text = ""
    /// Per open object, whether it has no member yet.
    private var empty: [Bool] = []
    /// Written out once it holds this many bytes.
    private static let blockSize = 1 << 16

    init(io: CommandIO, pretty: Bool) {
        self.io = io
        self.pretty = pretty
    }

    mutating func openObject() {
        text += "{"
        empty.append(true)
    }

    mutating func key(_ name: String) {
        if empty.last == false { text += "," }
        if !empty.isEmpty { empty[empty.count - 1] = false }
        if pretty { text.appendNewline(indent: empty.count) }
        text.appendJSONString(name)
        text += pretty ? ": " : ":"
    }

    mutating func value(_ value: FormValue) {
        value.write(to: &text, pretty: pretty, indent: empty.count)
        flushIfFull()
    }

    mutating func closeObject() {
        let wasEmpty = empty.removeLast()
        if pretty, !wasEmpty { text.appendNewline(indent: empty.count) }
        text += "}"
        flushIfFull()
    }

    /// Writes what is left, and the line break that ends the document.
    mutating func finish() {
        io.writeOutput(text + "\n")
        text = ""
    }

    private mutating func flushIfFull() {
        guard text.utf8.count >= Self.blockSize else { return }
        io.writeOutput(text)
        text = ""
    }
}
