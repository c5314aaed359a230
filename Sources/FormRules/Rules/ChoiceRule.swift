/// One of a fixed list of options (a `choice`), or of the allowed ISO 3166-1 codes (a `country`).
struct ChoiceRule: Sendable, Hashable {
    var options: [String]
    /// `choice` or `country`: the rule code and how option labels are keyed.
    var code: RuleCode
    /// The stem of the options' label keys: `option.gender` gives `option.gender.female`;
    /// countries use `country.US`.
    var labelStem: String

    func check(_ text: String) -> RuleFailure? {
        options.contains(text) ? nil : RuleFailure(code, [.excerpt(of: text)])
    }

    /// The rule over UTF-8 bytes. ASCII text is compared byte for byte; other text as a
    /// `String`, whose equality is Unicode's canonical equivalence (U+212A KELVIN SIGN equals
    /// `K`), so both ways give the same answer.
    func check(utf8 bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> RuleFailure? {
        guard isASCII else { return check(String(decoding: bytes, as: UTF8.self)) }
        for option in options where option.utf8.count == bytes.count {
            var option = option
            if option.withUTF8({ $0.hasSameBytes(as: bytes) }) { return nil }
        }
        return RuleFailure(code, [.excerpt(of: String(decoding: bytes, as: UTF8.self))])
    }

    func labelKey(for option: String) -> String { labelStem + "." + option }
}
