import FormCore
import FormRules
import Localization

// The module's C entry points, the whole surface JavaScript sees (Web/formrules.js wraps them).
// Strings cross as UTF-8 bytes in the module's memory: the page writes its input into a buffer
// from `malloc`, and reads each answer from `formrules_result_pointer` and
// `formrules_result_length` until the next call. One thread: a page runs the module on one.

nonisolated(unsafe) private var forms: [WebForm?] = []
nonisolated(unsafe) private var result = ResultBuffer()

/// Compiles a spec (its JSON bytes) with its settings (``WebSettings``, JSON bytes) and returns
/// a handle, or -1 with the error as JSON in the result: the spec's
/// `{"error": {"code", "message", "line", "column", "pointer"}}`, or the settings' `{"error": {"message"}}`;
/// or -2 with `{"needs": ["addresses"]}` when the form offers a country whose data the page has
/// not handed in yet (``AddressPart``): the page adds the part and loads the spec again.
@_expose(wasm, "formrules_load")
@_cdecl("formrules_load")
public func formrules_load(
    _ bytes: UnsafePointer<UInt8>?, _ count: Int32, _ settingsBytes: UnsafePointer<UInt8>?, _ settingsCount: Int32
) -> Int32 {
    let settings: WebSettings
    do {
        settings = try readSettings(settingsBytes, settingsCount)
    } catch {
        return fail(error)
    }
    let input = Array(UnsafeBufferPointer(start: bytes, count: Int(count)))
    do {
        let form = try CompiledForm(input, file: nil)
        guard AddressPart.covers(form) else {
            result.set(#"{"needs": ["addresses"]}"#)
            return -2
        }
        forms.append(WebForm(form: form, settings: settings))
        result.set("{}")
        return Int32(forms.count - 1)
    } catch {
        var detail: FormObject = ["code": .string(error.code.rawValue), "message": .string(error.message), "pointer": .string(error.pointer)]
        if let location = error.location {
            detail["line"] = FormValue(location.line)
            detail["column"] = FormValue(location.column)
        }
        result.set(FormValue.object(["error": .object(detail)]).jsonText())
        return -1
    }
}

/// Sets how a form validates (``WebSettings``): 0, or -1 with `{"error": {"message"}}`.
@_expose(wasm, "formrules_configure")
@_cdecl("formrules_configure")
public func formrules_configure(_ handle: Int32, _ bytes: UnsafePointer<UInt8>?, _ count: Int32) -> Int32 {
    do throws(WebError) {
        _ = try form(handle)
        forms[Int(handle)]?.configure(try readSettings(bytes, count))
        result.set("{}")
        return 0
    } catch {
        return fail(error)
    }
}

/// Validates one submission (its JSON bytes): 1 valid, 0 not (the report, or the place where
/// the text stops being JSON, is the result), -1 for an unknown handle.
@_expose(wasm, "formrules_validate")
@_cdecl("formrules_validate")
public func formrules_validate(_ handle: Int32, _ bytes: UnsafePointer<UInt8>?, _ count: Int32) -> Int32 {
    // Checked without `form(_:)`, which returns a copy of the form: the validator's references
    // retained and released on every submission for nothing.
    guard handle >= 0, Int(handle) < forms.count, forms[Int(handle)] != nil else { return fail(WebError("no form has the handle \(handle)")) }
    return forms[Int(handle)]!.validate(UnsafeBufferPointer(start: bytes, count: Int(count)), into: &result) ? 1 : 0
}

/// What a live form draws after an edit (a state request's JSON bytes, as the backend's
/// `POST /forms/{name}/state` takes them): 1 valid, 0 not (the answer is the result), -1 when the
/// handle is unknown or the body is not a state request (`{"error": {"message"}}`).
@_expose(wasm, "formrules_state")
@_cdecl("formrules_state")
public func formrules_state(_ handle: Int32, _ bytes: UnsafePointer<UInt8>?, _ count: Int32) -> Int32 {
    let answer: (valid: Bool?, json: FormValue)
    do throws(WebError) {
        answer = try form(handle).state(UnsafeBufferPointer(start: bytes, count: Int(count)))
    } catch {
        return fail(error)
    }
    result.set(answer.json.jsonText())
    guard let valid = answer.valid else { return -1 }
    return valid ? 1 : 0
}

/// Forgets a form (its handle is not reused).
@_expose(wasm, "formrules_release")
@_cdecl("formrules_release")
public func formrules_release(_ handle: Int32) {
    if handle >= 0, Int(handle) < forms.count { forms[Int(handle)] = nil }
}

/// Adds a language the module was built without (`Web/package/locales/<tag>.strings` and
/// `.stringsdict`, either may be empty): forms configured with it, or with a locale that falls
/// back to it, read its messages from then on; added again, its tables are replaced. 0, or -1
/// with `{"error": {"message"}}` (a tag that does not parse, or a table that cannot be read).
@_expose(wasm, "formrules_add_locale")
@_cdecl("formrules_add_locale")
public func formrules_add_locale(
    _ tagBytes: UnsafePointer<UInt8>?, _ tagCount: Int32, _ stringsBytes: UnsafePointer<UInt8>?, _ stringsCount: Int32,
    _ dictBytes: UnsafePointer<UInt8>?, _ dictCount: Int32
) -> Int32 {
    answer { () throws(WebError) in
        try LocalePart.add(LocalePart(
            tag: try readTag(tagBytes, tagCount), strings: bytes(stringsBytes, stringsCount), stringsDict: bytes(dictBytes, dictCount)))
    }
}

/// Adds the address data (`Web/package/addresses.tsv`) and the English names of its countries
/// and regions (`Web/package/locales/en.names`): forms offering any country load from then on.
/// 0, or -1 with `{"error": {"message"}}` naming the line that cannot be read (nothing changes then).
@_expose(wasm, "formrules_add_addresses")
@_cdecl("formrules_add_addresses")
public func formrules_add_addresses(
    _ tableBytes: UnsafePointer<UInt8>?, _ tableCount: Int32, _ namesBytes: UnsafePointer<UInt8>?, _ namesCount: Int32
) -> Int32 {
    answer { () throws(WebError) in try AddressPart.add(table: bytes(tableBytes, tableCount), names: bytes(namesBytes, namesCount)) }
}

/// Adds one language's names of countries and regions (`Web/package/locales/<tag>.names`), which
/// forms offering countries beyond the US and Australia show in that language (a page hands
/// them in with the address data, for the languages it uses); added again, they are replaced.
/// 0, or -1 with `{"error": {"message"}}`.
@_expose(wasm, "formrules_add_names")
@_cdecl("formrules_add_names")
public func formrules_add_names(
    _ tagBytes: UnsafePointer<UInt8>?, _ tagCount: Int32, _ namesBytes: UnsafePointer<UInt8>?, _ namesCount: Int32
) -> Int32 {
    answer { () throws(WebError) in try AddressPart.addNames(try readTag(tagBytes, tagCount), bytes(namesBytes, namesCount)) }
}

/// The languages a form can be configured with, as a JSON array of tags: the built-in ones (the
/// development language first), then those added with `formrules_add_locale`.
@_expose(wasm, "formrules_locales")
@_cdecl("formrules_locales")
public func formrules_locales() {
    result.set(FormValue.array(LocalePart.availableLocales.map { .string($0.description) }).jsonText())
}

@_expose(wasm, "formrules_result_pointer")
@_cdecl("formrules_result_pointer")
public func formrules_result_pointer() -> UnsafePointer<UInt8>? { result.pointer }

@_expose(wasm, "formrules_result_length")
@_cdecl("formrules_result_length")
public func formrules_result_length() -> Int32 { Int32(result.count) }

private func readSettings(_ bytes: UnsafePointer<UInt8>?, _ count: Int32) throws(WebError) -> WebSettings {
    let value: FormValue
    do {
        value = try JSONReader().read(UnsafeBufferPointer(start: bytes, count: Int(count)))
    } catch {
        throw WebError("the settings are not JSON: \(error.message) (line \(error.location.line), column \(error.location.column))")
    }
    return try WebSettings(value)
}

/// The form of a handle, or why there is none.
private func form(_ handle: Int32) throws(WebError) -> WebForm {
    guard handle >= 0, Int(handle) < forms.count, let form = forms[Int(handle)] else { throw WebError("no form has the handle \(handle)") }
    return form
}

/// A copy of bytes the page wrote into the module's memory.
private func bytes(_ pointer: UnsafePointer<UInt8>?, _ count: Int32) -> [UInt8] {
    Array(UnsafeBufferPointer(start: pointer, count: Int(count)))
}

/// A language tag the page passed as text, or why it is none.
private func readTag(_ pointer: UnsafePointer<UInt8>?, _ count: Int32) throws(WebError) -> LanguageTag {
    let text = String(decoding: UnsafeBufferPointer(start: pointer, count: Int(count)), as: UTF8.self)
    do { return try LanguageTag(text) } catch { throw WebError("'\(text)' is not a language tag: \(error.message)") }
}

/// Runs an entry point that only adds something: 0 with `{}`, or -1 as ``fail(_:)`` answers.
private func answer(_ body: () throws(WebError) -> Void) -> Int32 {
    do throws(WebError) {
        try body()
        result.set("{}")
        return 0
    } catch {
        return fail(error)
    }
}

/// Sets the result to `{"error": {"message"}}` and returns -1, as every entry point fails.
private func fail(_ error: WebError) -> Int32 {
    result.set(FormValue.object(["error": ["message": .string(error.message)]]).jsonText())
    return -1
}
