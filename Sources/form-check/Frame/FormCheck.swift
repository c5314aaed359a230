import FormCore
import Localization

/// The `form-check` command: dispatches to subcommands, prints help and usage errors.
///
/// `run(arguments:io:)` does everything `main` does except exit, so tests call it in process.
enum FormCheck: Command {
    static let version = "0.1.0"
    static let name = "form-check"
    static let abstract = "Check form submissions, form specs and their translations."
    struct Options: OptionGroup {
        let version = Flag("version", help: "Show the version.")

        var allOptions: [any DeclaredOption] { [version] }
    }
    static var subcommands: [any Command.Type] { [ValidateCommand.self, JSONCommand.self, SpecCommand.self, StringsCommand.self, SummaryCommand.self] }
    static let discussion: String? = """
        EXIT STATUS:
          0   everything checked is valid
          1   problems were found
          64  the command line is wrong
          65  an input is not what it must be (not JSON, a broken spec or strings file)
          66  an input file is missing or cannot be opened
        """

    /// Never called: `FormCheck` is a group, dispatched by ``run(arguments:io:)``.
    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws(CommandError) -> Int32 {
        throw .usage("Missing subcommand.")
    }

    /// Runs `form-check` with the arguments after the program name.
    static func run(arguments: [String], io: CommandIO = .standard) -> Int32 {
        var path = [name]
        var command: any Command.Type = FormCheck.self
        var rest = arguments
        // `help [sub ...]` prints the help of the named subcommand.
        if rest.first == "help" {
            rest.removeFirst()
            var target: any Command.Type = FormCheck.self
            for word in rest {
                guard let sub = target.subcommands.first(where: { $0.name == word }) else {
                    return usageError("Unknown subcommand '\(word)'.", command: target, path: path, io: io)
                }
                target = sub
                path.append(word)
            }
            io.out(target.helpText(path: path.joined(separator: " ")))
            return ExitCode.success
        }
        while let word = rest.first, !word.hasPrefix("-"), !command.subcommands.isEmpty {
            guard let sub = command.subcommands.first(where: { $0.name == word }) else {
                var message = "Unknown subcommand '\(word)'."
                if let near = Suggestion.closest(to: word, among: command.subcommands.map { $0.name }) {
                    message += " Did you mean '\(near)'?"
                }
                return usageError(message, command: command, path: path, io: io)
            }
            command = sub
            path.append(word)
            rest.removeFirst()
        }
        do {
            if command == FormCheck.self {
                // Any other error on the line is the group's to report (below).
                if let parsed = try? ParsedArguments<Options>(rest), !parsed.wantsHelp, parsed[parsed.options.version] {
                    io.out(version)
                    return ExitCode.success
                }
            }
            let outcome = command.subcommands.isEmpty ? try command.parseAndRun(rest, io: io) : try groupHelp(rest)
            guard let status = outcome else {
                io.out(command.helpText(path: path.joined(separator: " ")))
                return ExitCode.success
            }
            return status
        } catch {
            if let message = error.usageMessage { return usageError(message, command: command, path: path, io: io) }
            return ExitCode.status(for: error)
        }
    }

    /// A group of subcommands runs nothing itself: `nil` (help) when asked for help, else why
    /// the line names no subcommand.
    private static func groupHelp(_ rest: [String]) throws(CommandError) -> Int32? {
        let parsed = try ParsedArguments<NoOptions>(rest, extra: [Flag.help, Options().version])
        if parsed.wantsHelp { return nil }
        throw .usage(rest.isEmpty ? "Missing subcommand." : "Unknown option '\(rest[0])'.")
    }

    private static func usageError(_ message: String, command: any Command.Type, path: [String], io: CommandIO) -> Int32 {
        let joined = path.joined(separator: " ")
        io.err("Error: \(message)")
        io.err("Usage: \(joined) \(command.usage)")
        io.err("  See '\(joined) --help' for more information.")
        return ExitCode.usage
    }
}
