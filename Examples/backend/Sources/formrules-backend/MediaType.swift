/// The request's `Content-Type`, judged for a JSON body.
enum MediaType {
    /// Why a `Content-Type` is refused, or `nil` when the body may be read as JSON:
    /// `application/json` or any `application/…+json` (RFC 6839), with no charset or UTF-8.
    ///
    /// ```
    /// application/json; charset=UTF-8       nil
    /// application/problem+json              nil
    /// text/plain                            "'text/plain' is not a JSON media type"
    /// application/json; charset=latin1      "charset 'latin1' is not UTF-8"
    /// ```
    static func refusal(of contentType: String?) -> String? {
        guard let contentType, !contentType.isEmpty else { return "the request has no Content-Type" }
        let parts = contentType.split(separator: ";", omittingEmptySubsequences: false)
        let essence = trimmed(parts[0]).lowercased()
        let isJSON = essence == "application/json"
            || (essence.hasPrefix("application/") && essence.hasSuffix("+json") && essence.count > "application/+json".count)
        guard isJSON else { return "'\(essence.prefix(100))' is not a JSON media type" }
        for parameter in parts.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, trimmed(pair[0]).lowercased() == "charset" else { continue }
            var charset = trimmed(pair[1])
            if charset.count >= 2, charset.hasPrefix("\""), charset.hasSuffix("\"") { charset = String(charset.dropFirst().dropLast()) }
            guard ["utf-8", "utf8"].contains(charset.lowercased()) else { return "charset '\(charset.prefix(100))' is not UTF-8" }
        }
        return nil
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
