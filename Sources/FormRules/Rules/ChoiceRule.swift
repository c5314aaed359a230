/// One of a fixed list of options (a `choice`), or of the allowed ISO 3166-1 codes (a `country`).
///
/// A class: the evaluation takes a form's rule from its table for every choice it checks, and
/// copying a struct of four reference-counted members took the runtime's generic copy and
/// destroy (about 140 instructions per check, callgrind); a class costs one retain.
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

    init(options: [String], code: RuleCode, labelStem: String) {
        self.options = options
        self.code = code
        self.labelStem = labelStem
        packedOptions = options.map { ASCII.packedCode($0.utf8) }.filter { $0 != 0 }
    }

    func check(_ text: String) -> RuleFailure? {
        options.contains(text) ? nil : RuleFailure(code, [.excerpt(of: text)])
    }

    /// The rule over UTF-8 bytes. ASCII text is compared byte for byte; other text as a
    /// `String`, whose equality is Unicode's canonical equivalence (U+212A KELVIN SIGN equals
    /// `K`), so both ways give the same answer.
    func check(utf8 bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> RuleFailure? {
        guard isASCII else { return check(String(decoding: bytes, as: UTF8.self)) }
        // A key of 1 to 7 bytes can equal only a packed option: the others are empty, longer
        // or hold a NUL.
        let key = ASCII.packedCode(bytes)
        if key != 0 {
            if packedOptions.contains(key) { return nil }
            return RuleFailure(code, [.excerpt(of: String(decoding: bytes, as: UTF8.self))])
        }
        for option in options where option.utf8.count == bytes.count {
            var option = option
            if option.withUTF8({ $0.hasSameBytes(as: bytes) }) { return nil }
        }
        return RuleFailure(code, [.excerpt(of: String(decoding: bytes, as: UTF8.self))])
    }

    func labelKey(for option: String) -> String { labelStem + "." + option }
}
