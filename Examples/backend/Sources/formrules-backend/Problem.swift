import FormRules
import Hummingbird
import HTTPTypes

/// An RFC 9457 problem document for what went wrong before validation: the form, the media
/// type, the size or the JSON of the request.
///
/// These are about the request, not the user's answers, so they are in English; the problems
/// of a submission (422) come from ``ValidationReport/problemDocument(using:title:type:instance:)`` in
/// the negotiated language.
struct Problem: Sendable {
    var status: HTTPResponse.Status
    /// The last segment of the `type` URI (`not-json`).
    var type: String
    var title: String
    var detail: String
    /// Members beyond the standard ones (`code`, `line`, `column`, `limit`).
    var extensions: FormObject = [:]

    /// Where the problems' `type` URIs point: `example.com` is reserved for examples (RFC 2606);
    /// a deployment names pages of its own that document each kind.
    static let typeBase = "https://example.com/problems/"

    /// The response: `application/problem+json`, `Content-Language: en`.
    func response(instance: String) -> Response {
        JSONResponse.make(status: status, contentType: JSONResponse.problem, language: "en", body: document(instance: instance))
    }

    /// The document; `instance` left out where the request's path was never read.
    func document(instance: String?) -> FormValue {
        var object: FormObject = [
            "type": .string(Self.typeBase + type),
            "title": .string(title),
            "status": .number(FormNumber(status.code)),
            "detail": .string(detail),
        ]
        if let instance { object["instance"] = .string(instance) }
        for entry in extensions.entries { object[entry.key] = entry.value }
        return .object(object)
    }

    /// The document's text as sent, with its final newline.
    func text(instance: String?) -> String {
        document(instance: instance).jsonText() + "\n"
    }

    /// A request the HTTP/1.1 parser refused: its framing is ambiguous (Content-Length beside
    /// Transfer-Encoding, two lengths: a request a proxy may read otherwise), or it is not HTTP/1.1.
    static func badRequest(_ reason: String) -> Problem {
        Problem(
            status: .badRequest, type: "bad-request", title: "The request is not valid HTTP/1.1.",
            detail: "The request could not be read: \(reason). The connection is closed.")
    }

    /// A Transfer-Encoding other than `chunked` alone (RFC 9112 §6.1: 501).
    static func unsupportedTransferCoding(_ codings: String) -> Problem {
        Problem(
            status: .notImplemented, type: "unsupported-transfer-coding", title: "The transfer coding is not supported.",
            detail: "Transfer-Encoding '\(codings.prefix(100))' is not supported: send the body as is, with Content-Length, or chunked alone. The connection is closed.")
    }

    static func formNotFound(_ name: String) -> Problem {
        let shown = FormStore.isValidName(name) ? "'\(name)'" : "of that name (names are lowercase letters, digits and '-')"
        return Problem(status: .notFound, type: "form-not-found", title: "There is no such form.", detail: "There is no form \(shown).")
    }

    /// `allowed` is the value of the answer's `Allow`.
    static func methodNotAllowed(_ method: String, allowed: String) -> Problem {
        let advice = allowed == "POST" ? "POST the submission as JSON" : "use \(allowed)"
        return Problem(
            status: .methodNotAllowed, type: "method-not-allowed", title: "The method is not allowed here.",
            detail: "\(method.prefix(20)) is not allowed here: \(advice).")
    }

    static func routeNotFound() -> Problem {
        Problem(
            status: .notFound, type: "not-found", title: "There is nothing here.",
            detail: "No route has this path: POST forms to /forms/<name>; GET /health.")
    }

    static func brokenSpec(_ name: String) -> Problem {
        Problem(
            status: .internalServerError, type: "broken-spec", title: "The form's spec does not load.",
            detail: "The spec of form '\(name)' has an error; the server's log says where.")
    }

    static func unsupportedMediaType(_ reason: String) -> Problem {
        Problem(
            status: .unsupportedMediaType, type: "unsupported-media-type", title: "The body must be JSON.",
            detail: "Send Content-Type application/json (UTF-8) or another +json type: \(reason).")
    }

    static func tooLarge(limit: Int) -> Problem {
        Problem(
            status: .contentTooLarge, type: "too-large", title: "The body is too large.",
            detail: "The body is larger than the limit of \(limit) bytes.", extensions: ["limit": .number(FormNumber(limit))])
    }

    static func unreadableBody() -> Problem {
        Problem(status: .badRequest, type: "unreadable-body", title: "The body could not be read.", detail: "The request body ended early, was malformed, or came in more than \(ConnectionGuard.maximumBodyParts) pieces (chunks or reads).")
    }

    /// The reader's error, with its line and column: `1:10: duplicate key "a" in one object ...`.
    static func notJSON(_ error: JSONReadError) -> Problem {
        Problem(
            status: .badRequest, type: "not-json", title: "The body is not valid JSON.", detail: error.summary,
            extensions: [
                "code": .string(error.code.rawValue),
                "line": .number(FormNumber(error.location.line)),
                "column": .number(FormNumber(error.location.column)),
            ])
    }
}

/// JSON responses, written by FormRules' own encoder.
enum JSONResponse {
    static let json = "application/json"
    static let problem = "application/problem+json"

    static func make(status: HTTPResponse.Status, contentType: String, language: String? = nil, body: FormValue) -> Response {
        var headers: HTTPFields = [.contentType: contentType]
        if let language { headers[.contentLanguage] = language }
        var text = body.jsonText()
        text += "\n"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
