/// One difference between a translation's specifiers and the development language's.
///
/// ```
/// error type-mismatch at 0..<2: '%@' reads argument 1 as object (%@), but the development
/// text has '%ld' (long)
/// ```
public struct FormatFinding: Sendable, Hashable, CustomStringConvertible {
    /// What was found. Argument numbers are 1-based, as in `%1$@`.
    public enum Kind: Sendable, Hashable {
        /// The translation reads an argument the development text does not have: Apple would
        /// read a vararg that was never passed (garbage or a crash).
        case extraArgument(Int)
        /// Different types (`%d` for `%@`): a crash or garbage.
        case typeMismatch(Int, expected: ArgumentKind, found: ArgumentKind)
        /// Same type, different size (`%d` for `%ld`): wrong values for large numbers. A warning
        /// when the sizes only differ on 32-bit platforms (`%ld` for `%lld`).
        case sizeMismatch(Int, expected: ArgumentKind, found: ArgumentKind)
        /// Same size, different numeric style (`%u` for `%d`, `%e` for `%f`, `%x` for `%d`):
        /// Apple's validator rejects it.
        case conversionMismatch(Int, expected: FormatSpecifier.Conversion, found: FormatSpecifier.Conversion)
        /// The translation does not use an argument (fewer arguments are safe): a warning.
        case missingArgument(Int)
        /// The translation skips an argument but uses a later one: Apple shows the wrong values.
        case skippedArgument(Int)
        /// The translation reads one argument as two different types.
        case conflictingTypes(Int, first: ArgumentKind, second: ArgumentKind)
        /// The translation has an invalid specifier (see ``FormatString/diagnostics``).
        case invalidSpecifier(FormatDiagnostic.Code)
        /// Both use `.stringsdict` variables for the argument, with different names.
        case variableNameDiffers(Int, expected: String, found: String)
        /// Same type, other flags, width or precision: a note.
        case optionsDiffer(Int)
        /// A different number of `%%`: a note (a dropped or added percent sign).
        case percentSignsDiffer(expected: Int, found: Int)
    }

    public var kind: Kind
    public var severity: FormatDiagnostic.Severity
    /// The translation's UTF-8 byte range concerned, or `nil` for something it lacks.
    public var range: Range<Int>?
    /// What was found, quoting both specifiers.
    public var message: String

    public init(kind: Kind, severity: FormatDiagnostic.Severity, range: Range<Int>?, message: String) {
        self.kind = kind
        self.severity = severity
        self.range = range
        self.message = message
    }

    /// The argument concerned, if the finding is about one.
    public var argument: Int? {
        switch kind {
        case .extraArgument(let number), .missingArgument(let number), .skippedArgument(let number),
             .optionsDiffer(let number):
            return number
        case .typeMismatch(let number, _, _), .sizeMismatch(let number, _, _), .conversionMismatch(let number, _, _),
             .conflictingTypes(let number, _, _), .variableNameDiffers(let number, _, _):
            return number
        case .invalidSpecifier, .percentSignsDiffer:
            return nil
        }
    }

    /// A stable identifier for reports and JSON output, such as `type-mismatch`.
    public var code: String {
        switch kind {
        case .extraArgument: return "extra-argument"
        case .typeMismatch: return "type-mismatch"
        case .sizeMismatch: return "size-mismatch"
        case .conversionMismatch: return "conversion-mismatch"
        case .missingArgument: return "missing-argument"
        case .skippedArgument: return "skipped-argument"
        case .conflictingTypes: return "conflicting-types"
        case .invalidSpecifier(let code): return code.rawValue
        case .variableNameDiffers: return "variable-name-differs"
        case .optionsDiffer: return "options-differ"
        case .percentSignsDiffer: return "percent-signs-differ"
        }
    }

    /// `severity code: message`.
    public var description: String { "\(severity) \(code): \(message)" }
}
