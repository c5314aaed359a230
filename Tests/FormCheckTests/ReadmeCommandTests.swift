import Foundation
import Testing
@testable import form_check

/// The README's `form-check` commands work exactly as written: each is run in process (from the
/// package root, as `swift test` runs), and where the README shows what it prints (a `# ` line after it), that is what
/// it prints.
@Suite struct ReadmeCommandTests {
    struct Documented: Sendable, CustomStringConvertible {
        var arguments: [String]
        var shownOutput: String?
        var description: String { arguments.joined(separator: " ") }
    }

    /// Every `swift run form-check ...` line of the README's shell blocks.
    static let commands: [Documented] = {
        let readme = (try? String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
        var found: [Documented] = []
        let lines = readme.components(separatedBy: "\n")
        for (index, line) in lines.enumerated() where line.hasPrefix("swift run form-check ") {
            var command = line
            if let comment = command.range(of: "   #") { command = String(command[..<comment.lowerBound]) }
            let next = index + 1 < lines.count ? lines[index + 1] : ""
            found.append(Documented(
                arguments: shellWords(String(command.dropFirst("swift run form-check ".count))),
                shownOutput: next.hasPrefix("# ") ? String(next.dropFirst(2)) : nil))
        }
        return found
    }()

    @Test func theReadmeHasCommandsToCheck() {
        #expect(Self.commands.count >= 3)
        #expect(Self.commands.first?.arguments.first == "validate")
    }

    /// `swift test` runs from the package root, where the README's relative paths resolve.
    @Test(arguments: commands)
    func runsAsDocumented(_ documented: Documented) throws {
        try #require(FileManager.default.fileExists(atPath: "README.md"), "tests must run from the package root")
        let result = runCLI(documented.arguments)
        // Findings (1) are what the first command demonstrates; usage and input errors never are.
        #expect([0, 1].contains(result.status), "\(documented): \(result.error)")
        if let shown = documented.shownOutput {
            #expect(result.output.trimmingCharacters(in: .newlines) == shown)
        }
    }

    /// Splits a command line as a shell does for the quoting the README uses.
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var inWord = false
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
