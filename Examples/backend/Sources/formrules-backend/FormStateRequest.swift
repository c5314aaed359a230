import FormRules

/// The body of `POST /forms/{name}/state`: the live form's controls as they are now.
///
/// ```json
/// {"values": {"address.countryCode": "AU", "address.stateCode": "CA"},
///  "touched": ["address.countryCode"], "edited": "address.countryCode", "submitted": false}
/// ```
///
/// `values` holds each field's value as its control holds it, by dotted name (a field with
/// nothing chosen is left out); `touched` the fields the user has left; `edited` the field
/// whose change prompted the request, if any (changing a country clears a state of another
/// country, as ``FormSession/set(_:to:)`` does); `submitted` shows every problem, as after
/// ``FormSession/submit()``. Only `values` is required.
struct FormStateRequest: Sendable, Hashable {
    var values: [FormObject.Entry]
    var touched: [String]
    var edited: String?
    var submitted: Bool

    /// Why a body is not a state request: what is wrong and where.
    struct Refusal: Error, Sendable, Hashable {
        var detail: String
    }

    private static let members = ["values", "touched", "edited", "submitted"]

    /// Reads a request for `form`, refusing names the form does not declare (the page sends
    /// only its own fields; anything else is a client's mistake, told rather than ignored).
    static func parse(_ body: FormValue, form: CompiledForm) -> Result<FormStateRequest, Refusal> {
        guard let object = body.object else {
            return .failure(Refusal(detail: "The body must be an object with 'values' (and optionally 'touched', 'edited', 'submitted'), not \(body.typeName)."))
        }
        if let unknown = object.keys.first(where: { !members.contains($0) }) {
            return .failure(Refusal(detail: "Unknown member '\(unknown.prefix(100))': a state request has only \(members.map { "'\($0)'" }.joined(separator: ", "))."))
        }
        let declared = Set(form.spec.fields.map(\.name))
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
        return .success(FormStateRequest(values: Array(values), touched: touched, edited: edited, submitted: submitted))
    }
}
