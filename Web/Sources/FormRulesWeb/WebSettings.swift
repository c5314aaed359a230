import FormCore
import FormRules
import Localization

/// What a page sets for a form, read from one JSON object (`formrules_configure`):
///
/// ```json
/// {"locale": "ru", "today": "2026-11-26", "now": "2026-11-26T10:00:00Z",
///  "fieldStates": true, "normalized": true, "secrets": false,
///  "update": false, "original": {...}, "optionSets": {"avatar.top": ["11", "12"]}, "maxIssues": 200}
/// ```
///
/// `today` is required: the engine never reads a clock (a page passes its own date, as the CLI's
/// `--today` does). `acceptLanguage` may stand in for `locale` (negotiated among the built-in
/// languages and those added). By default the report carries field states and the normalized submission, as
/// `form-check validate --format json` does.
struct WebSettings {
    var context: ValidationContext
    var locale: LanguageTag

    init(_ value: FormValue) throws(WebError) {
        guard case .object(let object) = value else { throw WebError("the settings must be a JSON object") }
        let known: Set<String> = [
            "locale", "acceptLanguage", "today", "now", "fieldStates", "normalized", "secrets", "update", "original", "optionSets", "maxIssues",
        ]
        for key in object.keys where !known.contains(key) {
            throw WebError("unknown setting '\(key)'" + (Suggestion.closest(to: key, among: Array(known)).map { ". Did you mean '\($0)'?" } ?? ""))
        }
        guard let todayText = try Self.text(object, "today") else { throw WebError("'today' (yyyy-MM-dd) is required: the engine reads no clock") }
        let today: CalendarDate
        do { today = try CalendarDate(todayText) } catch { throw WebError("'today' is not a date of the form yyyy-MM-dd: '\(todayText)'") }
        var now: DateTime.Instant?
        if let nowText = try Self.text(object, "now") {
            do { now = try DateTime(nowText).instant } catch { throw WebError("'now' is not an RFC 3339 date and time: '\(nowText)'") }
        }
        var mode = ValidationMode.full
        if try Self.flag(object, "update", default: false) { mode = .update(original: object["original"]) }
        var optionSets: [String: [String]] = [:]
        if let sets = object["optionSets"] {
            do { optionSets = try ValidationContext.optionSets(from: sets) } catch { throw WebError("'optionSets': \(error.message)") }
        }
        var maxIssues = ValidationContext.defaultMaxIssues
        if let limit = object["maxIssues"] {
            guard let number = limit.number?.int, number > 0 else { throw WebError("'maxIssues' must be a positive whole number") }
            maxIssues = number
        }
        context = ValidationContext(
            today: today, now: now, includeFieldStates: try Self.flag(object, "fieldStates", default: true),
            includeNormalized: try Self.flag(object, "normalized", default: true), mode: mode, optionSets: optionSets, maxIssues: maxIssues)
        if try Self.flag(object, "secrets", default: false) { context.output.insert(.secrets) }
        let locales = LocalePart.availableLocales
        if let tag = try Self.text(object, "locale") {
            do { locale = try LanguageTag(tag) } catch { throw WebError("'locale': \(error.message)") }
        } else if let header = try Self.text(object, "acceptLanguage") {
            locale = AcceptLanguage(header).negotiate(available: locales, developmentLanguage: locales[0]).locale
        } else {
            locale = locales[0]
        }
    }

    // A setting of the wrong type is refused, not taken for its default: `"fieldStates": "false"`
    // would otherwise quietly give field states. `null` stands for a setting left out.
    private static func flag(_ object: FormObject, _ key: String, default fallback: Bool) throws(WebError) -> Bool {
        switch object[key] {
        case .bool(let value)?: return value
        case nil, .null?: return fallback
        default: throw WebError("'\(key)' must be true or false")
        }
    }

    private static func text(_ object: FormObject, _ key: String) throws(WebError) -> String? {
        switch object[key] {
        case .string(let value)?: return value
        case nil, .null?: return nil
        default: throw WebError("'\(key)' must be text")
        }
    }
}

/// A page's mistake in a call (settings, a handle), said in one sentence.
struct WebError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
