extension Height {
    /// Feet and inches with prime and double-prime marks: `5′ 7½″`, `6′ 0″`, `11¼″`.
    ///
    /// Eighths of an inch are written as vulgar fractions (½, ¼, ¾, ⅛, ⅜, ⅝, ⅞); any other
    /// height is rounded to a tenth of an inch, halves up (`5′ 7.3″`). Under a foot, the feet
    /// are left out. Primes are used in every language, so this label needs no message key.
    public var imperialLabel: String {
        let eighth = Self.perInch / 8
        if angstroms % eighth == 0 {
            let eighths = angstroms / eighth
            let wholeInches = eighths / 8
            let fraction = Self.eighthGlyphs[Int(eighths % 8)]
            // Under an inch, no "0" before the fraction: ½″, not 0½″.
            let inches = wholeInches == 0 && !fraction.isEmpty ? fraction : "\(wholeInches % 12)\(fraction)"
            return Self.feetAndInches(wholeInches / 12, inches)
        }
        let tenth = Self.perInch / 10
        let tenths = (angstroms + tenth / 2) / tenth
        let inchTenths = tenths % 120
        let inches = inchTenths % 10 == 0 ? "\(inchTenths / 10)" : "\(inchTenths / 10).\(inchTenths % 10)"
        return Self.feetAndInches(tenths / 120, inches)
    }

    /// Whole centimetres: `170 cm` (see ``roundedCentimetres``). An English convenience:
    /// messages word metric heights in the reader's language through the key
    /// `height.centimetres` (``CatalogMessages/centimetresLabel(_:)``: `170 см` in Russian).
    /// Either reads back with ``init(_:)`` and snaps to the notch it was printed for.
    public var metricLabel: String { "\(roundedCentimetres) cm" }

    private static let eighthGlyphs = ["", "⅛", "¼", "⅜", "½", "⅝", "¾", "⅞"]

    private static func feetAndInches(_ feet: Int64, _ inches: String) -> String {
        feet == 0 ? inches + "″" : "\(feet)′ " + inches + "″"
    }
}
