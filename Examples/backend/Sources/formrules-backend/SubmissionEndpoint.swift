import FormRules
import Hummingbird
import HTTPTypes
import NIOCore

/// `POST /forms/{name}`: re-validates a submission against its form's spec.
///
/// The checks run in the order a client can fix them: the form (404), the media type (415), the
/// size (413), the JSON (400), then the answers (422 with every problem, or 200). A request
/// with `Expect: 100-continue` gets `100 Continue` only once the first three pass, so a client
/// learns of a 404, 415 or 413 before it sends the body.
struct SubmissionEndpoint: Sendable {
    let forms: FormStore
    let languages: MessageLanguages
    let maxBodyBytes: Int
    /// A fixed "today"; `nil` takes each request's UTC date.
    let today: CalendarDate?
    let reader: JSONReader
    /// Run-time options of `optionsFrom` choices (`--options`).
    let optionSets: [String: [String]]

    init(forms: FormStore, languages: MessageLanguages, maxBodyBytes: Int, today: CalendarDate?, optionSets: [String: [String]] = [:]) {
        self.optionSets = optionSets
        self.forms = forms
        self.languages = languages
        self.maxBodyBytes = maxBodyBytes
        self.today = today
        // Forms are a few levels deep; a body nested deeper than this is an attack or a mistake.
        reader = JSONReader(limits: JSONReader.Limits(maxDepth: 64, maxDocumentBytes: maxBodyBytes, maxStringBytes: maxBodyBytes))
    }

    /// `channel` is the request's connection, to send `100 Continue` on. An update (`PATCH`)
    /// sends only the fields that changed: only those are checked (``ValidationMode/update(original:)``;
    /// this example keeps no stored records, so rules between fields read only what is sent).
    func respond(to request: Request, formName name: String, channel: any Channel, isUpdate: Bool = false) async -> Response {
        let instance = request.uri.path
        let loaded: FormStore.Loaded
        switch forms.form(named: name) {
        case .found(let found): loaded = found
        case .notFound: return Problem.formNotFound(name).response(instance: instance)
        case .broken: return Problem.brokenSpec(name).response(instance: instance)
        }
        if let missing = loaded.form.missingOptionSets(in: ValidationContext(today: .today(in: .utc), optionSets: optionSets)).first {
            // The server's setup, not the client's request: say so in the log and answer 500.
            forms.logMissingOptions(form: name, field: missing.field, optionSet: missing.optionSet)
            return Problem.brokenSpec(name).response(instance: instance)
        }

        if let refusal = MediaType.refusal(of: request.headers[.contentType]) {
            return Problem.unsupportedMediaType(refusal).response(instance: instance)
        }
        // An announced length over the limit is refused before a byte of the body is read.
        if let declared = request.headers[.contentLength], let length = Int(declared), length > maxBodyBytes {
            return Problem.tooLarge(limit: maxBodyBytes).response(instance: instance)
        }
        if request.headers[values: .expect].contains(where: { $0.lowercased() == "100-continue" }) {
            // If it cannot be sent the connection is gone, and reading the body says so.
            try? await channel.triggerUserOutboundEvent(ConnectionGuard.SendContinue()).get()
        }
        let body: ByteBuffer
        switch await request.body.collect(limit: maxBodyBytes) {
        case .bytes(let bytes): body = bytes
        case .tooLarge: return Problem.tooLarge(limit: maxBodyBytes).response(instance: instance)
        case .unreadable: return Problem.unreadableBody().response(instance: instance)
        }

        let submission: FormValue
        do {
            submission = try reader.read(body.readableBytesView)
        } catch {
            return Problem.notJSON(error).response(instance: instance)
        }

        // The answer's normalized submission is what to store: the whole record, or for an
        // update (PATCH) the patch, with `changed` naming every field it sets or clears. A
        // secret's value (a new password, a token) stays out of the answer, which a client may
        // log: `changed` names it, and the service that stores it reads the request itself.
        // No field states: a server has no form on screen.
        let context = ValidationContext(
            today: today ?? CalendarDate.today(in: .utc), output: .normalized,
            mode: isUpdate ? .update(original: nil) : .full, optionSets: optionSets)
        let report = loaded.form.validate(submission, context: context)
        if report.isValid {
            var answer: FormObject = ["valid": true]
            if let normalized = report.normalized { answer["normalized"] = normalized }
            if !report.changed.isEmpty { answer["changed"] = .array(report.changed.map { .string($0) }) }
            return JSONResponse.make(status: .ok, contentType: JSONResponse.json, body: .object(answer))
        }
        // Several Accept-Language fields are one list (RFC 9110 §5.3).
        let acceptLanguage = request.headers[values: .acceptLanguage].joined(separator: ", ")
        let (locale, renderer) = languages.messages(for: acceptLanguage)
        return JSONResponse.make(
            status: .unprocessableContent, contentType: JSONResponse.problem, language: locale,
            body: report.problemDocument(using: renderer, type: Problem.typeBase + "invalid-submission", instance: instance))
    }
}
