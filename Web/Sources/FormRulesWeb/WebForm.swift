import FormCore
import FormRules
import Localization

/// One form a page loaded: the compiled spec, and how it validates (the context and the
/// messages' language), which `formrules_configure` sets.
struct WebForm {
    let form: CompiledForm
    var validator: FormValidator
    var messages: CatalogMessages
    var limits = JSONReader.Limits()
    private var problemsWriter = ProblemsReportWriter()
    /// The byte path set up once per configuration, as a batch sets it up once per run: made per
    /// submission (by `FormValidator.validate(json:)`) it cost an allocation and a copy of the
    /// validator each time. Nil when the settings ask for more than problems.
    private var byteRun: ByteLevelRun?

    init(form: CompiledForm, settings: WebSettings) {
        self.form = form
        validator = form.makeValidator(context: settings.context)
        messages = CatalogMessages(catalog: LocalePart.catalog(for: settings.locale), locale: settings.locale)
        byteRun = validator.byteLevelRun()
    }

    mutating func configure(_ settings: WebSettings) {
        validator.context = settings.context
        messages = CatalogMessages(catalog: LocalePart.catalog(for: settings.locale), locale: settings.locale)
        problemsWriter.forget()
        byteRun = validator.byteLevelRun()
    }

    /// The report of one submission as `form-check validate --format json` prints it (without
    /// its `file` member), written into `result`: problems with their messages, field states, the
    /// normalized submission. Returns whether the submission is valid.
    mutating func validate(_ bytes: UnsafeBufferPointer<UInt8>, into result: inout ResultBuffer) -> Bool {
        if let byteRun, let issues = byteRun.issues(bytes, limits: limits) {
            problemsWriter.write(problems: issues, using: messages, into: &result)
            return issues.isEmpty
        }
        // What `validate(json:)` does when the byte path declines: the tree.
        let report: ValidationReport
        do {
            report = validator.validate(try JSONReader(limits: limits).read(bytes))
        } catch {
            result.set(Self.notJSON(error).jsonText())
            return false
        }
        if !problemsWriter.write(report, using: messages, into: &result) {
            result.set(report.jsonValue(using: messages).jsonText())
        }
        return report.isValid
    }

    /// The answer to a submission that is not JSON: where and why it stops being JSON.
    private static func notJSON(_ error: JSONReadError) -> FormValue {
        [
            "valid": false,
            "error": [
                "code": .string(error.code.rawValue), "message": .string(error.message),
                "line": FormValue(error.location.line), "column": FormValue(error.location.column),
            ],
        ]
    }

    /// What a live form draws after an edit (``LiveFormRequest``): the same answer as the
    /// backend's `POST /forms/{name}/state`, or why the body is not a state request (nil verdict).
    func state(_ bytes: UnsafeBufferPointer<UInt8>) -> (valid: Bool?, json: FormValue) {
        let body: FormValue
        do {
            body = try JSONReader(limits: limits).read(bytes)
        } catch {
            return (nil, ["error": ["message": .string("The state request is not JSON: \(error.message)"), "line": FormValue(error.location.line), "column": FormValue(error.location.column)]])
        }
        switch LiveFormRequest.parse(body, form: form) {
        case .success(let request):
            let answer = request.answer(form: form, context: validator.context, messages: messages)
            return (answer.object?["valid"]?.bool ?? false, answer)
        case .failure(let refusal):
            return (nil, ["error": ["message": .string(refusal.detail)]])
        }
    }
}
