/// Unicode general categories as bits of a `UInt32`, by their short names (`Lu`, `Nd`), as
/// `\p{…}` in a pattern names them. Membership comes from the standard library's Unicode data
/// (`Unicode.Scalar.Properties.generalCategory`), so it follows the toolchain's Unicode version.
///
/// ```swift
/// GeneralCategories.mask(named: "L")    // the five letter categories
/// GeneralCategories.mask(named: "Nd")   // decimal digits
/// ```
enum GeneralCategories {
    /// The 30 categories in a fixed order: a category's bit is its position here.
    static let names = [
        "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No", "Pc", "Pd", "Ps", "Pe",
        "Pi", "Pf", "Po", "Sm", "Sc", "Sk", "So", "Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co", "Cn",
    ]

    static let letters = mask(named: "L") ?? 0
    static let marks = mask(named: "M") ?? 0
    static let uppercaseLetters = mask(named: "Lu") ?? 0
    static let lowercaseLetters = mask(named: "Ll") ?? 0

    /// The bits of a category (`Lu`) or of a group of them by its first letter (`L`: every
    /// letter category), or nil for another name.
    static func mask(named name: String) -> UInt32? {
        if let position = names.firstIndex(of: name) { return 1 << UInt32(position) }
        guard name.count == 1 else { return nil }
        var mask: UInt32 = 0
        for (position, category) in names.enumerated() where category.hasPrefix(name) { mask |= 1 << UInt32(position) }
        return mask == 0 ? nil : mask
    }

    /// Every name `mask(named:)` takes, for suggestions.
    static var allNames: [String] {
        ["L", "M", "N", "P", "S", "Z", "C"] + names
    }

    /// The bit of a scalar's category.
    @inline(__always)
    static func bit(of category: Unicode.GeneralCategory) -> UInt32 {
        1 << position(of: category)
    }

    private static func position(of category: Unicode.GeneralCategory) -> UInt32 {
        switch category {
        case .uppercaseLetter: 0
        case .lowercaseLetter: 1
        case .titlecaseLetter: 2
        case .modifierLetter: 3
        case .otherLetter: 4
        case .nonspacingMark: 5
        case .spacingMark: 6
        case .enclosingMark: 7
        case .decimalNumber: 8
        case .letterNumber: 9
        case .otherNumber: 10
        case .connectorPunctuation: 11
        case .dashPunctuation: 12
        case .openPunctuation: 13
        case .closePunctuation: 14
        case .initialPunctuation: 15
        case .finalPunctuation: 16
        case .otherPunctuation: 17
        case .mathSymbol: 18
        case .currencySymbol: 19
        case .modifierSymbol: 20
        case .otherSymbol: 21
        case .spaceSeparator: 22
        case .lineSeparator: 23
        case .paragraphSeparator: 24
        case .control: 25
        case .format: 26
        case .surrogate: 27
        case .privateUse: 28
        case .unassigned: 29
        @unknown default: 29
        }
    }

    /// The scalars of the categories in `mask`, as sorted ranges (every scalar is visited:
    /// for exports, which are rare, never for matching).
    static func ranges(of mask: UInt32) -> [ClosedRange<UInt32>] {
        var ranges: [ClosedRange<UInt32>] = []
        var start: UInt32?
        for value in UInt32(0)...0x10FFFF {
            let isIn = Unicode.Scalar(value).map { mask & bit(of: $0.properties.generalCategory) != 0 } ?? false
            if isIn, start == nil { start = value }
            if !isIn, let first = start {
                ranges.append(first...(value - 1))
                start = nil
            }
        }
        if let first = start { ranges.append(first...0x10FFFF) }
        return ranges
    }
}
