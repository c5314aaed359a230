/// A place in a text file: byte offset, 1-based line and column, and the file it came from.
///
/// Both the JSON reader and the `.strings` reader report errors with one of these, so every
/// message a user sees has the same `file:line:column` shape:
///
/// ```
/// Specs/signup.json:12:9
/// ```
///
/// `column` counts Unicode scalars from the start of the line (what an editor's cursor shows for
/// most text), not bytes. Lines end at `\n`, `\r\n` or a lone `\r`.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file's path as the user gave it, or `nil` for standard input and in-memory text.
    public var file: String?
    /// Zero-based offset of the byte (or, for decoded UTF-16 text, code unit) in the input.
    public var offset: Int
    /// One-based line number.
    public var line: Int
    /// One-based column, in Unicode scalars.
    public var column: Int

    public init(file: String? = nil, offset: Int, line: Int, column: Int) {
        self.file = file
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// `file:line:column`, or `line:column` without a file.
    public var description: String {
        if let file { return "\(file):\(line):\(column)" }
        return "\(line):\(column)"
    }
}
