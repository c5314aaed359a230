import FormRules

/// `form-check spec lint`: loads and compiles specs, reporting every broken one with its place.
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
                _ = try SpecFiles.compile(path, io: io)
                io.out("\(path): ok")
            } catch {
                if error == .noInput { missing += 1 } else { broken += 1 }
            }
        }
        io.out("specs=\(checked) broken=\(broken + missing)")
        if missing > 0 { return ExitCode.noInput }
        return broken > 0 ? ExitCode.dataError : ExitCode.success
    }
}
