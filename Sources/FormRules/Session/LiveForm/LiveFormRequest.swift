/// What a live form sends on each edit: the controls' values by field name, the fields the
/// person has left (touched), the field just edited, and whether the form was submitted. The
/// backend's `POST /forms/{name}/state` and the WebAssembly module answer it alike
/// (``answer(form:context:messages:)``), so a page can ask either and draw the same thing.
///
/// ```swift
/// let body = try JSONReader().read(#"{"values": {"address.countryCode": "AU"}, "edited": "address.countryCode"}"#)
/// switch LiveFormRequest.parse(body, form: form) {
/// case .success(let request): print(request.answer(form: form, context: context, messages: messages).jsonText())
/// case .failure(let refusal): print(refusal.detail)
/// }
/// ```
public struct LiveFormRequest: Sendable, Hashable {
    /// The values by dotted field name, in the order sent.
    public var values: [FormObject.Entry]
    /// Fields the person has left: their problems are shown.
    public var touched: [String]
    /// The field just changed, set last, so what it clears (a state of another country) is named.
    public var edited: String?
    /// Whether the person pressed submit: every problem is shown.
    public var submitted: Bool

    public init(values: [FormObject.Entry], touched: [String] = [], edited: String? = nil, submitted: Bool = false) {
        self.values = values
        self.touched = touched
        self.edited = edited
        self.submitted = submitted
    }

    /// Why a body is not a state request, in one sentence for the page's developer.
    public struct Refusal: Error, Sendable, Hashable {
        public var detail: String

        public init(detail: String) { self.detail = detail }
    }

    private static let members = ["values", "touched", "edited", "submitted"]

    /// Reads a state request: an object with `values` (an object by dotted field name), and
    /// optionally `touched` (names), `edited` (a name) and `submitted` (a Boolean). Every name
    /// must be one the form declares.
    public static func parse(_ body: FormValue, form: CompiledForm) -> Result<LiveFormRequest, Refusal> {
        guard let object = body.object else {
            return .failure(Refusal(detail: "The body must be an object with 'values' (and optionally 'touched', 'edited', 'submitted'), not \(body.typeName)."))
        }
        if let unknown = object.keys.first(where: { !members.contains($0) }) {
            return .failure(Refusal(detail: "Unknown member '\(unknown.prefix(100))': a state request has only 'values', 'touched', 'edited', 'submitted'."))
        }
        var declared: Set<String> = []
        for field in form.spec.fields { declared.insert(field.name) }
        func undeclared(_ name: String, in member: String) -> Refusal {
            Refusal(detail: "'\(member)' names '\(name.prefix(100))', which form '\(form.spec.name)' does not declare.")
        }

        guard let member = object["values"] else {
            return .failure(Refusal(detail: "'values' is missing: give an object of field values by dotted name ({} for none)."))
        }
        guard let values = member.object else {
            return .failure(Refusal(detail: "'values' must be an object of field values by dotted name, not \(member.typeName)."))
        }
        if let name = values.keys.first(where: { !declared.contains($0) }) { return .failure(undeclared(name, in: "values")) }

        var touched: [String] = []
        if let member = object["touched"], !member.isNull {
            guard let names = member.array else { return .failure(Refusal(detail: "'touched' must be an array of field names, not \(member.typeName).")) }
            for (position, name) in names.enumerated() {
                guard let name = name.string else { return .failure(Refusal(detail: "'touched' element \(position) is \(name.typeName), not a field name.")) }
                guard declared.contains(name) else { return .failure(undeclared(name, in: "touched")) }
                touched.append(name)
            }
        }

        var edited: String?
        if let member = object["edited"], !member.isNull {
            guard let name = member.string else { return .failure(Refusal(detail: "'edited' must be a field name, not \(member.typeName).")) }
            guard declared.contains(name) else { return .failure(undeclared(name, in: "edited")) }
            edited = name
        }

        var submitted = false
        if let member = object["submitted"], !member.isNull {
            guard let flag = member.bool else { return .failure(Refusal(detail: "'submitted' must be true or false, not \(member.typeName).")) }
            submitted = flag
        }
        return .success(LiveFormRequest(values: Array(values), touched: touched, edited: edited, submitted: submitted))
    }
}
