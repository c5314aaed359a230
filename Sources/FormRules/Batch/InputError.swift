public import FormCore

/// A file or stream that could not be opened or read.
///
/// ```
/// submissions.ndjson: no such file
/// ```
public struct InputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, stable for programs to match on.
    public struct Code: DiagnosticCode {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let notFound = Code("notFound")
        public static let permissionDenied = Code("permissionDenied")
        public static let isDirectory = Code("isDirectory")
        /// A FIFO, a socket or a device where a file is read whole (a spec): opening a FIFO
        /// would wait for a writer that may never come.
        public static let notRegularFile = Code("notRegularFile")
        public static let tooLarge = Code("tooLarge")
        public static let readFailed = Code("readFailed")
    }

    public var code: Code
    /// The path as the user gave it; `-` for standard input.
    public var path: String
    public var message: String

    public init(code: Code, path: String, message: String) {
        self.code = code
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}

extension InputError: Diagnostic {}
