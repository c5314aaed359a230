// libFuzzer target: printf-style format strings with typed arguments.
//
// The input is split at line feeds: the first line is a translation's format string, the second
// the development language's (the fallback), and every further line one argument whose first
// byte says its type: `i` a signed integer, `u` an unsigned one, `d` a double (`nan`, `inf` and
// hexadecimal floats included), anything else a string (the rest of the line).
//
// Beyond "no crash, no hang, no sanitizer report" it checks that:
// - parsing is lossless: the diagnostics and specifier ranges lie inside the text;
// - a format that formats also renders, as its own fallback, to the same text with no problems;
// - rendering always returns text, the translation's only when there are no problems;
// - output stays within what the width and precision caps allow.
import FormCore
import Localization

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormat(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FormatFuzz.run(bytes)
    return 0
}

enum FormatFuzz {
    static func run(_ bytes: [UInt8]) {
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        let translation = FormatString(lines.first ?? "")
        let fallback = FormatString(lines.count > 1 ? lines[1] : translation.text)
        let arguments = lines.dropFirst(2).map(argument)

        for format in [translation, fallback] {
            let length = format.text.utf8.count
            for diagnostic in format.diagnostics {
                check(diagnostic.range.lowerBound >= 0 && diagnostic.range.upperBound <= length, "diagnostic range outside the text")
            }
            for specifier in format.specifiers {
                check(specifier.range.lowerBound >= 0 && specifier.range.upperBound <= length, "specifier range outside the text")
                _ = specifier.argumentUses
            }
            _ = format.verbatimText
            _ = format.argumentKinds

            switch SafeFormatter.format(format, arguments: arguments) {
            case .success(let text):
                check(text.utf8.count <= bound(format, arguments), "output of \(text.utf8.count) bytes is beyond the caps")
                let rendered = SafeFormatter.render(translation: format, fallback: format, arguments: arguments)
                check(rendered.problems.isEmpty, "a format that formats has problems as its own fallback")
                check(rendered.text == text, "rendering differs from formatting")
            case .failure(let failure):
                check(!failure.problems.isEmpty, "a failure without problems")
            }
        }

        let rendered = SafeFormatter.render(translation: translation, fallback: fallback, arguments: arguments)
        if rendered.problems.isEmpty {
            guard case .success(let text) = SafeFormatter.format(translation, arguments: arguments) else {
                fail("rendered without problems a translation that does not format")
            }
            check(rendered.text == text, "rendered text is not the translation's")
        }
        _ = FormatCompatibility(translation: translation, development: fallback).findings.map(\.message)
    }

    static func argument(_ line: String) -> FormatArgument {
        let rest = String(line.dropFirst())
        switch line.first {
        case "i": return .int(Int(rest) ?? rest.utf8.reduce(0) { $0 &* 31 &+ Int($1) })
        case "u": return .unsignedInt(UInt(rest) ?? UInt(bitPattern: rest.utf8.reduce(0) { $0 &* 131 &+ Int($1) }))
        case "d": return .double(Double(rest) ?? Double(rest.utf8.count) / 7)
        default: return .string(line)
        }
    }

    /// A generous upper bound on the output: the text, plus for each specifier its widest field
    /// (width and precision capped) or the longest argument shown in full.
    static func bound(_ format: FormatString, _ arguments: [FormatArgument]) -> Int {
        let longest = arguments.reduce(0) { longest, argument in
            if case .string(let text) = argument { return max(longest, text.utf8.count) }
            return longest
        }
        let perSpecifier = 2 * FormatString.maximumAmount + 400 + longest
        return format.text.utf8.count + format.specifiers.count * perSpecifier
    }

    static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }

    static func fail(_ message: String) -> Never {
        fatalError("fuzz-format invariant: \(message)")
    }
}
