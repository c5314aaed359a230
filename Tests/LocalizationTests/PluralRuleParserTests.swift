import FormCore
import Testing
@testable import Localization

@Suite struct PluralRuleParserTests {
    struct Malformed: Sendable, CustomStringConvertible {
        var rule: String
        var code: PluralError.Code
        var column: Int
        var message: String
        var description: String { rule }
    }

    static let malformed: [Malformed] = [
        Malformed(rule: "n is 1", code: .unexpectedToken, column: 3, message: "expected '=' or '!=' after 'n', found 'is'"),
        Malformed(rule: "n in 1..3", code: .unexpectedToken, column: 3, message: "expected '=' or '!=' after 'n', found 'in'"),
        Malformed(rule: "x = 1", code: .unknownOperand, column: 1, message: "unknown operand 'x'; expected one of n, i, v, w, f, t, c, e"),
        Malformed(rule: "= 1", code: .unexpectedToken, column: 1, message: "expected an operand (n, i, v, w, f, t, c, e), found '='"),
        Malformed(rule: "n = ", code: .unexpectedEnd, column: 5, message: "expected a number after '=', found end of rule"),
        Malformed(rule: "n", code: .unexpectedEnd, column: 2, message: "expected '=' or '!=' after 'n', found end of rule"),
        Malformed(rule: "n = 1 and", code: .unexpectedEnd, column: 10, message: "expected an operand (n, i, v, w, f, t, c, e), found end of rule"),
        Malformed(rule: "n = 1 or or", code: .unexpectedToken, column: 10, message: "expected an operand (n, i, v, w, f, t, c, e), found 'or'"),
        Malformed(rule: "n = 1 xor i = 2", code: .unexpectedToken, column: 7, message: "expected 'and' or 'or', found 'xor'"),
        Malformed(rule: "n = 1 2", code: .unexpectedToken, column: 7, message: "expected 'and' or 'or', found '2'"),
        Malformed(rule: "i % = 1", code: .unexpectedToken, column: 5, message: "expected a number after '%', found '='"),
        Malformed(rule: "i % 10 == 1", code: .unexpectedToken, column: 9, message: "expected a number after '=', found '='"),
        Malformed(rule: "i % 10 != 1,,2", code: .unexpectedToken, column: 13, message: "expected a number after ',', found ','"),
        Malformed(rule: "n = 1..", code: .unexpectedEnd, column: 8, message: "expected a number after '..', found end of rule"),
        Malformed(rule: "n = 1.5", code: .unexpectedCharacter, column: 6, message: "unexpected character '.' in plural rule"),
        Malformed(rule: "n < 1", code: .unexpectedCharacter, column: 3, message: "unexpected character '<' in plural rule"),
        Malformed(rule: "n = 1 ≠ 2", code: .unexpectedCharacter, column: 7, message: "unexpected character '≠' in plural rule"),
        Malformed(rule: "n ! 1", code: .unexpectedCharacter, column: 3, message: "unexpected character '!' in plural rule"),
        Malformed(rule: "n % 0 = 1", code: .zeroModulus, column: 5, message: "'% 0' divides by zero"),
        Malformed(rule: "n = 5..2", code: .emptyRange, column: 5, message: "range '5..2' is empty: its start is greater than its end"),
        Malformed(
            rule: "n = 99999999999999999999", code: .numberTooLarge, column: 5,
            message: "number '99999999999999999999' is too large (the limit is 18446744073709551615)"),
        Malformed(rule: "n = 1 @samples 1", code: .unexpectedToken, column: 7, message: "expected '@integer' or '@decimal', found '@samples'"),
    ]

    @Test(arguments: malformed)
    func rejectsMalformedRules(_ c: Malformed) {
        do {
            let rule = try PluralRule(parsing: c.rule)
            Issue.record("parsed \(c.rule) as \(rule.alternatives)")
        } catch {
            #expect(error.code == c.code)
            #expect(error.message == c.message)
            #expect(error.location?.line == 1)
            #expect(error.location?.column == c.column)
        }
    }

    @Test func describesAnErrorWithItsPositionAndACaret() {
        #expect(throws: PluralError.self) { try PluralRule(parsing: "v = 0 and i %% 10 = 1") }
        do {
            _ = try PluralRule(parsing: "v = 0 and i %% 10 = 1")
        } catch {
            #expect(error.description == """
                1:14: expected a number after '%', found '%'
                v = 0 and i %% 10 = 1
                             ^
                """)
        }
    }

    @Test func readsAndBeforeOr() throws {
        let rule = try PluralRule(parsing: "i = 1 and v = 0 or i = 2")
        #expect(rule.alternatives.count == 2)
        #expect(rule.alternatives[0].count == 2)
        #expect(rule.matches(PluralOperands(1)))
        #expect(rule.matches(PluralOperands(2)))
        #expect(rule.matches(try PluralOperands(parsing: "2.0")))  // second alternative has no v test
        #expect(!rule.matches(try PluralOperands(parsing: "1.0")))
    }

    @Test func readsListsOfValuesAndRanges() throws {
        let rule = try PluralRule(parsing: "n % 100 = 3..10,13, 20..21")
        let relation = try #require(rule.alternatives.first?.first)
        #expect(relation.modulus == 100)
        #expect(relation.ranges == [3...10, 13...13, 20...21])
        #expect(rule.matches(PluralOperands(113)))
        #expect(rule.matches(PluralOperands(1021)))
        #expect(!rule.matches(PluralOperands(12)))
    }

    @Test func ignoresSamplesAndWhitespace() throws {
        let rule = try PluralRule(parsing: "  i = 1\tand\nv = 0 @integer 1 @decimal 1.0~1.5, …")
        #expect(rule.matches(PluralOperands(1)))
        #expect(!rule.matches(PluralOperands(2)))
        let other = try PluralRule(parsing: " @integer 0, 2~16, 100, 1000, …")
        #expect(other.isAlwaysTrue)
        #expect(try PluralRule(parsing: "").isAlwaysTrue)
    }

    @Test func fractionsMatchNoIntegerList() throws {
        let inRange = try PluralRule(parsing: "n = 2..4")
        let outOfRange = try PluralRule(parsing: "n != 2..4")
        let half = try PluralOperands(parsing: "2.5")
        #expect(!inRange.matches(half))
        #expect(outOfRange.matches(half))
        #expect(inRange.matches(try PluralOperands(parsing: "3.00")))
        let modulo = try PluralRule(parsing: "n % 10 = 3")
        #expect(modulo.matches(try PluralOperands(parsing: "13.0")))
        #expect(!modulo.matches(try PluralOperands(parsing: "13.5")))
    }

    @Test func readsEveryOperand() throws {
        let operands = try PluralOperands(parsing: "1.20050c3")  // i 1200 v 2 w 1 f 50 t 5 c 3
        for text in ["n % 1000 = 200", "i = 1200", "v = 2", "w = 1", "f = 50", "t = 5", "c = 3", "e = 3"] {
            #expect(!(try PluralRule(parsing: text)).matches(try PluralOperands(parsing: "7")), "\(text)")
            if text.hasPrefix("n") {
                #expect(!(try PluralRule(parsing: text)).matches(operands), "n has a fraction here")
            } else {
                #expect(try PluralRule(parsing: text).matches(operands), "\(text)")
            }
        }
        #expect(try PluralRule(parsing: "n % 1000 = 200").matches(try PluralOperands(parsing: "1.2c3")))
    }

    @Test func comparesHugeOperandsExactly() throws {
        let huge = try PluralOperands(parsing: "123456789012345678901234567891")
        #expect(try PluralRule(parsing: "i % 100 = 91").matches(huge))
        #expect(!(try PluralRule(parsing: "i = 1..18446744073709551615")).matches(huge))
        #expect(try PluralRule(parsing: "i != 1..18446744073709551615").matches(huge))
        let fraction = try PluralOperands(parsing: "0.123456789012345678901234567891")
        #expect(try PluralRule(parsing: "f % 10 = 1 and f % 100 != 11").matches(fraction))
    }

    /// Deterministic pseudo-random texts over the rules' alphabet: every one must either parse
    /// and evaluate, or throw; none may trap.
    @Test func neverTrapsOnArbitraryText() throws {
        let alphabet = Array("nivwftcex 0123456789=!%.,@andor\u{0}é")
        let samples = try [PluralOperands(parsing: "0"), PluralOperands(parsing: "1.50"),
                           PluralOperands(parsing: "1c6"), PluralOperands(parsing: "98765432109876543210.5")]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var parsed = 0
        for _ in 0..<3_000 {
            var text = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<Int(state >> 60) + 1 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            if let rule = try? PluralRule(parsing: text) {
                parsed += 1
                for operands in samples { _ = rule.matches(operands) }
            }
            if let operands = try? PluralOperands(parsing: text) {
                _ = PluralRules(locale: "ru").category(for: operands)
            }
        }
        #expect(parsed > 0)
    }
}
