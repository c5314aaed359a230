/// One of a fixed list of options (a `choice`), or of the allowed ISO 3166-1 codes (a `country`).
///
/// A class: the evaluation takes a form's rule from its table for every choice it checks, and
/// copying a struct of four reference-counted members took the runtime's generic copy and
/// destroy; a class costs one retain.
final class ChoiceRule: Sendable {
    let options: [String]
    /// `choice` or `country`: the rule code and how option labels are keyed.
    let code: RuleCode
    /// The stem of the options' label keys: `option.gender` gives `option.gender.female`;
    /// countries use `country.US`.
    let labelStem: String
    /// The options of 1 to 7 bytes (no NUL), packed into integers (``ASCII/packedCode(_:)``):
    /// a short submitted choice is found with integer comparisons, where comparing it with each
    /// option's `String` (copied, then `withUTF8`) cost about 175 instructions per check.
    private let packedOptions: [UInt64]
    /// The options with Latin capitals made small, when letter case is ignored (a `choice`
    /// unless `caseSensitive`); nil when it must match (countries: ISO codes are capitals).
    private let foldedOptions: [String]?

    init(options: [String], code: RuleCode, labelStem: String, ignoresCase: Bool = false) {
        self.options = options
        self.code = code
        self.labelStem = labelStem
        packedOptions = options.map { ASCII.packedCode($0.utf8) }.filter { $0 != 0 }
        foldedOptions = ignoresCase ? options.map(Self.folded) : nil
    }

    func check(_ text: String) -> RuleFailure? {
        option(matching: text) == nil ? RuleFailure(code, [.excerpt(of: text)]) : nil
    }

    /// The option a value stands for, in the option's own spelling: the option it equals, or
    /// when case is ignored, the first that equals it once Latin capitals are made small
    /// (`"Male"` is `male`). Nil when there is none.
    func option(matching text: String) -> String? {
        if options.contains(text) { return text }
        guard let foldedOptions else { return nil }
        let folded = Self.folded(text)
        return foldedOptions.firstIndex(of: folded).map { options[$0] }
    }

    /// The rule over UTF-8 bytes, and whether the value is stored in another spelling (an
    /// option matched whatever its letter case). ASCII text is compared byte for byte first;
    /// other text as a `String`, whose equality is Unicode's canonical equivalence (U+212A
    /// KELVIN SIGN equals `K`), so both ways give the same answer.
    func check(utf8 bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> (RuleFailure?, normalizes: Bool) {
        if isASCII, isExactASCII(bytes) { return (nil, false) }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let option = option(matching: text) else { return (RuleFailure(code, [.excerpt(of: text)]), false) }
        return (nil, option != text)
    }

    /// Whether ASCII text is one of the options byte for byte (the common case, kept fast).
    private func isExactASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // A key of 1 to 7 bytes can equal only a packed option: the others are empty, longer
        // or hold a NUL.
        let key = ASCII.packedCode(bytes)
        if key != 0 { return packedOptions.contains(key) }
        for option in options where option.utf8.count == bytes.count {
            var option = option
            if option.withUTF8({ $0.hasSameBytes(as: bytes) }) { return true }
        }
        return false
    }

    /// Text with the Latin capitals A to Z made small, and nothing else changed.
    static func folded(_ text: String) -> String {
        guard text.utf8.contains(where: ASCII.isUppercase) else { return text }
        return String(decoding: text.utf8.map(ASCII.lowercased), as: UTF8.self)
    }

    func labelKey(for option: String) -> String { labelStem + "." + option }
}
