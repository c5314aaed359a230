import FormRules

/// `form-check spec lint`: loads and compiles specs, reporting every problem of each with its place.
enum SpecLintCommand: Command {
    static let name = "lint"
    static let abstract = "Check specs: JSON, keys, field types, references, conditions, limits."
    static let arguments = [
        ArgumentDeclaration(name: "<spec-or-folder>", help: "Spec files, or folders whose *.json files are specs (the spec schema is skipped).", count: .oneOrMore),
    ]
    static let discussion: String? = "Exit status: 0 every spec is sound, 65 some spec is broken, 66 a file is missing."

    static func run(_ arguments: ParsedArguments<NoOptions>, io: CommandIO) throws(CommandError) -> Int32 {
        guard !arguments.positional.isEmpty else { throw .usage("Missing expected argument '<spec-or-folder>'.") }
        var broken = 0
        var missing = 0
        var checked = 0
        for path in SpecPaths.expand(arguments.positional) {
            checked += 1
            do {
                // Every problem of the file, each with its place, not only the first.
                let problems = try FormSpec.lint(contentsOf: path)
                guard !problems.isEmpty else {
                    io.out("\(path): ok")
                    continue
                }
                broken += 1
                for problem in problems { _ = CommandError.reporting(problem, reading: path, io: io) }
            } catch {
                if CommandError.reporting(error, reading: path, io: io) == .noInput { missing += 1 } else { broken += 1 }
            }
        }
        io.out("specs=\(checked) broken=\(broken + missing)")
        if missing > 0 { return ExitCode.noInput }
        return broken > 0 ? ExitCode.dataError : ExitCode.success
    }
}
