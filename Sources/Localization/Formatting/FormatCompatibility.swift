/// Whether a translation's specifiers fit the development language's text, by Apple's rule.
///
/// Apple's validating formatter (`String(validatingFormat:)`, Core Foundation's
/// `__CFStringValidateFormat`) accepts an untrusted format iff it reads no more arguments than
/// the trusted one and each argument it reads has the same type and size as the trusted
/// specifier for that argument, and the same numeric style (`%d` and `%u` differ, `%f` and `%e`
/// differ). This check applies that rule per argument number, so reordering with `%2$@ %1$@` is
/// fine, and classifies what it finds so a linter can point at each specifier.
///
/// Where it goes beyond Apple's check:
/// - an argument skipped before a used one (`%2$@` without argument 1) is an error: Apple's
///   validator lets it through, then shows argument 1 in its place;
/// - the same argument read twice with different types is an error;
/// - `%ld` against `%lld` (same size on 64-bit, different on watchOS's arm64_32) is a warning;
/// - reading one argument twice (`%1$@ … %1$@` against `%@`) is accepted; Apple's validator
///   counts specifiers rather than arguments and rejects it.
///
/// ```swift
/// let check = FormatCompatibility(translation: FormatString("%@ Dateien"),
///                                 development: FormatString("%ld files"))
/// check.isCompatible      // false
/// check.findings[0].kind  // .typeMismatch(1, expected: .long, found: .object)
/// ```
public struct FormatCompatibility: Sendable, Hashable {
    /// What the check found, errors first in order of position in the translation.
    public let findings: [FormatFinding]

    /// Whether the translation can safely replace the development text: no error findings.
    public var isCompatible: Bool { !findings.contains { $0.severity == .error } }

    /// Compares a translation with the development language's text.
    ///
    /// - Parameters:
    ///   - translation: The localized format string.
    ///   - development: The development language's format string (the trusted one).
    ///   - variableTypes: The value type of `.stringsdict` variables by name (from
    ///     `NSStringFormatValueTypeKey`, see ``ArgumentKind/init(valueType:)``), so `%#@count@`
    ///     can be compared with `%ld`. Without it, a variable only matches a variable.
    public init(translation: FormatString, development: FormatString, variableTypes: [String: ArgumentKind] = [:]) {
        var findings: [FormatFinding] = []

        for diagnostic in translation.diagnostics {
            // These two are reported below with the argument they concern.
            if diagnostic.code == .skippedArgument || diagnostic.code == .conflictingArgumentTypes { continue }
            if diagnostic.severity == .error {
                findings.append(FormatFinding(
                    kind: .invalidSpecifier(diagnostic.code), severity: .error, range: diagnostic.range,
                    message: diagnostic.message))
            }
        }

        let expected = Self.uses(of: development, variableTypes: variableTypes)
        let found = Self.uses(of: translation, variableTypes: variableTypes)

        for argument in found.keys.sorted() {
            let translationUses = found[argument] ?? []
            // Conflicts inside the translation.
            if let first = translationUses.first {
                for other in translationUses.dropFirst() where other.kind.storage != first.kind.storage {
                    findings.append(FormatFinding(
                        kind: .conflictingTypes(argument, first: first.kind, second: other.kind), severity: .error,
                        range: other.spec.range,
                        message: "'\(other.spec.text)' reads argument \(argument) as \(other.kind), but '\(first.spec.text)' reads it as \(first.kind)"))
                }
            }
            guard let reference = expected[argument]?.first else {
                for use in translationUses {
                    findings.append(FormatFinding(
                        kind: .extraArgument(argument), severity: .error, range: use.spec.range,
                        message: "'\(use.spec.text)' reads argument \(argument), which the development text does not have (it reads \(development.argumentCount))"))
                }
                continue
            }
            for use in translationUses {
                if let finding = Self.compare(argument: argument, expected: reference, found: use) {
                    findings.append(finding)
                }
            }
        }

        let highestUsed = found.keys.max() ?? 0
        let highestReader = translation.specifiers.first { spec in spec.argumentUses.contains { $0.argument == highestUsed } }
        for argument in expected.keys.sorted() where found[argument] == nil {
            if argument < highestUsed, let later = highestReader {
                findings.append(FormatFinding(
                    kind: .skippedArgument(argument), severity: .error, range: later.range,
                    message: "argument \(argument) is not used but '\(later.text)' reads a later one; Apple would show argument \(argument) in its place"))
            } else {
                let example = expected[argument]?.first?.spec.text ?? "?"
                findings.append(FormatFinding(
                    kind: .missingArgument(argument), severity: .warning, range: nil,
                    message: "argument \(argument) ('\(example)' in the development text) is not used"))
            }
        }

        if translation.literalPercentCount != development.literalPercentCount {
            findings.append(FormatFinding(
                kind: .percentSignsDiffer(expected: development.literalPercentCount, found: translation.literalPercentCount),
                severity: .note, range: nil,
                message: "the development text has \(development.literalPercentCount) '%%', the translation \(translation.literalPercentCount)"))
        }

        self.findings = findings.enumerated().sorted { lhs, rhs in
            if lhs.element.severity != rhs.element.severity { return lhs.element.severity > rhs.element.severity }
            let left = lhs.element.range?.lowerBound ?? Int.max
            let right = rhs.element.range?.lowerBound ?? Int.max
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map { $0.element }
    }

    /// One read of an argument: the value of a specifier, or its `*` width or precision.
    private struct Use {
        var kind: ArgumentKind
        var spec: FormatSpecifier
        var isAmount: Bool
    }

    private static func uses(of format: FormatString, variableTypes: [String: ArgumentKind]) -> [Int: [Use]] {
        var table: [Int: [Use]] = [:]
        for spec in format.specifiers {
            let amounts = spec.argumentUses.dropLast()
            for use in amounts {
                table[use.argument, default: []].append(Use(kind: use.kind, spec: spec, isAmount: true))
            }
            var kind = spec.argumentKind
            if kind == .stringsdictVariable, let name = spec.variableName, let declared = variableTypes[name] {
                kind = declared
            }
            table[spec.argument, default: []].append(Use(kind: kind, spec: spec, isAmount: false))
        }
        return table
    }

    /// Classifies one argument read by the translation against the development text's read.
    private static func compare(argument: Int, expected: Use, found: Use) -> FormatFinding? {
        let range = found.spec.range
        let quoted = "'\(found.spec.text)'"
        let reference = "'\(expected.spec.text)'"

        // Variables whose value type is unknown can only be compared with variables.
        let expectedVariable = expected.kind == .stringsdictVariable
        let foundVariable = found.kind == .stringsdictVariable
        if expectedVariable || foundVariable {
            if expectedVariable && foundVariable {
                guard expected.spec.variableName != found.spec.variableName else { return nil }
                return FormatFinding(
                    kind: .variableNameDiffers(argument, expected: expected.spec.variableName ?? "", found: found.spec.variableName ?? ""),
                    severity: .warning, range: range,
                    message: "\(quoted) names a different .stringsdict variable than \(reference) for argument \(argument)")
            }
            return FormatFinding(
                kind: .typeMismatch(argument, expected: expected.kind, found: found.kind), severity: .error, range: range,
                message: "\(quoted) reads argument \(argument) as \(found.kind), but the development text has \(reference) (\(expected.kind)); give the variable's value type to compare them")
        }

        let expectedStorage = expected.kind.storage
        let foundStorage = found.kind.storage
        guard sameClass(expectedStorage, foundStorage) else {
            return FormatFinding(
                kind: .typeMismatch(argument, expected: expected.kind, found: found.kind), severity: .error, range: range,
                message: "\(quoted) reads argument \(argument) as \(found.kind), but the development text has \(reference) (\(expected.kind))")
        }
        if expectedStorage != foundStorage {
            return FormatFinding(
                kind: .sizeMismatch(argument, expected: expected.kind, found: found.kind), severity: .error, range: range,
                message: "\(quoted) reads argument \(argument) as \(found.kind), but the development text has \(reference) (\(expected.kind)): the sizes differ")
        }
        if expected.kind.storageWithFourByteLong != found.kind.storageWithFourByteLong {
            return FormatFinding(
                kind: .sizeMismatch(argument, expected: expected.kind, found: found.kind), severity: .warning, range: range,
                message: "\(quoted) reads argument \(argument) as \(found.kind), but the development text has \(reference) (\(expected.kind)): the same size on 64-bit platforms only")
        }
        if !expected.isAmount, !found.isAmount,
           let expectedStyle = expected.spec.conversion.numericStyle, let foundStyle = found.spec.conversion.numericStyle,
           expectedStyle != foundStyle {
            return FormatFinding(
                kind: .conversionMismatch(argument, expected: expected.spec.conversion, found: found.spec.conversion),
                severity: .error, range: range,
                message: "\(quoted) shows argument \(argument) differently from \(reference); Apple's validator rejects '%\(found.spec.conversion.rawValue)' for '%\(expected.spec.conversion.rawValue)'")
        }
        if !expected.isAmount, !found.isAmount,
           expected.spec.flags != found.spec.flags || expected.spec.width != found.spec.width
            || expected.spec.precision != found.spec.precision {
            return FormatFinding(
                kind: .optionsDiffer(argument), severity: .note, range: range,
                message: "\(quoted) has other flags, width or precision than \(reference)")
        }
        return nil
    }

    private static func sameClass(_ lhs: ArgumentKind.Storage, _ rhs: ArgumentKind.Storage) -> Bool {
        switch (lhs, rhs) {
        case (.integer, .integer), (.floatingPoint, .floatingPoint): return true
        default: return lhs == rhs
        }
    }
}
