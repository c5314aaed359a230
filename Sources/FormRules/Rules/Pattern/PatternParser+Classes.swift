/// Classes (`[a-z]`, `[^…]`) and escapes (`\d`, `\p{Lu}`, `\.`, `\u00E9`) of a pattern.
extension PatternParser {
    /// What an escape or a member of a class stands for: one scalar (which can be an end of a
    /// range) or a set of them.
    enum Item {
        case scalar(UInt32)
        case set(ranges: [ClosedRange<UInt32>], categories: UInt32)

        var set: ScalarSet {
            switch self {
            case .scalar(let value): ScalarSet(value)
            case .set(let ranges, let categories): ScalarSet(ranges: ranges, categories: categories)
            }
        }
    }

    /// `\d`: ASCII digits, as forms mean them (not every script's decimal digits).
    static let digitRanges: [ClosedRange<UInt32>] = [0x30...0x39]
    /// `\w`: ASCII letters, digits and `_`.
    static let wordRanges: [ClosedRange<UInt32>] = [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A]
    /// `\s`: tab, line feed, vertical tab, form feed, carriage return and space.
    static let spaceRanges: [ClosedRange<UInt32>] = [0x09...0x0D, 0x20...0x20]
    /// Every general category (`\P{…}` is the others).
    static let allCategories: UInt32 = (1 << UInt32(GeneralCategories.names.count)) - 1

    /// A class, from its `[` to its `]`.
    mutating func parseClass() throws(PatternSyntaxError) -> ScalarSet {
        let start = position
        position += 1
        let isNegated = peek == "^"
        if isNegated { position += 1 }
        var ranges: [ClosedRange<UInt32>] = []
        var categories: UInt32 = 0
        var isFirst = true
        while true {
            guard let scalar = peek else { throw error("this class is not closed: end it with ]", at: start) }
            if scalar == "]" {
                if isFirst { throw error("an empty class matches nothing; write \\] for a bracket", at: position) }
                position += 1
                break
            }
            let itemStart = position
            let item = try parseClassMember(isFirst: isFirst)
            isFirst = false
            let hyphenStartsRange = peek == "-" && position + 1 < scalars.count && scalars[position + 1] != "]"
            switch item {
            case .scalar(let low) where hyphenStartsRange:
                position += 1
                let endStart = position
                guard case .scalar(let high) = try parseClassMember(isFirst: false, isRangeEnd: true) else {
                    throw error("a range ends at one character, not at a class such as \\d", at: endStart)
                }
                guard low <= high else {
                    throw error("the range '\(Self.shown(low))-\(Self.shown(high))' is reversed: write its lower end first", at: itemStart)
                }
                ranges.append(low...high)
            case .scalar(let value):
                ranges.append(value...value)
            case .set(let more, let moreCategories):
                if hyphenStartsRange {
                    throw error("a range cannot start at a class such as \\d; write \\- for a hyphen", at: position)
                }
                ranges += more
                categories |= moreCategories
            }
        }
        return ScalarSet(ranges: ranges, categories: categories, isNegated: isNegated)
    }

    /// One member of a class: a character, an escape, or a hyphen where it cannot start or
    /// end a range (first, or just before the `]`).
    private mutating func parseClassMember(isFirst: Bool, isRangeEnd: Bool = false) throws(PatternSyntaxError) -> Item {
        let scalar = scalars[position]
        switch scalar {
        case "\\":
            return try parseEscape(inClass: true)
        case "[":
            throw error("write \\[ for a bracket inside a class", at: position)
        case "-" where !isFirst && !isRangeEnd && !(position + 1 < scalars.count && scalars[position + 1] == "]"):
            throw error("write \\- for a hyphen inside a class, or put it first or last", at: position)
        default:
            position += 1
            return .scalar(scalar.value)
        }
    }

    /// An escape, from its backslash.
    mutating func parseEscape(inClass: Bool) throws(PatternSyntaxError) -> Item {
        let start = position
        guard position + 1 < scalars.count else { throw error("a pattern cannot end with a lone '\\'; write \\\\ for a backslash", at: start) }
        let scalar = scalars[position + 1]
        position += 2
        switch scalar {
        case "d": return .set(ranges: Self.digitRanges, categories: 0)
        case "D": return .set(ranges: Self.complement(Self.digitRanges), categories: 0)
        case "w": return .set(ranges: Self.wordRanges, categories: 0)
        case "W": return .set(ranges: Self.complement(Self.wordRanges), categories: 0)
        case "s": return .set(ranges: Self.spaceRanges, categories: 0)
        case "S": return .set(ranges: Self.complement(Self.spaceRanges), categories: 0)
        case "p", "P": return .set(ranges: [], categories: try parseCategory(negated: scalar == "P", start: start))
        case "t": return .scalar(0x09)
        case "n": return .scalar(0x0A)
        case "v": return .scalar(0x0B)
        case "f": return .scalar(0x0C)
        case "r": return .scalar(0x0D)
        case "u": return .scalar(try parseHex(digits: 4, start: start))
        case "x": return .scalar(try parseHex(digits: 2, start: start))
        case "b" where inClass:
            throw error("\\b means a backspace in a class and a word boundary elsewhere: write \\u0008", at: start)
        case "b", "B":
            throw error("word boundaries (\\b, \\B) are not supported", at: start)
        case "1"..."9", "k":
            throw error("backreferences are not supported", at: start)
        case "0":
            throw error("\\0 is not supported: write \\u0000", at: start)
        case "A", "Z", "z", "G":
            throw error("\\\(scalar) is not supported: a pattern always matches the whole value (^ and $ are implied)", at: start)
        case "a"..."z", "A"..."Z":
            throw error("unknown escape '\\\(scalar)'", at: start)
        case "!"..."/", ":"..."@", "["..."`", "{"..."~":
            return .scalar(scalar.value)
        default:
            throw error("only ASCII punctuation is escaped with '\\': write '\(scalar)' without it", at: start)
        }
    }

    /// `{Name}` after `\p` or `\P`: a general category or a group of them.
    private mutating func parseCategory(negated: Bool, start: Int) throws(PatternSyntaxError) -> UInt32 {
        guard peek == "{" else { throw error("write a category in braces: \\p{L}, \\p{Lu}, \\p{Nd}", at: start) }
        position += 1
        var name = ""
        while let scalar = peek, scalar != "}" {
            name.unicodeScalars.append(scalar)
            position += 1
        }
        guard peek == "}" else { throw error("this category is not closed: end it with }", at: start) }
        position += 1
        guard let mask = GeneralCategories.mask(named: name) else {
            var message = "unknown general category '\(name)': use a short name such as L, Lu, Ll, N, Nd, P or Zs"
            if let near = Suggestion.closest(to: name, among: GeneralCategories.allNames) { message += ". Did you mean '\(near)'?" }
            throw error(message, at: start)
        }
        return negated ? Self.allCategories & ~mask : mask
    }

    /// The scalar of `\uXXXX` or `\xXX`.
    private mutating func parseHex(digits count: Int, start: Int) throws(PatternSyntaxError) -> UInt32 {
        let written = count == 4 ? "\\uXXXX" : "\\xXX"
        if count == 4, peek == "{" { throw error("\\u{…} is not supported: write \\uXXXX (four hexadecimal digits) or the character itself", at: start) }
        var value: UInt32 = 0
        for _ in 0..<count {
            guard let scalar = peek, let digit = scalar.properties.isASCIIHexDigit ? UInt32(String(scalar), radix: 16) : nil else {
                throw error("write \(written) with exactly \(count) hexadecimal digits", at: start)
            }
            value = value * 16 + digit
            position += 1
        }
        guard Unicode.Scalar(value) != nil else {
            throw error("\\u\(String(value, radix: 16, uppercase: true)) is half of a surrogate pair: write the character itself", at: start)
        }
        return value
    }

    /// The scalar values not in `ranges` (sorted and disjoint).
    static func complement(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
            next = range.upperBound + 1
        }
        if next <= 0x10FFFF { result.append(next...0x10FFFF) }
        return result
    }

    /// A scalar as an error message quotes it.
    static func shown(_ value: UInt32) -> String {
        guard let scalar = Unicode.Scalar(value), !scalar.properties.generalCategory.isInvisible else {
            return "\\u" + String(value, radix: 16, uppercase: true)
        }
        return String(scalar)
    }
}

private extension Unicode.GeneralCategory {
    /// Controls, formats, separators and the like, which an error message writes as `\uXXXX`.
    var isInvisible: Bool {
        switch self {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: true
        default: false
        }
    }
}
