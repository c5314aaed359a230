/// Exit statuses, as sysexits(3) and swift-argument-parser define them.
enum ExitCode {
    /// Everything checked is valid.
    static let success: Int32 = 0
    /// The input was read and has problems (invalid submissions, lint errors).
    static let findings: Int32 = 1
    /// The command line is wrong.
    static let usage: Int32 = 64
    /// An input is not what it must be: not JSON, a broken spec or strings file.
    static let dataError: Int32 = 65
    /// An input file does not exist or cannot be opened.
    static let noInput: Int32 = 66

    /// The exit status of a command that failed with `error`.
    static func status(for error: CommandError) -> Int32 {
        switch error {
        case .usage: usage
        case .dataError: dataError
        case .noInput: noInput
        }
    }
}
