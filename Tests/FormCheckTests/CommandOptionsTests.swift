import Foundation
import Testing
@testable import form_check

/// Every command's options come from one declaration: its usage line and help list each of them,
/// the parser reads exactly them, and a wrong option or value is a usage error naming it.
@Suite struct CommandOptionsTests {
    /// A command by its words after `form-check` (`["strings", "lint"]`).
    struct CommandPath: Sendable, CustomStringConvertible {
        var words: [String]
        var description: String { words.isEmpty ? "form-check" : words.joined(separator: " ") }

        var command: any Command.Type {
            var command: any Command.Type = FormCheck.self
            for word in words {
                guard let sub = command.subcommands.first(where: { $0.name == word }) else { return command }
                command = sub
            }
            return command
        }
    }

    /// One option of one command.
    struct CommandOption: Sendable, CustomStringConvertible {
        var path: CommandPath
        var declaration: OptionDeclaration
        var description: String { "\(path) --\(declaration.name)" }
    }

    /// Every command that runs (not the groups), found by walking the tree from `form-check`.
    static let leaves: [CommandPath] = {
        func walk(_ command: any Command.Type, _ words: [String]) -> [CommandPath] {
            if command.subcommands.isEmpty { return [CommandPath(words: words)] }
            return command.subcommands.flatMap { walk($0, words + [$0.name]) }
        }
        return walk(FormCheck.self, [])
    }()

    static let optionsOfEveryCommand: [CommandOption] = leaves.flatMap { path in
        path.command.optionDeclarations.map { CommandOption(path: path, declaration: $0) }
    }

    @Test func theTreeHasEveryCommand() {
        #expect(Self.leaves.map(\.description) == [
            "validate", "json", "spec lint", "spec describe", "spec export", "spec bundle",
            "strings lint", "strings export", "strings import", "strings render", "summary merge",
        ])
    }

    @Test(arguments: optionsOfEveryCommand)
    func eachDeclaredOptionIsInTheUsageLineAndTheHelp(_ option: CommandOption) {
        let command = option.path.command
        #expect(command.usage.contains(option.declaration.synopsis))
        let help = runCLI(option.path.words + ["--help"])
        #expect(help.status == 0)
        #expect(help.output == command.helpText(path: (["form-check"] + option.path.words).joined(separator: " ")) + "\n")
        #expect(help.output.contains("\n" + command.row(option.declaration.helpLabel, option.declaration.help) + "\n"))
    }

    /// A group's list of its options is written by hand (the program reflects on nothing); here
    /// reflection checks it against the stored properties, groups inside groups spread in place.
    @Test(arguments: leaves + [CommandPath(words: [])])
    func eachCommandListsEveryStoredOptionInOrder(_ path: CommandPath) {
        func reflected(_ group: Any) -> [String] {
            Mirror(reflecting: group).children.flatMap { child -> [String] in
                if let option = child.value as? any DeclaredOption { return [option.declaration.name] }
                if child.value is any OptionGroup { return reflected(child.value) }
                return []
            }
        }
        #expect(path.command.optionDeclarations.map(\.name) == reflected(path.command.makeOptions()))
    }

    @Test(arguments: leaves)
    func optionNamesAreUniqueWithinACommand(_ path: CommandPath) {
        let names = path.command.options.flatMap(\.names)
        #expect(Set(names).count == names.count, "\(names)")
    }

    /// The usage line printed with an error is the declared one.
    @Test(arguments: leaves)
    func anUnknownOptionIsAUsageErrorNamingIt(_ path: CommandPath) {
        let result = runCLI(path.words + ["--no-such-option"])
        let joined = (["form-check"] + path.words).joined(separator: " ")
        #expect(result.status == 64)
        #expect(result.error == """
            Error: Unknown option '--no-such-option'.
            Usage: \(joined) \(path.command.usage)
              See '\(joined) --help' for more information.

            """)
        #expect(result.output.isEmpty)
    }

    @Test(arguments: optionsOfEveryCommand)
    func aMisspeltOptionGetsASuggestion(_ option: CommandOption) {
        let misspelt = "--" + option.declaration.name.dropLast()
        let result = runCLI(option.path.words + [misspelt])
        #expect(result.status == 64)
        #expect(firstLine(result.error) == "Error: Unknown option '\(misspelt)'. Did you mean '--\(option.declaration.name)'?")
    }

    @Test(arguments: optionsOfEveryCommand.filter(\.declaration.takesValue))
    func aValueOptionWithoutItsValueIsAUsageErrorNamingIt(_ option: CommandOption) {
        let result = runCLI(option.path.words + ["--\(option.declaration.name)"])
        #expect(result.status == 64)
        #expect(firstLine(result.error) == "Error: Missing value for '--\(option.declaration.name)'.")
    }

    @Test(arguments: optionsOfEveryCommand.filter { !$0.declaration.takesValue })
    func aFlagGivenAValueIsAUsageErrorNamingIt(_ option: CommandOption) {
        let result = runCLI(option.path.words + ["--\(option.declaration.name)=yes"])
        #expect(result.status == 64)
        #expect(firstLine(result.error) == "Error: '--\(option.declaration.name)' does not take a value.")
    }

    @Test(arguments: optionsOfEveryCommand.filter(\.declaration.isRequired))
    func aRequiredOptionLeftOutIsAUsageErrorNamingIt(_ option: CommandOption) {
        let result = runCLI(option.path.words + ["x.json"])
        #expect(result.status == 64)
        #expect(firstLine(result.error) == "Error: Missing expected option '\(option.declaration.longForm)'.")
    }

    struct BadValue: Sendable, CustomStringConvertible {
        var arguments: [String]
        var message: String
        var description: String { arguments.joined(separator: " ") }
    }

    /// A value the option's parser refuses, with the whole first line of the error.
    static let badValues: [BadValue] = [
        BadValue(arguments: ["validate", "--format", "xml"], message: "Invalid value 'xml' for '--format': expected one of text, json, problem."),
        BadValue(arguments: ["validate", "--locale", "r u"], message: "Invalid value 'r u' for '--locale': invalid language tag 'r u': subtag 'r u' at offset 0 contains ' '; tags are ASCII letters and digits separated by '-'."),
        BadValue(arguments: ["validate", "--jobs", "0"], message: "Invalid value '0' for '--jobs': expected a whole number from 1 to 1024."),
        BadValue(arguments: ["validate", "--shard", "3/2"], message: "Invalid value '3/2' for '--shard': expected K/N with K from 1 to N, such as 2/8."),
        BadValue(arguments: ["validate", "--today", "tomorrow"], message: "Invalid value 'tomorrow' for '--today': expected a date such as 2026-11-21."),
        BadValue(arguments: ["validate", "--now", "noon"], message: "Invalid value 'noon' for '--now': expected an RFC 3339 date and time such as 2026-11-21T09:30:00Z."),
        BadValue(arguments: ["validate", "--max-values", "many"], message: "Invalid value 'many' for '--max-values': expected a whole number from 1 to 1099511627776."),
        BadValue(arguments: ["json", "--duplicate-keys", "first"], message: "Invalid value 'first' for '--duplicate-keys': expected one of reject, keep-last."),
        BadValue(arguments: ["json", "--max-document-bytes", "1"], message: "Invalid value '1' for '--max-document-bytes': expected a whole number from 2 to 1099511627776."),
        BadValue(arguments: ["spec", "describe", "--locale", "r u"], message: "Invalid value 'r u' for '--locale': invalid language tag 'r u': subtag 'r u' at offset 0 contains ' '; tags are ASCII letters and digits separated by '-'."),
        BadValue(arguments: ["spec", "export", "--format", "yaml"], message: "Unknown --format 'yaml': use json-schema, openapi, swift or typescript."),
        BadValue(arguments: ["spec", "export", "--draft", "4"], message: "Unknown --draft '4': use 2020-12 or 7."),
        BadValue(arguments: ["strings", "lint", "--min-severity", "fatal"], message: "Invalid value 'fatal' for '--min-severity': expected one of note, warning, error."),
        BadValue(arguments: ["strings", "lint", "--min-coverage", "half"], message: "Invalid value 'half' for '--min-coverage': expected a percentage from 0 to 100."),
        BadValue(arguments: ["strings", "export", "--format", "po"], message: "Invalid value 'po' for '--format': expected one of json, xliff."),
        BadValue(arguments: ["strings", "import", "--development-language", "e n"], message: "Invalid value 'e n' for '--development-language': invalid language tag 'e n': subtag 'e n' at offset 0 contains ' '; tags are ASCII letters and digits separated by '-'."),
        BadValue(arguments: ["strings", "render", "--table", "a/b"], message: "Invalid value 'a/b' for '--table': a table is a file's base name, such as Localizable or InfoPlist."),
    ]

    @Test(arguments: badValues)
    func aValueTheOptionCannotTakeIsAUsageErrorNamingIt(_ bad: BadValue) {
        let result = runCLI(bad.arguments)
        #expect(result.status == 64)
        #expect(firstLine(result.error) == "Error: " + bad.message)
        #expect(result.error.contains("\nUsage: form-check "))
    }

    /// After `--` every word is an operand, `--help` too: here a file that does not exist.
    @Test func helpAfterTheDoubleDashIsAFile() {
        let result = runCLI(["json", "--", "--help"])
        #expect(result.status == 66)
        #expect(result.error == "Error: --help: no such file\n")
        #expect(result.output == "documents=0 valid=0 invalid=0\n")
    }

    @Test(arguments: leaves)
    func theDoubleDashEndsTheOptionsOfEveryCommand(_ path: CommandPath) throws {
        let words = ["--", "--help", "-h", "--no-such-option", "-"]
        let parsed = try path.command.parse(words)
        #expect(parsed.positional == words.dropFirst().map { $0 })
        #expect(!parsed.wantsHelp)
        let before = try path.command.parse(["--help", "--no-such-option", "--"])
        #expect(before.wantsHelp, "help before '--' wins over an unknown option")
    }

    /// The README's reference block, command by command (`<limits>` and `<batch>` spelt out).
    static let readmeReference: [String: String] = {
        let readme = (try? String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
        guard let heading = readme.range(of: "## `form-check` reference\n\n```\n"),
              let end = readme.range(of: "\n```", range: heading.upperBound..<readme.endIndex) else { return [:] }
        var entries: [String: String] = [:], expansions: [String: String] = [:]
        var current: String?
        for line in readme[heading.upperBound..<end.lowerBound].split(separator: "\n").map(String.init) {
            if line.hasPrefix("<"), let colon = line.firstIndex(of: ":") {
                expansions[String(line[..<colon])] = String(line[colon...])
            } else if line.hasPrefix("form-check ") {
                let words = line.split(separator: " ").dropFirst().prefix { $0.first?.isLowercase == true }
                current = words.joined(separator: " ")
                entries[current ?? ""] = line
            } else if let current {
                entries[current, default: ""] += line
            }
        }
        return entries.mapValues { text in expansions.reduce(text) { $0.replacingOccurrences(of: $1.key, with: $1.value) } }
    }()

    @Test(arguments: leaves)
    func theReadmeReferenceListsEveryOption(_ path: CommandPath) throws {
        let entry = try #require(Self.readmeReference[path.description], "README has no line for form-check \(path)")
        let words = Set(entry.split(whereSeparator: { " []()|.".contains($0) }).map(String.init))
        for declaration in path.command.optionDeclarations {
            #expect(words.contains("--\(declaration.name)"), "README's form-check \(path) lacks --\(declaration.name)")
        }
    }

    @Test(arguments: [
        (CommandError.usage("x"), Int32(64)),
        (CommandError.dataError, Int32(65)),
        (CommandError.noInput, Int32(66)),
    ])
    func eachFailureHasItsExitStatus(_ error: CommandError, _ status: Int32) {
        #expect(ExitCode.status(for: error) == status)
    }

    /// Option values are typed and read by key path; nothing in the CLI force-unwraps.
    @Test func theCommandLineToolHasNoForceUnwrap() throws {
        let sources = packageRoot.appendingPathComponent("Sources/form-check")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 20)
        let forceUnwrap = try Regex(#"[\w\)\]]!(?=[\s.\)\],;:\[]|$)"#)
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                #expect(line.firstMatch(of: forceUnwrap) == nil, "\(file):\(number + 1): \(line)")
            }
        }
    }

    private func firstLine(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
    }
}

extension Command {
    /// The declarations of this command's options, without `--help`.
    static var optionDeclarations: [OptionDeclaration] { Options().declarations }

    /// The command line read against this command's options, the required ones given first.
    static func parse(_ words: [String]) throws -> (positional: [String], wantsHelp: Bool) {
        let required = Options().declarations.filter(\.isRequired).flatMap { ["--\($0.name)", requiredSamples[$0.name] ?? ""] }
        let parsed = try ParsedArguments<Options>(required + words)
        return (parsed.positional, parsed.wantsHelp)
    }
}

/// A value each required option accepts.
private let requiredSamples = ["spec": "s.json", "format": "openapi"]

extension Command {
    /// A fresh value of the command's options, for reflection.
    static func makeOptions() -> Any { Options() }
}
