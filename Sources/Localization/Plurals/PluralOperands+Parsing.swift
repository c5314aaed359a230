extension PluralOperands {
    /// Operands of a number written as decimal text, the way a user will see it.
    ///
    /// Accepts `-`/`+`, digits, an optional `.` and fraction digits, and an optional compact
    /// exponent written `c` or `e` as CLDR's samples do (`1.2c3` is 1.2 thousand, shown as
    /// "1.2K"). The exponent moves the decimal point: `1.20050c3` has `i = 1200`, `v = 2`,
    /// `f = 50`, `c = 3`. Trailing zeros are significant (`1.0` differs from `1`); leading zeros
    /// of the integer part are not. Grouping separators, spaces and locale digits are not
    /// accepted: pass the number as formatted with ASCII digits and a `.` decimal point.
    ///
    /// ```swift
    /// try PluralOperands(parsing: "1.0").v      // 1
    /// try PluralOperands(parsing: "1c6").i      // 1000000
    /// try PluralOperands(parsing: "1,5")        // throws: 1:2: unexpected ',' in number '1,5'
    /// ```
    ///
    /// - Throws: ``PluralError`` with code ``PluralError/Code/invalidNumber``, or
    ///   ``PluralError/Code/numberTooLarge`` for an exponent beyond `Int.max`.
    /// - Complexity: O(length of the text); an exponent costs nothing however large.
    public init(parsing text: some StringProtocol) throws(PluralError) {
        let source = String(text)
        let bytes = Array(source.utf8)
        var index = 0

        func fail(_ message: String, at offset: Int) -> PluralError {
            PluralError(.invalidNumber, message, at: offset, in: source)
        }
        func quoted() -> String { "'" + source + "'" }
        func describe(_ offset: Int) -> String {
            guard offset < bytes.count else { return "end of text" }
            let scalar = String(decoding: bytes[offset...], as: UTF8.self).unicodeScalars.first
            return "'" + String(scalar.map(Character.init) ?? "?") + "'"
        }
        func digits() -> [UInt8] {
            let start = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            return bytes[start..<index].map { $0 - 0x30 }
        }

        guard !bytes.isEmpty else { throw fail("empty text is not a number", at: 0) }
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") { index = 1 }

        let integerDigits = digits()
        guard !integerDigits.isEmpty else {
            throw fail("expected a digit in number \(quoted()), found \(describe(index))", at: index)
        }
        var fractionDigits: [UInt8] = []
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            fractionDigits = digits()
            guard !fractionDigits.isEmpty else {
                throw fail("expected a digit after '.' in number \(quoted()), found \(describe(index))", at: index)
            }
        }
        var exponent = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "c") || bytes[index] == UInt8(ascii: "e") {
            index += 1
            let exponentStart = index
            let exponentDigits = digits()
            guard !exponentDigits.isEmpty else {
                throw fail("expected the exponent's digits in number \(quoted()), found \(describe(index))", at: index)
            }
            for digit in exponentDigits {
                let (times10, o1) = exponent.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times10.addingReportingOverflow(Int(digit))
                guard !o1, !o2 else {
                    throw PluralError(.numberTooLarge, "exponent of number \(quoted()) is too large", at: exponentStart, in: source)
                }
                exponent = sum
            }
        }
        guard index == bytes.count else {
            throw fail("unexpected \(describe(index)) in number \(quoted())", at: index)
        }
        self.init(integerDigits: integerDigits, fractionDigits: fractionDigits, exponent: exponent)
    }

    /// Operands of `integerDigits.fractionDigits × 10^exponent`, keeping the fraction digits the
    /// exponent does not consume as visible digits.
    init(integerDigits: [UInt8], fractionDigits: [UInt8], exponent: Int) {
        let integer: PluralInteger
        let fraction: ArraySlice<UInt8>
        if exponent <= fractionDigits.count {
            integer = PluralInteger(digits: integerDigits + fractionDigits[..<exponent])
            fraction = fractionDigits[exponent...]
        } else {
            integer = PluralInteger(digits: integerDigits + fractionDigits, zeros: exponent - fractionDigits.count)
            fraction = []
        }
        let trailingZeros = fraction.reversed().prefix(while: { $0 == 0 }).count
        let significant = fraction.dropLast(trailingZeros)
        self.init(
            i: integer,
            v: fraction.count,
            w: significant.count,
            f: PluralInteger(digits: fraction),
            t: PluralInteger(digits: significant),
            c: exponent
        )
    }
}
