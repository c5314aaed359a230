/// Reads a `pattern` of the documented subset (Specs/README.md, "Patterns") into a
/// ``PatternNode``, or says what is wrong and at which character.
///
/// The subset is what a linear-time matcher can run and what Python's `re`, ECMA-262 (with
/// the `u` flag) and most engines read the same way: literals, `.`, classes, `\d \w \s` (ASCII),
/// `\p{…}` general categories, groups, alternation and bounded counts. What would need
/// backtracking (backreferences, lookaround) or means something else elsewhere is refused with
/// a reason, never read differently.
///
/// ```swift
/// try PatternParser.parse("[A-Z0-9]{6}")          // six capital letters or digits
/// try PatternParser.parse("(a)\\1")               // throws: backreferences are not supported (column 4)
/// ```
struct PatternParser {
    /// The largest count in `{m,n}`.
    static let maximumCount = 1000
    /// The most instructions a pattern may compile to (``PatternNode/size``): the matcher's
    /// work per character of a value is at most this.
    static let maximumSize = 10_000
    /// The deepest nesting of groups.
    static let maximumDepth = 100

    let scalars: [Unicode.Scalar]
    var position = 0
    private var depth = 0

    init(_ pattern: String) {
        scalars = Array(pattern.unicodeScalars)
    }

    /// The pattern's node.
    /// - Throws: ``PatternSyntaxError`` with the column of the offending character.
    static func parse(_ pattern: String) throws(PatternSyntaxError) -> PatternNode {
        var parser = PatternParser(pattern)
        return try parser.parsePattern()
    }

    mutating func parsePattern() throws(PatternSyntaxError) -> PatternNode {
        // The whole value always matches: a leading ^ (and a trailing $) says so again.
        if peek == "^" { position += 1 }
        let (node, _) = try parseAlternatives()
        if position < scalars.count { throw error("this ')' closes no group; write \\) for a parenthesis", at: position) }
        return node
    }

    // MARK: Structure

    private mutating func parseAlternatives() throws(PatternSyntaxError) -> (PatternNode, Int) {
        var branches: [PatternNode] = []
        var size = 0
        while true {
            let start = position
            let (branch, branchSize) = try parseSequence()
            branches.append(branch)
            size += branchSize + (branches.count > 1 ? 2 : 0)
            guard size <= Self.maximumSize else { throw tooLarge(at: start) }
            guard peek == "|" else { break }
            position += 1
        }
        return (branches.count == 1 ? branches[0] : .alternatives(branches), size)
    }

    private mutating func parseSequence() throws(PatternSyntaxError) -> (PatternNode, Int) {
        var parts: [PatternNode] = []
        var size = 0
        while let next = peek, next != "|", next != ")" {
            let start = position
            if next == "$" {
                guard position == scalars.count - 1 else {
                    throw error("'$' is allowed only at the end (a pattern always matches the whole value); write \\$ for a dollar sign", at: position)
                }
                position += 1
                continue
            }
            let (atom, atomSize) = try parseAtom()
            let (part, partSize) = try parseQuantifier(atom, size: atomSize)
            parts.append(part)
            size += partSize
            guard size <= Self.maximumSize else { throw tooLarge(at: start) }
        }
        return (parts.count == 1 ? parts[0] : .sequence(parts), size)
    }

    private mutating func parseAtom() throws(PatternSyntaxError) -> (PatternNode, Int) {
        let start = position
        let scalar = scalars[position]
        switch scalar {
        case "(":
            return try parseGroup()
        case "[":
            return (.scalars(try parseClass()), 1)
        case ".":
            position += 1
            return (.scalars(.all), 1)
        case "\\":
            let item = try parseEscape(inClass: false)
            return (.scalars(item.set), 1)
        case "*", "+", "?":
            throw error("'\(scalar)' has nothing to repeat; write \\\(scalar) for the character itself", at: start)
        case "{":
            throw error("'{' starts a count such as {2,5}, which must follow what it repeats; write \\{ for a brace", at: start)
        case "}":
            throw error("this '}' ends no count; write \\} for a brace", at: start)
        case "]":
            throw error("this ']' closes no class; write \\] for a bracket", at: start)
        case "^":
            throw error("'^' is allowed only at the start (a pattern always matches the whole value); write \\^ for a caret", at: start)
        default:
            position += 1
            return (.scalars(ScalarSet(scalar.value)), 1)
        }
    }

    private mutating func parseGroup() throws(PatternSyntaxError) -> (PatternNode, Int) {
        let start = position
        position += 1
        if peek == "?" {
            let kind = scalars.count > position + 1 ? scalars[position + 1] : nil
            let third = scalars.count > position + 2 ? scalars[position + 2] : nil
            switch (kind, third) {
            case (":", _):
                position += 2
            case ("=", _), ("!", _), ("<", "="), ("<", "!"):
                throw error("lookahead and lookbehind ((?=, (?!, (?<=, (?<!) are not supported", at: start)
            case ("<", _), ("P", "<"):
                throw error("named groups are not supported (nothing is captured): use ( ) or (?: )", at: start)
            case ("P", "="):
                throw error("backreferences are not supported", at: start)
            default:
                throw error("'(?' starts only a group (?: ) here: inline flags, comments, atomic groups and conditionals are not supported", at: start)
            }
        }
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("groups are nested more than \(Self.maximumDepth) deep", at: start) }
        let (node, size) = try parseAlternatives()
        guard peek == ")" else { throw error("this group is not closed: end it with )", at: start) }
        position += 1
        depth -= 1
        return (node, size)
    }

    /// `*`, `+`, `?` or a count after an atom, if any (a lazy `?` after it changes nothing:
    /// the whole value must match either way).
    private mutating func parseQuantifier(_ atom: PatternNode, size: Int) throws(PatternSyntaxError) -> (PatternNode, Int) {
        let start = position
        let minimum: Int
        let maximum: Int?
        switch peek {
        case "*": (minimum, maximum) = (0, nil); position += 1
        case "+": (minimum, maximum) = (1, nil); position += 1
        case "?": (minimum, maximum) = (0, 1); position += 1
        case "{": (minimum, maximum) = try parseCount()
        default: return (atom, size)
        }
        if peek == "?" { position += 1 }
        if let next = peek, next == "*" || next == "+" || next == "?" || next == "{" {
            throw error("a repetition cannot follow another directly: put the repeated part in a group, as in (a{2})*", at: position)
        }
        let repeated = PatternNode.repeatedSize(size, minimum: minimum, maximum: maximum)
        guard repeated <= Self.maximumSize else { throw tooLarge(at: start) }
        return (.repetition(atom, minimum: minimum, maximum: maximum), repeated)
    }

    /// `{m}`, `{m,}` or `{m,n}`.
    private mutating func parseCount() throws(PatternSyntaxError) -> (Int, Int?) {
        let start = position
        position += 1
        let shape = "a count is written {m}, {m,} or {m,n} with whole numbers; write \\{ for a brace"
        if peek == "," { throw error("a count needs its least number first: write {0,n}", at: start) }
        guard let minimum = try parseNumber() else { throw error(shape, at: start) }
        var maximum: Int? = minimum
        if peek == "," {
            position += 1
            maximum = try parseNumber()
        }
        guard peek == "}" else { throw error(shape, at: start) }
        position += 1
        if let maximum, maximum < minimum {
            throw error("the count {\(minimum),\(maximum)} has its least number above its greatest", at: start)
        }
        return (minimum, maximum)
    }

    private mutating func parseNumber() throws(PatternSyntaxError) -> Int? {
        let start = position
        var value = 0
        while let digit = peek, ("0"..."9").contains(digit) {
            value = min(value * 10 + Int(digit.value - 0x30), Self.maximumCount + 1)
            position += 1
        }
        guard position > start else { return nil }
        guard value <= Self.maximumCount else { throw error("a count can be at most \(Self.maximumCount)", at: start) }
        return value
    }

    // MARK: Helpers

    var peek: Unicode.Scalar? {
        position < scalars.count ? scalars[position] : nil
    }

    /// An error at the scalar at `index` (0-based), given by its 1-based column.
    func error(_ message: String, at index: Int) -> PatternSyntaxError {
        PatternSyntaxError(message, column: index + 1)
    }

    private func tooLarge(at index: Int) -> PatternSyntaxError {
        error("the pattern is too large: more than \(Self.maximumSize) steps once its counts are repeated out", at: index)
    }
}
