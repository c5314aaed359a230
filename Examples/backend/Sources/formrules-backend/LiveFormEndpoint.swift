import FormRules
import HTTPTypes
import Hummingbird
import Localization

/// The live form: `GET /forms/{name}` (the page), `POST /forms/{name}/state` (field states and
/// the touched fields' problems after an edit) and `GET /forms/assets/{file}` (its script and
/// style sheet).
///
/// The language is negotiated from `Accept-Language` exactly as for a submission's problems;
/// `?lang=ru` overrides it (a link to the page in one language). The state route checks its
/// request in the same order as the submission route: the form (404), the media type (415),
/// the size (413), the JSON (400), then the request's shape (400 `bad-state-request`).
struct LiveFormEndpoint: Sendable {
    let forms: FormStore
    let languages: MessageLanguages
    let maxBodyBytes: Int
    /// A fixed "today"; `nil` takes each request's UTC date.
    let today: CalendarDate?
    /// Run-time options of `optionsFrom` choices (`--options`).
    let optionSets: [String: [String]]
    /// The engine as WebAssembly for the page, when built and when the messages are the
    /// built-in ones (a `--resources` catalog is the server's alone).
    let engine: LiveFormEngine?
    private let reader: JSONReader

    init(
        forms: FormStore, languages: MessageLanguages, maxBodyBytes: Int, today: CalendarDate?, optionSets: [String: [String]] = [:],
        engine: LiveFormEngine? = nil
    ) {
        self.engine = engine
        self.forms = forms
        self.languages = languages
        self.maxBodyBytes = maxBodyBytes
        self.today = today
        self.optionSets = optionSets
        reader = JSONReader(limits: JSONReader.Limits(maxDepth: 64, maxDocumentBytes: maxBodyBytes, maxStringBytes: maxBodyBytes))
    }

    /// What an answer is before it becomes a response.
    enum Answer: Sendable {
        /// The page, in `language`.
        case page(language: String, html: String)
        /// The states and problems, worded in `language`.
        case state(language: String, body: FormValue)
        /// Not a page or state: the form's 404 or 500, the body's 400 (English, as every
        /// problem about a request).
        case problem(Problem)
    }

    // MARK: Routes

    func page(_ request: Request, formName: String) -> Response {
        response(pageAnswer(formName: formName, acceptLanguage: acceptLanguage(of: request), lang: lang(of: request)), instance: request.uri.path)
    }

    func state(_ request: Request, formName: String) async -> Response {
        let instance = request.uri.path
        if case .failure(let problem) = lookUp(formName) { return problem.response(instance: instance) }
        if let refusal = MediaType.refusal(of: request.headers[.contentType]) {
            return Problem.unsupportedMediaType(refusal).response(instance: instance)
        }
        if let declared = request.headers[.contentLength], let length = Int(declared), length > maxBodyBytes {
            return Problem.tooLarge(limit: maxBodyBytes).response(instance: instance)
        }
        switch await request.body.collect(limit: maxBodyBytes) {
        case .bytes(let bytes):
            let answer = stateAnswer(formName: formName, body: bytes.readableBytesView, acceptLanguage: acceptLanguage(of: request), lang: lang(of: request))
            return response(answer, instance: instance)
        case .tooLarge: return Problem.tooLarge(limit: maxBodyBytes).response(instance: instance)
        case .unreadable: return Problem.unreadableBody().response(instance: instance)
        }
    }

    /// `GET /forms/assets/{file}`: the script or the style sheet; 404 for any other name.
    func asset(_ request: Request, file: String) -> Response {
        guard let asset = LiveFormAssets.asset(named: file) else { return Problem.routeNotFound().response(instance: request.uri.path) }
        let headers: HTTPFields = [.contentType: asset.contentType, .cacheControl: "no-cache"]
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: asset.text)))
    }

    /// A file of the WebAssembly package (`/forms/assets/web/formrules.wasm`…).
    func webFile(_ request: Request, path: String) -> Response {
        guard let engine, let file = engine.file(path) else { return Problem.routeNotFound().response(instance: request.uri.path) }
        let headers: HTTPFields = [.contentType: file.contentType, .cacheControl: "no-cache"]
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: file.bytes)))
    }

    /// The spec a live form's page compiles in its engine: the file's text as the server compiled it.
    func spec(_ request: Request, formName: String) -> Response {
        switch forms.form(named: formName) {
        case .found(let loaded):
            let headers: HTTPFields = [.contentType: "application/json", .cacheControl: "no-cache"]
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: loaded.specBytes)))
        case .notFound: return Problem.formNotFound(formName).response(instance: request.uri.path)
        case .broken: return Problem.brokenSpec(formName).response(instance: request.uri.path)
        }
    }

    // MARK: Answers (no HTTP types beyond the status, for the tests)

    /// The page of a form in the negotiated language, or the form's 404 or 500 problem.
    func pageAnswer(formName: String, acceptLanguage: String, lang: String?) -> Answer {
        let form: CompiledForm
        switch lookUp(formName) {
        case .success(let found): form = found
        case .failure(let problem): return .problem(problem)
        }
        let messages = messages(acceptLanguage: acceptLanguage, lang: lang)
        var page = LiveFormPage(form: form, messages: messages, texts: .forLocale(messages.locale.description, language: messages.locale.language), context: context())
        page.engineURL = engine == nil ? nil : "/forms/assets/web/formrules.mjs"
        return .page(language: messages.locale.description, html: page.html())
    }

    /// The states and visible problems for a state request's body.
    func stateAnswer(formName: String, body: some Collection<UInt8>, acceptLanguage: String, lang: String?) -> Answer {
        let form: CompiledForm
        switch lookUp(formName) {
        case .success(let found): form = found
        case .failure(let problem): return .problem(problem)
        }
        let value: FormValue
        do {
            value = try reader.read(body)
        } catch {
            return .problem(Problem.notJSON(error))
        }
        let request: LiveFormRequest
        switch LiveFormRequest.parse(value, form: form) {
        case .success(let parsed): request = parsed
        case .failure(let refusal):
            let problem = Problem(status: .badRequest, type: "bad-state-request", title: "The state request is not usable.", detail: refusal.detail)
            return .problem(problem)
        }
        let messages = messages(acceptLanguage: acceptLanguage, lang: lang)
        let answer = request.answer(form: form, context: context(), messages: messages)
        return .state(language: messages.locale.description, body: answer)
    }

    // MARK: Parts

    /// A form ready to use, or the problem to answer instead.
    private enum Lookup {
        case success(CompiledForm)
        case failure(Problem)
    }

    private func lookUp(_ name: String) -> Lookup {
        switch forms.form(named: name) {
        case .found(let loaded):
            if let missing = loaded.form.missingOptionSets(in: context()).first {
                forms.logMissingOptions(form: name, field: missing.field, optionSet: missing.optionSet)
                return .failure(Problem.brokenSpec(name))
            }
            return .success(loaded.form)
        case .notFound: return .failure(Problem.formNotFound(name))
        case .broken: return .failure(Problem.brokenSpec(name))
        }
    }

    private func context() -> ValidationContext {
        ValidationContext(today: today ?? CalendarDate.today(in: .utc), optionSets: optionSets)
    }

    /// `?lang=` when given (any Accept-Language text, `ru` or `pl-PL`), else the header.
    func messages(acceptLanguage: String, lang: String?) -> CatalogMessages {
        let catalog = languages.catalog
        let header = lang.flatMap { $0.isEmpty ? nil : $0 } ?? acceptLanguage
        return CatalogMessages(catalog: catalog, locale: catalog.negotiate(acceptLanguage: header))
    }

    private func acceptLanguage(of request: Request) -> String {
        // Several Accept-Language fields are one list (RFC 9110 §5.3).
        request.headers[values: .acceptLanguage].joined(separator: ", ")
    }

    private func lang(of request: Request) -> String? {
        request.uri.queryParameters.get("lang").map { String($0.prefix(100)) }
    }

    private func response(_ answer: Answer, instance: String) -> Response {
        switch answer {
        case .problem(let problem):
            return problem.response(instance: instance)
        case .state(let language, let body):
            return JSONResponse.make(status: .ok, contentType: JSONResponse.json, language: language, body: body)
        case .page(let language, let html):
            let headers: HTTPFields = [
                .contentType: "text/html; charset=utf-8", .contentLanguage: language,
                // Everything the page uses is the server's own; nothing inline, nothing from elsewhere.
                // 'wasm-unsafe-eval' lets the page compile the engine's WebAssembly (its own file).
                .contentSecurityPolicy: "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; form-action 'self'; frame-ancestors 'none'",
            ]
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
        }
    }
}
