/// Reads the `characters` of a field: the set every character of its value must come from,
/// spelled as a person would (`"A-Z0-9"`, `"{letters} -'"`), into a ``ScalarSet``.
///
/// - A range joins two letters of the same kind or two digits: `a-z`, `A-F`, `0-9`, `а-я`.
/// - A hyphen anywhere else is a hyphen: `" -'"` is a space, a hyphen and an apostrophe.
/// - `{letters}` (any script's letters), `{uppercase}`, `{lowercase}` (each with combining
///   marks, so an accent typed as its own character counts) and `{digits}` (0–9).
/// - `\` makes the next character itself: `\{`, `\\`, `\-`.
///
/// ```swift
/// try CharacterSetSpelling.parse("A-Z0-9").contains(0x41)   // true, A
/// try CharacterSetSpelling.parse("z-a")                     // throws: the range 'z-a' is reversed (column 1)
/// ```
enum CharacterSetSpelling {
    /// The named sets, by the word written in braces.
    static let names: [String: (ranges: [ClosedRange<UInt32>], categories: UInt32)] = [
        "letters": ([], GeneralCategories.letters | GeneralCategories.marks),
        "uppercase": ([], GeneralCategories.uppercaseLetters | GeneralCategories.marks),
        "lowercase": ([], GeneralCategories.lowercaseLetters | GeneralCategories.marks),
        "digits": ([0x30...0x39], 0),
    ]

    /// The set spelled by `text`.
    /// - Throws: ``PatternSyntaxError`` with the column of the offending character.
    static func parse(_ text: String) throws(PatternSyntaxError) -> ScalarSet {
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { throw PatternSyntaxError("an empty set allows no character", column: 1) }
        var ranges: [ClosedRange<UInt32>] = []
        var categories: UInt32 = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\\":
                guard index + 1 < scalars.count else {
                    throw PatternSyntaxError("a set cannot end with a lone '\\'; write \\\\ for a backslash", column: index + 1)
                }
                ranges.append(scalars[index + 1].value...scalars[index + 1].value)
                index += 2
            case "{":
                guard let close = scalars[index...].firstIndex(of: "}") else {
                    throw PatternSyntaxError("'{' starts a named set such as {letters} and needs its '}'; write \\{ for a brace", column: index + 1)
                }
                let name = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
                guard let named = names[name] else {
                    var message = "unknown set '{\(name)}': the named sets are {letters}, {uppercase}, {lowercase} and {digits}"
                    if let near = Suggestion.closest(to: name, among: names.keys.sorted()) { message += ". Did you mean '{\(near)}'?" }
                    throw PatternSyntaxError(message, column: index + 1)
                }
                ranges += named.ranges
                categories |= named.categories
                index = close + 1
            default:
                if index + 2 < scalars.count, scalars[index + 1] == "-", let kind = rangeKind(scalar), let end = rangeKind(scalars[index + 2]) {
                    let high = scalars[index + 2]
                    guard kind == end else {
                        throw PatternSyntaxError(
                            "'\(scalar)-\(high)' joins characters of different kinds: a range goes from a letter to a letter of the same case, or from a digit to a digit; write \\- for a hyphen",
                            column: index + 1)
                    }
                    guard scalar.value <= high.value else {
                        throw PatternSyntaxError("the range '\(scalar)-\(high)' is reversed: write its lower end first", column: index + 1)
                    }
                    ranges.append(scalar.value...high.value)
                    index += 3
                } else {
                    ranges.append(scalar.value...scalar.value)
                    index += 1
                }
            }
        }
        return ScalarSet(ranges: ranges, categories: categories)
    }

    /// What a range's ends must share: a letter's case category (`Lu`, `Ll`, `Lo`…) or digits;
    /// nil for a character that cannot end a range (then a hyphen beside it is a hyphen).
    private static func rangeKind(_ scalar: Unicode.Scalar) -> Unicode.GeneralCategory? {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber:
            scalar.properties.generalCategory
        default:
            nil
        }
    }
}
