import FormCore
import Localization

/// The `form-check` command: dispatches to subcommands, prints help and usage errors.
///
/// `run(arguments:io:)` does everything `main` does except exit, so tests call it in process.
enum FormCheck: Command {
    static let version = "0.1.0"
    static let name = "form-check"
    static let abstract = "Check form submissions, form specs and their translations."
    static let usage = "<subcommand>"
    static let options = [OptionSpec.flag("version", help: "Show the version.")]
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
    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
        ExitCode.usage
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
        let joinedPath = path.joined(separator: " ")
        if command == FormCheck.self, rest.contains("--version") {
            io.out(version)
            return ExitCode.success
        }
        if rest.contains("--help") || rest.contains("-h") {
            io.out(command.helpText(path: joinedPath))
            return ExitCode.success
        }
        if !command.subcommands.isEmpty {
            // A group of subcommands runs nothing itself.
            let message = rest.isEmpty ? "Missing subcommand." : "Unknown option '\(rest[0])'."
            return usageError(message, command: command, path: path, io: io)
        }
        do {
            let parsed = try ParsedArguments(rest, options: command.options + [OptionSpec.help])
            return try command.run(parsed, io: io)
        } catch {
            return usageError(error.message, command: command, path: path, io: io)
        }
    }

    private static func usageError(_ message: String, command: any Command.Type, path: [String], io: CommandIO) -> Int32 {
        let joined = path.joined(separator: " ")
        io.err("Error: \(message)")
        io.err("Usage: \(joined) \(command.usage)")
        io.err("  See '\(joined) --help' for more information.")
        return ExitCode.usage
    }
}
