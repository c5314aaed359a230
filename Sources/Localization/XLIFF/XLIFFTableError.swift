/// A table that cannot be exported or imported: its file and why (a parse error with its line
/// and column, a value that is not text, a file encoding the import cannot write back).
package struct XLIFFTableError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The table's file.
    public var file: String
    /// What is wrong, with the line and column when there is one.
    public var message: String

    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }

    public var description: String { message.hasPrefix(file) ? message : "\(file): \(message)" }
}
