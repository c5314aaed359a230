import FormRules

/// `form-check spec bundle`: a spec with the files it names put in place, as one document.
enum SpecBundleCommand: Command {
    static let name = "bundle"
    static let abstract = "Write a spec with every file it names (extends, include, variants) put in place: one document that needs no other file."
    static let arguments = [ArgumentDeclaration(name: "<spec>", help: "The form spec.")]

    struct Options: OptionGroup {
        let resolved = Flag(
            "resolved", help: "Write the spec as the engine reads it instead: every field written out, with what it extends and includes brought in and its changes applied.")

        var allOptions: [any DeclaredOption] { [resolved] }
    }

    static func run(_ arguments: ParsedArguments<Options>, io: CommandIO) throws(CommandError) -> Int32 {
        let options = arguments.options
        guard arguments.positional.count == 1, let path = arguments.positional.first else {
            throw .usage("Expected exactly one '<spec>'.")
        }
        do {
            let document = arguments[options.resolved] ? try FormSpec.resolved(contentsOf: path) : try FormSpec.bundle(contentsOf: path)
            io.out(document.jsonText(pretty: true))
        } catch {
            throw .reporting(error, reading: path, io: io)
        }
        return ExitCode.success
    }
}
