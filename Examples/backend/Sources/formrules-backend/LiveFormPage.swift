import FormRules
import Localization

/// `GET /forms/{name}`: an accessible HTML form drawn from the spec, in the reader's language.
///
/// Each control has its `<label for>` (a group of radios or boxes its `<fieldset>` and
/// `<legend>`), an error slot it names in `aria-describedby`, and `data-` attributes that tell
/// the page's script where its value goes (`data-pointer`) and how to read it (`data-kind`).
/// The starting states (a state picker disabled until a country is chosen, a height slider on
/// its initial notch) come from a ``FormSession`` on no values; later ones from
/// `POST /forms/{name}/state`. The script and style sheet are the server's own
/// (`/forms/assets/...`), so the page fetches nothing from elsewhere.
struct LiveFormPage {
    let form: CompiledForm
    let messages: CatalogMessages
    let texts: LiveFormTexts
    let context: ValidationContext
    /// Where the engine's JavaScript module is, when the page may run it (`LiveFormEngine`).
    var engineURL: String? = nil

    /// What the page's engine needs to answer as the server does: the module, the spec, the
    /// server's date and run-time options.
    private func engineAttributes() -> String {
        guard let engineURL else { return "" }
        var sets = FormObject()
        for (name, options) in context.optionSets.sorted(by: { $0.key < $1.key }) { sets[name] = .array(options.map { .string($0) }) }
        return " data-engine=\"\(attr(engineURL))\" data-spec=\"/forms/\(attr(form.spec.name))/spec\" data-today=\"\(attr(context.today.description))\""
            + " data-option-sets=\"\(attr(FormValue.object(sets).jsonText()))\""
    }

    /// Whether a language is written right to left (Arabic and Hebrew among the shipped ones):
    /// the page then says so, and the browser lays out labels, inputs and messages that way.
    static func isRightToLeft(_ language: String) -> Bool {
        ["ar", "he", "fa", "ur", "ps", "yi", "dv", "ckb", "sd", "ug"].contains(language)
    }

    /// The whole document.
    func html() -> String {
        let session = FormSession(form: form, context: context)
        let name = form.spec.name
        // The form's title in the reader's language; its name where a table lacks it.
        let title = messages.missingKeys(form.spec.titleKey, arguments: []).isEmpty ? messages.message(form.spec.titleKey, arguments: []) : name
        let language = messages.locale.description
        var out = """
            <!doctype html>
            <html lang="\(attr(language))" dir="\(Self.isRightToLeft(messages.locale.language) ? "rtl" : "ltr")">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(text(title))</title>
            <link rel="stylesheet" href="/forms/assets/liveform.css">
            <script src="/forms/assets/liveform.js" defer></script>
            </head>
            <body>
            <main>
            <h1>\(text(title))</h1>
            <form id="liveform" novalidate data-lang="\(attr(language))" data-submit="/forms/\(attr(name))" data-state="/forms/\(attr(name))/state" data-failed="\(attr(texts.failed))" data-accepted="\(attr(texts.accepted))" data-refused="\(attr(texts.refused))" data-choose="\(attr(texts.choose))"\(engineAttributes())>

            """
        let groups = form.spec.groups
        var drawn = Set<String>()
        for field in form.spec.fields where !drawn.contains(field.name) {
            if let (index, group) = groups.enumerated().first(where: { $0.element.fields.contains(field.name) }) {
                // A group's fields are drawn together, where its first field is.
                out += groupHTML(group, index: index, session: session, drawn: &drawn)
            } else {
                out += fieldHTML(field, state: session.state(field.name))
                drawn.insert(field.name)
            }
        }
        out += """
            <p><button type="submit">\(text(texts.submit))</button></p>
            <div id="outcome" role="status" aria-live="polite"></div>
            </form>
            </main>
            </body>
            </html>

            """
        return out
    }

    private func groupHTML(_ group: GroupSpec, index: Int, session: FormSession, drawn: inout Set<String>) -> String {
        let id = "group-\(index)"
        let labels = group.fields.map { name in MessageArgument.key(form.spec.fields.first { $0.name == name }?.labelKey ?? "field.\(name)") }
        // The group's rule, worded, is its legend: "Choose exactly one: “Adult”, “Minor”."
        let legend = messages.message(group.messageKey(several: false), arguments: [.list(labels)])
        var out = """
            <fieldset class="group" id="\(id)" data-group="\(attr(group.kind.rawValue))" aria-describedby="error-\(id)">
            <legend>\(text(legend))</legend>

            """
        for name in group.fields where !drawn.contains(name) {
            guard let field = form.spec.fields.first(where: { $0.name == name }) else { continue }
            out += fieldHTML(field, state: session.state(name))
            drawn.insert(name)
        }
        out += "<p class=\"error\" id=\"error-\(id)\"></p>\n</fieldset>\n"
        return out
    }

    private func fieldHTML(_ field: FieldSpec, state: FieldState?) -> String {
        let name = field.name
        let id = "field-" + name
        let error = "error-" + name
        let label = text(messages.message(field.labelKey, arguments: []))
        let required = state?.required ?? field.required
        let marker = "<span class=\"required\"\(required ? "" : " hidden")> (\(text(texts.requiredMarker)))</span>"
        let hidden = state?.visible == false ? " hidden" : ""
        let disabled = state?.enabled == false ? " disabled" : ""
        let pointer = attr(state?.pointer ?? "/" + name)
        let common = "id=\"\(attr(id))\" name=\"\(attr(name))\" aria-describedby=\"\(attr(error))\"\(disabled)"
        let errorSlot = "<p class=\"error\" id=\"\(attr(error))\"></p>"

        func wrap(_ kind: String, _ body: String) -> String {
            "<div class=\"field\" id=\"wrap-\(attr(name))\" data-field=\"\(attr(name))\" data-kind=\"\(kind)\" data-pointer=\"\(pointer)\"\(hidden)>\n\(body)\n\(errorSlot)\n</div>\n"
        }
        func input(_ type: String, _ extra: String = "") -> String {
            wrap("text", "<label for=\"\(attr(id))\">\(label)\(marker)</label>\n<input type=\"\(type)\" \(common)\(extra)>")
        }

        switch field.type {
        // A secret (an OAuth token) is masked like a password and kept out of autofill.
        case .text where field.secret: return input("password", " autocomplete=\"off\"")
        case .text, .uuid, .identifier, .dateTime: return input("text")
        case .password: return input("password", " autocomplete=\"new-password\"")
        case .email: return input("email", " autocomplete=\"email\"")
        case .digits, .postalCode: return input("text", " inputmode=\"numeric\"")
        case .phone: return input("tel", " autocomplete=\"tel\"")
        case .url: return input("url", " inputmode=\"url\"")
        case .date: return input("date")
        case .number, .integer:
            return wrap("number", "<label for=\"\(attr(id))\">\(label)\(marker)</label>\n<input type=\"text\" inputmode=\"decimal\" \(common)>")
        case .boolean:
            return wrap("checkbox", "<input type=\"checkbox\" \(common)>\n<label for=\"\(attr(id))\">\(label)\(marker)</label>")
        case .country, .region:
            // A picker: its options (a region's, per country) come with its state.
            let options = (state?.options ?? []).map { option in
                "<option value=\"\(attr(option.value))\">\(text(messages.message(option.labelKey, arguments: [])))</option>"
            }.joined()
            return wrap(
                "select",
                "<label for=\"\(attr(id))\">\(label)\(marker)</label>\n<select \(common)><option value=\"\">\(text(texts.choose))</option>\(options)</select>")
        case .choice:
            return radioGroup(name: name, label: label, marker: marker, state: state, pointer: pointer, hidden: hidden, disabled: disabled)
        case .height:
            return heightSlider(field, label: label, marker: marker, disabled: disabled, wrap: wrap)
        case .list:
            // Lists have no live editor on this page yet: the field is shown, its problems come
            // with the form's state (each named by its item), and a client sends the array.
            return wrap("list", "<label for=\"\(attr(id))\">\(label)\(marker)</label>\n<output \(common)></output>")
        }
    }

    /// A single choice as radio buttons in a fieldset; the options (run-time ones too) come with
    /// the field's state.
    private func radioGroup(name: String, label: String, marker: String, state: FieldState?, pointer: String, hidden: String, disabled: String) -> String {
        let error = "error-" + name
        var out = "<fieldset class=\"field\" id=\"wrap-\(attr(name))\" data-field=\"\(attr(name))\" data-kind=\"radio\" data-pointer=\"\(pointer)\" aria-describedby=\"\(attr(error))\"\(hidden)\(disabled)>\n"
        out += "<legend>\(label)\(marker)</legend>\n<div class=\"options\">"
        for option in state?.options ?? [] {
            let id = "field-\(name)-\(option.value)"
            out += "<span class=\"option\"><input type=\"radio\" id=\"\(attr(id))\" name=\"\(attr(name))\" value=\"\(attr(option.value))\">"
            out += "<label for=\"\(attr(id))\">\(text(messages.message(option.labelKey, arguments: [])))</label></span>"
        }
        out += "</div>\n<p class=\"error\" id=\"\(attr(error))\"></p>\n</fieldset>\n"
        return out
    }

    /// A height slider: a range input on the spec's scale, a datalist with every notch (the
    /// whole inches labelled), and a label in feet and inches that follows the thumb. The
    /// slider starts on the spec's initial notch, which is not a value until the user moves it.
    private func heightSlider(_ field: FieldSpec, label: String, marker: String, disabled: String, wrap: (String, String) -> String) -> String {
        let id = attr("field-" + field.name)
        guard let slider = HeightSlider(field: field.name, of: form), let first = slider.notches.first, let last = slider.notches.last else {
            let common = "id=\"\(id)\" name=\"\(attr(field.name))\" aria-describedby=\"\(attr("error-" + field.name))\"\(disabled)"
            return wrap("text", "<label for=\"\(id)\">\(label)\(marker)</label>\n<input type=\"text\" \(common)>")
        }
        let start = slider.snap(slider.scale.defaultValue)
        let list = "notches-" + field.name
        let output = "text-" + field.name
        var notches = ""
        for notch in slider.notches {
            let words = messages.text(of: .height(notch.height))
            let tick = notch.isWholeInch ? " label=\"\(attr(notch.imperialLabel))\"" : ""
            notches += "<option value=\"\(number(notch.height.inches))\"\(tick) data-text=\"\(attr(words))\"></option>"
        }
        let startText = messages.text(of: .height(start.height))
        let step = number(slider.scale.step.inches)
        return wrap(
            "height",
            """
            <label for="\(id)">\(label)\(marker)</label>
            <input type="range" id="\(id)" name="\(attr(field.name))" aria-describedby="\(attr(output + " error-" + field.name))"\(disabled) min="\(number(first.height.inches))" max="\(number(last.height.inches))" step="\(step)" value="\(number(start.height.inches))" list="\(attr(list))" aria-valuetext="\(attr(startText))">
            <output id="\(attr(output))" for="\(id)">\(text(startText))</output>
            <datalist id="\(attr(list))">\(notches)</datalist>
            """)
    }

    private func number(_ value: Double) -> String { FormNumber(value).literal }
    private func text(_ value: String) -> String { HTMLText.escaped(value) }
    private func attr(_ value: String) -> String { HTMLText.escaped(value) }
}
