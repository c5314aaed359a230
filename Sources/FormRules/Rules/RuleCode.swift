/// A rule's stable code: what a problem's ``ValidationIssue/rule`` says, what a field's `messages`
/// overrides name, and its message key `rule.<code>`. One list, used by the rules, the reports,
/// the spec reference and the message keys a spec can produce.
///
/// ```swift
/// report.issues.contains { $0.rule == .required }
/// RuleCode.codes(for: .email)        // [.email, .emailTooLong, .minLength, .maxLength]
/// RuleCode.email.messageKey          // "rule.email"
/// ```
public struct RuleCode: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    ExpressibleByStringLiteral
{
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }

    public var description: String { rawValue }
    /// Quoted, as a string literal: `["required"]` when a list of codes is printed.
    public var debugDescription: String { rawValue.debugDescription }
    /// The message key of the rule's default wording, `rule.<code>`.
    public var messageKey: String { "rule." + rawValue }

    public static func < (lhs: RuleCode, rhs: RuleCode) -> Bool { lhs.rawValue < rhs.rawValue }

    public static let choice: RuleCode = "choice"
    /// A character outside its field's `characters` (``FieldSpec/characters``).
    public static let characters: RuleCode = "characters"
    public static let choiceOptionsMissing: RuleCode = "choice.optionsMissing"
    /// A message of a spec of variants whose discriminator names none of them (``FormSpec/Union``).
    public static let discriminator: RuleCode = "discriminator"
    public static let const: RuleCode = "const"
    /// A character no one can see or type in text (``FieldSpec/controlCharacters``).
    public static let control: RuleCode = "control"
    public static let country: RuleCode = "country"
    public static let date: RuleCode = "date"
    public static let dateTime: RuleCode = "dateTime"
    public static let digits: RuleCode = "digits"
    public static let email: RuleCode = "email"
    public static let emailTooLong: RuleCode = "email.tooLong"
    /// An address whose domain has no dot, where the field asks for one (`topLevelDomain`).
    public static let emailDomain: RuleCode = "email.domain"
    public static let equals: RuleCode = "equals"
    public static let height: RuleCode = "height"
    public static let heightRange: RuleCode = "height.range"
    public static let heightStep: RuleCode = "height.step"
    public static let identifier: RuleCode = "identifier"
    public static let integer: RuleCode = "integer"
    public static let maxLength: RuleCode = "maxLength"
    public static let maximum: RuleCode = "maximum"
    public static let maximumAge: RuleCode = "maximumAge"
    public static let minLength: RuleCode = "minLength"
    public static let minimum: RuleCode = "minimum"
    public static let minimumAge: RuleCode = "minimumAge"
    public static let notAfter: RuleCode = "notAfter"
    public static let notBefore: RuleCode = "notBefore"
    public static let notInFuture: RuleCode = "notInFuture"
    public static let number: RuleCode = "number"
    public static let numberTooLong: RuleCode = "number.tooLong"
    /// A value that does not match its field's `pattern` (``FieldSpec/pattern``).
    public static let pattern: RuleCode = "pattern"
    public static let phone: RuleCode = "phone"
    public static let postalCode: RuleCode = "postalCode"
    public static let postalCodeAnyCountry: RuleCode = "postalCode.anyCountry"
    public static let postalCodeRegion: RuleCode = "postalCode.region"
    public static let postalCodeZipPlusFour: RuleCode = "postalCode.zipPlusFour"
    public static let region: RuleCode = "region"
    public static let regionAnyCountry: RuleCode = "region.anyCountry"
    public static let required: RuleCode = "required"
    public static let step: RuleCode = "step"
    public static let tooManyProblems: RuleCode = "tooManyProblems"
    public static let type: RuleCode = "type"
    public static let unknownField: RuleCode = "unknownField"
    public static let uuid: RuleCode = "uuid"
    public static let url: RuleCode = "url"
    /// A URL whose scheme the field does not allow (`http:` where only `https` is).
    public static let urlScheme: RuleCode = "url.scheme"

    /// The codes of groups' rules (``GroupSpec/Kind``).
    public static let exactlyOne: RuleCode = "exactlyOne"
    public static let atLeastOne: RuleCode = "atLeastOne"
    public static let allOrNone: RuleCode = "allOrNone"
    public static let atMostOne: RuleCode = "atMostOne"

    /// Codes every field can produce.
    /// A list has fewer items than `minItems`, or more than `maxItems`.
    public static let minItems: RuleCode = "minItems"
    public static let maxItems: RuleCode = "maxItems"
    /// An item repeats an earlier item's `uniqueBy` values (reported on the later item).
    public static let unique: RuleCode = "unique"

    public static let common: [RuleCode] = [.required, .type, .const, .equals]

    /// The codes a field of `type` can fail with besides ``common``, as its description in
    /// `Types/` lists them: `messages` overrides may name them.
    public static func codes(for type: FieldType) -> [RuleCode] {
        type.described.rules.map { $0.code }
    }

    /// Every code any field can produce.
    public static let all: Set<RuleCode> = Set(common + FieldType.allCases.flatMap(codes(for:)))
}
