import FormCore
import Testing
@testable import Localization

@Suite struct PluralOperandsTests {
    struct Case: Sendable, CustomStringConvertible {
        var text: String
        var i: String
        var v: Int
        var w: Int
        var f: String
        var t: String
        var c: Int = 0
        var description: String { text }
    }

    // Expected values follow UTS #35's "Plural Operand Meanings" and its examples.
    static let cases: [Case] = [
        Case(text: "1", i: "1", v: 0, w: 0, f: "0", t: "0"),
        Case(text: "1.0", i: "1", v: 1, w: 0, f: "0", t: "0"),
        Case(text: "1.00", i: "1", v: 2, w: 0, f: "0", t: "0"),
        Case(text: "1.3", i: "1", v: 1, w: 1, f: "3", t: "3"),
        Case(text: "1.30", i: "1", v: 2, w: 1, f: "30", t: "3"),
        Case(text: "1.03", i: "1", v: 2, w: 2, f: "3", t: "3"),
        Case(text: "1.230", i: "1", v: 3, w: 2, f: "230", t: "23"),
        Case(text: "1.50", i: "1", v: 2, w: 1, f: "50", t: "5"),
        Case(text: "9.870", i: "9", v: 3, w: 2, f: "870", t: "87"),
        Case(text: "0.00", i: "0", v: 2, w: 0, f: "0", t: "0"),
        Case(text: "0", i: "0", v: 0, w: 0, f: "0", t: "0"),
        Case(text: "-5.25", i: "5", v: 2, w: 2, f: "25", t: "25"),
        Case(text: "+7", i: "7", v: 0, w: 0, f: "0", t: "0"),
        Case(text: "007.5", i: "7", v: 1, w: 1, f: "5", t: "5"),
        Case(text: "1200000", i: "1200000", v: 0, w: 0, f: "0", t: "0"),
        Case(text: "1c6", i: "1000000", v: 0, w: 0, f: "0", t: "0", c: 6),
        Case(text: "1.2c3", i: "1200", v: 0, w: 0, f: "0", t: "0", c: 3),
        Case(text: "1.2c6", i: "1200000", v: 0, w: 0, f: "0", t: "0", c: 6),
        Case(text: "123c6", i: "123000000", v: 0, w: 0, f: "0", t: "0", c: 6),
        Case(text: "1.20050c3", i: "1200", v: 2, w: 1, f: "50", t: "5", c: 3),
        Case(text: "1.0000001c6", i: "1000000", v: 1, w: 1, f: "1", t: "1", c: 6),
        Case(text: "1.5e0", i: "1", v: 1, w: 1, f: "5", t: "5", c: 0),
        Case(text: "2e3", i: "2000", v: 0, w: 0, f: "0", t: "0", c: 3),
        Case(
            text: "123456789012345678901234567890", i: "123456789012345678901234567890",
            v: 0, w: 0, f: "0", t: "0"),
        Case(
            text: "18446744073709551616.5", i: "18446744073709551616", v: 1, w: 1, f: "5", t: "5"),
        Case(
            text: "0.1234567890123456789012345678900", i: "0", v: 31, w: 29,
            f: "1234567890123456789012345678900", t: "12345678901234567890123456789"),
        Case(text: "1c30", i: "1" + String(repeating: "0", count: 30), v: 0, w: 0, f: "0", t: "0", c: 30),
    ]

    @Test(arguments: cases)
    func computesOperandsFromText(_ c: Case) throws {
        let operands = try PluralOperands(parsing: c.text)
        #expect(operands.i.description == c.i)
        #expect(operands.v == c.v)
        #expect(operands.w == c.w)
        #expect(operands.f.description == c.f)
        #expect(operands.t.description == c.t)
        #expect(operands.c == c.c)
        #expect(operands.e == c.c)
    }

    @Test func oneAndOnePointZeroDiffer() throws {
        let one = try PluralOperands(parsing: "1")
        let onePointZero = try PluralOperands(parsing: "1.0")
        #expect(one != onePointZero)
        #expect(one == PluralOperands(1))
        #expect(onePointZero.n == 1)
        #expect(try PluralOperands(parsing: "1.50").n == 1.5)
        #expect(try PluralOperands(parsing: "1.20050c3").description == "1200.50")
        #expect(try PluralOperands(parsing: "-007.050").description == "7.050")
        #expect(try PluralOperands(parsing: "0.05").description == "0.05")
        let longFraction = "0.1" + String(repeating: "0", count: 2_000)
        #expect(try PluralOperands(parsing: longFraction).description == longFraction)
    }

    @Test func keepsHugeIntegersExact() throws {
        let operands = try PluralOperands(parsing: "123456789012345678901234567890")
        #expect(operands.i.uint64Value == nil)
        #expect(operands.i.remainder(dividingBy: 1_000_000) == 567_890)
        #expect(operands.i.remainder(dividingBy: 97) == 52)
        #expect(operands.i.remainder(dividingBy: 18_446_744_073_709_551_557) == 14_083_848_168_701_016_196)
        #expect(operands.n > 1.2e29 && operands.n < 1.3e29)
        #expect(try PluralOperands(parsing: "18446744073709551615").i.uint64Value == UInt64.max)
    }

    @Test func handlesHugeExponentsWithoutWritingTheirZeros() throws {
        let operands = try PluralOperands(parsing: "1c10000000000000000")
        #expect(operands.c == 10_000_000_000_000_000)
        #expect(operands.i.description == "1e10000000000000000")
        #expect(operands.i.remainder(dividingBy: 97) == 35)  // 10^(10^16) mod 97
        #expect(operands.i.remainder(dividingBy: 1_000_000) == 0)
        #expect(operands.n == .infinity)
        let shifted = try PluralOperands(parsing: "12345678901234567890123c50")
        #expect(shifted.i.remainder(dividingBy: 1_000_007) == 564_173)
    }

    @Test func convertsIntegersOfEveryWidth() {
        #expect(PluralOperands(Int.min).i.description == "9223372036854775808")
        #expect(PluralOperands(UInt64.max).i.uint64Value == UInt64.max)
        #expect(PluralOperands(-21) == PluralOperands(21))
        #expect(PluralOperands(Int8(5)).v == 0)
    }

    struct DoubleCase: Sendable, CustomStringConvertible {
        var value: Double
        var digits: Int
        var text: String
        var description: String { "\(value) %.\(digits)f" }
    }

    // What C's printf("%.*f") prints: exact binary value, rounded half to even.
    static let doubleCases: [DoubleCase] = [
        DoubleCase(value: 1, digits: 0, text: "1"),
        DoubleCase(value: 1, digits: 1, text: "1.0"),
        DoubleCase(value: 1.5, digits: 2, text: "1.50"),
        DoubleCase(value: 2.675, digits: 2, text: "2.67"),
        DoubleCase(value: 0.5, digits: 0, text: "0"),
        DoubleCase(value: 1.5, digits: 0, text: "2"),
        DoubleCase(value: 2.5, digits: 0, text: "2"),
        DoubleCase(value: 0.999, digits: 0, text: "1"),
        DoubleCase(value: 9.99, digits: 1, text: "10.0"),
        DoubleCase(value: -3.25, digits: 1, text: "3.2"),
        DoubleCase(value: 3.35, digits: 1, text: "3.4"),
        DoubleCase(value: 0.1, digits: 20, text: "0.10000000000000000555"),
        DoubleCase(value: 1e23, digits: 0, text: "99999999999999991611392"),
        DoubleCase(value: .leastNonzeroMagnitude, digits: 3, text: "0.000"),
        DoubleCase(value: 0, digits: 2, text: "0.00"),
        DoubleCase(value: 21, digits: -4, text: "21"),
    ]

    @Test(arguments: doubleCases)
    func convertsDoublesAsPrintfShowsThem(_ c: DoubleCase) throws {
        let operands = try #require(PluralOperands(c.value, fractionDigits: c.digits))
        #expect(operands.description == c.text)
        #expect(operands == (try PluralOperands(parsing: c.text)))
    }

    @Test func refusesDoublesWithoutDecimalText() {
        #expect(PluralOperands(.nan, fractionDigits: 0) == nil)
        #expect(PluralOperands(.infinity, fractionDigits: 2) == nil)
        #expect(PluralOperands(-.infinity, fractionDigits: 2) == nil)
    }

    @Test func capsFractionDigitsAndExpandsTheLargestDouble() throws {
        let many = try #require(PluralOperands(1, fractionDigits: .max))
        #expect(many.v == PluralOperands.maximumFractionDigits)
        #expect(many.w == 0)
        let largest = try #require(PluralOperands(.greatestFiniteMagnitude, fractionDigits: 0))
        #expect(largest.i.description.hasPrefix("17976931348623157"))
        #expect(largest.i.description.count == 309)
        let tiny = try #require(PluralOperands(.leastNonzeroMagnitude, fractionDigits: 1074))
        #expect(tiny.t.description.hasPrefix("494065645841246544"))
        #expect(tiny.w == 1074)
    }

    struct BadText: Sendable, CustomStringConvertible {
        var text: String
        var code: PluralError.Code
        var column: Int
        var message: String
        var description: String { text.debugDescription }
    }

    static let badTexts: [BadText] = [
        BadText(text: "", code: .invalidNumber, column: 1, message: "empty text is not a number"),
        BadText(text: "-", code: .invalidNumber, column: 2, message: "expected a digit in number '-', found end of text"),
        BadText(text: ".5", code: .invalidNumber, column: 1, message: "expected a digit in number '.5', found '.'"),
        BadText(text: "1.", code: .invalidNumber, column: 3, message: "expected a digit after '.' in number '1.', found end of text"),
        BadText(text: "1,5", code: .invalidNumber, column: 2, message: "unexpected ',' in number '1,5'"),
        BadText(text: "1 000", code: .invalidNumber, column: 2, message: "unexpected ' ' in number '1 000'"),
        BadText(text: "1.2.3", code: .invalidNumber, column: 4, message: "unexpected '.' in number '1.2.3'"),
        BadText(text: "1c", code: .invalidNumber, column: 3, message: "expected the exponent's digits in number '1c', found end of text"),
        BadText(text: "1e-3", code: .invalidNumber, column: 3, message: "expected the exponent's digits in number '1e-3', found '-'"),
        BadText(text: "١٢", code: .invalidNumber, column: 1, message: "expected a digit in number '١٢', found '١'"),
        BadText(
            text: "1c99999999999999999999", code: .numberTooLarge, column: 3,
            message: "exponent of number '1c99999999999999999999' is too large"),
    ]

    @Test(arguments: badTexts)
    func rejectsTextThatIsNotADecimalNumber(_ c: BadText) {
        do {
            _ = try PluralOperands(parsing: c.text)
            Issue.record("parsed \(c.text.debugDescription)")
        } catch {
            #expect(error.code == c.code)
            #expect(error.message == c.message)
            #expect(error.location?.column == c.column)
        }
    }
}
