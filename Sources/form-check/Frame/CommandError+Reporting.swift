import FormRules

extension CommandError {
    /// Says on standard error why a file a command reads (a spec, a stored record, run-time
    /// options) cannot be used, and gives the failure: ``dataError`` (65) for bad data (not
    /// JSON, a broken spec, a file over its limit), ``noInput`` (66) for a file that is missing
    /// or unreadable.
    static func reporting(_ error: any Error, reading path: String, io: CommandIO) -> CommandError {
        switch error {
        case let error as SpecError:
            io.err("Error: \(error.summary)")
            if let excerpt = error.excerpt {
                io.err(excerpt.description.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))
            }
            return .dataError
        case let error as JSONReadError:
            io.err("Error: \(error.summary)")
            return .dataError
        case let error as InputError:
            io.err("Error: \(error)")
            return error.code == .tooLarge ? .dataError : .noInput
        default:
            io.err("Error: \(path): \(error)")
            return .dataError
        }
    }
}
