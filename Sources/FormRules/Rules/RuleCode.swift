/// The stable codes of the rules a field can break, by field type: what `messages` overrides may
/// name, and which message keys (`rule.<code>`) a spec can produce.
public enum RuleCode {
    /// Codes every field can produce.
    public static let common: [String] = ["required", "type", "const", "equals"]

    /// Codes a field of `type` can produce besides the common ones.
    public static func codes(for type: FieldType) -> [String] {
        switch type {
        case .text, .password: ["minLength", "maxLength"]
        case .digits: ["digits", "minLength", "maxLength"]
        case .email: ["email", "email.tooLong", "minLength", "maxLength"]
        case .phone: ["phone", "minLength", "maxLength"]
        case .uuid: ["uuid"]
        case .identifier: ["identifier", "minLength", "maxLength"]
        case .choice: ["choice", "choice.optionsMissing", "minLength", "maxLength"]
        case .country: ["country"]
        case .region: ["region", "region.anyCountry"]
        case .postalCode: ["postalCode", "postalCode.zipPlusFour", "postalCode.region", "postalCode.anyCountry", "minLength", "maxLength"]
        case .number: ["number", "number.tooLong", "minimum", "maximum", "step"]
        case .integer: ["number", "number.tooLong", "integer", "minimum", "maximum", "step"]
        case .boolean: []
        case .date: ["date", "notBefore", "notAfter", "notInFuture", "minimumAge", "maximumAge"]
        case .dateTime: ["dateTime", "notBefore", "notAfter"]
        case .height: ["height", "height.step", "height.range"]
        }
    }

    /// Every code any field can produce.
    public static let all: Set<String> = Set(common + FieldType.allCases.flatMap(codes(for:)))
}
