/// A command line the command cannot run: printed with the usage line, exit status 64.
struct UsageError: Error {
    var message: String
}

/// A failure already explained to the user: the command exits with `status`.
struct CommandFailure: Error {
    var status: Int32
}
