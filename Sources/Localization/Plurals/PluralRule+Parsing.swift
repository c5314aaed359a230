extension PluralRule {
    /// Parses a CLDR plural condition.
    ///
    /// ```swift
    /// try PluralRule(parsing: "n is 1")
    /// // throws: 1:3: expected '=' or '!=' after 'n', found 'is'
    /// ```
    ///
    /// - Throws: ``PluralError`` locating the offending token: ``PluralError/Code/unknownOperand``,
    ///   ``PluralError/Code/unexpectedToken``, ``PluralError/Code/unexpectedEnd``,
    ///   ``PluralError/Code/unexpectedCharacter``, ``PluralError/Code/numberTooLarge``,
    ///   ``PluralError/Code/emptyRange`` or ``PluralError/Code/zeroModulus``.
    /// - Complexity: O(length of the text).
    public init(parsing text: some StringProtocol) throws(PluralError) {
        var parser = try PluralRuleParser(source: String(text))
        self.init(source: String(text), alternatives: try parser.parseCondition())
    }
}

/// A recursive-descent parser over the tokens of one rule; `and` binds tighter than `or`.
struct PluralRuleParser {
    enum Kind: Equatable {
        case word(String)
        case number(UInt64)
        case equals, notEquals, percent, dotDot, comma, end
    }

    struct Token {
        var kind: Kind
        var offset: Int
        var text: String
    }

    let source: String
    private var tokens: [Token]
    private var position = 0

    init(source: String) throws(PluralError) {
        self.source = source
        tokens = try Self.tokenize(source)
    }

    mutating func parseCondition() throws(PluralError) -> [[PluralRule.Relation]] {
        if current.kind == .end { return [] }
        var alternatives: [[PluralRule.Relation]] = []
        var relations = [try parseRelation()]
        while true {
            switch current.kind {
            case .word("and"):
                advance()
                relations.append(try parseRelation())
            case .word("or"):
                advance()
                alternatives.append(relations)
                relations = [try parseRelation()]
            case .end:
                alternatives.append(relations)
                return alternatives
            default:
                throw error(.unexpectedToken, "expected 'and' or 'or', found \(describe(current))")
            }
        }
    }

    private mutating func parseRelation() throws(PluralError) -> PluralRule.Relation {
        let operandToken = current
        let operand: PluralRule.Operand
        switch operandToken.kind {
        case .word(let word) where word != "and" && word != "or":
            guard let known = Self.operands[word] else {
                throw error(.unknownOperand, "unknown operand '\(word)'; expected one of n, i, v, w, f, t, c, e")
            }
            operand = known
        case .end:
            throw error(.unexpectedEnd, "expected an operand (n, i, v, w, f, t, c, e), found end of rule")
        default:
            throw error(.unexpectedToken, "expected an operand (n, i, v, w, f, t, c, e), found \(describe(current))")
        }
        advance()

        var modulus: UInt64?
        var expression = operandToken.text
        if current.kind == .percent {
            advance()
            let modulusToken = current
            let value = try expectNumber(after: "'%'")
            guard value != 0 else {
                throw PluralError(.zeroModulus, "'% 0' divides by zero", at: modulusToken.offset, in: source)
            }
            modulus = value
            expression += " % " + modulusToken.text
        }

        let negated: Bool
        switch current.kind {
        case .equals: negated = false
        case .notEquals: negated = true
        default:
            let code: PluralError.Code = current.kind == .end ? .unexpectedEnd : .unexpectedToken
            throw error(code, "expected '=' or '!=' after '\(expression)', found \(describe(current))")
        }
        let relationText = current.text
        advance()

        var ranges: [ClosedRange<UInt64>] = []
        var separator = "'\(relationText)'"
        while true {
            let startToken = current
            let low = try expectNumber(after: separator)
            var high = low
            if current.kind == .dotDot {
                advance()
                high = try expectNumber(after: "'..'")
                guard low <= high else {
                    throw PluralError(
                        .emptyRange, "range '\(low)..\(high)' is empty: its start is greater than its end",
                        at: startToken.offset, in: source)
                }
            }
            ranges.append(low...high)
            guard current.kind == .comma else { break }
            advance()
            separator = "','"
        }
        return PluralRule.Relation(operand: operand, modulus: modulus, negated: negated, ranges: ranges)
    }

    private mutating func expectNumber(after what: String) throws(PluralError) -> UInt64 {
        guard case .number(let value) = current.kind else {
            let code: PluralError.Code = current.kind == .end ? .unexpectedEnd : .unexpectedToken
            throw error(code, "expected a number after \(what), found \(describe(current))")
        }
        advance()
        return value
    }

    private var current: Token { tokens[position] }

    private mutating func advance() {
        if position < tokens.count - 1 { position += 1 }
    }

    private func describe(_ token: Token) -> String {
        token.kind == .end ? "end of rule" : "'\(token.text)'"
    }

    private func error(_ code: PluralError.Code, _ message: String) -> PluralError {
        PluralError(code, message, at: current.offset, in: source)
    }

    private static let operands: [String: PluralRule.Operand] = [
        "n": .n, "i": .i, "v": .v, "w": .w, "f": .f, "t": .t, "c": .c, "e": .c,
    ]

    /// Splits the text into tokens, ending with `.end` at the text's end or at its samples.
    private static func tokenize(_ source: String) throws(PluralError) -> [Token] {
        let bytes = Array(source.utf8)
        var tokens: [Token] = []
        var index = 0
        func text(_ start: Int, _ end: Int) -> String {
            String(decoding: bytes[start..<end], as: UTF8.self)
        }
        func isLetter(_ byte: UInt8) -> Bool {
            (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte)
        }
        while index < bytes.count {
            let start = index
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D:
                index += 1
            case 0x30...0x39:
                var value: UInt64 = 0
                var overflow = false
                while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                    let (times10, o1) = value.multipliedReportingOverflow(by: 10)
                    let (sum, o2) = times10.addingReportingOverflow(UInt64(bytes[index] - 0x30))
                    overflow = overflow || o1 || o2
                    value = sum
                    index += 1
                }
                if overflow {
                    throw PluralError(
                        .numberTooLarge, "number '\(text(start, index))' is too large (the limit is \(UInt64.max))",
                        at: start, in: source)
                }
                tokens.append(Token(kind: .number(value), offset: start, text: text(start, index)))
            case _ where isLetter(byte):
                while index < bytes.count, isLetter(bytes[index]) { index += 1 }
                tokens.append(Token(kind: .word(text(start, index)), offset: start, text: text(start, index)))
            case UInt8(ascii: "="):
                index += 1
                tokens.append(Token(kind: .equals, offset: start, text: "="))
            case UInt8(ascii: "!") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "="):
                index += 2
                tokens.append(Token(kind: .notEquals, offset: start, text: "!="))
            case UInt8(ascii: "%"):
                index += 1
                tokens.append(Token(kind: .percent, offset: start, text: "%"))
            case UInt8(ascii: ".") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "."):
                index += 2
                tokens.append(Token(kind: .dotDot, offset: start, text: ".."))
            case UInt8(ascii: ","):
                index += 1
                tokens.append(Token(kind: .comma, offset: start, text: ","))
            case UInt8(ascii: "@"):
                var end = index + 1
                while end < bytes.count, isLetter(bytes[end]) { end += 1 }
                let keyword = text(index + 1, end)
                guard keyword == "integer" || keyword == "decimal" else {
                    throw PluralError(
                        .unexpectedToken, "expected '@integer' or '@decimal', found '\(text(start, end))'",
                        at: start, in: source)
                }
                // Samples document the rule; they are not part of the condition.
                tokens.append(Token(kind: .end, offset: start, text: ""))
                return tokens
            default:
                let scalar = String(decoding: bytes[index...], as: UTF8.self).unicodeScalars.first.map(String.init) ?? "?"
                throw PluralError(.unexpectedCharacter, "unexpected character '\(scalar)' in plural rule", at: start, in: source)
            }
        }
        tokens.append(Token(kind: .end, offset: bytes.count, text: ""))
        return tokens
    }
}
