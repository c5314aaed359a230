/// Formats printf-style strings with typed arguments, the way Apple's `String(format:)` does,
/// but reports a specifier that does not fit its argument instead of reading the wrong bytes.
///
/// Apple's formatter trusts the format string: a translation with `%@` where the development text
/// has `%d` crashes the app. This one checks every specifier against its ``FormatArgument`` and,
/// through ``render(translation:fallback:arguments:variableTypes:)``, falls back to the
/// development language's text.
///
/// ```swift
/// SafeFormatter.format(FormatString("%1$@: %2$.1f%%"), arguments: ["CPU", 12.345])
/// // .success("CPU: 12.3%")
///
/// let (text, problems) = SafeFormatter.render(
///     translation: FormatString("%@ Dateien"),       // a string specifier for a number
///     fallback: FormatString("%ld files"),
///     arguments: [3])
/// // text == "3 files"; problems[0].code == .incompatibleTranslation
/// ```
///
/// For valid combinations the output is what `String(format:)` prints without a locale.
/// Where Apple's output depends on something this library does not have, the choice is:
/// - `%@` with a number shows its decimal text; a double as `NSNumber.description` does on
///   Apple platforms (`%.16g`: `0.1` → `0.1`, `100.0` → `100`).
/// - `%#@name@` shows its argument as `%@` would; choosing plural variants is the catalog's job.
/// - `%s` and `%S` take a ``FormatArgument/string(_:)``; `%s` is UTF-8 (Apple decodes the bytes
///   in the system encoding, identical for ASCII), its precision counts bytes but never cuts a
///   character in two.
/// - `%c` takes a code point 0–127 and `%C` a UTF-16 code unit that is not a surrogate: Apple
///   would truncate other values to 8 or 16 bits.
/// - `%p` shows `0x` and lowercase hex, as on Apple platforms (glibc prints `(nil)` for 0).
/// - `%D`, `%U` and `%O` show what `%d`, `%u` and `%o` show (glibc prints them literally).
/// - Numbers use the C locale on Apple platforms; elsewhere the C library's current `LC_NUMERIC`,
///   which is the C locale unless the process calls `setlocale`.
public enum SafeFormatter {
    /// Formats a string, or says why it cannot.
    ///
    /// - Parameters:
    ///   - format: The parsed format string; one with error diagnostics is refused.
    ///   - arguments: The values, in argument order (`arguments[0]` is argument 1). Unused
    ///     arguments are ignored, as Apple ignores extra varargs.
    /// - Returns: The text, or every problem found (not only the first).
    public static func format(_ format: FormatString, arguments: [FormatArgument]) -> Result<String, FormatFailure> {
        Self.format(format, arguments: arguments, origin: .translation)
    }

    /// Formats a string, or says why it cannot.
    public static func format(_ format: String, arguments: [FormatArgument]) -> Result<String, FormatFailure> {
        self.format(FormatString(format), arguments: arguments)
    }

    /// Formats a translation, or the development language's text when the translation cannot
    /// be formatted or does not match it; never crashes and always returns text.
    ///
    /// 1. The translation is used if it is compatible with `fallback` (see
    ///    ``FormatCompatibility``) and fits the arguments.
    /// 2. Otherwise `fallback`, if it fits the arguments.
    /// 3. Otherwise the fallback's ``FormatString/verbatimText`` (specifiers shown as written).
    ///
    /// - Parameters:
    ///   - translation: The localized format string.
    ///   - fallback: The development language's format string.
    ///   - arguments: The values, in the development text's argument order.
    ///   - variableTypes: The value type of each `.stringsdict` variable, by name, if known.
    /// - Returns: The text and why the translation (or the fallback) was not used; no problems
    ///   means the translation was used.
    public static func render(
        translation: FormatString, fallback: FormatString, arguments: [FormatArgument],
        variableTypes: [String: ArgumentKind] = [:]
    ) -> (text: String, problems: [FormatProblem]) {
        var problems: [FormatProblem] = []
        let compatibility = FormatCompatibility(translation: translation, development: fallback, variableTypes: variableTypes)
        if compatibility.isCompatible {
            switch format(translation, arguments: arguments, origin: .translation) {
            case .success(let text): return (text, [])
            case .failure(let failure): problems += failure.problems
            }
        } else {
            for finding in compatibility.findings where finding.severity == .error {
                let code: FormatProblem.Code
                if case .invalidSpecifier = finding.kind { code = .invalidFormat } else { code = .incompatibleTranslation }
                problems.append(FormatProblem(code: code, origin: .translation, message: finding.message,
                                              range: finding.range, argument: finding.argument))
            }
        }
        switch format(fallback, arguments: arguments, origin: .fallback) {
        case .success(let text): return (text, problems)
        case .failure(let failure): return (fallback.verbatimText, problems + failure.problems)
        }
    }

    /// Formats a translation, falling back to the development language's text.
    public static func render(
        translation: String, fallback: String, arguments: [FormatArgument]
    ) -> (text: String, problems: [FormatProblem]) {
        render(translation: FormatString(translation), fallback: FormatString(fallback), arguments: arguments)
    }

    // MARK: - Formatting

    static func format(
        _ format: FormatString, arguments: [FormatArgument], origin: FormatProblem.Origin
    ) -> Result<String, FormatFailure> {
        var problems: [FormatProblem] = []
        for diagnostic in format.diagnostics where diagnostic.severity == .error {
            problems.append(FormatProblem(code: .invalidFormat, origin: origin, message: diagnostic.message, range: diagnostic.range))
        }
        guard problems.isEmpty else { return .failure(FormatFailure(problems: problems)) }
        // No `%` at all: the text is the output, shared rather than copied segment by segment.
        if format.isPlainText { return .success(format.text) }

        var output = ""
        output.reserveCapacity(format.text.utf8.count)
        let specifiers = format.specifiers
        for piece in format.pieces {
            switch piece {
            case .literal(let text):
                output += text
            case .invalid:
                break // unreachable: invalid pieces always carry an error diagnostic
            case .specifier(let index):
                switch renderSpecifier(specifiers[index], arguments: arguments, origin: origin) {
                case .success(let text): output += text
                case .failure(let problem): problems.append(problem)
                }
            }
        }
        return problems.isEmpty ? .success(output) : .failure(FormatFailure(problems: problems))
    }

    private static func renderSpecifier(
        _ spec: FormatSpecifier, arguments: [FormatArgument], origin: FormatProblem.Origin
    ) -> Result<String, FormatProblem> {
        func problem(_ code: FormatProblem.Code, _ message: String, argument: Int) -> FormatProblem {
            FormatProblem(code: code, origin: origin, message: message, range: spec.range, argument: argument)
        }
        func argument(_ number: Int) -> Result<FormatArgument, FormatProblem> {
            guard number >= 1, number <= arguments.count else {
                return .failure(problem(.missingArgument,
                                        "'\(spec.text)' reads argument \(number) but only \(arguments.count) \(arguments.count == 1 ? "was" : "were") given",
                                        argument: number))
            }
            return .success(arguments[number - 1])
        }
        func amount(_ amount: FormatSpecifier.Amount?) -> Result<Int?, FormatProblem> {
            switch amount {
            case nil: return .success(nil)
            case .fixed(let value): return .success(value)
            case .argument(let number, _):
                let value: FormatArgument
                switch argument(number) {
                case .success(let found): value = found
                case .failure(let failure): return .failure(failure)
                }
                let limit = FormatString.maximumAmount
                switch value {
                case .int(let int) where (-limit...limit).contains(int): return .success(int)
                case .unsignedInt(let uint) where uint <= UInt(limit): return .success(Int(uint))
                case .int, .unsignedInt:
                    return .failure(problem(.valueOutOfRange,
                                            "'\(spec.text)' takes a width or precision of \(value) from argument \(number); at most \(limit) is supported",
                                            argument: number))
                case .string, .double:
                    return .failure(problem(.typeMismatch,
                                            "'\(spec.text)' takes a width or precision from argument \(number), which must be an integer, not a \(value.typeName) (\(value))",
                                            argument: number))
                }
            }
        }

        var flags = spec.flags
        var width: Int?
        var precision: Int?
        switch amount(spec.width) {
        case .success(let value): width = value
        case .failure(let failure): return .failure(failure)
        }
        switch amount(spec.precision) {
        case .success(let value): precision = value
        case .failure(let failure): return .failure(failure)
        }
        // C reads a negative `*` width as the `-` flag, and a negative `*` precision as none.
        if let value = width, value < 0 {
            flags.insert(.leftJustify)
            width = -value
        }
        if let value = precision, value < 0 { precision = nil }

        let value: FormatArgument
        switch argument(spec.argument) {
        case .success(let found): value = found
        case .failure(let failure): return .failure(failure)
        }
        let kind = spec.argumentKind
        let mismatch = problem(.typeMismatch,
                               "'\(spec.text)' reads argument \(spec.argument) as \(kind), but it is a \(value.typeName) (\(value))",
                               argument: spec.argument)
        func outOfRange(_ detail: String) -> FormatProblem {
            problem(.valueOutOfRange, "'\(spec.text)' cannot show argument \(spec.argument) (\(value)): \(detail)",
                    argument: spec.argument)
        }

        var cFormat = "%" + flags.spelling
        if let width { cFormat += String(width) }
        if let precision { cFormat += "." + String(precision) }

        switch spec.conversion {
        case .object, .stringsdictVariable:
            switch value {
            case .string(let string): return .success(string)
            case .int(let int): return .success(String(int))
            case .unsignedInt(let uint): return .success(String(uint))
            case .double(let double): return .success(CNumberFormatting.format("%.16g", double))
            }

        case .d, .D, .i:
            let bounds = signedBounds(kind)
            let number: Int64
            switch value {
            case .int(let int): number = Int64(int)
            case .unsignedInt(let uint) where uint <= UInt64(Int64.max): number = Int64(uint)
            case .unsignedInt: return .failure(outOfRange("it does not fit a \(kind)"))
            case .string, .double: return .failure(mismatch)
            }
            guard bounds.contains(number) else { return .failure(outOfRange("it does not fit a \(kind)")) }
            return .success(CNumberFormatting.format(cFormat + "lld", number))

        case .u, .U, .x, .X, .o, .O:
            let number: UInt64
            switch value {
            case .int(let int) where int >= 0: number = UInt64(int)
            case .int: return .failure(outOfRange("a negative number does not fit a \(kind)"))
            case .unsignedInt(let uint): number = UInt64(uint)
            case .string, .double: return .failure(mismatch)
            }
            guard number <= unsignedMaximum(kind) else { return .failure(outOfRange("it does not fit a \(kind)")) }
            let letter: String
            switch spec.conversion {
            case .U: letter = "u"
            case .O: letter = "o"
            default: letter = spec.conversion.rawValue
            }
            return .success(CNumberFormatting.format(cFormat + "ll" + letter, number))

        case .f, .F, .e, .E, .g, .G, .a, .A:
            guard case .double(let double) = value else { return .failure(mismatch) }
            return .success(CNumberFormatting.format(cFormat + spec.conversion.rawValue, double))

        case .c:
            let code: Int
            switch value {
            case .int(let int): code = int
            case .unsignedInt(let uint): code = uint <= 127 ? Int(uint) : 128
            case .string, .double: return .failure(mismatch)
            }
            guard (0...127).contains(code) else {
                return .failure(outOfRange("%c shows one byte; use %C or %@ for characters outside ASCII"))
            }
            return .success(CNumberFormatting.format(cFormat + "c", Int32(code)))

        case .C:
            let code: UInt
            switch value {
            case .int(let int) where int >= 0: code = UInt(int)
            case .unsignedInt(let uint): code = uint
            case .int: return .failure(outOfRange("it is not a UTF-16 code unit"))
            case .string, .double: return .failure(mismatch)
            }
            guard code <= 0xFFFF, let scalar = Unicode.Scalar(UInt32(code)) else {
                return .failure(outOfRange("%C shows one UTF-16 code unit that is not a surrogate"))
            }
            return .success(String(Character(scalar))) // Apple ignores width and flags for %C

        case .s:
            guard case .string(let string) = value else { return .failure(mismatch) }
            var bytes = Array(string.utf8)
            if let precision, precision < bytes.count {
                var cut = precision
                while cut > 0, bytes[cut] & 0xC0 == 0x80 { cut -= 1 } // not inside a character
                bytes.removeSubrange(cut...)
            }
            return .success(pad(String(decoding: bytes, as: UTF8.self), length: bytes.count, width: width, flags: flags))

        case .S:
            guard case .string(let string) = value else { return .failure(mismatch) }
            var units = Array(string.utf16)
            if let precision, precision < units.count {
                var cut = precision
                if cut > 0, UTF16.isTrailSurrogate(units[cut]) { cut -= 1 }
                units.removeSubrange(cut...)
            }
            return .success(pad(String(decoding: units, as: UTF16.self), length: units.count, width: width, flags: flags))

        case .p:
            let address: UInt64
            switch value {
            case .int(let int) where int >= 0: address = UInt64(int)
            case .unsignedInt(let uint): address = UInt64(uint)
            case .int: return .failure(outOfRange("an address cannot be negative"))
            case .string, .double: return .failure(mismatch)
            }
            let text = "0x" + String(address, radix: 16)
            return .success(pad(text, length: text.utf8.count, width: width, flags: flags))
        }
    }

    /// Pads with spaces as Apple does for `%s` and `%S` (it ignores the `0` flag for them).
    private static func pad(_ text: String, length: Int, width: Int?, flags: FormatSpecifier.Flags) -> String {
        guard let width, width > length else { return text }
        let spaces = String(repeating: " ", count: width - length)
        return flags.contains(.leftJustify) ? text + spaces : spaces + text
    }

    private static func signedBounds(_ kind: ArgumentKind) -> ClosedRange<Int64> {
        switch kind {
        case .int8: return Int64(Int8.min)...Int64(Int8.max)
        case .int16: return Int64(Int16.min)...Int64(Int16.max)
        case .int32: return Int64(Int32.min)...Int64(Int32.max)
        default: return Int64.min...Int64.max
        }
    }

    private static func unsignedMaximum(_ kind: ArgumentKind) -> UInt64 {
        switch kind {
        case .uint8: return UInt64(UInt8.max)
        case .uint16: return UInt64(UInt16.max)
        case .uint32: return UInt64(UInt32.max)
        default: return UInt64.max
        }
    }
}
