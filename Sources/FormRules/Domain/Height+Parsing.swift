extension Height {
    /// Why a text or number is not a height.
    public enum ParseFailure: Error, Sendable, Hashable {
        /// Nothing but whitespace.
        case empty
        /// Not a form ``Height/init(_:)`` reads.
        case notAHeight
        /// A minus sign before an otherwise readable height.
        case negative
        /// NaN or an infinity (from a JSON number).
        case notFinite
        /// Inches of 12 or more after feet (`5' 13"`): probably a typo, so not carried over.
        case tooManyInches

        /// A stable identifier for message keys: the case name.
        public var code: String {
            switch self {
            case .empty: "empty"
            case .notAHeight: "notAHeight"
            case .negative: "negative"
            case .notFinite: "notFinite"
            case .tooManyInches: "tooManyInches"
            }
        }
    }

    /// Reads a height as a person or a spec writes it.
    ///
    /// Accepted forms (surrounding whitespace ignored, spaces between the parts optional,
    /// unit words in any letter case):
    /// - a bare number, in inches: `67`, `67.5`, `.5`, `67½`, `67 1/2`;
    /// - inches with a mark or word: `67"`, `67″`, `67”`, `67''`, `67 in`, `67 inches`;
    /// - feet, optionally followed by inches (with or without their mark), the inches below 12:
    ///   `5'`, `5' 7"`, `5'7`, `5′ 7½″`, `5’ 7½”`, `5 ft 7 in`, `5 feet 7 inches`, `5.5 ft`;
    /// - metric: `170 cm`, `170cm`, `1.70 m`, `1700 mm` (also `centimetres`, `meters` ...);
    /// - the same in the shipped languages: a decimal comma (`1,70 m`, `67,5`), Russian units
    ///   (`170 см`, `1,70 м`, `5 футов 7 дюймов`) and Polish inch and foot words (`5 stóp 7 cali`).
    ///
    /// Every label the engine prints (``imperialLabel``, the metric label of each language)
    /// is one of these forms.
    ///
    /// Fractions are the vulgar-fraction characters ½ ¼ ¾ ⅛ ⅜ ⅝ ⅞, or `n/d` with `d` a power of
    /// two up to 128 and `n < d`. Decimals keep up to nine places; further digits are dropped
    /// (truncated), which never moves a value across a snapping tie of a decimal step.
    /// A leading `-` or `−` before a readable height gives ``ParseFailure/negative``.
    ///
    /// ```swift
    /// let height = try Height("5 ft 7 in")   // 67 in
    /// try Height("1.70 m")                   // 170 cm, about 66.93 in
    /// try Height("5' 13\"")                  // throws .tooManyInches
    /// ```
    public init(_ text: String) throws(ParseFailure) {
        self = try Self.parse(text).get()
    }

    /// ``init(_:)`` as a result, for code that pattern-matches on the failure.
    static func parse(_ text: String) -> Swift.Result<Height, ParseFailure> {
        var reader = HeightReader(Array(text.unicodeScalars))
        return reader.read()
    }
}

/// A quantity read from text: a number and the unit written after it, if any.
private struct Quantity {
    enum Unit { case none, inch, foot, centimetre, metre, millimetre }
    /// The number's whole part, saturating.
    var whole: Int64 = 0
    /// The fractional part as `fraction / fractionScale` (both zero-based: 0/1 when absent).
    var fraction: Int64 = 0
    var fractionScale: Int64 = 1
    var unit: Unit = .none

    /// The quantity in ångströms of `perUnit`, saturating at ``Height/saturated``.
    func angstroms(perUnit: Int64) -> Int64 {
        let (wholePart, overflow) = whole.multipliedReportingOverflow(by: perUnit)
        if overflow || wholePart >= Height.saturated { return Height.saturated }
        // fraction < fractionScale, so the quotient is below perUnit and fits.
        let product = fraction.multipliedFullWidth(by: perUnit)
        let fractionPart = fractionScale.dividingFullWidth(product).quotient
        return min(wholePart + fractionPart, Height.saturated)
    }
}

/// A hand-written reader over Unicode scalars; no backtracking beyond one token.
private struct HeightReader {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    mutating func skipSpaces() {
        while let scalar = current, scalar.properties.isWhitespace { index += 1 }
    }

    mutating func read() -> Swift.Result<Height, Height.ParseFailure> {
        skipSpaces()
        if current == nil { return .failure(.empty) }
        var negative = false
        if current == "-" || current == "\u{2212}" {
            negative = true
            index += 1
            skipSpaces()
        }
        let result = readHeight()
        if negative, case .success = result { return .failure(.negative) }
        return result
    }

    private mutating func readHeight() -> Swift.Result<Height, Height.ParseFailure> {
        guard let first = readQuantity() else { return .failure(.notAHeight) }
        var total: Int64
        switch first.unit {
        case .none, .inch:
            total = first.angstroms(perUnit: Height.perInch)
        case .centimetre:
            total = first.angstroms(perUnit: Height.perCentimetre)
        case .metre:
            total = first.angstroms(perUnit: Height.perMetre)
        case .millimetre:
            total = first.angstroms(perUnit: Height.perMillimetre)
        case .foot:
            total = first.angstroms(perUnit: Height.perFoot)
            skipSpaces()
            if current != nil {
                guard let inches = readQuantity(), inches.unit == .none || inches.unit == .inch else {
                    return .failure(.notAHeight)
                }
                guard inches.whole < 12 else { return .failure(.tooManyInches) }
                total = min(total + inches.angstroms(perUnit: Height.perInch), Height.saturated)
            }
        }
        skipSpaces()
        guard current == nil else { return .failure(.notAHeight) }
        return .success(Height(angstroms: total))
    }

    /// number [spaces] [unit]; nil when no number starts here or a unit word is unknown.
    private mutating func readQuantity() -> Quantity? {
        var quantity = Quantity()
        var sawNumber = false
        // Whole part.
        while let scalar = current, let digit = Self.digit(scalar) {
            sawNumber = true
            let (times10, overflow1) = quantity.whole.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(digit)
            quantity.whole = overflow1 || overflow2 ? Int64.max : sum
            index += 1
        }
        // Decimal places, after a full stop or a decimal comma (`1,70 m` as Polish and Russian
        // write it; a height has no thousands, so a comma is never a grouping mark here).
        if current == "." || current == "," {
            index += 1
            var places = 0
            while let scalar = current, let digit = Self.digit(scalar) {
                sawNumber = true
                if places < 9 {
                    quantity.fraction = quantity.fraction * 10 + digit
                    quantity.fractionScale *= 10
                    places += 1
                }
                index += 1
            }
            if places == 0 { return nil }
        } else {
            // A fraction after the whole part: a glyph, or " n/d".
            let save = index
            skipSpaces()
            if let (numerator, denominator) = readFraction() {
                sawNumber = true
                quantity.fraction = numerator
                quantity.fractionScale = denominator
            } else {
                index = save
            }
        }
        guard sawNumber else { return nil }
        skipSpaces()
        guard let unit = readUnit() else { return nil }
        quantity.unit = unit
        return quantity
    }

    /// A vulgar-fraction glyph or `n/d` with `d` a power of two (2...128) and `0 < n < d`.
    private mutating func readFraction() -> (Int64, Int64)? {
        guard let scalar = current else { return nil }
        switch scalar {
        case "½": index += 1; return (1, 2)
        case "¼": index += 1; return (1, 4)
        case "¾": index += 1; return (3, 4)
        case "⅛": index += 1; return (1, 8)
        case "⅜": index += 1; return (3, 8)
        case "⅝": index += 1; return (5, 8)
        case "⅞": index += 1; return (7, 8)
        default: break
        }
        let save = index
        guard let numerator = readSmallInteger(), current == "/" else {
            index = save
            return nil
        }
        index += 1
        guard let denominator = readSmallInteger(), numerator > 0, numerator < denominator,
            denominator <= 128, denominator & (denominator - 1) == 0
        else {
            index = save
            return nil
        }
        return (numerator, denominator)
    }

    private mutating func readSmallInteger() -> Int64? {
        var value: Int64 = 0
        var count = 0
        while let scalar = current, let digit = Self.digit(scalar), count < 4 {
            value = value * 10 + digit
            count += 1
            index += 1
        }
        return count == 0 ? nil : value
    }

    /// A unit mark or word, `.none` when neither follows; nil for an unknown word.
    /// Whether `mark` is the gershayim of a Hebrew abbreviation (ס״מ), written as U+05F4 or as a
    /// plain `"` between Hebrew letters: there it is part of the word, not an inch mark.
    private func continuesHebrewAbbreviation(_ word: String, _ mark: Unicode.Scalar) -> Bool {
        guard mark == "\u{05F4}" || mark == "\"", let last = word.unicodeScalars.last,
              (0x05D0...0x05EA).contains(last.value) else { return false }
        let next = index + 1 < scalars.count ? scalars[index + 1] : nil
        return next.map { (0x05D0...0x05EA).contains($0.value) } ?? false
    }

    private mutating func readUnit() -> Quantity.Unit? {
        guard let scalar = current else { return Quantity.Unit.none }
        switch scalar {
        case "\"", "\u{2033}", "\u{201D}":  // " ″ ”
            index += 1
            return .inch
        case "'", "\u{2032}", "\u{2019}":  // ' ′ ’
            index += 1
            if current == "'" || current == "\u{2032}" || current == "\u{2019}" {
                index += 1  // '' and ′′: inches
                return .inch
            }
            return .foot
        default:
            break
        }
        var word = ""
        while let letter = current, letter.properties.isAlphabetic || continuesHebrewAbbreviation(word, letter) {
            word.unicodeScalars.append(letter == "\"" ? "\u{05F4}" : letter)
            index += 1
        }
        if word.isEmpty { return Quantity.Unit.none }
        switch word.lowercased() {
        case "in", "inch", "inches": return .inch
        case "ft", "foot", "feet": return .foot
        case "cm", "centimetre", "centimetres", "centimeter", "centimeters": return .centimetre
        case "m", "metre", "metres", "meter", "meters": return .metre
        case "mm", "millimetre", "millimetres", "millimeter", "millimeters": return .millimetre
        // The units as the shipped translations write them (Russian; Polish uses the Latin
        // abbreviations above), and their inch and foot words.
        case "см": return .centimetre
        case "м": return .metre
        case "мм": return .millimetre
        case "дюйм", "дюйма", "дюймов": return .inch
        case "фут", "фута", "футов": return .foot
        case "дюйми", "дюймів": return .inch  // Ukrainian: дюйм, фут, см as in Russian
        case "фути", "футів": return .foot
        case "سم": return .centimetre  // Arabic
        case "\u{05E1}\u{05F4}\u{05DE}": return .centimetre  // Hebrew ס״מ (or ס"מ)
        case "cal", "cale", "cali": return .inch
        case "stopa", "stopy", "stóp": return .foot
        default: return nil
        }
    }

    private static func digit(_ scalar: Unicode.Scalar) -> Int64? {
        scalar.value &- 0x30 < 10 ? Int64(scalar.value - 0x30) : nil
    }
}
