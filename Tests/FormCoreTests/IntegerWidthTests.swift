import Testing
@testable import FormCore

/// Values at the edges of 32-bit arithmetic: `Int` has 32 bits on wasm32, where the engine also
/// builds (Embedded Swift), and the compiler says nothing when a constant such as `1 << 40`
/// becomes 0 there. Every expectation here holds whatever `Int`'s width, so the same tests pin
/// both builds.
@Suite struct IntegerWidthTests {
    static let twoTo31: Int64 = 1 << 31
    static let twoTo32: Int64 = 1 << 32
    static let twoTo40: Int64 = 1 << 40

    static let exponents: [(String, Int64, Bool)] = [
        ("12e3", 3, false),
        ("1e2147483647", twoTo31 - 1, false),
        ("1e2147483648", twoTo31, false),
        ("1e-2147483649", -(twoTo31 + 1), false),
        ("1e4294967296", twoTo32, false),
        ("1e1099511627776", twoTo40, false),
        ("1e1099511627777", twoTo40, true),
        ("1e-99999999999999999999", -twoTo40, true),
    ]

    /// The written exponent is read in 64 bits and saturates at 2⁴⁰, whatever `Int` is.
    @Test(arguments: exponents)
    func readsExponentsBeyondThirtyTwoBits(_ literal: String, _ value: Int64, _ saturated: Bool) {
        var text = literal
        let exponent = text.withUTF8 { bytes in
            FormNumber.exponent(of: bytes, from: bytes.firstIndex { $0 | 0x20 == UInt8(ascii: "e") } ?? bytes.count)
        }
        #expect(exponent.value == value)
        #expect(exponent.saturated == saturated)
    }

    /// The trial Wasm build refused `1.5e1` as a whole number and read `12e3` as 120: the
    /// saturation bound had become 0.
    @Test(arguments: [
        ("12e3", true), ("1.5e1", true), ("1.25e1", false),
        ("1.5e2147483647", true), ("1.5e2147483648", true), ("1.5e4294967297", true),
        ("1.5e-2147483648", false), ("0.5e-4294967297", false),
        ("1.5e1099511627777", true), ("1.5e-1099511627777", false),
    ])
    func decidesWholeNumbersWithExponentsAtTheEdges(_ literal: String, _ whole: Bool) throws {
        #expect(try #require(FormNumber(literal: literal)).isWholeNumber == whole)
    }

    /// Exact decimals order and compare across exponents that a 32-bit `Int` cannot hold.
    @Test(arguments: [
        ("1e2147483647", "1e2147483648", -1), ("1e2147483648", "10e2147483647", 0),
        ("1e4294967296", "1e4294967295", 1), ("-1e2147483648", "-1e2147483647", -1),
        ("1e-2147483649", "1e-2147483648", -1), ("1e1099511627776", "1e1099511627775", 1),
    ])
    func ordersExactDecimalsWithLargeExponents(_ first: String, _ second: String, _ order: Int) {
        let (lhs, rhs) = (ExactDecimal(literal: first), ExactDecimal(literal: second))
        #expect((lhs < rhs ? -1 : rhs < lhs ? 1 : 0) == order)
        #expect((lhs == rhs) == (order == 0))
        let numbers = (FormNumber(literal: first), FormNumber(literal: second))
        #expect((numbers.0 == numbers.1) == (order == 0))
        if order == 0 { #expect(numbers.0?.hashValue == numbers.1?.hashValue) }
    }

    /// A saturated exponent is not exact: two such numbers cannot be told apart.
    @Test func marksASaturatedExponentAsInexact() {
        #expect(ExactDecimal(literal: "1e1099511627776").isExact)
        #expect(!ExactDecimal(literal: "1e1099511627777").isExact)
        #expect(ExactDecimal(literal: "1e1099511627777").exponent == Self.twoTo40 + 1)
    }

    static let writtenOutLengths: [(String, Int64)] = [
        ("1.5e1", 2), ("-12e3", 6), ("1e2147483646", twoTo31 - 1),
        ("1e2147483647", twoTo31), ("-1e4294967296", twoTo32 + 2), ("1e1099511627777", twoTo40 + 1),
    ]

    /// The length of a whole number written out is counted in 64 bits and clamped to `Int`:
    /// beyond `Int.max` characters there is nothing to build anyway.
    @Test(arguments: writtenOutLengths)
    func countsTheWrittenOutLengthWithoutOverflow(_ literal: String, _ length: Int64) {
        #expect(ExactDecimal(literal: literal).canonicalIntegerLength == Int(clamping: length))
    }

    @Test(arguments: [("1.5e1", "15"), ("12e3", "12000"), ("-120e-1", "-12"), ("1e0", "1"), ("-0.0e5", "0")])
    func writesCanonicalIntegers(_ literal: String, _ canonical: String) {
        #expect(ExactDecimal(literal: literal).canonicalInteger == canonical)
    }

    /// `int` is `Int`'s range: 2³¹ is an `Int` natively and not on wasm32, where callers must
    /// expect nil (a limit that large is then refused instead of wrapped).
    @Test(arguments: ["2147483647", "2147483648", "-2147483649", "4294967296", "9007199254740993", "3e9"])
    func readsIntegersWithinIntsRangeOnly(_ literal: String) throws {
        let number = try #require(FormNumber(literal: literal))
        let exact = Int64(literal) ?? Int64(exactly: number.double)
        #expect(number.int == exact.flatMap { Int(exactly: $0) })
    }

    /// A whole `Double` beyond 32 bits (and below 10¹⁵) prints as an integer, through `Int64`.
    @Test func printsWholeDoublesBeyondThirtyTwoBitsAsIntegers() {
        #expect(FormNumber(3_000_000_000.0).literal == "3000000000")
        #expect(FormNumber(-999_999_999_999_999.0).literal == "-999999999999999")
    }
}

/// The key cache compares a slot's bytes before handing out its string: equal hashes are not
/// enough (the parser passes the hash, so the test can make two keys collide).
@Suite struct KeyCacheTests {
    @Test(arguments: [1, 7, 8, 9, 16, 17, 63, 64])
    func tellsCollidingKeysApartByTheirBytes(_ length: Int) {
        var cache = KeyCache()
        let first = [UInt8](repeating: UInt8(ascii: "a"), count: length)
        var second = first
        second[length - 1] = UInt8(ascii: "b")
        let hash: UInt64 = 0x1234_5678_9ABC_DEF1
        func string(_ bytes: [UInt8]) -> String {
            bytes.withUnsafeBufferPointer { cache.string(for: $0, hash: hash) }
        }
        #expect(string(first) == String(decoding: first, as: UTF8.self))
        #expect(string(first) == String(decoding: first, as: UTF8.self))
        #expect(string(second) == String(decoding: second, as: UTF8.self))
        #expect(string(first) == String(decoding: first, as: UTF8.self))
    }
}
