/// A field's `pattern` and `characters` written back as regular expressions for a JSON Schema:
/// anchored, in syntax that Python's `re` and ECMA-262 read alike, with every set spelled out
/// as ranges, so the validator needs neither `\p{…}` nor our reading of `\d` or `.`.
///
/// ```swift
/// PatternSource.anchored(try PatternParser.parse("[A-Z0-9]{6}"))   // "^(?:[0-9A-Z]{6})$"
/// PatternSource.anchored(characters: try CharacterSetSpelling.parse("a-c -"))   // "^[ \\-a-c]*$"
/// ```
///
/// One thing does not translate: a set holding some scalars above U+FFFF but not all of them
/// (`{letters}`, `\p{L}`). ECMA-262 without the `u` flag (ajv 6) reads such a range as a
/// reversed range of UTF-16 halves and refuses the schema, so the class keeps its part below
/// U+10000 and ``hasPartialAstralSet`` says so (``SchemaLimitation/Kind/astralCharacters``).
struct PatternSource {
    private(set) var hasPartialAstralSet = false

    /// `^(?:…)$` for a pattern.
    mutating func anchored(_ node: PatternNode) -> String {
        "^(?:" + source(node) + ")$"
    }

    /// `^[…]*$` for a `characters` set.
    mutating func anchored(characters set: ScalarSet) -> String {
        "^" + classSource(set) + "*$"
    }

    private mutating func source(_ node: PatternNode) -> String {
        switch node {
        case .scalars(let set):
            if let single = set.single { return Self.literal(single, inClass: false) }
            return classSource(set)
        case .sequence(let parts):
            return parts.map { part in
                if case .alternatives = part { return "(?:" + source(part) + ")" }
                return source(part)
            }.joined()
        case .alternatives(let branches):
            return branches.map { source($0) }.joined(separator: "|")
        case .repetition(let inner, let minimum, let maximum):
            var body = source(inner)
            if case .scalars = inner {} else { body = "(?:" + body + ")" }
            switch (minimum, maximum) {
            case (0, nil): return body + "*"
            case (1, nil): return body + "+"
            case (0, 1?): return body + "?"
            case (_, nil): return body + "{\(minimum),}"
            case (_, let maximum?) where maximum == minimum: return body + "{\(minimum)}"
            case (_, let maximum?): return body + "{\(minimum),\(maximum)}"
            }
        }
    }

    /// A class of the set's scalars: its ranges and categories as ranges, negation applied.
    private mutating func classSource(_ set: ScalarSet) -> String {
        var ranges = set.ranges
        if set.categories != 0 { ranges += GeneralCategories.ranges(of: set.categories) }
        var scalars = ScalarSet(ranges: ranges).ranges
        if set.isNegated { scalars = PatternParser.complement(scalars) }
        let astral = scalars.compactMap { range in range.upperBound < 0x10000 ? nil : max(range.lowerBound, 0x10000)...range.upperBound }
        let basic = scalars.compactMap { range in range.lowerBound > 0xFFFF ? nil : range.lowerBound...min(range.upperBound, 0xFFFF) }
        if astral == [0x10000...0x10FFFF] {
            // Every scalar above U+FFFF: say which are not (all below U+10000).
            let missing = PatternParser.complement(basic).filter { $0.lowerBound <= 0xFFFF }.map { $0.lowerBound...min($0.upperBound, 0xFFFF) }
            return missing.isEmpty ? "[\\s\\S]" : "[^" + Self.members(missing) + "]"
        }
        if !astral.isEmpty { hasPartialAstralSet = true }
        return basic.isEmpty ? "[^\\s\\S]" : "[" + Self.members(basic) + "]"
    }

    private static func members(_ ranges: [ClosedRange<UInt32>]) -> String {
        ranges.map { range in
            switch range.upperBound - range.lowerBound {
            case 0: literal(range.lowerBound, inClass: true)
            case 1: literal(range.lowerBound, inClass: true) + literal(range.upperBound, inClass: true)
            default: literal(range.lowerBound, inClass: true) + "-" + literal(range.upperBound, inClass: true)
            }
        }.joined()
    }

    /// A scalar as a regular expression writes it: syntax characters escaped, invisible ones
    /// below U+10000 as `\uXXXX` (both engines read it), the rest as themselves.
    private static func literal(_ value: UInt32, inClass: Bool) -> String {
        let syntax: Set<UInt32> = inClass
            ? Set("\\]-[^".unicodeScalars.map(\.value))
            : Set("^$\\.*+?()[]{}|/".unicodeScalars.map(\.value))
        if syntax.contains(value) { return "\\" + String(Unicode.Scalar(value).map(Character.init) ?? " ") }
        guard let scalar = Unicode.Scalar(value) else { return "" }
        // Above U+FFFF only single literals are written (neither engine shares an escape).
        guard value > 0xFFFF || (value >= 0x20 && value != 0x7F && isVisible(scalar)) else {
            let hex = String(value, radix: 16, uppercase: true)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return String(scalar)
    }

    private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned, .spaceSeparator:
            scalar == " "
        case .nonspacingMark, .enclosingMark, .spacingMark:
            false
        default:
            true
        }
    }
}

extension PatternNode {
    /// The pattern with every ASCII capital it takes also taken in lower case: what the export
    /// writes for a postal code the engine upper-cases before matching (`[A-Z]` becomes
    /// `[A-Za-z]`). Negated sets are left alone: taking more there would take less.
    func addingLowercaseLetters() -> PatternNode {
        switch self {
        case .scalars(let set):
            guard !set.isNegated else { return self }
            var ranges = set.ranges
            for range in set.ranges {
                let low = max(range.lowerBound, 0x41)
                let high = min(range.upperBound, 0x5A)
                if low <= high { ranges.append((low + 0x20)...(high + 0x20)) }
            }
            return .scalars(ScalarSet(ranges: ranges, categories: set.categories))
        case .sequence(let parts): return .sequence(parts.map { $0.addingLowercaseLetters() })
        case .alternatives(let branches): return .alternatives(branches.map { $0.addingLowercaseLetters() })
        case .repetition(let node, let minimum, let maximum):
            return .repetition(node.addingLowercaseLetters(), minimum: minimum, maximum: maximum)
        }
    }
}
