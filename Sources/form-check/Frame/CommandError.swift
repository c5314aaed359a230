/// Why a command stopped: the one way a command fails. ``ExitCode/status(for:)`` gives the exit
/// status, and the frame prints a usage error with the usage line.
enum CommandError: Error, Equatable {
    /// The command line is wrong: `Error: <message>`, the usage line, exit status 64.
    case usage(String)
    /// An input is not what it must be (not JSON, a broken spec); already said on standard error.
    case dataError
    /// An input file is missing or cannot be opened; already said on standard error.
    case noInput

    /// `Invalid value '<text>' for '--<name>': <expected>.`
    static func invalidValue(_ text: String, for option: OptionDeclaration, expected: String) -> CommandError {
        .usage("Invalid value '\(text)' for '--\(option.name)': \(expected).")
    }

    /// The message of a usage error, if this is one.
    var usageMessage: String? {
        if case .usage(let message) = self { return message }
        return nil
    }
}
