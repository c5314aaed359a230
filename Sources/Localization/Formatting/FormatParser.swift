/// Splits a format string into pieces, following Core Foundation's `__CFParseFormatSpec` for
/// what is a specifier, but reporting what CF silently prints or mangles.
struct FormatParser {
    private let bytes: [UInt8]
    private(set) var pieces: [FormatString.Piece] = []
    private(set) var diagnostics: [FormatDiagnostic] = []
    private(set) var specifiers: [FormatSpecifier] = []
    private(set) var literalPercentCount = 0
    private var pendingLiteral: [UInt8] = []

    init(text: String) {
        self.bytes = Array(text.utf8)
    }

    /// Digits are accumulated up to this value, so `%99999999999999999999d` cannot overflow: far
    /// above every limit (``FormatString/maximumAmount``, ``FormatString/maximumPosition``), and
    /// small enough that `saturation * 10 + 9` fits a 32-bit `Int` (wasm32), where the former
    /// bound, `Int(Int32.max) + 1`, does not even compile.
    private static let saturation = 100_000_000

    mutating func parse() {
        var index = 0
        while index < bytes.count {
            guard let percent = bytes[index...].firstIndex(of: UInt8(ascii: "%")) else {
                pendingLiteral.append(contentsOf: bytes[index...])
                break
            }
            pendingLiteral.append(contentsOf: bytes[index..<percent])
            index = parseSpecifier(at: percent)
        }
        flushLiteral()
        assignArguments()
        diagnostics.sort { $0.range.lowerBound < $1.range.lowerBound }
    }

    // MARK: - One specifier

    /// Parses the specifier starting at `start` (a `%`) and returns the index after it.
    private mutating func parseSpecifier(at start: Int) -> Int {
        var index = start + 1
        guard index < bytes.count else {
            return invalid(start..<bytes.count, .incompleteSpecifier,
                           "'%' at the end of the text; write '%%' for a percent sign")
        }
        if bytes[index] == UInt8(ascii: "%") {
            pendingLiteral.append(UInt8(ascii: "%"))
            literalPercentCount += 1
            return index + 1
        }

        // `n$`: digits followed by `$`; otherwise the digits are a width (or a `0` flag).
        var position: Int?
        if let (value, end) = digits(at: index), end < bytes.count, bytes[end] == UInt8(ascii: "$") {
            if value == 0 {
                return invalid(start..<end + 1, .invalidPosition,
                               "'\(slice(start..<end + 1))': argument positions start at 1")
            }
            if value > FormatString.maximumPosition {
                return invalid(start..<end + 1, .positionTooLarge,
                               "'\(slice(start..<end + 1))': Apple's formatter accepts positions up to \(FormatString.maximumPosition)")
            }
            position = value
            index = end + 1
        }

        var flags: FormatSpecifier.Flags = []
        flagLoop: while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "-"): flags.insert(.leftJustify)
            case UInt8(ascii: "+"): flags.insert(.plusSign)
            case UInt8(ascii: " "): flags.insert(.space)
            case UInt8(ascii: "#"): flags.insert(.alternate)
            case UInt8(ascii: "0"): flags.insert(.zeroPad)
            case UInt8(ascii: "'"):
                return invalid(start..<index + 1, .unsupportedFlag,
                               "'\(slice(start..<index + 1))': Apple's formatter does not know the ' flag and prints it as text")
            default: break flagLoop
            }
            index += 1
        }

        var width: FormatSpecifier.Amount?
        switch amount(at: index, start: start) {
        case .failed(let next): return next
        case .found(let value, let next): width = value; index = next
        case .none: break
        }

        var precision: FormatSpecifier.Amount?
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            switch amount(at: index, start: start) {
            case .failed(let next): return next
            case .found(let value, let next): precision = value; index = next
            case .none: precision = .fixed(0)
            }
        }

        var length: FormatSpecifier.LengthModifier?
        if index < bytes.count {
            let next: UInt8? = index + 1 < bytes.count ? bytes[index + 1] : nil
            switch bytes[index] {
            case UInt8(ascii: "h"):
                if next == UInt8(ascii: "h") { length = .hh; index += 2 } else { length = .h; index += 1 }
            case UInt8(ascii: "l"):
                if next == UInt8(ascii: "l") { length = .ll; index += 2 } else { length = .l; index += 1 }
            case UInt8(ascii: "q"): length = .q; index += 1
            case UInt8(ascii: "L"): length = .L; index += 1
            case UInt8(ascii: "z"): length = .z; index += 1
            case UInt8(ascii: "t"): length = .t; index += 1
            case UInt8(ascii: "j"): length = .j; index += 1
            default: break
            }
        }

        guard index < bytes.count else {
            return invalid(start..<bytes.count, .incompleteSpecifier,
                           "'\(slice(start..<bytes.count))' at the end of the text has no conversion; write '%%' for a percent sign")
        }
        let character = bytes[index]
        let end = index + scalarLength(at: index)
        var conversion: FormatSpecifier.Conversion
        var variableName: String?
        if character == UInt8(ascii: "@"), flags.contains(.alternate) {
            conversion = .stringsdictVariable
            var nameEnd = index + 1
            while nameEnd < bytes.count, isVariableNameByte(bytes[nameEnd]) { nameEnd += 1 }
            guard nameEnd < bytes.count else {
                return invalid(start..<bytes.count, .incompleteSpecifier,
                               "'\(slice(start..<bytes.count))': the variable name has no closing '@'")
            }
            let stop = nameEnd + scalarLength(at: nameEnd)
            guard bytes[nameEnd] == UInt8(ascii: "@"), nameEnd > index + 1 else {
                return invalid(start..<stop, .invalidVariableName,
                               "'\(slice(start..<stop))': a variable is written %#@name@ with letters, digits and '_'")
            }
            variableName = slice(index + 1..<nameEnd)
            flags.remove(.alternate)
            index = nameEnd + 1
        } else {
            guard character < 0x80,
                  let known = FormatSpecifier.Conversion(rawValue: String(UnicodeScalar(character)))
            else {
                let what = slice(start..<end)
                if character == UInt8(ascii: "n") || character == UInt8(ascii: "P") {
                    return invalid(start..<end, .unsupportedConversion,
                                   "'\(what)' is not supported; it cannot be shown safely")
                }
                return invalid(start..<end, .unknownConversion,
                               "'\(what)' is not a format specifier; write '%%' for a percent sign")
            }
            conversion = known
            index = end
        }
        if !conversion.accepts(length) {
            return invalid(start..<index, .invalidLengthModifier,
                           "'\(slice(start..<index))': the length modifier '\(length?.rawValue ?? "")' does not apply to '%\(conversion.rawValue)'")
        }

        flushLiteral()
        let spec = FormatSpecifier(
            range: start..<index, text: slice(start..<index), position: position, argument: 0,
            flags: flags, width: width, precision: precision, length: length,
            conversion: conversion, variableName: variableName
        )
        if flags.contains(.space), conversion != .stringsdictVariable {
            diagnostics.append(FormatDiagnostic(
                code: .spaceFlag, severity: .warning, range: spec.range,
                message: "'\(spec.text)' is read as a specifier with a space flag; if it is prose (as in '100% daily'), write '%%'"))
        }
        pieces.append(.specifier(specifiers.count))
        specifiers.append(spec)
        return index
    }

    private enum AmountResult {
        case none
        case found(FormatSpecifier.Amount, next: Int)
        /// An invalid piece was recorded; continue after it.
        case failed(next: Int)
    }

    /// A width or precision: digits, `*`, or `*n$`.
    private mutating func amount(at index: Int, start: Int) -> AmountResult {
        guard index < bytes.count else { return .none }
        if bytes[index] == UInt8(ascii: "*") {
            if let (value, end) = digits(at: index + 1), end < bytes.count, bytes[end] == UInt8(ascii: "$") {
                if value == 0 {
                    return .failed(next: invalid(start..<end + 1, .invalidPosition,
                                                 "'\(slice(start..<end + 1))': argument positions start at 1"))
                }
                if value > FormatString.maximumPosition {
                    return .failed(next: invalid(start..<end + 1, .positionTooLarge,
                                                 "'\(slice(start..<end + 1))': Apple's formatter accepts positions up to \(FormatString.maximumPosition)"))
                }
                return .found(.argument(value, positional: true), next: end + 1)
            }
            return .found(.argument(0, positional: false), next: index + 1)
        }
        guard let (value, end) = digits(at: index) else { return .none }
        if value > FormatString.maximumAmount {
            let stop = specifierEnd(from: end)
            return .failed(next: invalid(start..<stop, .amountTooLarge,
                                         "'\(slice(start..<stop))': widths and precisions above \(FormatString.maximumAmount) are not supported"))
        }
        return .found(.fixed(value), next: end)
    }

    /// A run of ASCII digits: its value (saturated) and the index after it.
    private func digits(at start: Int) -> (value: Int, end: Int)? {
        var index = start
        var value = 0
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            value = min(value * 10 + Int(bytes[index] - UInt8(ascii: "0")), Self.saturation)
            index += 1
        }
        return index == start ? nil : (value, index)
    }

    // MARK: - Arguments

    /// Numbers sequential specifiers as Apple does (`*` width, `*` precision, then the value, from
    /// a counter that positional specifiers do not advance), then checks the numbering.
    private mutating func assignArguments() {
        var next = 1
        for index in specifiers.indices {
            var spec = specifiers[index]
            if case .argument(_, positional: false) = spec.width {
                spec.width = .argument(next, positional: false)
                next += 1
            }
            if case .argument(_, positional: false) = spec.precision {
                spec.precision = .argument(next, positional: false)
                next += 1
            }
            if let position = spec.position {
                spec.argument = position
            } else {
                spec.argument = next
                next += 1
            }
            specifiers[index] = spec
        }
        checkNumbering()
    }

    private mutating func checkNumbering() {
        guard let first = specifiers.first else { return }
        let firstIsPositional = first.usesPositionalArguments && !first.usesSequentialArguments
        for spec in specifiers {
            let mixed = spec.usesPositionalArguments && spec.usesSequentialArguments
            let differs = firstIsPositional ? spec.usesSequentialArguments : spec.usesPositionalArguments
            if mixed || differs {
                diagnostics.append(FormatDiagnostic(
                    code: .mixedPositionalAndSequential, severity: .error, range: spec.range,
                    message: "'\(spec.text)' mixes positional (%1$@) and sequential (%@) arguments; Apple numbers them independently"))
            }
        }

        var kinds: [Int: ArgumentKind] = [:]
        for spec in specifiers {
            for use in spec.argumentUses {
                guard let earlier = kinds[use.argument] else {
                    kinds[use.argument] = use.kind
                    continue
                }
                if earlier.storage != use.kind.storage {
                    diagnostics.append(FormatDiagnostic(
                        code: .conflictingArgumentTypes, severity: .error, range: spec.range,
                        message: "'\(spec.text)' reads argument \(use.argument) as \(use.kind), but an earlier specifier reads it as \(earlier)"))
                }
            }
        }

        // Apple skips unused argument numbers when it collects the values, so every later argument
        // slides down one place: `%2$@` alone shows argument 1.
        let used = Set(kinds.keys)
        guard let highest = used.max(), highest > used.count else { return }
        let missing = (1...highest).filter { !used.contains($0) }
        guard let firstMissing = missing.first,
              let later = specifiers.first(where: { spec in spec.argumentUses.contains { $0.argument > firstMissing } })
        else { return }
        let listed = missing.prefix(5).map(String.init).joined(separator: ", ") + (missing.count > 5 ? ", …" : "")
        diagnostics.append(FormatDiagnostic(
            code: .skippedArgument, severity: .error, range: later.range,
            message: "'\(later.text)' reads argument \(later.argument) but argument\(missing.count > 1 ? "s" : "") \(listed) \(missing.count > 1 ? "are" : "is") never used; Apple would show the wrong argument"))
    }

    // MARK: - Helpers

    private mutating func invalid(_ range: Range<Int>, _ code: FormatDiagnostic.Code, _ message: String) -> Int {
        flushLiteral()
        pieces.append(.invalid(range))
        diagnostics.append(FormatDiagnostic(code: code, severity: .error, range: range, message: message))
        return range.upperBound
    }

    private mutating func flushLiteral() {
        guard !pendingLiteral.isEmpty else { return }
        pieces.append(.literal(String(decoding: pendingLiteral, as: UTF8.self)))
        pendingLiteral.removeAll(keepingCapacity: true)
    }

    private func slice(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Where a specifier whose width or precision was refused ends: after the rest of its
    /// digits, `.`, `*`, `$` and length letters, and one conversion character.
    private func specifierEnd(from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "*"), UInt8(ascii: "$"),
                 UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "L"),
                 UInt8(ascii: "z"), UInt8(ascii: "t"), UInt8(ascii: "j"):
                index += 1
            default:
                return index + scalarLength(at: index)
            }
        }
        return index
    }

    /// The length of the UTF-8 sequence starting at `index`, so ranges never split a scalar.
    private func scalarLength(at index: Int) -> Int {
        let lead = bytes[index]
        let expected: Int
        switch lead {
        case 0xF0...: expected = 4
        case 0xE0...: expected = 3
        case 0xC0...: expected = 2
        default: return 1
        }
        var length = 1
        while length < expected, index + length < bytes.count, bytes[index + length] & 0xC0 == 0x80 { length += 1 }
        return length
    }

    private func isVariableNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }
}
